// The telephony remote's build: the shared factory with its federation name (the one the host registers, see
// host/REMOTES.md and scripts/lib/apps.cjs), the two exposed modules and a standalone page; in dev, the same
// config.json and /api proxy the production server gives the standalone page.
const createAppConfig = require('../webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'telephony',
  federationName: 'mfe_telephony',
  cssPrefix: 'tel',
  port: Number(process.env.TELEPHONY_PORT || 8082),
  exposes: {
    './routes': './src/routes.tsx',
    './spa': './src/spa.tsx',
  },
  // Its menu items and paths, published in mf-manifest.json for the host (host/REMOTES.md).
  area: 'area.json',
  html: { title: 'Switchboard telephony (standalone)' },
});
