import { SB_ROOT_CLASS } from './root';

/**
 * The lists' type that a sign-in page does not use: the sids' monospace (tokens.css `--sb-font-mono`) and the
 * column headers' bold, at the small size.
 */
const LIST_TYPE: ReadonlyArray<Partial<CSSStyleDeclaration>> = [
  { fontFamily: 'var(--sb-font-mono)', fontSize: 'var(--sb-font-size-sm)' },
  { fontWeight: '700', fontSize: 'var(--sb-font-size-sm)' },
  { fontWeight: '600', fontSize: 'var(--sb-font-size-sm)' },
];

/**
 * Has the browser match the fonts of the lists' type and shape a few characters in them now, on a page that is
 * idle, rather than in the layout of the first list after sign-in: a system font is looked up on its first use (on
 * Linux each family of the stack is asked of fontconfig in turn, then each size and weight's rendering settings),
 * which a slow phone takes milliseconds over. Hidden, absolutely placed texts are laid out once and removed: nothing
 * is painted, and nothing else on the page moves.
 */
export function warmListFonts(doc: Document = document): void {
  const root = doc.querySelector(`.${SB_ROOT_CLASS}`) ?? doc.body;
  if (!root) return;
  const probes = LIST_TYPE.map((type) => {
    const probe = doc.createElement('span');
    probe.setAttribute('aria-hidden', 'true');
    Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' }, type);
    probe.textContent = 'Account 0123456789abcdef-';
    return probe;
  });
  root.append(...probes);
  probes[0].getBoundingClientRect();
  for (const probe of probes) probe.remove();
}
