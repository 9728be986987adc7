import type { Plugin } from 'vite';

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERT_CSS_CALL = /^__insertCSS\(".*"\);?$/m;

/**
 * sonner ships its stylesheet as a string that its module injects into the page at run time. That
 * string is ~3 KB of the contact page's JavaScript budget and needs a <style> element at run time;
 * the island links `sonner/dist/styles.css` instead (a stylesheet file, fetched on hydration), and this plugin
 * removes the injection. It fails the build if sonner changes shape, rather than ship both.
 */
export function sonnerStylesAsCss(): Plugin {
  return {
    name: 'realyield:sonner-styles-as-css',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null;
      if (!INSERT_CSS_CALL.test(code)) {
        this.error(
          'sonner no longer injects its styles with __insertCSS("..."): revisit this plugin',
        );
      }
      return { code: code.replace(INSERT_CSS_CALL, ''), map: null };
    },
  };
}
