// robots.txt with the sitemap's absolute URL, which depends on SITE_URL. Noindex pages stay
// crawlable on purpose: a crawler must fetch them to see their noindex.
import type { APIRoute } from 'astro';
import { SITEMAP_PATH, absoluteUrl } from '@/lib/seo';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('astro.config.ts must set `site` (from SITE_URL)');
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(SITEMAP_PATH, site)}`, ''];
  return new Response(body.join('\n'), { headers: { 'Content-Type': 'text/plain' } });
};
