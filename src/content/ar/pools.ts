import type { Pool, PoolStatusPresentation, PoolTermLabels, YieldCopy } from '../pools';

const location = 'دبي، الإمارات العربية المتحدة';
// Data, the same in every language: poolTermLabelsAr below holds its Arabic words.
const collateralType = 'Tokenized Sub-Lease';

/** The three pools in Arabic, in display order (see ../pools.ts for what each field is). */
export const poolsAr: Pool[] = [
  {
    id: 'dubai-1',
    name: 'مجمّع دبي المميّز للإيجار من الباطن',
    location,
    collateralType,
    targetApyPercent: 40,
    payout: 'USDC/USDT',
    tenorMonths: 12,
    status: 'Open',
  },
  {
    id: 'dubai-2',
    name: 'مجمّع دبي للضيافة',
    location,
    collateralType,
    targetApyPercent: 35,
    payout: 'USDC',
    tenorMonths: 24,
    status: 'Upcoming',
  },
  {
    id: 'dubai-3',
    name: 'مجمّع دبي السكني',
    location,
    collateralType,
    targetApyPercent: 30,
    payout: 'USDT',
    tenorMonths: 18,
    status: 'Closed',
  },
];

/** Badge and button of each status, in Arabic. */
export const poolStatusPresentationAr: PoolStatusPresentation = {
  Open: {
    badge: 'success',
    action: 'قدّم طلبك الآن',
    button: 'highlighted',
    disabled: false,
    actionId: 'apply',
  },
  Upcoming: {
    badge: 'secondary',
    action: 'انضم إلى قائمة الانتظار',
    button: 'outline',
    disabled: false,
    actionId: 'waitlist',
  },
  Closed: {
    badge: 'outline',
    action: 'مغلق',
    button: 'outline',
    disabled: true,
    actionId: 'closed',
  },
};

/** The label and qualifier of every target APY figure, in Arabic. */
export const yieldCopyAr: YieldCopy = {
  label: 'العائد السنوي المستهدف',
  qualifier: 'مستهدف، غير مضمون',
};

/** The words of each status and collateral type, in Arabic. */
export const poolTermLabelsAr: PoolTermLabels = {
  statuses: { Open: 'مفتوح', Upcoming: 'قريبًا', Closed: 'مغلق' },
  collateralTypes: { 'Tokenized Sub-Lease': 'إيجار من الباطن مرمّز' },
};
