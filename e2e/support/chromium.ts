import { existsSync } from 'node:fs';

/**
 * Flags for Chromium in this project's tests and bench: no sandbox (CI runs as root), no GPU, and
 * no background traffic, since only the site's own origin is reachable.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The first of these paths that exists, else undefined (Playwright's own browser). */
function firstExisting(...paths: string[]): string | undefined {
  return paths.find((candidate) => existsSync(candidate));
}

/**
 * The browser the bench measures with, as ARCHITECTURE.md says: CHROME_PATH, else Debian's full
 * Chromium, else undefined. A visitor's browser is the full one, so its figures are what count.
 */
export function chromiumPath(): string | undefined {
  return process.env['CHROME_PATH'] ?? firstExisting('/usr/bin/chromium');
}

/**
 * The browser the tests drive: CHROME_PATH, else Debian's headless shell (package
 * `chromium-headless-shell`, the same engine without the browser's windowing layer, which is what
 * Playwright itself runs headless), else the full Chromium. The shell runs the suite in half the
 * time on a 2-core machine; the screenshot baselines are its drawing, so the full browser fails
 * those comparisons (by antialiasing only) while every other assertion holds.
 */
export function testChromiumPath(): string | undefined {
  return (
    process.env['CHROME_PATH'] ??
    firstExisting('/usr/bin/chromium-headless-shell', '/usr/bin/chromium')
  );
}
