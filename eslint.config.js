// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Who may import whom (ARCHITECTURE.md): each folder lists what it must not reach. Content types
 * may be imported anywhere as `import type`, since components receive content data through props.
 */
/**
 * @param {{ group: string[]; message: string }[]} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrict = (patterns, allowTypeImports = true) => ({
  '@typescript-eslint/no-restricted-imports': [
    /** @type {const} */ ('error'),
    {
      patterns: patterns.map(({ group, message }) => ({ group, message, allowTypeImports })),
    },
  ],
});
const noPages = { group: ['@/pages/*', '**/pages/*'], message: 'Nothing imports pages.' };
const noContent = {
  group: ['@/content/*', '**/content/*'],
  message: 'Components receive content through props (type imports are fine).',
};
const noSrc = { group: ['@/*', '**/src/*'], message: 'The server never imports the site.' };

export default defineConfig(
  {
    ignores: [
      'dist/',
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat.recommended },
  // Import boundaries.
  { files: ['src/**'], rules: restrict([noPages]) },
  {
    files: ['src/components/ui/**'],
    rules: restrict([
      noPages,
      noContent,
      {
        group: ['@/sections/*', '@/layouts/*', '@/components/site/*', '@/components/islands/*'],
        message: 'ui primitives import only lib.',
      },
      { group: ['**/contracts/*'], message: 'ui primitives import only lib.' },
    ]),
  },
  {
    files: ['src/sections/**', 'src/components/site/**'],
    rules: restrict([
      noPages,
      noContent,
      { group: ['@/layouts/*', '@/components/islands/*'], message: 'Layouts place islands.' },
    ]),
  },
  {
    files: ['src/components/islands/**'],
    rules: restrict([
      noPages,
      noContent,
      {
        group: ['@/sections/*', '@/layouts/*', '@/components/site/*'],
        message: 'Islands import ui, lib and contracts only.',
      },
    ]),
  },
  {
    files: ['src/lib/**'],
    rules: restrict([
      noPages,
      {
        group: ['@/components/*', '@/sections/*', '@/layouts/*', '@/content/*'],
        message: 'lib is pure helpers.',
      },
    ]),
  },
  { files: ['server/**'], rules: restrict([noSrc], false) },
  {
    files: ['contracts/**'],
    rules: restrict(
      [noSrc, { group: ['../*', '**/server/*'], message: 'contracts import only zod.' }],
      false,
    ),
  },
);
