// The site's own CSS lays out by logical properties (margin-inline-start, inset-inline-end,
// text-align: start), so the Arabic pages, which are right to left, mirror it. The class names in
// .tsx files get the same rule from ESLint (eslint.config.js, PHYSICAL_CLASSES).
/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    'csstools/use-logical': 'always',
  },
};
