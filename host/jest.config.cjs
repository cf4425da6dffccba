// The host's tests, plus the shared-area tests that need MSW (`shared/src/**/*.spec.ts(x)`): the shared project's
// Jest config cannot load MSW's ES-module dependencies yet (see scripts/jest/with-esm-deps.cjs).
const withEsmDeps = require('../scripts/jest/with-esm-deps.cjs');
const project = withEsmDeps(require('../jest.preset.cjs')(__dirname, 'jsdom'));

module.exports = {
  ...project,
  roots: ['<rootDir>', '<rootDir>/../shared/src'],
  testMatch: [
    ...project.testMatch,
    '<rootDir>/../shared/src/**/*.spec.ts',
    '<rootDir>/../shared/src/**/*.spec.tsx',
  ],
  // The shared project runs shared/src/**/*.test.ts(x) itself.
  testPathIgnorePatterns: [...project.testPathIgnorePatterns, '/shared/src/.*\\.test\\.tsx?$'],
};
