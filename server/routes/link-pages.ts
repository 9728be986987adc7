/**
 * What the two e-mail links share (the removal link, removal.ts; the confirm link,
 * confirmation.ts): the prerendered page of each locale with a token placeholder the server
 * fills in, the API's GET that answers it, the form settings and the refusal of their POST, and
 * the routes that keep the page's own address from being opened without a token, where its
 * button could only fail. GET never acts on a token: mail scanners fetch every link in an
 * e-mail, and only a person's click on the page's button sends the POST.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '#contracts/locale.ts';
import { ApiError, type FormRouteConfig } from '../plugins/error-handler.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { interestOutcomePath } from '../services/interest-outcomes.ts';
import { LINK_TOKEN_MAX_LENGTH, type LinkSigner } from '../tokens.ts';

/** The form of both link pages: one token field. */
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

/** Escapes text for an HTML attribute value (the token is ours, but checked only by its MAC). */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The page `file` (e.g. `interest/remove.html`) of each locale; each other locale's is under its
 * prefix (`ar/interest/remove.html`), and a locale whose page the build lacks gets the English
 * one. A page without `placeholder` stops the server.
 */
export async function loadLinkPages(
  distDir: string,
  file: string,
  placeholder: string,
): Promise<Record<Locale, string>> {
  const read = async (name: string) => {
    const page = await readFile(path.join(distDir, name), 'utf8');
    if (!page.includes(placeholder)) {
      throw new Error(`${name} has no ${placeholder} for the token`);
    }
    return page;
  };
  const english = await read(file);
  const pages = { en: english, ar: english } satisfies Record<Locale, string>;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    pages[locale] = await read(localePath(`/${file}`, locale).slice(1)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return english;
      throw error;
    });
  }
  return pages;
}

/**
 * Routes for a link page at its own address (`/interest/remove`, `/ar/interest/remove`, with or
 * without `.html` or a slash): a visit without a token goes to the "link invalid" page; one that
 * carries a token (a link pasted onto the wrong path) goes to the API link it meant.
 */
export function linkPageRoutes(page: string, apiPath: string): FastifyPluginAsync {
  return async (app) => {
    for (const locale of LOCALES) {
      const localized = localePath(page, locale);
      for (const url of [localized, `${localized}/`, `${localized}.html`]) {
        app.get(url, async (request, reply) => {
          const token = (request.query as Record<string, unknown>)['token'];
          reply.header('cache-control', CACHE_CONTROL.noStore);
          if (typeof token === 'string' && token !== '') {
            return reply.redirect(`${apiPath}?token=${encodeURIComponent(token)}`, 303);
          }
          return reply.redirect(interestOutcomePath('link-invalid', locale), 303);
        });
      }
    }
  };
}

/** One e-mail link: its API path, its page in the build, the page's placeholder, its signer. */
export interface LinkPage {
  /** Under `/api`: `/interest/remove`. */
  path: string;
  /** The page of the build (src/pages/[...locale]/interest/[link].astro): `interest/remove.html`. */
  file: string;
  placeholder: string;
  signer: LinkSigner;
}

/**
 * The link's GET (`/interest/remove?token=`): its page in the token's language, the token in the
 * page's form; a token that is not genuine, or whose entry is gone, goes to the "link invalid"
 * page.
 */
export async function linkPageRoute(
  app: FastifyInstance,
  distDir: string,
  { path: apiPath, file, placeholder, signer }: LinkPage,
): Promise<void> {
  const { repository } = app.interest;
  const pages = await loadLinkPages(distDir, file, placeholder);
  app.get(apiPath, async (request, reply) => {
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
      .send(pages[link.locale].replace(placeholder, escapeAttribute(String(token))));
  });
}

/**
 * The refusal of a link's POST that no longer works (`message` says why). The error handler sends
 * a native post to the outcome page in the form's language (its locale field); a genuine token's
 * own language comes first.
 */
export function linkInvalid(
  body: { token: string; locale?: Locale | undefined },
  signer: LinkSigner,
  message: string,
): ApiError {
  const locale = signer.localeOf(body.token);
  if (locale !== undefined) body.locale = locale;
  return new ApiError(400, 'link_invalid', message);
}
