// Run after changing dependencies: `npm run lock:complete`.
// It works around this workplace's registry mirror, so it lives in .ci/ beside the CI run.
//
// npm writes no lock entry for an optional platform package (macOS, Windows, ARM builds of the Astro
// compiler, Tailwind's oxide...) that the registry mirror of this workplace does not serve, and
// `npm ci` then refuses the lock as out of sync. This adds the missing entries, marked optional
// with their os/cpu/libc read from the package name, so `npm ci` skips them on other platforms
// and fetches them where they apply.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 'ppc64', 's390x', 'loong64', 'wasm32'];

function namePart(name: string, candidates: string[]): string | undefined {
  return candidates.find((part) => new RegExp(`(^|[-/])${part}($|-)`).test(name));
}

/**
 * The lock entry for a platform package from its name, e.g. `…-linux-arm64-musl`, with its keys in
 * the order npm writes them (version, then alphabetical), so a later `npm install` leaves it be.
 */
export function platformEntry(name: string, version: string): LockEntry {
  const cpu = namePart(name, CPUS);
  const os = namePart(name, OSES);
  const libc = name.includes('musl')
    ? 'musl'
    : os === 'linux' && name.includes('gnu')
      ? 'glibc'
      : undefined;
  return {
    version,
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
    optional: true,
    ...(os ? { os: [os] } : {}),
  };
}

/** Where Node would find `dependency` from the package at `from` (a lock path), if anywhere. */
function resolves(packages: Record<string, LockEntry>, from: string, dependency: string): boolean {
  let base = from;
  for (;;) {
    if (`${base ? `${base}/` : ''}node_modules/${dependency}` in packages) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** Adds the missing optional platform entries; returns the names added. */
export function completeLockfile(packages: Record<string, LockEntry>): string[] {
  const added: string[] = [];
  for (const [from, entry] of Object.entries(packages)) {
    for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(packages, from, dependency)) continue;
      packages[`node_modules/${dependency}`] = platformEntry(dependency, version);
      added.push(`${dependency}@${version}`);
    }
  }
  return added;
}

if (import.meta.main) {
  const file = fileURLToPath(new URL('../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> };
  const added = completeLockfile(lock.packages);
  const [root, ...rest] = Object.entries(lock.packages);
  lock.packages = Object.fromEntries([
    ...(root ? [root] : []),
    ...rest.sort(([a], [b]) => (a < b ? -1 : 1)),
  ]);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lock: ${added.length} optional platform entries added`);
}
