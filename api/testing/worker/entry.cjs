// The entry of the worker thread that runs the platform API for component tests (api/testing/contract-api.ts).
// It runs on Node's own module loader, not Jest's: loading the API and its dependencies through Jest's module
// registry took 4–8 s per test file, and a worker is started once per Jest process, then shared by its test files.
// TypeScript is compiled here with swc (the compiler Jest and the builds use), cached on disk by content;
// `@switchboard/shared/*` resolves to the shared package's sources, as in Jest's moduleNameMapper.
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { transformSync, version } = require('@swc/core');

const ROOT = path.resolve(__dirname, '../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/switchboard-api-testing');
fs.mkdirSync(CACHE, { recursive: true });
process.setSourceMapsEnabled(true);

function compile(source, filename) {
  const key = createHash('sha1').update(version).update(filename).update(source).digest('hex');
  const cached = path.join(CACHE, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    const { code } = transformSync(source, {
      filename,
      sourceMaps: 'inline',
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    fs.writeFileSync(`${cached}.${process.pid}`, code);
    fs.renameSync(`${cached}.${process.pid}`, cached);
    return code;
  }
}

Module._extensions['.ts'] = (module, filename) => {
  module._compile(compile(fs.readFileSync(filename, 'utf8'), filename), filename);
};

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSharedSources(request, ...rest) {
  const shared = /^@switchboard\/shared(?:\/(.*))?$/.exec(request);
  const target = shared ? path.join(ROOT, 'shared/src', shared[1] ?? 'index') : request;
  return resolveFilename.call(this, target, ...rest);
};

require('./api-thread.ts');
