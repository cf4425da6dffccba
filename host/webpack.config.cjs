// The host shell's build: the shared factory, plus its page, federation name, and (in dev) the same config.json and
// /api proxy the production server gives it. (The CSP is the production server's: dev's hot reload needs eval.)
const createAppConfig = require('../webpack/create-app-config.cjs');
const { buildRuntimeConfig } = require('../scripts/lib/runtime-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'host',
  federationName: 'switchboard_host',
  cssPrefix: 'sb',
  publicPath: '/',
  port: Number(process.env.HOST_PORT || 8080),
  html: { title: 'Switchboard', template: 'src/index.html' },
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
