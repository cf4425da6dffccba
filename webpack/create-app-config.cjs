// The one webpack configuration factory for the host and every remote, so every app is built the same way:
// swc for TS/TSX, CSS Modules with a per-app class prefix, the shared package resolved to its TypeScript source,
// Module Federation (enhanced) with the one list of shared singletons, cached builds, and a dev server.
//
//   // host/webpack.config.cjs
//   module.exports = require('../webpack/create-app-config.cjs')({
//     dir: __dirname, app: 'host', federationName: 'switchboard_host', cssPrefix: 'sb', port: 8080,
//     publicPath: '/', html: { title: 'Switchboard' },
//   });
//
// Options (all but `dir`, `app` and `federationName` are optional):
//   dir             the app's folder (absolute)
//   app             short id, used for the cache folder and the default CSS prefix ('host', 'identity', …)
//   federationName  the federation `name`: a global, unique per app, equal to what the host registers
//   cssPrefix       class-name prefix of CSS Modules (default: app)
//   entry           webpack entry (default { main: './src/index.ts' }); entries are emitted as
//                   `[name].[contenthash:10].js` (`[name].js` in development): only the pages name them
//   exposes         federation exposes of a remote ({ './routes': './src/routes.tsx', … }); adds remoteEntry.js
//   html            false, or { title, template?, filename?, prerender? } for html-webpack-plugin (host page / remote
//                   standalone; without `template`, webpack/standalone.html).
//                   `prerender: { module, exportName, plainFilename }` (production builds): a second,
//                   Node-targeted compilation bundles `module`, whose `exportName()` returns static HTML that goes
//                   into the page's `<div id="root">` (a first screen that shows before any script runs, e.g. the
//                   sign-in form); `plainFilename` is the same page without it (for every other path).
//                   `preload: { [file]: [chunk names] }`: named chunks the entry imports that a page also preloads
//                   (the host's portal, on app.html).
//   publicPath      'auto' (default; right for remotes: chunks load from the remote's own origin) or '/' (host:
//                   deep links like /internal/accounts/x must still load /main.<hash>.js)
//   port            dev-server port
//   devServer       extra webpack-dev-server options (merged over the defaults below)
// In development every app's page gets what the production server (scripts/lib/app-server.cjs) gives it: the
// same /config.json from the environment and /api proxied to API_UPSTREAM with /api stripped.
//   shared          extra federation `shared` entries (private to the app's own remotes; rarely needed)
//   runtime         { remotes: false, snapshot: false }: an app that never loads a remote itself (nor reads a
//                   manifest's snapshot) leaves that part of the federation runtime out of its remoteEntry.js
//                   (mfe-identity: ~7 KB compressed off the sign-in page's idle prefetch). Default: the whole runtime.
//   area            a remote's declaration file (e.g. 'area.json': its menu items and paths, host/REMOTES.md),
//                   published in its mf-manifest.json as metaData.switchboard so the host reads it without code
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PreloadStartupPlugin } = require('./preload-startup-plugin.cjs');
const { PrerenderStaticPagePlugin, prerenderConfig } = require('./prerender.cjs');
const { swcRule, cssRule } = require('./rules.cjs');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { withPackageVersions } = require('./shared-versions.cjs');
const { buildRuntimeConfig } = require('../scripts/lib/runtime-config.cjs');

const repoRoot = path.resolve(__dirname, '..');

/**
 * How the webpack runtime adds a CSS chunk (stringified into every app's runtime, so plain ES5 and no closures):
 * into document.head as usual, recorded in a window-wide registry, and copied into every shadow root an area is
 * mounted in (a partner's page; shared/src/admin-shell/shadow-root.ts reads the same registry).
 */
function insertStylesheet(linkTag) {
  /* global window, document -- runs in the browser, inside the webpack runtime */
  var registry = (window.__switchboardStylesheets = window.__switchboardStylesheets || {
    links: [],
    roots: [],
  });
  registry.links.push(linkTag);
  document.head.appendChild(linkTag);
  for (var i = 0; i < registry.roots.length; i++) registry.roots[i].appendChild(linkTag.cloneNode());
}
/**
 * An entry's file name in production: `[name].[contenthash:10].js`. The federation runtime module asks for the
 * entry's file name while it is generated, before any content hash exists, only to know how deep the file lies
 * (enhanced's FederationRuntimeModule: getUndoPath): then the plain name, which lies as deep, answers.
 * @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData
 */
function entryFilename(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:10].js'
    : '[name].js';
}
/** @param {Record<string, unknown>} options */
/**
 * The dev server's headers: remotes' manifests and chunks are fetched cross-origin by the host, so its own files
 * are open to any origin; `/api` answers carry the API's own CORS headers (a `*` would undo its CORS_ORIGINS).
 */
