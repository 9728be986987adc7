import { readdir, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import type { AstroIntegration } from 'astro';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { SITEMAP_PATH, isNoindexPath } from './src/lib/seo.ts';
import { sonnerStylesAsCss } from './scripts/sonner-styles-as-css.ts';

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
  integrations: [
    react(),
    interactionDirective(),
    // Pages only; the 404 page and the contact outcome pages carry noindex and stay out.
    sitemap({
      filter: (url) => !isNoindexPath(new URL(url).pathname),
      // Plain page URLs only: no news, image, video or hreflang entries to declare.
      namespaces: { news: false, xhtml: false, image: false, video: false },
    }),
    singleSitemap(),
  ],
  vite: { plugins: [tailwindcss(), sonnerStylesAsCss()] },
});
