/**
 * @jest-environment node
 */
// Every app's production build minifies its stylesheets (webpack/create-app-config.cjs: css-minimizer-webpack-plugin
// with clean-css level 1): comments and whitespace go, values are written shorter, no rule changes its meaning.
// Loaded in a child Node process, as in webpack-config.test.ts: Jest's module mapping would change how the
// configuration resolves packages.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** `css` through the stylesheet minimizer of the host's production build (every app's comes from the factory). */
function minifiedByProductionBuild(css: string): { code: string; warnings: unknown[] } {
  const script = `
    const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
    const built = require('./host/webpack.config.cjs')({}, { mode: 'production' });
    const config = Array.isArray(built) ? built[built.length - 1] : built;
    const plugin = config.optimization.minimizer.find((m) => m instanceof CssMinimizerPlugin);
    if (!plugin) throw new Error('no stylesheet minimizer');
    const { implementation, options } = plugin.options.minimizer;
    implementation({ 'page.css': ${JSON.stringify(css)} }, undefined, options).then(({ code, warnings }) =>
      process.stdout.write(JSON.stringify({ code, warnings })),
    );
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: repoRoot, encoding: 'utf8' }));
}

const css = `/* tokens */
.sb-root {
  --sb-color-bg: #ffffff;
  color: var(--sb-color-text);
}
@media (prefers-color-scheme: dark) {
  :root:not([data-sb-theme='light']) .sb-root { --sb-shadow: 0 1px 2px rgb(0 0 0 / 40%); }
}
.sb-root   > .sb-a + .sb-b :focus-visible { content: "a  ,  b"; margin: 0px 0.50rem; }
.sb-d { background: url("x  y.svg") no-repeat; color: red !important; }
@keyframes sb-spin { from { transform: rotate(0deg); } to { transform: rotate(1turn); } }
`;

test('a production build minifies stylesheets without changing a rule', () => {
  const { code, warnings } = minifiedByProductionBuild(css);
  expect(warnings).toEqual([]);
  expect(code).toBe(
    '.sb-root{--sb-color-bg:#ffffff;color:var(--sb-color-text)}' +
      '@media (prefers-color-scheme:dark){:root:not([data-sb-theme=light]) .sb-root' +
      '{--sb-shadow:0 1px 2px rgb(0 0 0 / 40%)}}' +
      '.sb-root>.sb-a+.sb-b :focus-visible{content:"a  ,  b";margin:0 .5rem}' +
      '.sb-d{background:url("x  y.svg") no-repeat;color:red!important}' +
      '@keyframes sb-spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}',
  );
});
