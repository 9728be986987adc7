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
import { isBrowserFormPost } from '../plugins/error-handler.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { interestOutcomePath } from '../services/interest-outcomes.ts';
import { LINK_FORM, linkInvalid, linkPageRoute, linkPageRoutes } from './link-pages.ts';

/**
 * The removal confirmation page of the build (src/pages/[...locale]/interest/[link].astro); each other
 * locale's is under its prefix (`ar/interest/remove.html`), the English one its fallback.
 */
export const REMOVE_PAGE_FILE = 'interest/remove.html';

export interface RemovalRoutesOptions {
  /** Built site: the removal confirmation pages are read from it. */
  distDir: string;
}

export const removalRoutes: FastifyPluginAsync<RemovalRoutesOptions> = async (app, options) => {
  const { signer } = app.interest;
  await linkPageRoute(app, options.distDir, {
    path: '/interest/remove',
    file: REMOVE_PAGE_FILE,
    placeholder: REMOVAL_TOKEN_PLACEHOLDER,
    signer,
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
        throw linkInvalid(
          request.body,
          signer,
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
