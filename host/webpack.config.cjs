// The host shell's build: the shared factory with its page and federation name. In dev the factory also serves
// /config.json and the /api proxy, like the production server. (The CSP is the production server's: dev's hot
// reload needs eval.)
const createAppConfig = require('../webpack/create-app-config.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InlineCriticalCssPlugin } = require('../webpack/critical-css.cjs');

/**
 * The sign-in page (index.html) loads only its stylesheets and the entry before its load event: the entry makes the
 * prerendered form work (src/sign-in/static-form.ts) and fetches the lean shell afterwards, so the shell's scripts
 * are not preloaded there (app.html keeps them).
 */
class SignInPageWithoutScriptPreloads {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignInPageWithoutScriptPreloads', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'SignInPageWithoutScriptPreloads',
        (data) => {
          if (data.outputName !== 'index.html') return data;
          data.headTags = data.headTags.filter(
            (tag) =>
              !(tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script'),
          );
          return data;
        },
      );
    });
  }
}

const build = createAppConfig({
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

module.exports = (env, argv) => {
  const configs = build(env, argv);
  const web = Array.isArray(configs) ? configs[configs.length - 1] : configs;
  // After the factory's PreloadStartupPlugin and PrerenderStaticPagePlugin (hooks run in the order plugins are
  // applied). The sign-in page paints in one round trip: the form's own rules inline, its stylesheets after it.
  if (web.plugins.some((plugin) => plugin instanceof HtmlWebpackPlugin)) {
    web.plugins.push(new SignInPageWithoutScriptPreloads());
    if (web.dependencies) web.plugins.push(new InlineCriticalCssPlugin({ filename: 'index.html' }));
  }
  return configs;
};
