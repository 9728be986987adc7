/** The header turns solid once the page has scrolled more than this many pixels (spec section 9). */
export const HEADER_SOLID_AFTER_PX = 20;

/**
 * The one inline progressive-enhancement script of every page (kept under 1 KB): the header's
 * transparent-at-top state, closing the mobile menu when a link in it is chosen (same-page anchors
 * included) and the copyright year of the visitor's clock. Without it the page still works: the
 * header stays solid, links navigate, and the year is the build's.
 */
function enhancePage(solidAfterPx: number): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (header) {
    const update = () => header.toggleAttribute('data-at-top', window.scrollY <= solidAfterPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
  }
  const menu = document.querySelector<HTMLElement>('[data-site-menu]');
  menu?.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.hidePopover();
  });
  for (const year of document.querySelectorAll('[data-current-year]')) {
    year.textContent = String(new Date().getFullYear());
  }
}

/** Source of the inline script, built from the typed function above so both stay one thing. */
export const pageEnhancementScript = `(${enhancePage.toString()})(${HEADER_SOLID_AFTER_PX})`;
