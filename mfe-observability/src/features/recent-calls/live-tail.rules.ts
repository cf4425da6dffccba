// The live tail's rule: calls that arrive join those already shown, which all stay (an expanded call or the one
// being read never drops off the list while the tail runs), and every call takes its place by time, newest first —
// the list's own order. A call is reported when it ends, so one that started before the newest shown (a long call,
// a late report) goes where its start time puts it, not on top.
export function mergeLive<T>(
  shown: readonly T[] | null,
  incoming: readonly T[],
  keyOf: (item: T) => string,
  timeOf: (item: T) => string | number,
): { rows: T[]; added: number } {
  if (!shown) return { rows: [...incoming], added: 0 };
  const known = new Set(shown.map(keyOf));
  const fresh = incoming.filter((item) => !known.has(keyOf(item)));
  if (!fresh.length) return { rows: shown as T[], added: 0 };
  const at = (item: T) => {
    const time = timeOf(item);
    return typeof time === 'number' ? time : Date.parse(time);
  };
  // Array.prototype.sort is stable: calls of the same instant keep the order they had.
  const rows = [...fresh, ...shown].sort((a, b) => (at(b) || 0) - (at(a) || 0));
  return { rows, added: fresh.length };
}
