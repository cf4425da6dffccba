// The static/proxy server of the portal's images (scripts/serve-app.mjs and scripts/lib), bundled with its
// dependencies (Fastify, @fastify/static, @fastify/http-proxy) into one file, so an app's image ships that file and
// the app's built files and no node_modules: `npm run build:app-server` → build/app-server/serve-app.cjs.
// __dirname stays the bundle's own folder, two levels under the root, which is where scripts/lib/apps.cjs expects
// to be (it finds `<root>/<workspace>/dist` from there).
const path = require('node:path');

const root = path.resolve(__dirname, '..');

module.exports = {
  mode: 'production',
  target: 'node20',
  entry: path.join(root, 'scripts/serve-app.mjs'),
  node: { __dirname: false, __filename: false },
  output: {
    path: path.join(root, 'build/app-server'),
    filename: 'serve-app.cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  // readable stack traces in a container's log
  optimization: { minimize: false },
  // ws (under @fastify/http-proxy) tries these optional native speed-ups and does without them
  ignoreWarnings: [{ module: /node_modules\/ws\/lib/, message: /bufferutil|utf-8-validate/ }],
  performance: { hints: false },
};
