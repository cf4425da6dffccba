// The identity remote's build: the shared factory with its federation name (the one the host registers, see
// scripts/lib/apps.cjs), the two exposed modules and a standalone dev page.
const createAppConfig = require('../webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'identity',
  federationName: 'mfe_identity',
  cssPrefix: 'idn',
  port: Number(process.env.IDENTITY_PORT || 8081),
  entry: { main: './src/index.ts' },
  exposes: {
    './routes': './src/routes.tsx',
    './spa': './src/spa.tsx',
  },
  html: { title: 'Switchboard identity (standalone)' },
});
