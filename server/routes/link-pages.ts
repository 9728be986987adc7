/**
 * What the two e-mail link pages share (the removal page, removal.ts; the confirm page,
 * confirmation.ts): the prerendered page of each locale with a token placeholder the server
 * fills in, and the routes that keep the page's own address from being opened without a token,
 * where its button could only fail. GET never acts on a token: mail scanners fetch every link in
 * an e-mail, and only a person's click on the page's button sends the POST.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '#contracts/locale.ts';
import { CACHE_CONTROL } from '../response-headers.ts';
import { interestOutcomePath } from '../services/interest-outcomes.ts';

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
