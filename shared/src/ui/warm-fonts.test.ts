// The lists' fonts matched ahead of the first list (./warm-fonts.ts): hidden texts in the lists' type are laid out
// inside the design tokens' root, then leave nothing behind.
import { SB_ROOT_CLASS } from './root';
import { warmListFonts } from './warm-fonts';

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** What is in the document when the page is laid out: each hidden text's type. */
function recordLayouts(container: () => Element) {
  const layouts: string[][] = [];
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    layouts.push(
      [...container().querySelectorAll<HTMLElement>('span[aria-hidden="true"]')]
        .filter((span) => span.style.visibility === 'hidden' && span.style.position === 'absolute')
        .map(
          (span) =>
            `${span.style.fontFamily || 'inherit'} ${span.style.fontWeight || '400'} ${span.style.fontSize}`,
        ),
    );
    return new DOMRect();
  });
  return layouts;
}

it('lays out hidden texts in the sids’ monospace and the headers’ weights inside the tokens’ root, then removes them', () => {
  document.body.innerHTML = `<div class="${SB_ROOT_CLASS}"><p>Log in</p></div>`;
  const root = document.querySelector(`.${SB_ROOT_CLASS}`)!;
  const layouts = recordLayouts(() => root);
  warmListFonts();
  expect(layouts).toEqual([
    [
      'var(--sb-font-mono) 400 var(--sb-font-size-sm)',
      'inherit 700 var(--sb-font-size-sm)',
      'inherit 600 var(--sb-font-size-sm)',
    ],
  ]);
  expect(root.innerHTML).toBe('<p>Log in</p>');
});

it('without the tokens’ root, uses the body', () => {
  const layouts = recordLayouts(() => document.body);
  warmListFonts();
  expect(layouts[0]).toHaveLength(3);
  expect(document.body.innerHTML).toBe('');
});
