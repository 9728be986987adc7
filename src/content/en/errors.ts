import type { ServerErrorStrings } from '../errors';

/** The error page in English (see ../errors.ts). */
export const serverError = {
  meta: {
    title: 'Something went wrong',
    description:
      'Something went wrong on our side and this page could not be shown. Try again in a moment, return to the RealYield home page, or write to us.',
  },
  eyebrow: 'Server error',
  text: 'Something went wrong on our side and this page could not be shown. Please try again in a moment. If it keeps happening, write to us and we will look into it.',
  action: 'Return Home',
  contact: 'Write to {email}',
} satisfies ServerErrorStrings;
