/**
 * `POST /applications` (under `/api`): apply for access to an Open pool. Stored once per address
 * and pool; the applicant gets a confirmation e-mail, and only once its link is followed does the
 * team get a notice and the leads webhook an event (services/interest.ts). See routes/README.md.
 */
import {
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTHS,
  applicationSchema,
} from '#contracts/interest.ts';
import { interestFormRoute } from './interest-form-route.ts';

export const applicationRoutes = interestFormRoute({
  kind: 'application',
  url: '/applications',
  schema: applicationSchema,
  fields: APPLICATION_FIELDS,
  maxLengths: APPLICATION_MAX_LENGTHS,
  answers: (body) => ({
    poolId: body.poolId,
    email: body.email,
    country: body.country,
    name: body.name,
    investorType: body.investorType,
    amountBand: body.amountBand,
    message: body.message === undefined || body.message === '' ? null : body.message,
    // The schema takes the form only with both ticked.
    notUsPerson: true,
    riskRead: true,
  }),
});
