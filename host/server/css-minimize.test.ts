/**
 * @jest-environment node
 */
// Every stylesheet of a production build, minified (webpack/css-minimize.cjs): what cannot change a rule's meaning
// is taken out, nothing else.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { minifyCss } = require('../../webpack/css-minimize.cjs');

describe('the stylesheets’ minifier', () => {
  it('drops comments, indentation and the last semicolon of each block', () => {
    const css = `/* tokens */
.sb-root {
  --sb-color-bg: #ffffff;
  color: var(--sb-color-text);
}

/* the page */
.sb-page-a {
  display: grid;
  padding: 0.5rem   0.75rem;
}
`;
    expect(minifyCss(css).css).toBe(
      '.sb-root{--sb-color-bg:#ffffff;color:var(--sb-color-text)}.sb-page-a{display:grid;padding:0.5rem 0.75rem}',
    );
  });

  it('keeps the descendant combinators, strings, url()s and !important', () => {
    const css = `.sb-root *::before,
.sb-root   > .sb-a + .sb-b ~ .sb-c :focus-visible { content: "a  ,  b"; }
.sb-d { background: url("x  y.svg") no-repeat , linear-gradient( red, blue ); color: red !important; }
.sb-e:not(select, [type='file']) { font-family: system-ui, 'Segoe UI',  sans-serif; }
`;
    expect(minifyCss(css).css).toBe(
      '.sb-root *::before,.sb-root>.sb-a+.sb-b~.sb-c :focus-visible{content:"a  ,  b"}' +
        '.sb-d{background:url("x  y.svg") no-repeat,linear-gradient(red,blue);color:red!important}' +
        ".sb-e:not(select,[type='file']){font-family:system-ui,'Segoe UI',sans-serif}",
    );
  });

  it('keeps at-rules, their parameters and keyframes', () => {
    const css = `@media (prefers-color-scheme: dark) and (max-width: 40rem) {
  :root:not([data-sb-theme='light']) .sb-root { --sb-shadow: 0 1px 2px rgb(0 0 0 / 40%), 0 1px 6px red; }
}
@keyframes sb-spin { from { transform: rotate(0deg); } to { transform: rotate(1turn); } }
.sb-empty { }
`;
    expect(minifyCss(css).css).toBe(
      "@media (prefers-color-scheme:dark) and (max-width:40rem){:root:not([data-sb-theme='light']) .sb-root" +
        '{--sb-shadow:0 1px 2px rgb(0 0 0 / 40%), 0 1px 6px red}}' +
        '@keyframes sb-spin{from{transform:rotate(0deg)}to{transform:rotate(1turn)}}',
    );
  });

  it('maps each minified rule back to its line in the stylesheet', () => {
    const css = '/* a */\n.sb-a {\n  color: red;\n}\n\n.sb-b {\n  color: blue;\n}\n';
    const { css: minified, map } = minifyCss(css, { from: 'page.css', map: true }) as {
      css: string;
      map: { sources: string[]; mappings: string };
    };
    expect(minified).toBe('.sb-a{color:red}.sb-b{color:blue}');
    expect(map.sources).toEqual(['page.css']);
    // One segment per rule and declaration: `.sb-a` from line 2 (index 1), `.sb-b` from line 6 (index 5).
    const lines = map.mappings.split(',').map(decode);
    const sourceLines = lines.reduce<number[]>(
      (acc, segment) => [...acc, (acc.at(-1) ?? 0) + segment[2]],
      [],
    );
    expect(sourceLines).toEqual(expect.arrayContaining([1, 2, 5, 6]));
  });
});

/** A source-map segment's fields (base64 VLQ). */
function decode(segment: string): number[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = alphabet.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
