import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

/** Public origin of the site; canonical URLs and the sitemap are built from it. */
const SITE_URL = process.env.SITE_URL ?? 'http://localhost:4321';

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  // One canonical form per page: /pools, never /pools/ (the server redirects the slash form).
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
});
