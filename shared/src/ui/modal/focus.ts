// Focus helpers for dialogs.

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements reachable with Tab inside `root`, in DOM order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.closest('[hidden], [inert], fieldset:disabled') &&
      el.getAttribute('aria-hidden') !== 'true',
  );
}

/** The open dialogs, innermost last: only the top one traps focus and answers Escape. */
const openDialogs: HTMLElement[] = [];

export function pushDialog(el: HTMLElement): () => void {
  openDialogs.push(el);
  return () => {
    const index = openDialogs.lastIndexOf(el);
    if (index >= 0) openDialogs.splice(index, 1);
  };
}

export function isTopDialog(el: HTMLElement): boolean {
  return openDialogs[openDialogs.length - 1] === el;
}
