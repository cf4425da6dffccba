// How the delete checks word what remains: one line per kind, e.g. '7 applications: a, b, c, d, e and 2 more'.
// The words are templates (`{{count}}` and `{{names}}`, the line of a count in `_one`/`_other`), so a page can say
// them in the user's language through its translation `t` (docs/architecture.md#translation); the API, and a caller
// without a `t`, get English.

/** How many names a line of what remains shows. */
export const REMAINING_NAMES_SHOWN = 5;
const SHOWN = REMAINING_NAMES_SHOWN;

/** The words every line shares: the names shown, and how many more there are. */
export const REMAINING_TEXTS = {
  more: '{{names}} and {{more}} more',
} as const;

/** The values a line's template is filled with. */
export type RemainingValues = Readonly<Record<string, string | number>>;

/**
 * Says a text of what remains: `t` of a translation namespace whose groups hold the texts (`remaining.more`, and
 * each rule's kinds, e.g. `accountBlockers.applications` with `count`), or English.
 */
export type SayRemaining = (key: string, values: RemainingValues) => string;

const fillIn = (text: string, values: RemainingValues) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/**
 * English from groups of texts (`{ remaining: REMAINING_TEXTS, accountBlockers: ... }`), as i18next would say
 * them: `group.key`, the `_one` / `_other` form by `count`.
 */
export function sayInEnglish(
  groups: Readonly<Record<string, Readonly<Record<string, string>>>>,
): SayRemaining {
  return (key, values) => {
    const [group, name] = key.split('.') as [string, string];
    const texts = groups[group] ?? {};
    const count = values.count;
    const text =
      typeof count === 'number' && texts[name] === undefined
        ? texts[`${name}_${count === 1 ? 'one' : 'other'}`]
        : texts[name];
    return fillIn(text ?? key, values);
  };
}

/** The names of a line: up to five, and how many are not named. */
function namesOf(names: ReadonlyArray<string>, total: number, say: SayRemaining): string {
  const shown = names.slice(0, SHOWN).join(', ');
  // 'more' counts what is not named, even when the answer carried fewer names than could be shown.
  const more = total - Math.min(names.length, SHOWN);
  return more > 0 ? say('remaining.more', { names: shown, more }) : shown;
}

/**
 * One kind's line, '<count> <kind>: <up to five names>[ and N more]', said by `say` with the key `kind`
 * (`{{count}}`, `{{names}}`), or null when nothing of that kind remains. `total` is the count when `names` holds
 * only the first few (a paged answer).
 */
export function remainingLineOf(
  kind: string,
  names: ReadonlyArray<string>,
  total: number,
  say: SayRemaining,
): string | null {
  if (!total) return null;
  return say(kind, { count: total, names: namesOf(names, total, say) });
}

/**
 * '<count> <kind>: <up to five names>[ and N more]' in English, or null when nothing of that kind remains.
 * `total` is the count when `names` holds only the first few (a paged answer).
 */
export function remainingLine(
  kind: readonly [one: string, many: string],
  names: ReadonlyArray<string>,
  total = names.length,
): string | null {
  const say = sayInEnglish({
    remaining: REMAINING_TEXTS,
    kind: { line_one: `{{count}} ${kind[0]}: {{names}}`, line_other: `{{count}} ${kind[1]}: {{names}}` },
  });
  return remainingLineOf('kind.line', names, total, say);
}

/** The lines of what remains, leaving out the kinds with nothing left. */
export function remainingLines(lines: ReadonlyArray<string | null>): string[] {
  return lines.filter((line): line is string => line !== null);
}
