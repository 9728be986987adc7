/**
 * `POST /waitlist` (under `/api`): join the waitlist of an Upcoming pool. Stored once per address
 * and pool; the entrant gets a confirmation with a removal link, the leads webhook an event.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSENT_VERSIONS,
  WAITLIST_FIELDS,
  WAITLIST_MAX_LENGTHS,
  interestReceivedBodySchema,
  isInterestSpam,
  poolName,
  waitlistSchema,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE } from '#contracts/locale.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '../leads-webhook.ts';
import { WAITLIST_CONFIRMATION_KIND, renderConfirmation } from '../mail/interest.ts';
import { interestForm } from '../plugins/interest.ts';
import type { EntryMail } from '../repositories/interest-entries.ts';

const WAITLIST_FORM = interestForm(WAITLIST_FIELDS, WAITLIST_MAX_LENGTHS);

export const waitlistRoutes: FastifyPluginAsync = async (app) => {
  const { repository, poolFor, takesEntries, eligibleCountry, removeUrl, privacyUrl, received } =
    app.interest;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/waitlist',
    {
      schema: { body: waitlistSchema, response: { 200: interestReceivedBodySchema } },
      config: { form: WAITLIST_FORM },
    },
    async (request, reply) => {
      const body = request.body;
      const locale = body.locale ?? DEFAULT_LOCALE;
      if (isInterestSpam(body))
        return received(
          request,
          reply,
          'waitlist',
          locale,
          takesEntries(body.poolId) ? body.poolId : undefined,
        );
      const pool = poolFor(body.poolId, 'waitlist');
      const countryName = eligibleCountry(body.country);
      const at = new Date().toISOString();
      const name = body.name === undefined || body.name === '' ? null : body.name;
      const entry = {
        kind: 'waitlist' as const,
        poolId: pool.id,
        email: body.email,
        name,
        country: body.country,
        investorType: null,
        amountBand: null,
        message: null,
        consentVersion: CONSENT_VERSIONS.waitlist,
        locale,
        at,
      };
      const { mail, leads, notify } = app.outgoing;
      const saved = repository.save(
        {
          ...entry,
          notUsPerson: null,
          riskRead: null,
          consentedAt: at,
          ipHash: app.ipHash(request),
          userAgent: request.headers['user-agent'] ?? null,
        },
        (id, repeated): EntryMail[] => [
          ...(mail
            ? [
                {
                  kind: WAITLIST_CONFIRMATION_KIND,
                  mail: renderConfirmation(
                    {
                      ...entry,
                      id,
                      poolName: pool.name,
                      localPoolName: poolName(pool, locale),
                      countryName,
                    },
                    mail,
                    { removeUrl: removeUrl(id, locale), privacyUrl: privacyUrl(locale) },
                  ),
                },
              ]
            : []),
          ...(leads && !repeated
            ? [
                {
                  kind: LEADS_WEBHOOK_KIND,
                  event: leadEvent('waitlist', at, {
                    id,
                    poolId: pool.id,
                    name,
                    email: body.email,
                    country: body.country,
                    locale,
                    consentVersion: CONSENT_VERSIONS.waitlist,
                  }),
                },
              ]
            : []),
        ],
      );
      if (saved.repeated) request.log.info({ entryId: saved.id }, 'Repeat waitlist entry recorded');
      if (saved.enqueued) notify();
      return received(request, reply, 'waitlist', locale, pool.id);
    },
  );
};
