import type { ClientDirective } from 'astro';

/**
 * The events that mean a visitor has started to use the island: a field taking focus (by click,
 * tap or Tab), a press on anything in it, typing, or a key. They all reach the island's element
 * (focusin, pointerdown, input and keydown bubble), so one listener each on it covers every field
 * and button inside.
 */
const INTERACTIONS = ['focusin', 'pointerdown', 'input', 'keydown'] as const;

/**
 * `client:interaction`: hydrate on the visitor's first interaction with the island, and not
 * before. No directive of Astro's does this (`client:idle` and `client:visible` both start the
 * download at load on a page whose island is on screen), and any script requested at load shares
 * the slow connection with the page and counts against its largest paint. The island must work
 * without JavaScript until then: the contact form's inputs are uncontrolled (what was typed before
 * hydration stays) and the form posts natively, so a Send pressed before its scripts arrive still
 * sends.
 */
const onInteraction: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, hydrate, true);
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  for (const type of INTERACTIONS) {
    el.addEventListener(type, hydrate, { capture: true, passive: true });
  }
  // A field can already hold focus when the island starts (the browser restoring a page, an
  // autofocus): no focusin will come, and the visitor is already using the form.
  if (el.contains(document.activeElement)) void hydrate();
};

export default onInteraction;
