import { SB_ROOT_CLASS } from './root';
import styles from './list/list.module.css';

/**
 * Has the browser match the fonts of the lists' type and shape a few characters in them now, on a page that is
 * idle, rather than in the layout of the first list after sign-in: a system font is looked up on its first use (on
 * Linux each family of the stack is asked of fontconfig in turn, then each size and weight's rendering settings),
 * which a slow phone takes milliseconds over. The type is the lists' own: a hidden table with DataTable's classes
 * (its column header, its row header) and a sid in Mono's class, as list pages show sids.
 * Laid out once, absolutely placed, and removed: nothing is painted, and nothing else on the page moves.
 */
export function warmListFonts(doc: Document = document): void {
  const root = doc.querySelector(`.${SB_ROOT_CLASS}`) ?? doc.body;
  if (!root) return;
  const cell = (tag: 'th' | 'td', text: string, className?: string) => {
    const element = doc.createElement(tag);
    if (className) element.className = className;
    element.textContent = text;
    return element;
  };
  const sid = doc.createElement('span');
  sid.className = styles.mono;
  sid.textContent = '0123456789abcdef-';
  const head = doc.createElement('thead');
  head.append(doc.createElement('tr'));
  head.rows[0].append(cell('th', 'Name SID'));
  const body = doc.createElement('tbody');
  body.append(doc.createElement('tr'));
  body.rows[0].append(cell('th', 'Account', styles.rowHeader), cell('td', ''));
  body.rows[0].cells[1].append(sid);
  const table = doc.createElement('table');
  table.className = styles.table;
  table.setAttribute('aria-hidden', 'true');
  Object.assign(table.style, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' });
  table.append(head, body);
  root.append(table);
  table.getBoundingClientRect();
  table.remove();
}
