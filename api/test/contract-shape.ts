// Shape comparison of JSON bodies, for replaying the real server's recorded answers (contract-samples.test.ts).

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function kind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/**
 * Differences in shape between a recorded JSON value and ours. `null` on either side matches any type (a
 * nullable column our fixture fills and the recording's did not, or the other way round); everything else must
 * have the same JSON type, objects the same keys, list elements the keys of the recorded elements.
 */
export function shapeDiffs(recorded: Json, ours: unknown, at = '$'): string[] {
  if (recorded === null || ours === null) return [];
  if (kind(recorded) !== kind(ours)) return [`${at}: recorded ${kind(recorded)}, ours ${kind(ours)}`];
  if (Array.isArray(recorded)) {
    const list = ours as unknown[];
    if (recorded.length === 0) return [];
    const element = mergeElements(recorded);
    return list.flatMap((item, i) => elementDiffs(element, item, `${at}[${i}]`));
  }
  if (typeof recorded === 'object') {
    const mine = ours as Record<string, unknown>;
    return [
      ...Object.keys(recorded).flatMap((key) =>
        key in mine ? shapeDiffs(recorded[key], mine[key], `${at}.${key}`) : [`${at}.${key}: missing`],
      ),
      ...Object.keys(mine)
        .filter((key) => !(key in recorded))
        .map((key) => `${at}.${key}: extra`),
    ];
  }
  return [];
}

interface Element {
  /** every key seen in a recorded element, with its first non-null value */
  value: Json;
  /** keys present in every recorded element (an element of ours must have them too) */
  always: Set<string>;
}

/** One element standing for every element of a recorded list (user lists omit empty keys per row). */
function mergeElements(list: Json[]): Element {
  const objects = list.filter((e): e is { [k: string]: Json } => kind(e) === 'object');
  if (objects.length !== list.length) return { value: list[0], always: new Set() };
  const value: { [k: string]: Json } = {};
  for (const o of objects)
    for (const [k, v] of Object.entries(o)) if (value[k] === undefined || value[k] === null) value[k] = v;
  const always = new Set(Object.keys(value).filter((k) => objects.every((o) => k in o)));
  return { value, always };
}

function elementDiffs(element: Element, item: unknown, at: string): string[] {
  if (kind(element.value) !== 'object' || kind(item) !== 'object') return shapeDiffs(element.value, item, at);
  const recorded = element.value as { [k: string]: Json };
  const mine = item as Record<string, unknown>;
  return Object.keys(mine)
    .flatMap((key) =>
      key in recorded ? shapeDiffs(recorded[key], mine[key], `${at}.${key}`) : [`${at}.${key}: extra`],
    )
    .concat([...element.always].filter((key) => !(key in mine)).map((key) => `${at}.${key}: missing`));
}
