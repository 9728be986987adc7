// One 1200x630 share image per page and language, drawn at build from the page's own title and
// description (the same words its <title> and meta tags use). BaseLayout points og:image at
// /og/<page>.png, and at /og/ar/<page>.png for the Arabic twin; the build checks fail when a
// page has no image here.
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES, type Locale } from '#contracts/locale.ts';
import { facts } from '@/content/facts';
import { format, poolEntries, words } from '@/content/i18n';
import { poolFormHref, poolPath } from '@/lib/paths';
import { pngResponse } from '@/lib/raster';
import { shareImageName } from '@/lib/seo';
import { shareImagePng, shareImageText } from '@/lib/share-image';
import { shareImagePages, type ShareMeta } from '@/lib/share-image-pages';

/** Each page's meta in `locale`, as its route writes it. */
function pageMetas(locale: Locale) {
  const t = words(locale);
  const { poolPage } = t;
  const meta = ({ title, description }: ShareMeta) => ({ title, description });
  return {
    ...t,
    home: { meta: { title: t.site.tagline, description: t.home.meta.description } },
    poolPages: poolEntries(t).map((pool) => {
      const status = poolPage.statuses[pool.status];
      const page = {
        path: poolPath(pool.id),
        meta: {
          title: pool.name,
          description: format(locale, poolPage.description, { ...pool, ...status }),
        },
      };
      const form = poolFormHref(pool, 'en');
      if (form === undefined || !('description' in status.action)) return page;
      const { title, description } = status.action;
      return {
        ...page,
        form: {
          path: form,
          meta: {
            title: `${title}: ${pool.name}`,
            description: format(locale, description, { pool: pool.name }),
          },
        },
      };
    }),
    contact: { meta: t.contact.meta, outcomes: mapValues(t.contact.outcomes, meta) },
    interest: {
      outcomes: mapValues(t.interest.outcomes, meta),
      confirm: t.interest.confirm,
      remove: t.interest.remove,
    },
  };
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

export const getStaticPaths = (() =>
  LOCALES.flatMap((locale) =>
    shareImagePages(pageMetas(locale), locale).map(({ path, meta }) => ({
      params: { page: shareImageName(path) },
      props: { meta, locale },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ meta: ShareMeta; locale: Locale }> = async ({ props }) =>
  pngResponse(await shareImagePng(shareImageText(facts.brand.name, props.meta), props.locale));
