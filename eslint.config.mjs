/**
 * ESLint flat config: JavaScript and TypeScript (typescript-eslint), the rules of hooks (including the React Compiler's
 * checks of eslint-plugin-react-hooks 7), accessibility of JSX (jsx-a11y) and Next.js' own rules.
 * `npm run lint` runs it over the whole repository with no warning allowed.
 */
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output, caches and generated files; content/ is MDX, checked by `npm run check:content`.
    ignores: [
      'node_modules/',
      'out/',
      '.next/',
      '.cache/',
      '.bench/',
      'bench-results/',
      'search-records/',
      'e2e/.hosted-out/',
      'next-env.d.ts',
      'content/',
      'public/',
      '__tests__/fixtures/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // A static export with `images.unoptimized`: next/image would only add client code. Plain <img> elements get
      // their width and height at build time (lib/image-size.ts) and load lazily.
      '@next/next/no-img-element': 'off',
      // This rule looks for a pages/ directory; the site has only app/ routes.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (positional parameters, omitted fields of a rest pattern).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['__tests__/**', 'jest.config.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
