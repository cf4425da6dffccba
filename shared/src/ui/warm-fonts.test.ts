// The lists' fonts matched ahead of the first list (./warm-fonts.ts): a hidden table in the lists' own classes, with
// a sid in Mono's class, is laid out inside the design tokens' root, then leaves nothing behind.
import { SB_ROOT_CLASS } from './root';
import { warmListFonts } from './warm-fonts';

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** What was laid out: the hidden table's type, read when the page is asked for a box. */
function recordLayouts() {
  const layouts: Record<string, unknown>[] = [];
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const table = this as HTMLTableElement;
    layouts.push({
      connected: table.isConnected,
      inRoot: Boolean(table.closest(`.${SB_ROOT_CLASS}`)),
      hidden: `${table.getAttribute('aria-hidden')} ${table.style.visibility} ${table.style.position}`,
      // identity-obj-proxy: a CSS module class reads as its name
      table: table.className,
      columnHeader: table.tHead?.querySelector('th')?.parentElement?.parentElement?.tagName,
      rowHeader: table.tBodies[0]?.querySelector('th')?.className,
      sid: (() => {
        const span = table.tBodies[0]?.querySelector('td span') as HTMLElement | null;
        return span?.className ?? null;
      })(),
    });
    return new DOMRect();
  });
  return layouts;
}

it('lays out a hidden list table — column header, row header, a sid in Mono — in the tokens’ root, then removes it', () => {
  document.body.innerHTML = `<div class="${SB_ROOT_CLASS}"><p>Log in</p></div>`;
  const layouts = recordLayouts();
  warmListFonts();
  expect(layouts).toEqual([
    {
      connected: true,
      inRoot: true,
      hidden: 'true hidden absolute',
      table: 'table',
      columnHeader: 'THEAD',
      rowHeader: 'rowHeader',
      sid: 'mono',
    },
  ]);
  expect(document.querySelector(`.${SB_ROOT_CLASS}`)!.innerHTML).toBe('<p>Log in</p>');
});

it('without the tokens’ root, uses the body', () => {
  const layouts = recordLayouts();
  warmListFonts();
  expect(layouts).toHaveLength(1);
  expect(layouts[0].connected).toBe(true);
  expect(document.body.innerHTML).toBe('');
});
