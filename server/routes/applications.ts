/**
 * `POST /applications` (under `/api`): apply for access to an Open pool. Stored once per address
 * and pool; the applicant gets a confirmation with a withdrawal link, the team a notice, the
 * leads webhook an event. See routes/README.md for the contract.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTHS,
  CONSENT_VERSIONS,
  applicationSchema,
  interestReceivedBodySchema,
  isInterestSpam,
  poolName,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE } from '#contracts/locale.ts';
import { LEADS_WEBHOOK_KIND, leadEvent } from '../leads-webhook.ts';
import {
  APPLICATION_CONFIRMATION_KIND,
  APPLICATION_NOTICE_KIND,
  renderApplicationNotice,
  renderConfirmation,
} from '../mail/interest.ts';
import { interestForm } from '../plugins/interest.ts';
import type { EntryMail } from '../repositories/interest-entries.ts';

const APPLICATION_FORM = interestForm(APPLICATION_FIELDS, APPLICATION_MAX_LENGTHS);

export const applicationRoutes: FastifyPluginAsync = async (app) => {
  const { repository, poolFor, takesEntries, eligibleCountry, removeUrl, privacyUrl, received } =
    app.interest;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/applications',
    {
      schema: { body: applicationSchema, response: { 200: interestReceivedBodySchema } },
      config: { form: APPLICATION_FORM },
    },
    async (request, reply) => {
      const body = request.body;
      const locale = body.locale ?? DEFAULT_LOCALE;
      // A bot gets the answer a person gets, and nothing is kept or sent.
      if (isInterestSpam(body))
        return received(
          request,
          reply,
          'application',
          locale,
          takesEntries(body.poolId) ? body.poolId : undefined,
        );
      const pool = poolFor(body.poolId, 'application');
      const countryName = eligibleCountry(body.country);
      const at = new Date().toISOString();
      const message = body.message === undefined || body.message === '' ? null : body.message;
      const entry = {
        kind: 'application' as const,
        poolId: pool.id,
        email: body.email,
        name: body.name,
        country: body.country,
        investorType: body.investorType,
        amountBand: body.amountBand,
        message,
        consentVersion: CONSENT_VERSIONS.application,
        locale,
        at,
      };
      const { mail, leads, notify } = app.outgoing;
      const saved = repository.save(
        {
          ...entry,
          notUsPerson: true,
          riskRead: true,
          consentedAt: at,
          ipHash: app.ipHash(request),
          userAgent: request.headers['user-agent'] ?? null,
        },
        (id, repeated): EntryMail[] => {
          const about = {
            ...entry,
            id,
            poolName: pool.name,
            localPoolName: poolName(pool, locale),
            countryName,
          };
          const confirmation = mail && {
            kind: APPLICATION_CONFIRMATION_KIND,
            mail: renderConfirmation(about, mail, {
              removeUrl: removeUrl(id, locale),
              privacyUrl: privacyUrl(locale),
            }),
          };
          // A repeat (past the window) gets its owner's confirmation again, nothing else: the
          // team sees it beside the entry (npm run interest).
          if (repeated) return confirmation ? [confirmation] : [];
          return [
            ...(confirmation && mail
              ? [
                  confirmation,
                  { kind: APPLICATION_NOTICE_KIND, mail: renderApplicationNotice(about, mail) },
                ]
              : []),
            ...(leads
              ? [
                  {
                    kind: LEADS_WEBHOOK_KIND,
                    event: leadEvent('application', at, {
                      id,
                      poolId: pool.id,
                      name: body.name,
                      email: body.email,
                      country: body.country,
                      investorType: body.investorType,
                      amountBand: body.amountBand,
                      message,
                      locale,
                      consentVersion: CONSENT_VERSIONS.application,
                    }),
                  },
                ]
              : []),
          ];
        },
      );
      if (saved.repeated) request.log.info({ entryId: saved.id }, 'Repeat application recorded');
      if (saved.enqueued) notify();
      return received(request, reply, 'application', locale, pool.id);
    },
  );
};
