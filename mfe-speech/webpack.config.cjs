// The speech remote's build: the shared factory with its federation name (the one the host registers, see
// host/REMOTES.md and scripts/lib/apps.cjs), the two exposed modules and a standalone page (the factory's dev
// server already gives it config.json and the /api proxy).
module.exports = require('../webpack/create-app-config.cjs')({
  dir: __dirname,
  app: 'speech',
  federationName: 'mfe_speech',
  cssPrefix: 'spc',
  port: Number(process.env.SPEECH_PORT || 8083),
  entry: { main: './src/index.ts' },
  exposes: {
    './routes': './src/routes.tsx',
    './spa': './src/spa.tsx',
  },
  // Its menu item and paths, published in mf-manifest.json for the host (host/REMOTES.md).
  area: 'area.json',
  html: { title: 'Switchboard speech (standalone)' },
});
