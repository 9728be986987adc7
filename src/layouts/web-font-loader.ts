// The inline script that loads the web font after the first paint (see the @font-face comment in
// src/styles/global.css) and links the web app manifest then too. Hand-written: it is a few
// lines that must run inline before the page paints, which no font-loading package does without
// shipping a script file of its own (and a page here loads no script file).
//
// Why after the first paint: a browser fetches a linked manifest once the page has loaded, and
// a font as soon as a rule uses it; on a fast machine both arrive before the first paint, so
// Lighthouse's simulation of a slow connection counts them as needed for the largest paint
// (bench/README.md, "LCP"), and on a real slow connection they share it with the page for nothing.
//
// It also sets data-draw-all on <html> before the first layout when the page opens at an anchor
// (location.hash) or by a reload or a return through history (the browser then puts back the
// visitor's scroll position): every band is drawn at once then, so the position lands on the
// right content. Otherwise only the bands near the screen are drawn (src/styles/global.css).

/**
 * The session flag saying an earlier page of the visit loaded the fonts, so the cache has them;
 * one per set of fonts (an Arabic page needs the Arabic font too), suffixed with the language.
 */
export const WEB_FONT_LOADED_KEY = 'realyield:webfont';

/** A web font the script loads: its family, and a character of its unicode-range. */
export interface WebFont {
  family: string;
  sample: string;
}

/**
 * The script's source, for a `<script is:inline set:html>` (the CSP hashes inline scripts), kept
 * short because it travels in every page (the Arabic home page is a few bytes under its
 * document budget):
 * - data-draw-all at once on a page opened at an anchor, by a reload or through history;
 * - data-webfont at once when the session flag says the cache has the font. The flag is read only
 *   on a page reached from one of the site's own (same-origin referrer): a visit's first page has
 *   none to find, and the first read of sessionStorage costs the parser's first task 3-5 ms here
 *   (two calls to the browser process), four times that in Lighthouse's simulation of a phone,
 *   where it delays the first and the largest paint alike;
 * - after the first contentful paint, the manifest link and, without the flag, the font loaded
 *   into the cache and the flag set. Every browser the site supports reports paint timing
 *   (Chrome 60, Firefox 84, Safari 14.1); one that does not keeps the fallback and no manifest.
 * The page that loads the font keeps the fallback: swapping the font in after the first paint
 * moved text (CLS 0.016 on /pools) and made a new, later LCP. Storage can throw (blocked
 * cookies), hence the try blocks.
 */
export function webFontLoaderScript({
  fonts,
  manifest,
  locale,
}: {
  fonts: readonly WebFont[];
  manifest: string;
  locale: string;
}) {
  const key = JSON.stringify(`${WEB_FONT_LOADED_KEY}:${locale}`);
  const loads = fonts
    .map(
      ({ family, sample }) =>
        `f.load(${JSON.stringify(`1em "${family}"`)},${JSON.stringify(sample)})`,
    )
    .join(',');
  return [
    '(()=>{',
    'const r=document.documentElement;let c=!1;',
    'if(location.hash||performance.getEntriesByType("navigation")[0]?.type!="navigate")r.setAttribute("data-draw-all","");',
    `if(document.referrer.startsWith(location.origin+"/"))try{c=sessionStorage.getItem(${key})=="1"}catch{}c&&r.setAttribute("data-webfont","");`,
    'const a=()=>{',
    `document.head.append(Object.assign(document.createElement("link"),{rel:"manifest",href:${JSON.stringify(manifest)}}));`,
    `const f=document.fonts;c||Promise.all([${loads}]).then(()=>{try{sessionStorage.setItem(${key},"1")}catch{}})};`,
    'const o=new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),a())});',
    'o.observe({type:"paint",buffered:!0})',
    '})();',
  ].join('');
}
