// A page's static first screen (create-app-config.cjs, `html.prerender`): a Node compilation bundles the module that
// renders it, and a plugin puts its HTML into the page's `<div id="root">`.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcRule, cssRule } = require('./rules.cjs');

const repoRoot = path.resolve(__dirname, '..');

const PRERENDER = 'PrerenderStaticPagePlugin';

/** Puts the prerender bundle's HTML into `<div id="root">` of `filename`. */
class PrerenderStaticPagePlugin {
  constructor({ bundle, exportName, filename }) {
    Object.assign(this, { bundle, exportName, filename });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PRERENDER, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PRERENDER, async (data) => {
        if (data.outputName !== this.filename) return data;
        delete require.cache[this.bundle];
        const render = require(this.bundle)[this.exportName];
        if (typeof render !== 'function')
          throw new Error(`${this.bundle} does not export ${this.exportName}()`);
        const marker = '<div id="root"></div>';
        if (!data.html.includes(marker)) throw new Error(`${this.filename}: no ${marker} to prerender into`);
        data.html = data.html.replace(marker, `<div id="root">${render()}</div>`);
        return data;
      });
    });
  }
}

/** The Node compilation of a page's static first screen (see `html.prerender`). */
function prerenderConfig({ app, dir, cssPrefix, prerender, cacheVersion }) {
  const outputPath = path.join(repoRoot, 'node_modules/.cache', `prerender-${app}`);
  return {
    config: {
      name: `${app}-prerender`,
      mode: 'production',
      target: 'node',
      context: dir,
      entry: { prerender: prerender.module },
      devtool: false,
      output: { path: outputPath, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], conditionNames: ['source', '...'] },
      // Packages are required from node_modules at build time; our own workspaces are compiled.
      externals: [
        ({ request }, callback) =>
          /^[@a-z]/.test(request) && !request.startsWith('@switchboard/')
            ? callback(null, `commonjs ${request}`)
            : callback(),
      ],
      module: { rules: [swcRule(false), cssRule(false, cssPrefix, { localsOnly: true })] },
      plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
      optimization: { minimize: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache', `webpack-${app}`),
        name: `${app}-prerender`,
        version: cacheVersion,
        buildDependencies: { config: [path.join(__dirname, 'create-app-config.cjs'), __filename] },
      },
      snapshot: { managedPaths: [/^(.+?[\\/]node_modules[\\/])(?!@switchboard[\\/])/] },
      infrastructureLogging: { level: 'warn' },
      stats: { preset: 'errors-warnings' },
    },
    bundle: path.join(outputPath, 'prerender.cjs'),
  };
}

module.exports = { PrerenderStaticPagePlugin, prerenderConfig };
