// The module rules every app's builds share (create-app-config.cjs): swc for our own TypeScript, and CSS with
// CSS Modules under a per-app class prefix.
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

function swcRule(isDev) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Our own TypeScript (the app's src and the shared workspace, which resolves to its real path) is compiled;
    // dependencies ship JavaScript already.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: isDev } },
          target: 'es2020',
        },
        sourceMaps: true,
      },
    },
  };
}

/** `localsOnly`: class names without the CSS (server-side rendering; same names as the browser build). */
function cssRule(isDev, cssPrefix, { localsOnly = false } = {}) {
  return {
    test: /\.css$/,
    use: [
      ...(localsOnly ? [] : [isDev ? 'style-loader' : MiniCssExtractPlugin.loader]),
      {
        loader: 'css-loader',
        options: {
          importLoaders: 0,
          modules: {
            exportOnlyLocals: localsOnly,
            // Only *.module.css are CSS Modules; plain .css (e.g. the design tokens) stays global.
            auto: /\.module\.css$/,
            localIdentName: `${cssPrefix}-[local]-[hash:base64:5]`,
            // Classes are used as `styles.fooBar` from TS.
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
    ],
  };
}

module.exports = { swcRule, cssRule };
