import { describe, expect, it } from 'vitest';
import { checkLines, fileSize, parseOptions } from './load-options.ts';

describe('parseOptions', () => {
  it('has the defaults: 200 senders, 2,000 messages', () => {
    expect(parseOptions([])).toMatchObject({ senders: 200, messages: 2000, kills: 3 });
  });

  it('takes whole numbers for every flag and refuses anything else', () => {
    expect(parseOptions(['--senders', '50', '--max-wal-mb=8'])).toMatchObject({
      senders: 50,
      'max-wal-mb': 8,
      messages: 2000,
    });
    expect(() => parseOptions(['--messages', '1.5'])).toThrow('--messages takes a whole number');
    expect(() => parseOptions(['--hold', '-1'])).toThrow('--hold');
    expect(() => parseOptions(['--unknown', '1'])).toThrow();
  });
});

describe('checkLines', () => {
  it('prints one PASS or FAIL line per check with its figure', () => {
    expect(
      checkLines([
        { name: 'no 5xx', ok: true, detail: '0' },
        { name: 'SIGTERM ends the server', ok: false, detail: 'exit 1 after 10.0 s' },
      ]),
    ).toBe('  PASS  no 5xx (0)\n  FAIL  SIGTERM ends the server (exit 1 after 10.0 s)');
  });
});

describe('fileSize', () => {
  it('reads as bytes, KB or MB', () => {
    expect(fileSize(0)).toBe('0 bytes');
    expect(fileSize(4096)).toBe('4 KB');
    expect(fileSize(25_800_000)).toBe('24.6 MB');
  });
});
