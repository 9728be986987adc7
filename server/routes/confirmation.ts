/**
 * The confirm link of the confirmation e-mail (under `/api`), the second step of double opt-in:
 * `GET /interest/confirm?token=` answers the confirm page (its button carries the token), and
 * its form's `POST /interest/confirm` confirms the entry: the team's notice and the lead event
 * are queued then, once. A later use finds it confirmed and does nothing new. GET never confirms
 * (link-pages.ts): a mail scanner that fetches the link cannot confirm for the address's owner.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONFIRMATION_TOKEN_PLACEHOLDER,
  confirmationRequestSchema,
  interestConfirmedBodySchema,
} from '#contracts/interest.ts';
import { isBrowserFormPost } from '../plugins/error-handler.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { confirmedOutcome, interestOutcomePath } from '../services/interest-outcomes.ts';
import { LINK_FORM, linkInvalid, linkPageRoute, linkPageRoutes } from './link-pages.ts';

/** The confirm page of the build (src/pages/[...locale]/interest/[link].astro). */
export const CONFIRM_PAGE_FILE = 'interest/confirm.html';

export interface ConfirmationRoutesOptions {
  /** Built site: the confirm pages are read from it. */
  distDir: string;
}

export const confirmationRoutes: FastifyPluginAsync<ConfirmationRoutesOptions> = async (
  app,
  options,
) => {
  const { confirmSigner } = app.interest;
  await linkPageRoute(app, options.distDir, {
    path: '/interest/confirm',
    file: CONFIRM_PAGE_FILE,
    placeholder: CONFIRMATION_TOKEN_PLACEHOLDER,
    signer: confirmSigner,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/interest/confirm',
    {
      schema: { body: confirmationRequestSchema, response: { 200: interestConfirmedBodySchema } },
      config: { form: LINK_FORM },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.noStore);
      const result = app.interest.confirm(request.body.token);
      if (result.status === 'invalid') {
        throw linkInvalid(
          request.body,
          confirmSigner,
          'This link is not valid: it may have expired, or the entry has been removed',
        );
      }
      if (result.first) request.log.info({ kind: result.kind }, 'Interest entry confirmed');
      if (isBrowserFormPost(request)) {
        return reply.redirect(
          interestOutcomePath(confirmedOutcome(result.kind), result.locale),
          303,
        );
      }
      return reply.code(200).send({ status: 'confirmed' as const, kind: result.kind });
    },
  );
};

/** The confirm page at its own address: only a confirm link should open it (link-pages.ts). */
export const confirmationPageRoutes = linkPageRoutes('/interest/confirm', '/api/interest/confirm');
