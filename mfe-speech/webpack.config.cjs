// The speech remote's build: the shared factory with its federation name (the one the host registers, see
// host/REMOTES.md and scripts/lib/apps.cjs), the two exposed modules and a standalone page; in dev, the same
// config.json and /api proxy the production server gives the standalone page.
const createAppConfig = require('../webpack/create-app-config.cjs');
const { buildRuntimeConfig } = require('../scripts/lib/runtime-config.cjs');

module.exports = createAppConfig({
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
  // Its menu items and paths, published in mf-manifest.json for the host (host/REMOTES.md).
  area: 'area.json',
  html: { title: 'Switchboard speech (standalone)', template: 'src/index.html' },
  devServer: {
    proxy: [
      {
        context: ['/api'],
        target: process.env.API_UPSTREAM || 'http://127.0.0.1:3000',
        pathRewrite: { '^/api': '' },
        changeOrigin: true,
      },
    ],
    setupMiddlewares(middlewares, devServer) {
      devServer.app.get('/config.json', (request, response) => {
        response.set('Cache-Control', 'no-cache');
        response.json(
          buildRuntimeConfig(process.env, { protocol: `${request.protocol}:`, hostname: request.hostname }),
        );
      });
      return middlewares;
    },
  },
});
