/** The header turns solid once the page has scrolled more than this many pixels (spec section 9). */
export const HEADER_SOLID_AFTER_PX = 20;

/**
 * The one progressive-enhancement script of every page (BaseLayout's `<script>`, bundled by Astro
 * and run once the page is parsed): the header's transparent-at-top state, the menu toggle's
 * aria-expanded, closing the mobile menu when a link in it is chosen (same-page anchors included),
 * a linked section kept in place when the brand faces arrive, and the copyright year of the
 * visitor's clock. Without it the page still works: the header stays solid (BaseLayout's
 * <noscript> style), links navigate, and the year is the build's. (Browsers expose a popover's
 * open state by themselves; the toggle's aria-expanded states it for every assistive technology.)
 */
export function enhancePage(solidAfterPx: number = HEADER_SOLID_AFTER_PX): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (header) {
    const update = () => header.toggleAttribute('data-at-top', window.scrollY <= solidAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
  }
  const menu = document.querySelector<HTMLElement>('[data-site-menu]');
  const toggle = menu && document.querySelector(`[popovertarget="${menu.id}"]`);
  if (menu && toggle) {
    const expanded = (open: boolean) => toggle.setAttribute('aria-expanded', String(open));
    expanded(menu.matches(':popover-open'));
    menu.addEventListener('toggle', (event) =>
      expanded((event as ToggleEvent).newState === 'open'),
    );
    menu.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a')) menu.hidePopover();
    });
  }
  // A link to a section lands where the browser placed it in the fallback faces: its smooth jump
  // keeps the destination it set out for, and a brand face arriving later makes the text above a
  // line or two shorter. So once the jump ends and each time a face arrives, the section is put
  // back under the sticky header, unless the visitor has scrolled away from it.
  // The section is `:target`, the element the browser itself matched to the fragment (decoded as
  // it decodes it, never throwing on a malformed one), known once it has jumped, not yet here.
  if (location.hash) {
    const place = () => {
      const target = document.querySelector(':target');
      if (target && Math.abs(target.getBoundingClientRect().top) < innerHeight / 2) {
        target.scrollIntoView();
      }
    };
    document.fonts.addEventListener('loadingdone', place);
    window.addEventListener('scrollend', place, { once: true });
  }
  for (const year of document.querySelectorAll('[data-current-year]')) {
    year.textContent = String(new Date().getFullYear());
  }
}
