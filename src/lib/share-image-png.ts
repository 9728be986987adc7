import { LOCALE_DIRECTION, type Locale } from '#contracts/locale.ts';
import { BRAND_COLORS } from './brand';
import { elementToPng } from './raster';
import { compositeText, rtlTextToPng, type TextLayer } from './raster-text';
import { SHARE_IMAGE_SIZE } from './seo';
import {
  RTL_TEXT,
  RtlShareImageFrame,
  SHARE_IMAGE_FONT,
  ShareImage,
  type ShareImageText,
} from './share-image';

/**
 * A page's 1200x630 share image as PNG, in the page's language. Left-to-right pages are drawn
 * whole by satori; right-to-left pages get satori's frame (brand, rule) with the title and the
 * description set by Pango and composited at the right. A description that would push the
 * title into the brand row is left out, as one with a yield figure is.
 */
export async function shareImagePng(
  text: ShareImageText,
  locale: Locale,
): Promise<Uint8Array<ArrayBuffer>> {
  if (LOCALE_DIRECTION[locale] === 'ltr') {
    return elementToPng(ShareImage(text), SHARE_IMAGE_SIZE, SHARE_IMAGE_FONT);
  }
  const title = await rtlTextToPng({
    text: text.title,
    size: RTL_TEXT.titleSize(text.title),
    weight: 700,
    lineHeight: RTL_TEXT.titleLineHeight,
    color: '#ffffff',
    maxWidth: RTL_TEXT.maxWidth,
  });
  if (title.height > RTL_TEXT.maxHeight) {
    throw new Error(`A share image title is too long to fit: "${text.title}"`);
  }
  let description = text.description
    ? await rtlTextToPng({
        text: text.description,
        size: RTL_TEXT.descriptionSize,
        weight: 400,
        lineHeight: RTL_TEXT.descriptionLineHeight,
        color: BRAND_COLORS['navy-muted'],
        maxWidth: RTL_TEXT.maxWidth,
      })
    : undefined;
  if (description && title.height + RTL_TEXT.gap + description.height > RTL_TEXT.maxHeight) {
    description = undefined;
  }
  const textHeight = title.height + (description ? RTL_TEXT.gap + description.height : 0);
  const frame = await elementToPng(
    RtlShareImageFrame({ brand: text.brand, textHeight }),
    SHARE_IMAGE_SIZE,
    SHARE_IMAGE_FONT,
  );
  const top = RTL_TEXT.bottom - textHeight;
  const layers: TextLayer[] = [{ image: title, top, left: RTL_TEXT.right - title.width }];
  if (description) {
    layers.push({
      image: description,
      top: top + title.height + RTL_TEXT.gap,
      left: RTL_TEXT.right - description.width,
    });
  }
  return compositeText(frame, layers);
}
