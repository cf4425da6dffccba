// Lets a page ask for the chunks of its first screen at once (and apply their stylesheets before it first paints). Without it the browser discovers them level by
// level — main.js, then its async boundary (`import('./bootstrap')`), then each shared module's chunk once the
// federation runtime asks for it — and on a slow link every level costs a round trip (measured on the host's
// sign-in page: the second level started ~0.8 s after navigation on the mobile profile).
//
// Which chunks: those of the entry's async boundary and, for every shared module it consumes (and those consume
// in turn), the app's own provided copy — the one the federation runtime picks while no remote has registered
// anything. Lazy imports below the boundary (dialogs, pages) are not preloaded: they load when used. A named
// chunk the entry imports besides its boundary (the host's portal) is preloaded only by the pages that name it
// (`pages`: the host's app.html, served for every path but the sign-in page).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupPlugin';

const originKind = (group) => {
  const kinds = group.origins.map((origin) => origin.module && origin.module.constructor.name);
  if (kinds.includes('ConsumeSharedModule')) return 'consume';
  if (kinds.includes('ProvideSharedModule')) return 'provide';
  return 'import';
};

/** The share key a consume group loads (`ConsumeSharedModule.options.shareKey`). */
const consumedKey = (group) =>
  group.origins.find((o) => o.module && o.module.constructor.name === 'ConsumeSharedModule').module.options
    .shareKey;

/**
 * The JS and CSS files the first screen of `entryName` needs, in a stable order; with `namedChunks`, also those of
 * the entry's imports of these chunk names (others are left out).
 */
function startupFiles(compilation, entryName, namedChunks = []) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const provided = new Map();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      if (origin.module && origin.module.constructor.name === 'ProvideSharedModule') {
        const key = origin.module._name;
        provided.set(key, [...(provided.get(key) || []), group]);
      }
    }
  }
  const groups = new Set();
  const visit = (group) => {
    if (groups.has(group)) return;
    groups.add(group);
    for (const child of group.childrenIterable) {
      if (originKind(child) !== 'consume') continue;
      // the app's own copy when it provides one, else the consumer's fallback
      for (const target of provided.get(consumedKey(child)) || [child]) visit(target);
    }
  };
  for (const boundary of entrypoint.childrenIterable)
    if (originKind(boundary) === 'import' && (!boundary.name || namedChunks.includes(boundary.name)))
      visit(boundary);
  for (const child of entrypoint.childrenIterable) if (originKind(child) === 'consume') visit(child);

  const initial = new Set(entrypoint.chunks.flatMap((chunk) => [...chunk.files]));
  const files = new Set();
  for (const group of groups)
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !initial.has(file)) files.add(file);
  return [...files].sort();
}

class PreloadStartupPlugin {
  /**
   * @param {{ entry?: string, pages?: Record<string, string[]> }} [options] the entry whose first screen is
   *   preloaded (default 'main'); `pages`: per HTML file, the named chunks it also preloads
   */
  constructor(options = {}) {
    this.entry = options.entry || 'main';
    this.pages = options.pages || {};
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath || '');
        // Stylesheets as stylesheets (the page may show content before any script runs: it must be styled);
        // scripts as preloads (the runtime executes them when the boundary needs them).
        const named = this.pages[data.outputName] || [];
        const links = startupFiles(compilation, this.entry, named).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? { rel: 'stylesheet', href: `${publicPath}${file}` }
              : { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
          ),
        );
        // The entry script itself first: as a deferred script it would otherwise get a lower priority than every
        // preload above, and the page's start (config.json read, the remotes' manifests asked for) waits for it.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupPlugin, startupFiles };
