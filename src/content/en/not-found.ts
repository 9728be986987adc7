import type { NotFoundStrings } from '../not-found';

/** The 404 page in English (see ../not-found.ts). */
export const notFound = {
  meta: {
    title: 'Page not found',
    description:
      'The page you are looking for does not exist or has moved. Return to the RealYield home page, or find pools, docs and contact details in the menu.',
  },
  eyebrow: 'Error 404',
  text: 'The page you are looking for does not exist or has moved. Check the address, or return to the home page.',
  action: 'Return Home',
} satisfies NotFoundStrings;
