/**
 * @jest-environment node
 */
// The federation share list as the built apps offer it (webpack/create-app-config.cjs). Loaded in a child Node
// process: the configuration resolves packages the way webpack does, which Jest's module mapping would change.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

interface ShareConfig {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
}

function sharedOf(configFile: string): Record<string, ShareConfig> {
  const script = `
    const built = require(${JSON.stringify(configFile)})({}, { mode: 'production' });
    // A page with a prerendered first screen builds in two compilations; the browser one is last.
    const config = Array.isArray(built) ? built[built.length - 1] : built;
    const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    process.stdout.write(JSON.stringify(federation._options.shared));
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' }));
}

/** `version` satisfies a caret range `^x.y.z` (the form the share list uses). */
function satisfiesCaret(version: string, range: string): boolean {
  const [v, r] = [version, range.replace(/^\^/, '')].map((s) => s.split('.').map(Number));
  if (v[0] !== r[0]) return false;
  for (let i = 1; i < 3; i += 1) if (v[i] !== r[i]) return v[i] > r[i];
  return true;
}

test('every shared library is offered under a version that meets its own required range', () => {
  const shared = sharedOf(path.join(repoRoot, 'host/webpack.config.cjs'));
  const libraries = Object.entries(shared).filter(([key]) => !key.startsWith('@switchboard/'));
  expect(libraries.length).toBeGreaterThan(5);
  for (const [key, config] of libraries) {
    expect({ key, version: config.version }).toEqual({ key, version: expect.any(String) });
    if (config.requiredVersion)
      expect({ key, ok: satisfiesCaret(config.version!, config.requiredVersion) }).toEqual({ key, ok: true });
  }
  // a subpath with a package.json of its own (1.0.0) is offered under its package's version
  expect(shared['@hookform/resolvers/zod'].version).toMatch(/^7\./);
});

test('the caret check itself', () => {
  expect(satisfiesCaret('7.0.7', '^7.0.7')).toBe(true);
  expect(satisfiesCaret('7.1.0', '^7.0.7')).toBe(true);
  expect(satisfiesCaret('1.0.0', '^7.0.7')).toBe(false);
  expect(satisfiesCaret('7.0.6', '^7.0.7')).toBe(false);
});

test('the dev server opens its own files to any origin, not the API it proxies (its CORS_ORIGINS hold)', () => {
  const script = `
    const { devServerHeaders } = require('./webpack/create-app-config.cjs');
    process.stdout.write(JSON.stringify(['/remoteEntry.js', '/api/v1/Accounts', '/api'].map((url) => devServerHeaders({ url }))));
  `;
  const [file, api, bare] = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' }),
  ) as Record<string, string>[];
  expect(file['Access-Control-Allow-Origin']).toBe('*');
  expect(api).toEqual({});
  expect(bare).toEqual({});
});

test('entries are named by their content in production, so the server lets browsers keep them', () => {
  const script = `
    const { entryFilename } = require('./webpack/create-app-config.cjs');
    const { cacheControlFor } = require('./scripts/lib/cache-control.cjs');
    const built = require('./host/webpack.config.cjs')({}, { mode: 'production' });
    const config = Array.isArray(built) ? built[built.length - 1] : built;
    const hashed = entryFilename({ chunk: { contentHash: { javascript: 'x' } } });
    process.stdout.write(JSON.stringify({
      production: config.output.filename === entryFilename,
      hashed,
      // asked before any content hash exists (the federation runtime's depth check): the plain name
      early: entryFilename({ chunk: {} }),
      cache: cacheControlFor(hashed.replace('[name]', 'main').replace('[contenthash:10]', '3f19721b93')),
      development: require('./host/webpack.config.cjs')({}, { mode: 'development' }),
    }, (key, value) => key === 'development' ? (Array.isArray(value) ? value[value.length - 1] : value).output.filename : value));
  `;
  const result = JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' }),
  );
  expect(result).toEqual({
    production: true,
    hashed: '[name].[contenthash:10].js',
    early: '[name].js',
    cache: 'public, max-age=31536000, immutable',
    development: '[name].js',
  });
});
