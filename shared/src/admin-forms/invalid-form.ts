// What a form does when a save is refused by its rules: it says in a toast how many fields need attention and takes
// the user to the first of them (in the page's order), scrolled to the middle of the window and focused — an
// inline error ten gateways down is otherwise the only sign.
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '@switchboard/shared/bus';

/** 'N fields need attention' (1: 'field needs'). */
export function fieldsNeedAttention(count: number): string {
  return count === 1 ? '1 field needs attention' : `${count} fields need attention`;
}

function isFieldError(value: unknown): value is { message?: unknown; type?: unknown } {
  return typeof value === 'object' && value !== null && ('type' in value || 'message' in value);
}

/**
 * How many fields a react-hook-form errors object marks: each field of a row of a list counts, a list's own
 * message (e.g. 'at least one gateway') counts once.
 */
export function countFieldErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  let count = 0;
  const node = errors as Record<string, unknown>;
  if (isFieldError(node) && typeof node.message === 'string') count += 1;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    if (Array.isArray(value)) for (const row of value) count += countFieldErrors(row);
    else if (value && typeof value === 'object') count += countFieldErrors(value);
  }
  return count;
}

/** The first control the form marks invalid, in the page's order (after React has drawn the errors). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return;
  // (jsdom, in component tests, does not scroll)
  if (typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
}

/** react-hook-form's `onInvalid` for a form element: the toast, then the first field in error. */
export function onInvalidForm<T extends FieldValues>(getForm: () => HTMLFormElement | null) {
  return (errors: FieldErrors<T>) => {
    const count = countFieldErrors(errors);
    if (count > 0) toast('error', fieldsNeedAttention(count));
    // the errors are drawn on the next render
    requestAnimationFrame(() => focusFirstInvalid(getForm()));
  };
}
