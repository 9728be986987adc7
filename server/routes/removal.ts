/**
 * The removal link of the interest e-mails (under `/api`): `GET /interest/remove?token=` answers
 * the removal page, and its form's `POST /interest/remove` erases the entry (with its e-mails
 * and leads-webhook event still in the outbox) and, for a confirmed entry with the webhook on,
 * queues the erasure event. GET never deletes (link-pages.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REMOVAL_TOKEN_PLACEHOLDER,
  interestRemovedBodySchema,
  removalRequestSchema,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE } from '#contracts/locale.ts';
import type { FormRouteConfig } from '../plugins/error-handler.ts';
import { ApiError, isBrowserFormPost } from '../plugins/error-handler.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { interestOutcomePath } from '../services/interest-outcomes.ts';
import { LINK_TOKEN_MAX_LENGTH } from '../tokens.ts';
import { escapeAttribute, linkPageRoutes, loadLinkPages } from './link-pages.ts';

/**
 * The removal confirmation page of the build (src/pages/[...locale]/interest/[link].astro); each other
 * locale's is under its prefix (`ar/interest/remove.html`), the English one its fallback.
 */
export const REMOVE_PAGE_FILE = 'interest/remove.html';

export const LINK_FORM: FormRouteConfig = {
  fields: ['token'],
  maxLengths: { token: LINK_TOKEN_MAX_LENGTH },
  // Any unreadable removal or confirmation is a link problem for the visitor, except these two.
  outcomePage: (code) =>
    code === 'forbidden_origin'
      ? undefined
      : interestOutcomePath(
          code === 'rate_limited'
            ? 'rate-limited'
            : code === 'internal_error'
              ? 'error'
              : 'link-invalid',
        ),
};

export interface RemovalRoutesOptions {
  /** Built site: the removal confirmation pages are read from it. */
  distDir: string;
}

export const removalRoutes: FastifyPluginAsync<RemovalRoutesOptions> = async (app, options) => {
  const { repository, signer } = app.interest;
  const removePages = await loadLinkPages(
    options.distDir,
    REMOVE_PAGE_FILE,
    REMOVAL_TOKEN_PLACEHOLDER,
  );

  app.get('/interest/remove', async (request, reply) => {
    const token = (request.query as Record<string, unknown>)['token'];
    const link = signer.verify(token);
    reply.header('cache-control', CACHE_CONTROL.noStore);
    if (link === undefined || repository.get(link.id) === undefined) {
      const locale = signer.localeOf(token) ?? DEFAULT_LOCALE;
      return reply.redirect(interestOutcomePath('link-invalid', locale), 303);
    }
    return reply
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(
        removePages[link.locale].replace(REMOVAL_TOKEN_PLACEHOLDER, escapeAttribute(String(token))),
      );
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/interest/remove',
    {
      schema: { body: removalRequestSchema, response: { 200: interestRemovedBodySchema } },
      config: { form: LINK_FORM },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.noStore);
      const link = signer.verify(request.body.token);
      if (link === undefined || !app.interest.remove(link.id)) {
        // The error handler sends a native post to the outcome page in the form's language
        // (its locale field); a genuine token's own language comes first.
        const locale = signer.localeOf(request.body.token);
        if (locale !== undefined) request.body.locale = locale;
        throw new ApiError(
          400,
          'link_invalid',
          'This link is not valid: it may have expired or been used already',
        );
      }
      request.log.info('Interest entry removed through its e-mail link');
      if (isBrowserFormPost(request)) {
        return reply.redirect(interestOutcomePath('removed', link.locale), 303);
      }
      return reply.code(200).send({ status: 'removed' as const });
    },
  );
};

/** The removal page at its own address: only a removal link should open it (link-pages.ts). */
export const removalPageRoutes = linkPageRoutes('/interest/remove', '/api/interest/remove');
