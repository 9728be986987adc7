import { readdir, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import type { AstroIntegration } from 'astro';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { SITEMAP_PATH, isNoindexPath } from './src/lib/seo.ts';
import { DEFAULT_LOCALE, LOCALES } from './contracts/locale.ts';
import { sonnerStylesAsCss } from './scripts/build/sonner-styles-as-css.ts';

/** Public origin of the site; canonical URLs and the sitemap are built from it. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * @astrojs/sitemap always writes an index (sitemap-index.xml) and numbered chunks of up to
 * 45,000 URLs. This site fits one chunk, so it is published as the one /sitemap.xml that
 * robots.txt names, and the index, which would only point at it, is dropped.
 */
function singleSitemap(): AstroIntegration {
  return {
    name: 'single-sitemap',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const chunks = (await readdir(dir)).filter((name) => /^sitemap-\d+\.xml$/.test(name));
        if (chunks.length !== 1) {
          throw new Error(`Expected one sitemap chunk, found ${chunks.length}: serve the index`);
        }
        await rename(new URL(chunks[0]!, dir), new URL(SITEMAP_PATH.slice(1), dir));
        await rm(new URL('sitemap-index.xml', dir));
      },
    },
  };
}

/**
 * `client:interaction` (src/components/islands/on-interaction.ts): hydrate on the visitor's first
 * focus, press, input or key inside the island, so no page downloads JavaScript at load. The
 * contact form's island uses it.
 */
function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(
            new URL('./src/components/islands/on-interaction.ts', import.meta.url),
          ),
        });
      },
    },
  };
}

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  // One canonical form per page: /pools, never /pools/ (the server redirects the slash form).
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  // English at the unprefixed URLs, every other language under /<locale>/ (contracts/locale.ts).
  // The pages themselves live in src/pages/[...locale]/, one route file for every language.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [
    react(),
    interactionDirective(),
    // Pages only; the 404 page and the contact outcome pages carry noindex and stay out.
    sitemap({
      filter: (url) => !isNoindexPath(new URL(url).pathname),
      // Each URL lists its twin in every language (xhtml:link hreflang), as the pages do.
      i18n: {
        defaultLocale: DEFAULT_LOCALE,
        locales: Object.fromEntries(LOCALES.map((locale) => [locale, locale])),
      },
      namespaces: { news: false, xhtml: true, image: false, video: false },
      // ...and x-default, the English page, for any other language (as the pages' head does).
      serialize: (item) => {
        const english = item.links?.find((link) => link.lang === DEFAULT_LOCALE);
        if (english) item.links = [...(item.links ?? []), { lang: 'x-default', url: english.url }];
        return item;
      },
    }),
    singleSitemap(),
  ],
  vite: { plugins: [tailwindcss(), sonnerStylesAsCss()] },
});
