import type { ClientDirective } from 'astro';
import idleDirective from 'astro/runtime/client/idle.js';

/**
 * `client:idle-after-paint`: Astro's own `client:idle`, started only once the browser has reported
 * the page's first contentful paint. `requestIdleCallback` alone can fire in the gap between the
 * end of parsing and the first frame: the island's scripts then download beside the web font on a
 * slow connection, and the first paint can wait behind their evaluation. The form works without
 * the island (a native POST), so hydrating a little later costs a visitor nothing.
 */
const idleAfterPaint: ClientDirective = (load, options, el) => {
  const hydrateWhenIdle = () => idleDirective(load, options, el);
  // Browsers without paint timing go straight to the idle wait, as client:idle would.
  if (
    !('PerformanceObserver' in window) ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    hydrateWhenIdle();
    return;
  }
  // Paint entries arrive once the frame has been presented; buffered: true replays one that
  // already has (a late island, a page restored from the back/forward cache).
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    hydrateWhenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
};

export default idleAfterPaint;
