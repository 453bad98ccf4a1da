import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // estree-walker 3 (used by the MDX compiler) exports for `import` only; Jest resolves with `require` conditions.
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
  },
};

// The unified/remark stack is ESM-only: let SWC compile it too, so the Markdown pipeline is tested in Jest.
const jestConfig = async () => {
  const base = await createJestConfig(config)();
  return {
    ...base,
    transformIgnorePatterns: ['/node_modules/(react|react-dom|next|scheduler|@testing-library|jsdom|jest-[^/]+)/'],
  };
};

export default jestConfig;
