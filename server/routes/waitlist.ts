/**
 * `POST /waitlist` (under `/api`): join the waitlist of an Upcoming pool. Stored once per address
 * and pool; the entrant gets a confirmation with a removal link, the leads webhook an event
 * (plugins/interest.ts `accept`).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WAITLIST_FIELDS,
  WAITLIST_MAX_LENGTHS,
  interestReceivedBodySchema,
  isInterestSpam,
  waitlistSchema,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE } from '#contracts/locale.ts';
import { interestForm } from '../plugins/interest.ts';

const WAITLIST_FORM = interestForm(WAITLIST_FIELDS, WAITLIST_MAX_LENGTHS);

export const waitlistRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/waitlist',
    {
      schema: { body: waitlistSchema, response: { 200: interestReceivedBodySchema } },
      config: { form: WAITLIST_FORM },
    },
    async (request, reply) => {
      const body = request.body;
      return app.interest.accept(request, reply, {
        kind: 'waitlist',
        spam: isInterestSpam(body),
        answers: {
          poolId: body.poolId,
          email: body.email,
          country: body.country,
          locale: body.locale ?? DEFAULT_LOCALE,
          name: body.name === undefined || body.name === '' ? null : body.name,
          investorType: null,
          amountBand: null,
          message: null,
          notUsPerson: null,
          riskRead: null,
        },
      });
    },
  );
};
