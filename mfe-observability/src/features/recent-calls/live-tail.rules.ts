// The live tail's rule: calls that arrive go on top of those already shown, which all stay (an expanded call or the
// one being read never drops off the list while the tail runs).
export function mergeLive<T>(
  shown: readonly T[] | null,
  incoming: readonly T[],
  keyOf: (item: T) => string,
): { rows: T[]; added: number } {
  if (!shown) return { rows: [...incoming], added: 0 };
  const known = new Set(shown.map(keyOf));
  const fresh = incoming.filter((item) => !known.has(keyOf(item)));
  return { rows: fresh.length ? [...fresh, ...shown] : (shown as T[]), added: fresh.length };
}
