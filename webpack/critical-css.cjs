// A prerendered page's first paint in one round trip (the host's sign-in page, `html.prerender`): the rules its
// static markup uses are copied, minified, into a `<style>` in its head, and its stylesheets move to the end of its
// body, where they no longer hold the first paint (they still load before the load event, and the webpack runtime
// finds them there: a chunk's stylesheet is never fetched twice). The full rules then restate what the inline ones
// already say, so the page does not change when they arrive.
//
// Which rules: those whose selector names only classes the markup has (`.sb-root *::after`, `.sb-button:disabled`;
// not `.sb-invalid .sb-control`), those with no class at all (`html`, `body`), the @media blocks around them, and the
// @keyframes they name. The inline stylesheet is allowed by its SHA-256 in the page's CSP (the server hashes the
// `<style>` of the page it serves: scripts/lib/app-server.cjs).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

// postcss comes with css-loader (the CSS rule of every app): the same parser that built the stylesheets.
const postcss = require(
  require.resolve('postcss', { paths: [path.dirname(require.resolve('css-loader/package.json'))] }),
);

const NAME = 'InlineCriticalCssPlugin';

/** The class names an HTML document uses. */
function classesOf(html) {
  const classes = new Set();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of list.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The class names a selector needs (a CSS escape in a class name is not used by our CSS Modules names). */
const classesIn = (selector) =>
  [...selector.replace(/\[[^\]]*\]|"[^"]*"|'[^']*'/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
    (m) => m[1],
  );

// Only around combinators and commas: a space before `:` or `*` is a descendant combinator.
const tidySelector = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~,])\s*/g, '$1')
    .trim();
const tidyParams = (text) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([:,])\s*/g, '$1')
    .trim();

/** Minified CSS of a postcss container's kept nodes. */
function print(nodes) {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'decl')
      out += `${node.prop}:${node.value.replace(/\s+/g, ' ').trim()}${node.important ? '!important' : ''};`;
    else if (node.type === 'rule')
      out += `${node.selectors.map(tidySelector).join(',')}{${print(node.nodes)}}`;
    else if (node.type === 'atrule')
      out += node.nodes
        ? `@${node.name} ${tidyParams(node.params)}{${print(node.nodes)}}`
        : `@${node.name} ${tidyParams(node.params)};`;
  }
  return out.replace(/;}/g, '}');
}

/**
 * The rules of `css` (stylesheets in cascade order) that can apply to markup with `classes`, minified.
 * @param {string} css
 * @param {Set<string>} classes
 */
function criticalCss(css, classes) {
  const root = postcss.parse(css);
  root.walkComments((comment) => comment.remove());
  root.walkRules((rule) => {
    if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => classesIn(selector).every((name) => classes.has(name)));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  // Custom properties only when a kept declaration reads them (directly or through another one read).
  const definitions = new Map();
  const needed = [];
  const varsIn = (value) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--'))
      definitions.set(decl.prop, [...(definitions.get(decl.prop) || []), ...varsIn(decl.value)]);
    else needed.push(...varsIn(decl.value));
  });
  const read = new Set();
  while (needed.length > 0) {
    const name = needed.pop();
    if (read.has(name)) continue;
    read.add(name);
    needed.push(...(definitions.get(name) || []));
  }
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  // @keyframes only when a kept rule names them; other at-rules only when something is left inside.
  const used = new Set();
  root.walkDecls(/^animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) used.add(word);
  });
  root.walkAtRules((atRule) => {
    if (/keyframes$/i.test(atRule.name)) {
      if (!used.has(atRule.params.trim())) atRule.remove();
    }
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return print(root.nodes);
}

class InlineCriticalCssPlugin {
  /** @param {{ filename: string }} options the page (after its prerendered markup is in it) */
  constructor({ filename }) {
    this.filename = filename;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      // Stylesheets after the content: they no longer block its first paint.
      hooks.alterAssetTagGroups.tap(NAME, (data) => {
        if (data.outputName !== this.filename) return data;
        const isSheet = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet';
        data.bodyTags.push(...data.headTags.filter(isSheet));
        data.headTags = data.headTags.filter((tag) => !isSheet(tag));
        return data;
      });
      // After the prerender plugin (taps run in the order plugins were applied): the markup is in the page.
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        if (data.outputName !== this.filename) return data;
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath || '');
        const sheets = [...data.html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) =>
          m[1].startsWith(publicPath) ? m[1].slice(publicPath.length) : m[1],
        );
        const css = sheets
          .map((file) => {
            const asset = compilation.getAsset(file);
            if (!asset) throw new Error(`${NAME}: ${this.filename} links ${file}, which is not in the build`);
            return asset.source.source().toString();
          })
          .join('\n');
        const inline = criticalCss(css, classesOf(data.html));
        if (!inline) return data;
        if (!data.html.includes('</head>')) throw new Error(`${NAME}: ${this.filename} has no </head>`);
        data.html = data.html.replace('</head>', `<style>${inline}</style></head>`);
        return data;
      });
    });
  }
}

module.exports = { InlineCriticalCssPlugin, criticalCss, classesOf };
