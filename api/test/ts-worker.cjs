// Runs a TypeScript module as a worker thread in the tests: Jest compiles our sources, but a worker thread is
// outside Jest, so this compiles them the same way (swc) as they are required, and maps @switchboard/shared to
// its sources as Jest's moduleNameMapper does. workerData.entry names the module.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');

const sharedSources = path.resolve(__dirname, '../../shared/src');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveShared(request, ...rest) {
  const mapped =
    request === '@switchboard/shared'
      ? sharedSources
      : request.startsWith('@switchboard/shared/')
        ? path.join(sharedSources, request.slice('@switchboard/shared/'.length))
        : request;
  return resolveFilename.call(this, mapped, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
require(workerData.entry);
