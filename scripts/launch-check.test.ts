import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPlaceholders } from './launch-check.ts';

const SCRIPT = fileURLToPath(new URL('./launch-check.ts', import.meta.url));

function runLaunchCheck() {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(process.execPath, [SCRIPT], (error, stdout) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
      resolve({ code, stdout });
    });
  });
}

describe('npm run launch-check', () => {
  it('fails today, naming each operator placeholder still in the content', async () => {
    const { code, stdout } = await runLaunchCheck();
    expect(code).toBe(1);
    const items = stdout
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => line.slice(4, line.indexOf(': ', line.indexOf('.ts: ') + 5)));
    expect(items).toEqual([
      'src/content/site.ts: operator.brandConfirmed',
      'src/content/site.ts: email',
      'src/content/site.ts: socials',
      'src/content/site.ts: socials',
      'src/content/site.ts: operator.controllerName',
      'src/content/site.ts: operator.controllerAddress',
      'contracts/interest.ts: EXCLUDED_COUNTRIES_REVIEWED',
      'src/content/docs.ts: terms',
    ]);
    expect(stdout).toContain('8 operator placeholders left');
  });

  it('passes once every placeholder is replaced', () => {
    const content = {
      site: {
        name: 'Brand',
        email: 'hello@brand.ae',
        socials: [{ label: 'Brand on X', href: 'https://x.com/brand' }],
        operator: {
          brandConfirmed: true,
          controllerName: 'Brand Holdings Ltd',
          controllerAddress: '1 Street, Dubai, UAE',
        },
      },
      terms: { paragraphs: ['These terms apply to...'] },
      strings: [['pools.ts', 'Pool contract 0x52908400098527886E0F7030069857D2E4169EE7']] as Array<
        [string, string]
      >,
    };
    expect(findPlaceholders(content, true)).toEqual([]);
    const withZeroAddress = {
      ...content,
      strings: [['pools.ts', `0x${'0'.repeat(40)}`]] as Array<[string, string]>,
    };
    expect(findPlaceholders(withZeroAddress, true)).toEqual([
      { where: 'src/content/pools.ts', what: 'contract address is a placeholder' },
    ]);
  });
});
