// The host shell's build: the shared factory with its page and federation name. In dev the factory also serves
// /config.json and the /api proxy, like the production server. (The CSP is the production server's: dev's hot
// reload needs eval.)
const createAppConfig = require('../webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  app: 'host',
  federationName: 'switchboard_host',
  cssPrefix: 'sb',
  publicPath: '/',
  port: Number(process.env.HOST_PORT || 8080),
  html: {
    title: 'Switchboard',
    template: 'src/index.html',
    // The sign-in form is in index.html itself (shown before any script runs); app.html, for every other path,
    // has an empty root (scripts/lib/app-server.cjs serves each where it belongs).
    prerender: {
      module: './src/sign-in/static-sign-in.tsx',
      exportName: 'renderStaticPage',
      plainFilename: 'app.html',
    },
    // Every page but the sign-in page starts the portal at once (src/index.ts): app.html asks for its chunks up
    // front; index.html (sign-in) does not, the portal loads there once the page is idle.
    preload: { 'app.html': ['portal'] },
  },
});
