/**
 * @jest-environment node
 */
// The sign-in page's inline rules (webpack/critical-css.cjs): only what its prerendered markup uses, minified.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { criticalCss, classesOf } = require('../../webpack/critical-css.cjs');

const html =
  '<div class="sb-root"><main class="sb-page-a"><form class="sb-form-b"><input class="sb-control-c"/>' +
  '<button class="sb-button-d sb-primary-e" disabled="">Log in</button></form></main></div>';

const css = `/* tokens */
.sb-root {
  --sb-color-bg: #ffffff;
  --sb-color-text: #1b1f29;
  --sb-color-wave: #2f6fed;
  --sb-focus-ring: 0 0 0 3px var(--sb-color-bg);
  color: var(--sb-color-text);
}
@media (prefers-color-scheme: dark) {
  :root:not([data-sb-theme='light']) .sb-root { --sb-color-bg: #15181f; --sb-color-wave: #7aa7ff; }
  .sb-toast-x { color: red; }
}
@media (prefers-reduced-motion: reduce) {
  .sb-toast-x { animation: none; }
}
html,
body { margin: 0; }
.sb-page-a { display: grid; place-items: center; }
.sb-control-c { padding: 0.5rem   0.75rem; }
.sb-control-c:focus-visible { box-shadow: var(--sb-focus-ring); }
.sb-invalid-f .sb-control-c { border-color: red; }
.sb-button-d:disabled, .sb-busy-g { opacity: 0.55; }
.sb-primary-e > :first-child { animation: sb-spin-h 1s; }
.sb-modal-i { animation: sb-fade-j 1s; }
@keyframes sb-spin-h { to { transform: rotate(1turn); } }
@keyframes sb-fade-j { from { opacity: 0; } }
`;

describe('the sign-in page’s inline rules', () => {
  const inline: string = criticalCss(css, classesOf(html));

  it('keeps the rules the markup can match, with their @media and @keyframes, in cascade order', () => {
    expect(inline).toBe(
      '.sb-root{--sb-color-bg:#ffffff;--sb-color-text:#1b1f29;--sb-focus-ring:0 0 0 3px var(--sb-color-bg);' +
        'color:var(--sb-color-text)}' +
        "@media (prefers-color-scheme:dark){:root:not([data-sb-theme='light']) .sb-root{--sb-color-bg:#15181f}}" +
        'html,body{margin:0}' +
        '.sb-page-a{display:grid;place-items:center}' +
        '.sb-control-c{padding:0.5rem 0.75rem}' +
        '.sb-control-c:focus-visible{box-shadow:var(--sb-focus-ring)}' +
        '.sb-button-d:disabled{opacity:0.55}' +
        '.sb-primary-e>:first-child{animation:sb-spin-h 1s}' +
        '@keyframes sb-spin-h{to{transform:rotate(1turn)}}',
    );
  });

  it('leaves out rules for classes the markup lacks, unread custom properties and comments', () => {
    for (const absent of [
      'sb-invalid-f',
      'sb-busy-g',
      'sb-toast-x',
      'sb-modal-i',
      'sb-fade-j',
      '--sb-color-wave',
    ])
      expect(inline).not.toContain(absent);
    expect(inline).not.toContain('/*');
    expect(inline).not.toContain('prefers-reduced-motion');
  });

  it('reads the class names of the markup', () => {
    expect([...classesOf(html)]).toEqual([
      'sb-root',
      'sb-page-a',
      'sb-form-b',
      'sb-control-c',
      'sb-button-d',
      'sb-primary-e',
    ]);
  });
});
