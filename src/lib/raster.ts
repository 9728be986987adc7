/**
 * Build-time drawing of the site's PNGs (share images and app icons) from local files only:
 * satori lays out an element tree into SVG with the Manrope fonts from @fontsource/manrope, and
 * resvg (WebAssembly) turns SVG into PNG. Node only; nothing here reaches the network.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import satori, { type Font } from 'satori';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);

/** Weights of the static Manrope files satori can read (it takes WOFF, not WOFF2 or variable fonts). */
const FONT_WEIGHTS = [400, 600, 700] as const;

let resvgReady: Promise<void> | undefined;
let fontsLoaded: Promise<Font[]> | undefined;

/** Loads the resvg WebAssembly module once per process, however many endpoints ask. */
function ensureResvg(): Promise<void> {
  resvgReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))
    .then((wasm) => initWasm(wasm))
    .catch((error: unknown) => {
      // Another copy of this module (a second bundle chunk) may have initialised it already.
      if (error instanceof Error && /already initiali[sz]ed/i.test(error.message)) return;
      resvgReady = undefined;
      throw error;
    });
  return resvgReady;
}

/** The Manrope fonts satori draws text with, registered under `family`. */
function loadFonts(family: string): Promise<Font[]> {
  fontsLoaded ??= Promise.all(
    FONT_WEIGHTS.map(async (weight) => ({
      name: family,
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fontsLoaded;
}

/** Rasterises an SVG document to a PNG `width` pixels wide (height follows the aspect ratio). */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  await ensureResvg();
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width } });
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    // A copy on a plain ArrayBuffer, which Response accepts as a body.
    return new Uint8Array(png);
  } finally {
    resvg.free();
  }
}

/** Lays out `element` at `width` x `height` with the Manrope fonts and returns it as PNG. */
export async function elementToPng(
  element: ReactElement,
  size: { width: number; height: number },
  fontFamily: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(element, { ...size, fonts: await loadFonts(fontFamily) });
  return svgToPng(svg, size.width);
}

/** A PNG file response for a prerendered endpoint. */
export function pngResponse(png: Uint8Array<ArrayBuffer>): Response {
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
}
