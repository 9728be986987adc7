import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALLOWED_PHYSICAL, findPhysicalCss, physicalDeclarations } from './physical-css.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = fileURLToPath(new URL('physical-css.ts', import.meta.url));
const run = promisify(execFile);

const found = (css: string) =>
  physicalDeclarations(css).map(({ selector, property }) => `${selector} ${property}`);

describe('physicalDeclarations', () => {
  it('finds left/right longhands, keywords and lopsided shorthands, values with var() too', () => {
    const css =
      '.a{margin-left:1rem}.b{padding-right:var(--x)}.c{left:0;right:auto}' +
      '.d{text-align:right}.e{float:left}.f{clear:right}.g{border-left:1px solid}' +
      '.h{border-top-right-radius:4px}.i{margin:0 1rem 0 0}.j{inset:var(--h) 0 auto 1rem}' +
      '.k{border-radius:4px 0 0 4px}.l{scroll-margin-left:2px}' +
      '@media (width>=48rem){.md\\:m{border-left-width:1px!important}}';
    expect(found(css)).toEqual([
      '.a margin-left',
      '.b padding-right',
      '.c left',
      '.c right',
      '.d text-align: right',
      '.e float: left',
      '.f clear: right',
      '.g border-left',
      '.h border-top-right-radius',
      '.i margin (left != right)',
      '.j inset (left != right)',
      '.k border-radius (left != right)',
      '.l scroll-margin-left',
      '.md:m border-left-width',
    ]);
  });

  it('passes logical properties, symmetric shorthands and rules for one direction only', () => {
    const css =
      '.a{margin-inline-start:1rem;padding-inline-end:2px;inset-inline-end:0}' +
      '.b{text-align:start}.c{text-align:center}.d{float:inline-end}.e{margin:0 auto}' +
      '.f{inset:var(--h) 0 auto 0}.g{border-radius:1rem}.h{padding:1rem 2rem}' +
      '.i:where(:dir(rtl),[dir=rtl],[dir=rtl] *){margin-left:1px}[dir=ltr] .j{left:0}' +
      '.k:dir(ltr){right:0}';
    expect(found(css)).toEqual([]);
  });
});

describe('findPhysicalCss', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'physical-css-'));
    await mkdir(path.join(dist, '_astro'));
    await mkdir(path.join(dist, 'pools'));
    const page = (css: string) => `<!doctype html><style>${css}</style><p>x</p>`;
    await writeFile(path.join(dist, 'index.html'), page('.ms-2{margin-inline-start:.5rem}'));
    await writeFile(path.join(dist, 'pools/dubai-1.html'), page('.text-right{text-align:right}'));
    await writeFile(path.join(dist, 'about.html'), page('.text-right{text-align:right}'));
    await writeFile(
      path.join(dist, '_astro/styles.css'),
      '[data-sonner-toaster][data-x-position=right]{right:0}.pl-4{padding-left:1rem}',
    );
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('lists each physical declaration once, with the files it is in, less the allowed ones', async () => {
    expect(await findPhysicalCss(dist)).toEqual([
      '.pl-4 { padding-left } in _astro/styles.css',
      '.text-right { text-align: right } in about.html, pools/dubai-1.html',
    ]);
  });

  it('reports an allowed selector when the allowlist is empty, and every entry has a reason', async () => {
    expect(await findPhysicalCss(dist, [])).toContain(
      '[data-sonner-toaster][data-x-position=right] { right } in _astro/styles.css',
    );
    for (const entry of ALLOWED_PHYSICAL) expect(entry.reason.length).toBeGreaterThan(20);
  });

  it('fails from the command line, naming the declarations, and passes a clean build', async () => {
    const failure = await run(process.execPath, [SCRIPT, dist]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('.pl-4 { padding-left }');

    await rm(path.join(dist, '_astro/styles.css'));
    await rm(path.join(dist, 'about.html'));
    await rm(path.join(dist, 'pools/dubai-1.html'));
    const { stdout } = await run(process.execPath, [SCRIPT, dist]);
    expect(stdout).toContain('No physical (left/right) CSS');
  });
});

describe('the ESLint rule on class strings (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: REPO });
  const problems = async (code: string, file = 'src/sections/Example.tsx') => {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  };

  it.each([
    ['mr-auto', 'ms-/me-'],
    ['lg:-right-5', 'start-/end-'],
    ['md:max-lg:pl-0', 'ps-/pe-'],
    ['text-right', 'text-start/end'],
    ['border-l-2', 'border-s/e'],
    ['rounded-tl-lg', 'rounded-s/e/ss/se/es/ee'],
    ['float-left', 'float-/clear-start/end'],
    ['group-hover/arrow:translate-x-0.5', 'ltr:X with its mirror rtl:Y'],
    ['bg-linear-to-br', 'ltr:X with its mirror rtl:Y'],
    ['[margin-left:2px]', 'logical property'],
  ])('flags %s, naming %s', async (physical, replacement) => {
    const messages = await problems(
      `export const A = () => <p className="flex ${physical} gap-2" />;`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(replacement);
  });

  it('flags template literals and .astro class attributes', async () => {
    expect(await problems('export const c = `flex ${String(1)} ml-2`;')).toHaveLength(1);
    const astro = '---\nconst x = 1;\n---\n<div class="pr-3">{x}</div>\n';
    expect(await problems(astro, 'src/pages/example.astro')).toHaveLength(1);
  });

  it('asks an icon that points left or right for mirror-rtl, and lets others be', async () => {
    const code = (icon: string, className: string) =>
      `import { ${icon} } from 'lucide-react';\n` +
      `export const A = () => <${icon} className="${className}" />;`;
    expect(await problems(code('ArrowRight', 'size-4'))).toEqual([
      'An icon that points left or right flips on right-to-left pages: give it the mirror-rtl class.',
    ]);
    expect(await problems(code('ChevronLeft', 'size-4'))).toHaveLength(1);
    expect(await problems(code('ArrowRight', 'mirror-rtl size-4'))).toEqual([]);
    expect(await problems(code('ChevronRight', 'rotate-90 lg:mirror-rtl'))).toEqual([]);
    expect(await problems(code('ChevronDown', 'size-4'))).toEqual([]);
  });

  it('passes logical classes, look-alikes and physical ones under ltr:/rtl:', async () => {
    const logical =
      'ms-auto me-2 ps-4 pe-9 start-3 -end-40 border-s-2 border-line border-line-strong ' +
      'rounded-lg rounded-ss-lg text-start inset-x-0 divide-x space-x-2 mx-auto px-4 ' +
      '-translate-y-1/2 ltr:bg-linear-to-r rtl:bg-linear-to-l ltr:-translate-x-1/2 ' +
      'rtl:translate-x-1/2 lg:rtl:-scale-x-100 rtl:group-hover/arrow:-translate-x-0.5';
    const code =
      `export const A = () => <p className="${logical}" data-position="bottom-right" ` +
      `title="right" />;`;
    expect(await problems(code)).toEqual([]);
  });
});
