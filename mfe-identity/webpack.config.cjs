// The identity remote's build: the shared factory with its federation name (the one the host registers, see
// host/REMOTES.md and scripts/lib/apps.cjs), the two exposed modules and a standalone page; in dev, the same
// config.json and /api proxy the production server gives the standalone page.
const createAppConfig = require('../webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'identity',
  federationName: 'mfe_identity',
  cssPrefix: 'idn',
  port: Number(process.env.IDENTITY_PORT || 8081),
  exposes: {
    './routes': './src/routes.tsx',
    './spa': './src/spa.tsx',
  },
  // It loads no remote itself (the host's runtime does, with manifests): its remoteEntry.js, fetched while the
  // sign-in page is idle, leaves out the runtime's remote loading and manifest snapshots.
  runtime: { remotes: false, snapshot: false },
  // Its menu items and paths, published in mf-manifest.json for the host (host/REMOTES.md).
  area: 'area.json',
  html: { title: 'Switchboard identity (standalone)' },
});
