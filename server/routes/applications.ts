/**
 * `POST /applications` (under `/api`): apply for access to an Open pool. Stored once per address
 * and pool; the applicant gets a confirmation with a withdrawal link, the team a notice, the
 * leads webhook an event (plugins/interest.ts `accept`). See routes/README.md for the contract.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTHS,
  applicationSchema,
  interestReceivedBodySchema,
  isInterestSpam,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE } from '#contracts/locale.ts';
import { interestForm } from '../plugins/interest.ts';

const APPLICATION_FORM = interestForm(APPLICATION_FIELDS, APPLICATION_MAX_LENGTHS);

export const applicationRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/applications',
    {
      schema: { body: applicationSchema, response: { 200: interestReceivedBodySchema } },
      config: { form: APPLICATION_FORM },
    },
    async (request, reply) => {
      const body = request.body;
      return app.interest.accept(request, reply, {
        kind: 'application',
        spam: isInterestSpam(body),
        answers: {
          poolId: body.poolId,
          email: body.email,
          country: body.country,
          locale: body.locale ?? DEFAULT_LOCALE,
          name: body.name,
          investorType: body.investorType,
          amountBand: body.amountBand,
          message: body.message === undefined || body.message === '' ? null : body.message,
          // The schema takes the form only with both ticked.
          notUsPerson: true,
          riskRead: true,
        },
      });
    },
  );
};
