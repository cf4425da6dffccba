// The one list of modules shared as Module Federation singletons by the host and every remote.
// Subpath imports are separate share keys, so each subpath that carries React context or module state
// across the app boundary is listed on its own (see docs/architecture.md#pitfalls-already-met).
// Inside shared/src, one area imports another through its package subpath ('@switchboard/shared/bus'),
// never a relative path, so every app resolves it to the same singleton instance.
const pkg = require('./package.json');
const rootPkg = require('../package.json');

function versionOf(name) {
  const deps = { ...rootPkg.dependencies, ...pkg.dependencies };
  return deps[name];
}

// react-router-dom is deliberately absent: its `export * from 'react-router'` is lost when react-router is
// itself a shared module (only RouterProvider/HydratedRouter survive), so portal code imports from 'react-router'
// only (enforced by ESLint).
const libraries = {
  react: 'react',
  'react/jsx-runtime': 'react',
  // Development builds compile JSX to this one: shared too, so dev servers also run one React.
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query': '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react': '@reduxjs/toolkit',
  'react-redux': 'react-redux',
  // Not context-carrying, but every app's forms use them: shared so a remote reuses the host's copy instead of
  // downloading its own (and zod schemas composed in a remote are built by the same zod as shared/validation's).
  zod: 'zod',
  'react-hook-form': 'react-hook-form',
  '@hookform/resolvers/zod': '@hookform/resolvers',
};

const sharedAreas = [
  'bus',
  'access',
  'config',
  'api',
  'store',
  'ui',
  'ui-links',
  'admin',
  'admin-forms',
  'admin-shell',
  'constants',
  'shell-texts',
  'call-analysis',
  'operations',
  'search',
  'i18n',
  'validation',
  'types',
];

/**
 * @returns {Record<string, {singleton: true, requiredVersion: string | false, strictVersion?: boolean}>}
 *
 * `@switchboard/shared` follows semver for the remotes built against it: a new export is a minor release, a change
 * that breaks a remote is a major one. Each app requires `^<the version it was built with>`, strictly: a remote
 * built for another major never runs against this one (the host says so in the remote's area instead).
 */
function sharedSingletons() {
  const shared = {};
  for (const [key, pkgName] of Object.entries(libraries)) {
    shared[key] = { singleton: true, requiredVersion: versionOf(pkgName) || false };
  }
  for (const area of sharedAreas) {
    shared[`@switchboard/shared/${area}`] = {
      singleton: true,
      requiredVersion: `^${pkg.version}`,
      strictVersion: true,
    };
  }
  return shared;
}

/** The version of the shared package these singletons come from. */
const sharedVersion = pkg.version;

module.exports = { sharedSingletons, sharedAreas, sharedVersion };
