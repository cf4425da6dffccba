// Minifies every stylesheet of a production build (the CSS pipeline otherwise emits css-loader's output as written:
// comments, indentation, one declaration a line). Only what cannot change a rule's meaning is taken out: comments,
// whitespace between tokens, the last `;` of a block, and empty rules; selectors, values and at-rule parameters keep
// their tokens (a space inside a value or a selector is collapsed to one, never removed). The source map follows:
// postcss prints the same tree with the previous map as input.
//
// Runs with webpack's own minimizers (processAssets, stage OPTIMIZE_SIZE): before the real content hash, the
// prerendered page's inline rules (./critical-css.cjs reads the minified stylesheets) and the .br/.gz copies
// (./precompress-plugin.cjs).
const path = require('node:path');

// postcss comes with css-loader (the CSS rule of every app): the same parser that built the stylesheets.
const postcss = require(
  require.resolve('postcss', { paths: [path.dirname(require.resolve('css-loader/package.json'))] }),
);

const NAME = 'MinifyCssPlugin';

const QUOTED = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/;

/** `text` with `tidy` applied to what is outside strings and url()s (those are kept as written). */
function outsideStrings(text, tidy) {
  return text
    .split(QUOTED)
    .map((part, index) => (index % 2 === 1 ? part : tidy(part)))
    .join('')
    .trim();
}

/** Whitespace runs collapsed to one space. */
const collapse = (text) => outsideStrings(text, (part) => part.replace(/\s+/g, ' '));
// Around combinators and commas only: a space before `:` or `*` is a descendant combinator, kept.
const tidySelector = (selector) =>
  outsideStrings(selector, (part) => part.replace(/\s+/g, ' ').replace(/\s*([>+~,])\s*/g, '$1'));
// A space around `,` in a value, or inside `(…)`'s edges, is not needed; elsewhere (`0 1px`) it is.
const tidyValue = (value) =>
  outsideStrings(value, (part) =>
    part
      .replace(/\s+/g, ' ')
      .replace(/\s*,\s*/g, ',')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')'),
  );
// In a media query also around `:` inside `(…)`: `(prefers-color-scheme:dark)`.
const tidyParams = (params) =>
  outsideStrings(params, (part) =>
    part
      .replace(/\s+/g, ' ')
      .replace(/\s*,\s*/g, ',')
      .replace(/\(\s*([\w-]+)\s*:\s*/g, '($1:')
      .replace(/\s+\)/g, ')'),
  );

/**
 * Minified CSS and, with `map`, its source map to `css` (the plugin chains it to the stylesheet's own map).
 * @param {string} css
 * @param {{ from?: string, map?: boolean }} [options] the file's name, whether to map
 * @returns {{ css: string, map: object | null }}
 */
function minifyCss(css, { from = 'input.css', map = false } = {}) {
  const root = postcss.parse(css, { from });
  root.walkComments((comment) => comment.remove());
  root.walk((node) => {
    if (node.type === 'decl') {
      // `prop: value !important`: the value without its raw spacing, `!important` written by postcss.
      node.raws = { before: '', between: ':', ...(node.important ? { important: '!important' } : {}) };
      // A custom property's value is its tokens as written (a script may read it): only its whitespace is
      // collapsed.
      node.value = node.prop.startsWith('--') ? collapse(node.value) : tidyValue(node.value);
    } else if (node.type === 'rule') {
      node.raws = { before: '', between: '', after: '', semicolon: false };
      node.selector = tidySelector(node.selector);
    } else if (node.type === 'atrule') {
      node.raws = { before: '', between: '', afterName: node.params ? ' ' : '', after: '', semicolon: false };
      node.params = tidyParams(node.params);
    }
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.raws = { after: '', semicolon: false };
  const result = root.toResult({
    map: map ? { inline: false, annotation: false, sourcesContent: false } : false,
  });
  return { css: result.css, map: result.map ? result.map.toJSON() : null };
}

class MinifyCssPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.css')) continue;
            const asset = compilation.getAsset(name);
            if (asset.info.minimized) continue;
            const { source, map } = asset.source.sourceAndMap();
            const original = source.toString();
            const minified = minifyCss(original, { from: name, map: Boolean(map) });
            compilation.updateAsset(
              name,
              // Minified → the stylesheet as built → its modules' sources (webpack-sources chains the two maps).
              minified.map
                ? new sources.SourceMapSource(minified.css, name, minified.map, original, map, true)
                : new sources.RawSource(minified.css),
              { minimized: true },
            );
          }
        },
      );
    });
  }
}

module.exports = { MinifyCssPlugin, minifyCss };
