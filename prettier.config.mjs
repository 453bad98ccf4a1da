/**
 * Prettier, matching the code as written: 2 spaces, single quotes, semicolons, trailing commas, 120-character lines
 * (the width the comments and most code already keep to).
 * @type {import('prettier').Config}
 */
const config = {
  printWidth: 120,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: true,
  jsxSingleQuote: false,
  trailingComma: 'all',
  bracketSpacing: true,
  arrowParens: 'always',
  endOfLine: 'lf',
  overrides: [
    // Prose in Markdown keeps its own line breaks.
    { files: '*.md', options: { proseWrap: 'preserve' } },
  ],
};

export default config;
