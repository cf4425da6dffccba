// How the delete checks word what remains: one line per kind, e.g. '7 applications: a, b, c, d, e and 2 more'.

/** How many names a line of what remains shows. */
export const REMAINING_NAMES_SHOWN = 5;
const SHOWN = REMAINING_NAMES_SHOWN;

/**
 * '<count> <kind>: <up to five names>[ and N more]', or null when nothing of that kind remains.
 * `total` is the count when `names` holds only the first few (a paged answer).
 */
export function remainingLine(
  kind: readonly [one: string, many: string],
  names: ReadonlyArray<string>,
  total = names.length,
): string | null {
  if (!total) return null;
  const shown = names.slice(0, SHOWN);
  // 'more' counts what is not named, even when the answer carried fewer names than could be shown.
  const more = total > shown.length ? ` and ${total - shown.length} more` : '';
  return `${total} ${total === 1 ? kind[0] : kind[1]}: ${shown.join(', ')}${more}`;
}

/** The lines of what remains, leaving out the kinds with nothing left. */
export function remainingLines(lines: ReadonlyArray<string | null>): string[] {
  return lines.filter((line): line is string => line !== null);
}
