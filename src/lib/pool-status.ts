/**
 * How each pool status is drawn (the spec's section 4): the badge's and the button's variant, and
 * the id of the pool page's action band, which for a status with a form is also the last segment
 * of the form's page (/pools/dubai-1/apply).
 */
export const STATUS_PRESENTATION = {
  Open: { badge: 'success', button: 'highlighted', actionId: 'apply' },
  Upcoming: { badge: 'secondary', button: 'outline', actionId: 'waitlist' },
  Closed: { badge: 'outline', button: 'outline', actionId: 'closed' },
} as const;

/** Open, Upcoming or Closed. */
export type PoolStatus = keyof typeof STATUS_PRESENTATION;
