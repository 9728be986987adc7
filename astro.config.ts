import { readdir, rename, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import { defineConfig, fontProviders } from 'astro/config';
import type { AstroIntegration } from 'astro';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { SITEMAP_PATH, isNoindexPath } from './src/lib/seo.ts';
import { tableLabels } from './src/lib/table-labels.ts';
import { DEFAULT_LOCALE, LOCALES } from './contracts/locale.ts';
import {
  ARABIC_FONT_OUTPUT,
  ARABIC_FONT_RANGES,
  FONT_OUTPUT,
  FONT_RANGES,
  FONT_WEIGHTS,
  unicodeRange,
} from './scripts/build/subset-font.ts';

/** Public origin of the site; canonical URLs and the sitemap are built from it. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';

/**
 * `npm run dev` serves pages only; the forms post to /api/, which the production server answers.
 * The dev server passes /api/ on to one running beside it (`npm start`, on PORT or 4321), and
 * listens one port above it so it never proxies to itself. Host and Origin stay the dev server's,
 * so the server's Origin check sees a same-origin post.
 */
const API_PORT = Number(process.env.PORT || 4321);
const DEV_PORT = API_PORT + 1;

/** Said once per dev session when a form posts and no server answers. */
let toldForms = false;

/** Vite's proxy of /api/ to the production server, with one plain message when it is not running. */
const apiProxy = {
  target: `http://127.0.0.1:${API_PORT}`,
  configure: (proxy: { on: (event: 'error', listener: (...args: unknown[]) => void) => void }) => {
    proxy.on('error', (_error, _request, response) => {
      if (!toldForms) {
        toldForms = true;
        console.warn(
          `[forms] No server on port ${API_PORT}: forms need it. Run \`npm start\` in another terminal (this dev server proxies /api/ to it).`,
        );
      }
      const reply = response as ServerResponse;
      if (!('writeHead' in reply) || reply.headersSent) return;
      reply.writeHead(502, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            code: 'server_not_running',
            message: `Forms need the server: run npm start (port ${API_PORT}) beside npm run dev`,
          },
        }),
      );
    });
  },
};

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
  server: ({ command }) => (command === 'dev' ? { port: DEV_PORT } : {}),
  // The stylesheet (about 10 KB compressed) is inlined: measured as a separate file (Astro's
  // default), the English pages' LCP was one round trip later (1,205 against 1,055 ms) and the
  // Arabic ones' one earlier (1,207 against 1,353), for the same bytes on a first visit.
  build: { format: 'file', inlineStylesheets: 'always' },
  // The prose (src/content/prose) reads exactly as written: straight apostrophes and the spec's
  // plain hyphens in ranges ("12-24 months"), as in the words' dictionaries. A table's body cells
  // carry their column's name, which a phone shows beside each (src/lib/table-labels.ts).
  markdown: {
    processor: satteri({ features: { smartPunctuation: false }, hastPlugins: [tableLabels] }),
  },
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
  /*
   * The web fonts, self-hosted through Astro's Fonts API (BaseLayout's <Font> writes their
   * @font-face rules and preload links). The files are the cuts scripts/build/subset-font.ts writes
   * before every build (the API cannot cut glyphs), about 18 KB each. `swap` with a preload: the
   * first paint does not wait for a font, and the font is drawn once it arrives, on the first page
   * too, however slow the connection (0.6-2 s into a first visit over Slow 4G). Until then text is
   * drawn in the fallback faces scripts/build/fallback-faces.ts writes, measured per weight on the
   * site's own copy (bench/fallbacks.ts) to the brand faces' widths and heights, so the swap moves
   * nothing a reader would notice (`npm run bench:first-visit`). The API's own optimized fallback
   * is off: it derives one Arial face for every weight from the font's average letter width, and
   * Arabic not at all.
   */
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Manrope',
      cssVariable: '--font-manrope',
      display: 'swap',
      fallbacks: ['Manrope Fallback', 'sans-serif'],
      optimizedFallbacks: false,
      options: {
        variants: [
          {
            src: [FONT_OUTPUT],
            weight: `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`,
            style: 'normal',
            unicodeRange: [unicodeRange(FONT_RANGES)],
          },
        ],
      },
    },
    {
      provider: fontProviders.local(),
      name: 'Noto Sans Arabic',
      cssVariable: '--font-arabic',
      display: 'swap',
      // The platform's own Arabic face, then DejaVu Sans (fallback-faces.ts): Arabic letters only, so
      // Latin ones go on down the page's stack to Manrope.
      fallbacks: ['Noto Sans Arabic Fallback', 'Noto Sans Arabic Fallback: DejaVu Sans'],
      optimizedFallbacks: false,
      options: {
        variants: [
          {
            src: [ARABIC_FONT_OUTPUT],
            weight: `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`,
            style: 'normal',
            unicodeRange: [unicodeRange(ARABIC_FONT_RANGES)],
          },
        ],
      },
    },
  ],
  vite: { plugins: [tailwindcss()], server: { proxy: { '/api': apiProxy } } },
});
