/**
 * `POST /contact` (under `/api`): a contact message, validated by the shared contract, stored,
 * and queued for forwarding to the team (and to the leads webhook). What every form shares
 * (guards, parsers, rate limits, IP hash, errors) is plugins/form-routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  contactCreatedBodySchema,
  contactMessageSchema,
  isContactSpam,
  type ContactErrorCode,
  type ContactOutcome,
} from '#contracts/contact.ts';
import { DEFAULT_LOCALE, localePath } from '#contracts/locale.ts';
import '../app-decorations.ts';
import { leadEvent } from '../leads-webhook.ts';
import { isBrowserFormPost, type FormRouteConfig } from '../plugins/error-handler.ts';
import { createContactMessagesRepository } from '../repositories/contact-messages.ts';
import { CACHE_CONTROL } from '../response-headers.ts';

/** The page a browser's native form post lands on, by the answer's code (src/pages/contact/). */
const OUTCOME_BY_CODE: Partial<Record<ContactErrorCode, ContactOutcome>> = {
  missing_fields: 'missing',
  invalid_email: 'invalid-email',
  too_long: 'too-long',
  payload_too_large: 'too-long',
  rate_limited: 'rate-limited',
};

function outcomePath(outcome: ContactOutcome): string {
  return `/contact/${outcome}`;
}

const CONTACT_FORM: FormRouteConfig = {
  fields: CONTACT_FIELDS,
  maxLengths: CONTACT_MAX_LENGTHS,
  // A cross-site post gets no help finding our pages; every other failure has one.
  outcomePage: (code) =>
    code === 'forbidden_origin'
      ? undefined
      : outcomePath(OUTCOME_BY_CODE[code as ContactErrorCode] ?? 'error'),
};

/** The contact route plugin; register inside the `/api` scope, after formRoutesPlugin. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const repository = createContactMessagesRepository(app.db);
  const { leads } = app.outgoing;
  // The team's e-mail says how long the site keeps the message, so the mailbox copy goes too.
  const mail = app.outgoing.mail && {
    ...app.outgoing.mail,
    retentionDays: app.config.retentionDays,
  };
  if (mail !== undefined) {
    // Forwards moved over from before the outbox wait for the addresses to render them with.
    repository.renderMigratedForwards(mail);
  } else {
    app.log.info('Contact messages are stored only (set SMTP_URL and CONTACT_TO to forward them)');
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: { body: contactMessageSchema, response: { 201: contactCreatedBodySchema } },
      config: { form: CONTACT_FORM },
    },
    async (request, reply) => {
      const message = request.body;
      const spam = isContactSpam(message);
      const locale = message.locale ?? DEFAULT_LOCALE;
      const receivedAt = new Date().toISOString();
      // The message, its forward and its lead event (never for spam) are committed together,
      // before the answer.
      const stored = repository.store(
        {
          receivedAt,
          name: message.name,
          email: message.email,
          message: message.message,
          ipHash: app.ipHash(request),
          userAgent: request.headers['user-agent'] ?? null,
          spam,
          locale,
          submissionId: message.submission,
        },
        mail,
        leads
          ? (id) =>
              leadEvent('contact', receivedAt, {
                id,
                name: message.name,
                email: message.email,
                message: message.message,
                locale,
              })
          : undefined,
      );
      if (stored.repeated) {
        // A retry of a send whose answer was lost: answered as the first, kept and forwarded once.
        request.log.info({ messageId: stored.id }, 'Contact submission sent again: kept once');
      } else if (spam) {
        request.log.info({ messageId: stored.id }, 'Contact honeypot filled: stored as spam');
      } else {
        app.outgoing.notify();
      }

      reply.header('cache-control', CACHE_CONTROL.noStore);
      if (isBrowserFormPost(request)) {
        return reply.redirect(localePath(outcomePath('sent'), locale), 303);
      }
      return reply.code(201).send({ id: stored.id, status: 'received' });
    },
  );
};
