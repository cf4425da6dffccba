// The billing remote's build (hosted mode): the shared factory with its federation name (the one the host registers,
// see host/REMOTES.md and scripts/lib/apps.cjs), its internal pages (./routes), its public pages (./public-routes:
// registration, the OAuth callback, printable receipts), single-spa lifecycles and a standalone page. @stripe/* stay
// private to this remote. In dev, the same config.json and /api proxy the production server gives the standalone page.
const createAppConfig = require('../webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'billing',
  federationName: 'mfe_billing',
  cssPrefix: 'bil',
  port: Number(process.env.BILLING_PORT || 8085),
  exposes: {
    './routes': './src/routes.tsx',
    './public-routes': './src/public-routes.tsx',
    './spa': './src/spa.tsx',
  },
  area: 'area.json',
  html: { title: 'Switchboard billing (standalone)' },
});
