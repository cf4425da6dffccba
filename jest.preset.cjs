// Shared Jest settings for every workspace: swc transform, CSS modules, the shared package's source.
const path = require('node:path');

// Packages published as ES modules only, which Jest 30's CommonJS loader cannot require: swc compiles them like
// our own sources. MSW 2 (rettime, @open-draft/*, until-async), Fastify's inject/static (cookie,
// content-disposition), jose, and csv-parse's browser build (what the telephony remote imports).
const ESM_ONLY = [
  'rettime',
  '@open-draft',
  'until-async',
  'content-disposition',
  'cookie',
  'jose',
  'csv-parse',
];

/** @param {string} dir the workspace folder @param {'node'|'jsdom'} env */
module.exports = function jestProject(dir, env = 'jsdom') {
  const name = path.basename(dir);
  return {
    displayName: name,
    rootDir: dir,
    // jest-fixed-jsdom: jsdom with the platform's fetch/Response/streams, which MSW needs
    testEnvironment: env === 'node' ? 'node' : path.join(__dirname, 'jest.environment.cjs'),
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Ignore a file when the package under its innermost node_modules is not one of ESM_ONLY.
    transformIgnorePatterns: [`/node_modules/(?!.*/node_modules/)(?!(${ESM_ONLY.join('|')})/)`],
    moduleNameMapper: {
      '^@switchboard/shared$': '<rootDir>/../shared/src/index.ts',
      '^@switchboard/shared/(.*)$': '<rootDir>/../shared/src/$1',
      // the platform API in memory, for component tests on the real contract (api/testing)
      '^@switchboard/api/testing$': '<rootDir>/../api/testing/contract-api.ts',
      '^@switchboard/api/testing/(.*)$': '<rootDir>/../api/testing/$1',
      '\\.(css)$': 'identity-obj-proxy',
    },
    setupFiles: env === 'node' ? [] : [path.join(__dirname, 'jest.setup-dom.cjs')],
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.setup-timeouts.cjs'),
      // a test that logs a console.error or console.warn it did not declare (expectConsole) fails
      path.join(__dirname, 'jest.setup-console.cjs'),
      ...(env === 'node' ? [] : ['@testing-library/jest-dom']),
    ],
  };
};
