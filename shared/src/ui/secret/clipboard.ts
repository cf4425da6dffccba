import { toast } from '@switchboard/shared/bus';

/** The spec's text when copying fails: 'Unable to copy <what>, please select the text and right click to copy'. */
export function copyFailedMessage(what: string): string {
  return `Unable to copy ${what}, please select the text and right click to copy`;
}

/** document.execCommand('copy') through a hidden textarea: the only way on plain-http pages. */
function legacyCopy(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Next to the focused element, so a dialog's focus trap does not pull focus away mid-copy.
  (previous?.parentElement ?? document.body).appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previous?.focus();
  }
}

export interface CopyOptions {
  /** What is copied, for the failure text (e.g. 'API key'). Default 'text'. */
  what?: string;
  /** A success toast; none when omitted. */
  successMessage?: string;
}

/**
 * Copies text to the clipboard. On failure shows the spec's error toast and resolves false; on success
 * shows `successMessage` (if any) and resolves true.
 */
export async function copyToClipboard(
  text: string,
  { what = 'text', successMessage }: CopyOptions = {},
): Promise<boolean> {
  let copied = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  // The Clipboard API is missing on plain-http pages and can be refused: try the old way.
  if (!copied) copied = legacyCopy(text);
  if (copied) {
    if (successMessage) toast('success', successMessage);
  } else {
    toast('error', copyFailedMessage(what));
  }
  return copied;
}
