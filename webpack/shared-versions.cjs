// The versions the federation's shared singletons are offered under (create-app-config.cjs).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** The version of the package a (sub)path import belongs to, as installed for `dir`; null when not found. */
function packageVersionOf(request, dir) {
  const segments = request.split('/');
  const name = segments.slice(0, request.startsWith('@') ? 2 : 1).join('/');
  let folder;
  try {
    folder = path.dirname(require.resolve(request, { paths: [dir] }));
  } catch {
    return null;
  }
  // Walk up from the resolved file to the package's own package.json (a subpath may have one of its own).
  for (; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.name === name && pkg.version) return pkg.version;
  }
  return null;
}

/**
 * Shared singletons offered under their package's version. Without it, a subpath with a package.json of its
 * own is offered under that file's version (`@hookform/resolvers/zod` says 1.0.0), fails its own
 * requiredVersion (^7), and the federation runtime warns about it in the console of every page that uses it.
 */
function withPackageVersions(shared, dir) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => {
      if (config.version || !config.requiredVersion || key.startsWith('@switchboard/')) return [key, config];
      const version = packageVersionOf(key, dir);
      return [key, version ? { ...config, version } : config];
    }),
  );
}

module.exports = { withPackageVersions };
