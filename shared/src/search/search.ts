// The global search's ranking of matches (docs/api/additions.md#global-search): one rule for the API, which ranks
// each kind's candidates, and the portal, which searches the lists of an API without search itself.
import type { SearchGroup, SearchItem } from '../types/search';

/**
 * How well a text matches what was typed (lower is better), case-insensitively: 0 the whole text, 1 its start,
 * 2 the start of a word in it, 3 anywhere in it; null when it does not hold the query.
 */
export function matchRank(query: string, text: string | null | undefined): number | null {
  if (!text) return null;
  const q = query.trim().toLowerCase();
  const t = text.toLowerCase();
  if (q === '') return null;
  if (t === q) return 0;
  if (t.startsWith(q)) return 1;
  const at = t.indexOf(q);
  if (at < 0) return null;
  return /[^a-z0-9]/.test(t[at - 1] ?? '') ? 2 : 3;
}

/**
 * The matches best first: by the best rank of any of their texts (matchRank), then the shorter label (closer to
 * what was typed), then alphabetically. Items none of whose texts hold the query keep their place after the rest
 * (found by a normalised form, e.g. a number typed with spaces).
 */
export function rankSearchMatches<T>(
  query: string,
  items: readonly T[],
  textsOf: (item: T) => ReadonlyArray<string | null | undefined>,
  labelOf: (item: T) => string,
): T[] {
  const scored = items.map((item, index) => {
    const ranks = textsOf(item)
      .map((text) => matchRank(query, text))
      .filter((rank): rank is number => rank !== null);
    return { item, index, rank: ranks.length ? Math.min(...ranks) : 4, label: labelOf(item) };
  });
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.label.length - b.label.length ||
      a.label.localeCompare(b.label) ||
      a.index - b.index,
  );
  return scored.map((entry) => entry.item);
}

/** Items answered per kind (the API's answer and the box's). */
export const SEARCH_ITEMS_PER_KIND = 5;

/** A candidate: the item and the texts it is found by. */
export interface SearchCandidate extends SearchItem {
  texts: ReadonlyArray<string | null | undefined>;
}

/** A kind's best candidates, ranked, and whether more matched than are answered. */
export function bestMatches(query: string, found: readonly SearchCandidate[]): Omit<SearchGroup, 'kind'> {
  const ranked = rankSearchMatches(
    query,
    found,
    (item) => item.texts,
    (item) => item.label,
  );
  return {
    items: ranked.slice(0, SEARCH_ITEMS_PER_KIND).map(({ sid, label, detail }) => ({ sid, label, detail })),
    more: ranked.length > SEARCH_ITEMS_PER_KIND,
  };
}

/** Typed as a number: digits and the characters people put between them, three digits at least. */
const NUMBER_TYPED = /^[+\d\s().-]*$/;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** What a field of a listed item holds, as text ('' for nothing). */
function fieldText(row: Record<string, unknown>, field: string): string {
  const value = row[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/**
 * A kind searched in a list the API gave (an API without search, e.g. jambonz): the items whose label or detail
 * holds what was typed — a number typed with spaces or dashes by its digits — ranked as the API ranks.
 */
export function searchListed(
  query: string,
  rows: readonly unknown[],
  source: { sid: string; label: readonly string[]; detail?: string },
): Omit<SearchGroup, 'kind'> {
  const q = query.trim();
  const digits = NUMBER_TYPED.test(q) ? digitsOf(q) : '';
  const found: SearchCandidate[] = [];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const item = row as Record<string, unknown>;
    const sid = fieldText(item, source.sid);
    const label = source.label.map((field) => fieldText(item, field)).find(Boolean) ?? '';
    if (!sid || !label) continue;
    const detail = source.detail ? fieldText(item, source.detail) || null : null;
    const texts = [label, detail];
    const holds =
      texts.some((text) => matchRank(q, text) !== null) ||
      (digits.length >= 3 && texts.some((text) => text !== null && digitsOf(text).includes(digits)));
    if (holds) found.push({ sid, label, detail, texts });
  }
  return bestMatches(q, found);
}