function devServerHeaders(request) {
  if (/^\/api(\/|\?|$)/.test(request.url ?? '')) return {};
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  };
}

function createAppConfig(options) {
  const {
    dir,
    app,
    federationName,
    cssPrefix = app,
    entry = { main: './src/index.ts' },
    exposes,
    html = false,
    publicPath = 'auto',
    port,
    devServer = {},
    shared = {},
    area,
    runtime: lean = null,
  } = options;
  if (!dir || !app || !federationName)
    throw new Error('createAppConfig: dir, app and federationName are required');
  if (!/^[A-Za-z_$][\w$]*$/.test(federationName)) {
    throw new Error(`createAppConfig: federationName "${federationName}" must be a valid JS identifier`);
  }

  const areaFile = area ? path.resolve(dir, area) : null;
  /** The declaration as published: read at each build (a change to it alone rebuilds the manifest). */
  const readArea = () => {
    const declaration = JSON.parse(readFileSync(areaFile, 'utf8'));
    if (!declaration || typeof declaration !== 'object' || typeof declaration.area !== 'string')
      throw new Error(`${areaFile}: a declaration needs at least its "area" id`);
    return declaration;
  };
  if (areaFile) readArea();

  /** webpack-cli calls the export with (env, argv); only argv.mode matters here. */
  return (env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const isDev = mode === 'development';
    const isServe = Boolean(process.env.WEBPACK_SERVE);

    // The shared package as this app resolves it (a remote may be built against another release of it).
    const federation = require(require.resolve('@switchboard/shared/federation', { paths: [dir] }));
    const sharedConfig = withPackageVersions({ ...federation.sharedSingletons(), ...shared }, dir);
    /** What this app offers to share, by name and version (the host checks remotes' requirements against it). */
    const providedVersions = Object.fromEntries(
      Object.entries(sharedConfig).map(([key, config]) => [
        key,
        key.startsWith('@switchboard/shared/') ? federation.sharedVersion : config.version,
      ]),
    );
    // Options that change generated modules without changing a tracked file (e.g. a share made eager) must
    // invalidate the persistent cache, or it mixes modules of both builds.
    const cacheVersion = createHash('sha256')
      .update(JSON.stringify({ federationName, exposes, sharedConfig, publicPath, cssPrefix, entry, lean }))
      .digest('hex')
      .slice(0, 16);
    const plugins = [
      new ModuleFederationPlugin({
        name: federationName,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        shared: sharedConfig,
        // Use what is loaded (the host's copies) instead of first fetching every registered remote's entry to
        // compare versions: with 'version-first' a remote that is down breaks loading any shared module later.
        shareStrategy: 'loaded-first',
        // Types come from the shared workspace, not from downloaded zips.
        dts: false,
        manifest: areaFile
          ? {
              additionalData: ({ stats, compilation }) => {
                compilation.fileDependencies.add(areaFile);
                stats.metaData.switchboard = readArea();
                return stats;
              },
            }
          : true,
        // Browser-only runtime: drops the Node script loader from every app's runtime.
        experiments: {
          optimization: {
            target: 'web',
            ...(lean ? { disableSnapshot: !lean.snapshot, disableRemote: !lean.remotes } : {}),
          },
        },
      }),
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __SB_PROVIDED_SHARED__: JSON.stringify(providedVersions),
      }),
    ];
    const prerender = html && html.prerender && !isDev ? html.prerender : null;
    let prerendered = null;
    if (html) {
      const page = (filename) =>
        new HtmlWebpackPlugin({
          title: html.title || 'Switchboard',
          filename,
          // A remote's standalone page is the same for every remote (webpack/standalone.html).
          template: html.template
            ? path.resolve(dir, html.template)
            : path.join(__dirname, 'standalone.html'),
          // Only the entry scripts: async chunks are loaded by the runtime, no inline scripts (CSP).
          chunks: Object.keys(entry),
          scriptLoading: 'defer',
          inject: 'head',
          meta: { viewport: 'width=device-width, initial-scale=1' },
          minify: !isDev,
        });
      const filename = html.filename || 'index.html';
      plugins.push(page(filename));
      if (prerender) {
        prerendered = prerenderConfig({ app, dir, cssPrefix, prerender, cacheVersion });
        plugins.push(
          page(prerender.plainFilename),
          new PrerenderStaticPagePlugin({
            bundle: prerendered.bundle,
            exportName: prerender.exportName,
            filename,
          }),
        );
      }
      // A page at a fixed public path (the host) names its first screen's chunks up front; pages of remotes
      // ('auto') are standalone development aids and can be served under any path.
      if (publicPath !== 'auto')
        plugins.push(new PreloadStartupPlugin({ entry: Object.keys(entry)[0], pages: html.preload }));
    }
    if (!isDev) {
      plugins.push(
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
          insert: insertStylesheet,
        }),
        new CompileHintsPlugin({ entries: Object.keys(entry) }),
        new PrecompressPlugin(),
      );
    }

    const webConfig = {
      name: app,
      ...(prerendered ? { dependencies: [prerendered.config.name] } : {}),
      mode,
      context: dir,
      target: 'web',
      entry,
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.resolve(dir, 'dist'),
        // Entries carry a content hash in production like chunks (served immutable: the page's HTML, always
        // revalidated, names them), so a reload does not revalidate them on its critical path. Names that must
        // stay stable for partners and the host (remoteEntry.js, mf-manifest.json) are the federation plugin's,
        // not entries. In development (dev server, hot reload) names stay plain.
        filename: isDev ? '[name].js' : entryFilename,
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: '[name].[contenthash:10][ext]',
        publicPath,
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // 'source' first: @switchboard/shared/* resolves to its TypeScript source, compiled with the app.
        conditionNames: ['source', '...'],
      },
      module: {
        rules: [swcRule(isDev), cssRule(isDev, cssPrefix), { test: /\.(svg|png|woff2?)$/, type: 'asset' }],
      },
      plugins,
      optimization: {
        minimize: !isDev,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            extractComments: false,
            terserOptions: { compress: { passes: 2 } },
          }),
          // Stylesheets too: clean-css level 1 (comments, whitespace, shorter colours and zeros), which changes no
          // rule's meaning; ~23 % off every app's CSS (docs/architecture.md#benchmarks).
          new CssMinimizerPlugin({
            minify: CssMinimizerPlugin.cleanCssMinify,
            minimizerOptions: { level: 1 },
            parallel: false,
          }),
        ],
        // React's shared entries (react, its JSX runtime, react-dom and its client, the scheduler) are needed
        // together by every page: one chunk, one request, instead of four (docs/architecture.md#shared-singletons).
        splitChunks: {
          cacheGroups: {
            react: {
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              name: 'react',
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
          },
        },
        moduleIds: isDev ? 'named' : 'deterministic',
        chunkIds: isDev ? 'named' : 'deterministic',
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache', `webpack-${app}`),
        name: `${app}-${mode}`,
        version: cacheVersion,
        buildDependencies: {
          config: [
            __filename,
            require.resolve('../scripts/lib/runtime-config.cjs'),
            path.join(__dirname, 'compile-hints-plugin.cjs'),
            path.join(__dirname, 'precompress-plugin.cjs'),
            path.join(__dirname, 'prerender.cjs'),
            path.join(__dirname, 'rules.cjs'),
            path.join(__dirname, 'shared-versions.cjs'),
            require.resolve('@switchboard/shared/federation', { paths: [dir] }),
          ],
        },
      },
      // node_modules is trusted to change only with package versions, except our own workspaces (symlinked there,
      // edited all the time): those are checked by file like any source.
      // (webpack's documented opt-out form: the capture ends at node_modules/, the lookahead excludes a package)
      snapshot: { managedPaths: [/^(.+?[\\/]node_modules[\\/])(?!@switchboard[\\/])/] },
      infrastructureLogging: { level: 'warn' },
      stats: isServe ? 'minimal' : { preset: 'errors-warnings', timings: true },
      devServer: {
        port,
        host: '0.0.0.0',
        hot: true,
        historyApiFallback: true,
        allowedHosts: 'all',
        headers: devServerHeaders,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        proxy: [
          {
            context: ['/api'],
            target: process.env.API_UPSTREAM || 'http://127.0.0.1:3000',
            pathRewrite: { '^/api': '' },
            changeOrigin: true,
          },
        ],
        setupMiddlewares(middlewares, server) {
          server.app.get('/config.json', (request, response) => {
            response.set('Cache-Control', 'no-cache');
            response.json(
              buildRuntimeConfig(process.env, {
                protocol: `${request.protocol}:`,
                hostname: request.hostname,
              }),
            );
          });
          return middlewares;
        },
        ...devServer,
      },
    };
    // With a prerendered page: the Node compilation first, then the browser one that reads its output.
    return prerendered ? [prerendered.config, webConfig] : webConfig;
  };
}

module.exports = createAppConfig;
module.exports.createAppConfig = createAppConfig;
module.exports.repoRoot = repoRoot;
module.exports.devServerHeaders = devServerHeaders;
module.exports.entryFilename = entryFilename;
