// The date filter of the time-series lists (recent calls, alerts, activity): DATE_FILTERS' values as the query of
// the API's time-series family (docs/api/contract.md#paging: `days`, or `start` and `end`).
import { DATE_FILTERS } from './product';

export type DateFilter = (typeof DATE_FILTERS)[number]['value'];

/** `today` and `yesterday` are local calendar days; a number is the last N days. */
export function timeRangeQuery(filter: DateFilter, now: Date = new Date()): Record<string, string> {
  if (filter === 'today' || filter === 'yesterday') {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    if (filter === 'today') return { start: start.toISOString(), end: now.toISOString() };
    const end = new Date(start.getTime() - 1);
    start.setDate(start.getDate() - 1);
    return { start: start.toISOString(), end: end.toISOString() };
  }
  return { days: filter };
}
