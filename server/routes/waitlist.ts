/**
 * `POST /waitlist` (under `/api`): join the waitlist of an Upcoming pool. Stored once per address
 * and pool; the entrant gets a confirmation e-mail, and only once its link is followed does the
 * leads webhook get an event (services/interest.ts).
 */
import { WAITLIST_FIELDS, WAITLIST_MAX_LENGTHS, waitlistSchema } from '#contracts/interest.ts';
import { interestFormRoute } from './interest-form-route.ts';

export const waitlistRoutes = interestFormRoute({
  kind: 'waitlist',
  url: '/waitlist',
  schema: waitlistSchema,
  fields: WAITLIST_FIELDS,
  maxLengths: WAITLIST_MAX_LENGTHS,
  answers: (body) => ({
    poolId: body.poolId,
    email: body.email,
    country: body.country,
    name: body.name === undefined || body.name === '' ? null : body.name,
    investorType: null,
    amountBand: null,
    message: null,
    notUsPerson: null,
    riskRead: null,
  }),
});
