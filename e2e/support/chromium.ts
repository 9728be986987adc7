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

/** Chromium as ARCHITECTURE.md says: CHROME_PATH, else Debian's, else undefined (the tool's own). */
export function chromiumPath(): string | undefined {
  return (
    process.env['CHROME_PATH'] ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
  );
}
