// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import globals from 'globals';

/**
 * Who may import whom (ARCHITECTURE.md), as zones by path: the resolver below follows aliases
 * (`@/`, `#contracts/`, `#server/`) and relative paths alike, so neither can cross a boundary
 * unseen. Each zone lists, for a folder, the folders it must not import from.
 */
/**
 * @param {string | string[]} target
 * @param {string | string[]} from
 * @param {string} message
 */
const zone = (target, from, message) => ({ target, from, message });
const IMPORT_ZONES = [
  zone('.', './src/pages', 'Nothing imports pages.'),
  zone(['./src', './contracts', './server', './scripts'], './e2e', 'Only tests import e2e/.'),
  zone(
    './src',
    ['./server', './scripts'],
    'The site never imports the server or the build scripts.',
  ),
  zone(
    './src/components/ui',
    [
      './src/sections',
      './src/layouts',
      './src/components/site',
      './src/components/islands',
      './contracts',
    ],
    'ui primitives import only lib (and content types, below).',
  ),
  zone(
    './src/components/site',
    ['./src/sections', './src/layouts', './src/components/islands', './contracts'],
    'Site chrome imports ui and lib.',
  ),
  zone(
    './src/components/islands',
    ['./src/sections', './src/layouts', './src/components/site'],
    'Islands import ui, lib and contracts only.',
  ),
  zone(
    './src/sections',
    ['./src/layouts', './src/components/islands', './contracts'],
    'Sections import components and lib; pages place islands.',
  ),
  zone(
    './src/lib',
    ['./src/components', './src/sections', './src/layouts', './src/content'],
    'lib is pure helpers (it may use contracts).',
  ),
  zone(
    './src/content',
    ['./src/components', './src/sections', './src/layouts'],
    'Content is data: it imports its schemas, lib and contracts only.',
  ),
  zone(
    './contracts',
    ['./src', './server', './scripts'],
    'contracts import only zod: they are bundled into the browser.',
  ),
  zone(['./server'], ['./src', './scripts'], 'The server imports contracts only, never the site.'),
];

/**
 * Components receive content through props, so they may import its types but not its values:
 * no-restricted-paths cannot tell the two apart, this rule can.
 * @returns {import('eslint').Linter.RulesRecord}
 */
const contentTypesOnly = () => ({
  '@typescript-eslint/no-restricted-imports': [
    /** @type {const} */ ('error'),
    {
      patterns: [
        {
          group: ['@/content/*', '**/content/*'],
          message: 'Components receive content through props (type imports are fine).',
          allowTypeImports: true,
        },
      ],
    },
  ],
});

/**
 * Classes that lay out by physical side (left/right), which a right-to-left page would not mirror,
 * each family with its logical replacement: as utilities or arbitrary properties, with any
 * variants. A class under an explicit `ltr:` or `rtl:` variant is physical on purpose (an arrow
 * that flips, a centring translate with its mirror) and passes. The CSS in src/styles gets the
 * same check from stylelint (stylelint.config.js). esquery reads a regex up to its first slash.
 */
const PHYSICAL_CLASSES = [
  [String.raw`-?m[lr]-\S+`, 'ml-/mr- -> ms-/me- (margin-inline-start/end)'],
  [String.raw`p[lr]-\S+`, 'pl-/pr- -> ps-/pe- (padding-inline-start/end)'],
  [String.raw`-?(?:left|right)-\S+`, 'left-/right- -> start-/end- (inset-inline-start/end)'],
  [String.raw`text-(?:left|right)`, 'text-left/right -> text-start/end'],
  [String.raw`border-[lr](?:-\S+)?`, 'border-l/r -> border-s/e'],
  [
    String.raw`rounded-(?:[lr]|[tb][lr])(?:-\S+)?`,
    'rounded-l/r/tl/tr/bl/br -> rounded-s/e/ss/se/es/ee',
  ],
  [String.raw`(?:float|clear)-(?:left|right)`, 'float-/clear-left/right -> float-/clear-start/end'],
  [String.raw`-?scroll-[mp][lr]-\S+`, 'scroll-ml/mr/pl/pr -> scroll-ms/me/ps/pe'],
  [
    String.raw`-?translate-x-\S+|origin-(?:\S+-)?(?:left|right)|bg-(?:linear|gradient)-to-(?:[lr]|[tb][lr])`,
    'no logical form: pair it, ltr:X with its mirror rtl:Y, place it with start-/end-, or flip an icon with mirror-rtl',
  ],
  [
    String.raw`\[(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)|left|right|float|clear|text-align:(?:left|right))\S*`,
    'arbitrary property: use its logical property ([margin-inline-start:..], [inset-inline-end:..])',
  ],
];
/** esquery selectors for the class strings of .tsx and .astro files: literals and template parts. */
const physicalClassRules = PHYSICAL_CLASSES.flatMap(([utility, replacement]) => {
  const regex = String.raw`(?:^|\s)(?!(?:\S*:)?(?:ltr|rtl):)(?:\S*:)?(?:${utility})(?=\s|$)`;
  const message = `Physical left/right class (${replacement}), so that right-to-left pages mirror it.`;
  return [
    { selector: `Literal[value=/${regex}/]`, message },
    { selector: `TemplateElement[value.raw=/${regex}/]`, message },
  ];
});
/**
 * An icon that points left or right (lucide's ArrowRight, ChevronLeft, MoveUpRight ...) means "on"
 * or "back" only in one direction: it carries mirror-rtl (src/styles/global.css), with any variant.
 */
const directionalIconRule = {
  selector:
    'JSXOpeningElement[name.name=/^(Arrow|ArrowBig|Chevrons?|Move)(Up|Down)?(Left|Right)(Icon)?$/]' +
    ':not(:has(JSXAttribute[name.name="className"][value.value=/(^|\\s|:)mirror-rtl(\\s|$)/]))',
  message:
    'An icon that points left or right flips on right-to-left pages: give it the mirror-rtl class.',
};

export default defineConfig(
  {
    ignores: [
      'dist',
      '.builds/',
      '.astro/',
      'node_modules/',
      'data/',
      'e2e/.data/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  // Import boundaries.
  {
    files: ['**/*.{js,ts,tsx,astro}'],
    // Tests reach across on purpose: the API tests build the site with the real postbuild.
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro', '.json', '.d.ts'],
          conditionNames: ['types', 'import', 'default'],
          tsconfig: { configFile: fileURLToPath(new URL('tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }],
    },
  },
  // No import cycle in the site: in a cycle, one module reads the other's exports before they exist.
  {
    files: ['src/**/*.{js,ts,tsx,astro}'],
    settings: {
      // import-x follows only the extensions it is told to, with the parser it is told to.
      'import-x/extensions': ['.js', '.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['src/components/**', 'src/sections/**', 'src/lib/**'],
    rules: contentTypesOnly(),
  },
  // Layout by logical properties: class strings in components, sections, layouts, pages.
  {
    files: ['src/**/*.{tsx,astro}'],
    rules: {
      'no-restricted-syntax': ['error', ...physicalClassRules, directionalIconRule],
    },
  },
);
