/** The class that carries the design tokens (see tokens.css). Put it on the app's root element. */
export const SB_ROOT_CLASS = 'sb-root';

/** Joins class names, skipping falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
