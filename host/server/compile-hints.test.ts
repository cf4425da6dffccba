/**
 * @jest-environment node
 */
// V8's compile hint on every chunk but the page's entries (webpack/compile-hints-plugin.cjs), as a production build
// writes it: a small app built by webpack with the factory's minifier, source maps and precompressed copies, in a
// child Node process (Jest's module mapping would change how webpack resolves its packages). The minifier runs in
// that process: its workers would run the `-e` script again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const repoRoot = path.resolve(__dirname, '../..');
const HINT = '//# allFunctionsCalledOnLoad\n';

let dir: string;
let files: string[];
const read = (name: string) => readFileSync(path.join(dir, 'dist', name), 'utf8');
const fileOf = (pattern: RegExp) => {
  const found = files.find((name) => pattern.test(name));
  if (!found) throw new Error(`no ${pattern} in ${files.join(', ')}`);
  return found;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  // The page chunk's text is longer than the precompressed copies' threshold (1 KB).
  writeFileSync(
    path.join(dir, 'page.js'),
    `// the page's rows\nexport function page(rows) {\n  return rows.map((row) => ${JSON.stringify('x'.repeat(1200))} + row.name);\n}\n`,
  );
  writeFileSync(
    path.join(dir, 'index.js'),
    `import('./page.js').then(({ page }) => { document.title = page([{ name: 'a' }]).join(''); });\n`,
  );
  const script = `
    const webpack = require('webpack');
    const TerserPlugin = require('terser-webpack-plugin');
    const { CompileHintsPlugin } = require('./webpack/compile-hints-plugin.cjs');
    const { PrecompressPlugin } = require('./webpack/precompress-plugin.cjs');
    const dir = ${JSON.stringify(dir)};
    webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      devtool: 'source-map',
      output: { path: dir + '/dist', filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
      optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, parallel: false })] },
      plugins: [new CompileHintsPlugin({ entries: ['main'] }), new PrecompressPlugin()],
    }, (error, stats) => {
      if (error || stats.hasErrors()) { console.error(error || stats.toString()); process.exit(1); }
    });
  `;
  execFileSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' });
  files = readdirSync(path.join(dir, 'dist'));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a chunk starts with the hint, after minification (which drops other comments)', () => {
  const chunk = read(fileOf(/^\d+\.[0-9a-f]{10}\.js$/));
  expect(chunk.startsWith(HINT)).toBe(true);
  expect(chunk).toContain('.name');
  // minified (the source's own comment is gone) and hinted once
  expect(chunk).not.toContain("the page's rows");
  expect(chunk.split('allFunctionsCalledOnLoad')).toHaveLength(2);
});

test("the page's entry is left to compile lazily", () => {
  expect(read(fileOf(/^main\.[0-9a-f]{10}\.js$/))).not.toContain('allFunctionsCalledOnLoad');
});

test('the source map and the precompressed copy cover the hinted file', () => {
  const name = fileOf(/^\d+\.[0-9a-f]{10}\.js$/);
  const chunk = read(name);
  // The compressed copy the server sends is the hinted file itself.
  expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${name}.gz`))).toString('utf8')).toBe(chunk);
  // The map counts the hint's line: its first line maps nothing, the code starts on the second.
  const map = JSON.parse(read(`${name}.map`)) as { mappings: string };
  expect(map.mappings.startsWith(';')).toBe(true);
  expect(map.mappings.slice(1, 2)).not.toBe(';');
});
