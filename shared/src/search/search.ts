// The global search's ranking of matches (docs/api/additions.md#global-search): one rule for the API, which ranks
// each kind's candidates, and the portal.

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
