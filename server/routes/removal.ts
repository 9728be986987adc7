/**
 * The removal link of the interest e-mails (under `/api`): `GET /interest/remove?token=` answers
 * the confirmation page, and its form's `POST /interest/remove` erases the entry (with its
 * e-mails and leads-webhook event still in the outbox). GET never deletes: mail scanners fetch
 * every link in an e-mail, and only a person's click sends the POST.
 * `removalPageRoutes` (at the site's root) keeps the prerendered page itself from being opened
 * without a token, where its button could only fail.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REMOVAL_TOKEN_PLACEHOLDER,
  interestRemovedBodySchema,
  removalRequestSchema,
} from '#contracts/interest.ts';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '#contracts/locale.ts';
import type { FormRouteConfig } from '../plugins/error-handler.ts';
import { ApiError, isBrowserFormPost } from '../plugins/error-handler.ts';
import { interestOutcomePath } from '../plugins/interest.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { LINK_TOKEN_MAX_LENGTH } from '../tokens.ts';

/**
 * The removal confirmation page of the build (src/pages/interest/remove.astro); each other
 * locale's is under its prefix (`ar/interest/remove.html`), the English one its fallback.
 */
export const REMOVE_PAGE_FILE = 'interest/remove.html';

const REMOVE_FORM: FormRouteConfig = {
  fields: ['token'],
  maxLengths: { token: LINK_TOKEN_MAX_LENGTH },
  // Any unreadable removal is a link problem for the visitor, except these two.
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

/** Escapes text for an HTML attribute value (the token is ours, but checked only by its MAC). */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The removal confirmation page of each locale; a locale whose page the build lacks gets the
 * English one. A page without the token placeholder stops the server.
 */
async function loadRemovePages(distDir: string): Promise<Record<Locale, string>> {
  const read = async (file: string) => {
    const page = await readFile(path.join(distDir, file), 'utf8');
    if (!page.includes(REMOVAL_TOKEN_PLACEHOLDER)) {
      throw new Error(`${file} has no ${REMOVAL_TOKEN_PLACEHOLDER} for the token`);
    }
    return page;
  };
  const english = await read(REMOVE_PAGE_FILE);
  const pages = { en: english, ar: english } satisfies Record<Locale, string>;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const file = localePath(`/${REMOVE_PAGE_FILE}`, locale).slice(1);
    pages[locale] = await read(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return english;
      throw error;
    });
  }
  return pages;
}

export interface RemovalRoutesOptions {
  /** Built site: the removal confirmation pages are read from it. */
  distDir: string;
}

export const removalRoutes: FastifyPluginAsync<RemovalRoutesOptions> = async (app, options) => {
  const { repository, signer } = app.interest;
  const removePages = await loadRemovePages(options.distDir);

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
      config: { form: REMOVE_FORM },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.noStore);
      const link = signer.verify(request.body.token);
      if (link === undefined || !repository.remove(link.id)) {
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

/**
 * The confirmation page at its own address (`/interest/remove`, `/ar/interest/remove`, with or
 * without `.html` or a slash): only a removal link should open it, with its token filled in. A
 * visit without one goes to the "link invalid" page; one that carries a token (a link pasted onto
 * the wrong path) goes to the removal link it meant.
 */
export const removalPageRoutes: FastifyPluginAsync = async (app) => {
  for (const locale of LOCALES) {
    const page = localePath('/interest/remove', locale);
    for (const url of [page, `${page}/`, `${page}.html`]) {
      app.get(url, async (request, reply) => {
        const token = (request.query as Record<string, unknown>)['token'];
        reply.header('cache-control', CACHE_CONTROL.noStore);
        if (typeof token === 'string' && token !== '') {
          return reply.redirect(`/api/interest/remove?token=${encodeURIComponent(token)}`, 303);
        }
        return reply.redirect(interestOutcomePath('link-invalid', locale), 303);
      });
    }
  }
};
