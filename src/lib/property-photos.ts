import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

/** A photo of the property as the page draws it: AVIF and WebP at a few widths, and a fallback. */
export interface ProofPhoto {
  alt: string;
  width: number;
  height: number;
  /** The fallback image and its srcset. */
  src: string;
  srcset: string;
  /** One `<source>` per modern format, best first. */
  sources: Array<{ type: string; srcset: string }>;
  sizes: string;
}

// The operator's photos (src/content/facts.yaml names them), files under src/assets/pools/.
const photoFiles = import.meta.glob<{ default: ImageMetadata }>(
  '/src/assets/pools/**/*.{jpg,jpeg,png,webp,avif}',
  { eager: true },
);
const SIZES = '(min-width: 1024px) 40vw, 100vw';

/** Each named photo through astro:assets, with its own width, height and alt. */
export function propertyPhotos(photos: ReadonlyArray<{ file: string; alt: string }>) {
  return Promise.all(
    photos.map(async ({ file, alt }): Promise<ProofPhoto> => {
      const source = photoFiles[`/src/assets/pools/${file}`]?.default;
      if (!source)
        throw new Error(`src/content/facts.yaml names ${file}, not in src/assets/pools/`);
      const widths = [480, 800, 1200].filter((width) => width <= source.width);
      const [avif, webp, fallback] = await Promise.all(
        (['avif', 'webp', 'jpg'] as const).map((format) =>
          getImage({ src: source, format, widths, sizes: SIZES }),
        ),
      );
      if (!avif || !webp || !fallback) throw new Error(`astro:assets gave no image for ${file}`);
      return {
        alt,
        width: source.width,
        height: source.height,
        src: fallback.src,
        srcset: fallback.srcSet.attribute,
        sources: [
          { type: 'image/avif', srcset: avif.srcSet.attribute },
          { type: 'image/webp', srcset: webp.srcSet.attribute },
        ],
        sizes: SIZES,
      };
    }),
  );
}
