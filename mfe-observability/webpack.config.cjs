// The observability remote's build: the shared factory with its federation name (the one the host registers, see
// host/REMOTES.md and scripts/lib/apps.cjs), its exposed modules (routes, spa, and the background module that
// announces unread alerts) and a standalone page; in dev, the same config.json and /api proxy as in production.
// wavesurfer.js, chart.js and @tanstack/react-virtual stay private to this remote (not federation-shared).
const createAppConfig = require('../webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'observability',
  federationName: 'mfe_observability',
  cssPrefix: 'obs',
  port: Number(process.env.OBSERVABILITY_PORT || 8084),
  exposes: {
    './routes': './src/routes.tsx',
    './spa': './src/spa.tsx',
    './background': './src/background.ts',
  },
  area: 'area.json',
  html: { title: 'Switchboard observability (standalone)' },
});
