import { describe, expect, it } from 'vitest';
import { completeLockfile, platformEntry } from './complete-lockfile.ts';

describe('platformEntry', () => {
  it.each([
    ['@x/binding-darwin-arm64', { os: ['darwin'], cpu: ['arm64'] }],
    ['@x/binding-linux-arm64-musl', { os: ['linux'], cpu: ['arm64'], libc: ['musl'] }],
    ['@x/binding-linux-x64-gnu', { os: ['linux'], cpu: ['x64'], libc: ['glibc'] }],
    ['@x/binding-win32-ia32-msvc', { os: ['win32'], cpu: ['ia32'] }],
    ['@x/binding-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('%s', (name, platform) => {
    expect(platformEntry(name, '1.0.0')).toEqual({ version: '1.0.0', optional: true, ...platform });
  });
});

describe('completeLockfile', () => {
  it('adds only the optional dependencies that resolve nowhere', () => {
    const packages = {
      '': {},
      'node_modules/a': {
        version: '1.0.0',
        optionalDependencies: { 'a-linux-x64-gnu': '1.0.0', 'a-darwin-arm64': '1.0.0', b: '2.0.0' },
      },
      'node_modules/a-linux-x64-gnu': { version: '1.0.0' },
      'node_modules/a/node_modules/b': { version: '2.0.0' },
    };
    expect(completeLockfile(packages)).toEqual(['a-darwin-arm64@1.0.0']);
    expect(packages).toHaveProperty(['node_modules/a-darwin-arm64'], {
      version: '1.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(completeLockfile(packages)).toEqual([]);
  });
});
