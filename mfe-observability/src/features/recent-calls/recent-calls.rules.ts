// The rules of the recent-calls screen: its filters as the API's query, the spec's time formats, the trace-id rule.
import { NO_TRACE_ID, timeRangeQuery, type DateFilter } from '@switchboard/shared/validation';
import type { CallsPerHourBucket, RecentCall } from '@switchboard/shared/types';

export interface CallFilters {
  /** 'today', 'yesterday', '7', '14', '30', or 'range' (an hour chosen on the chart) */
  date: string;
  /** the chart's hour when date is 'range': [start, end) in ms */
  range: { start: number; end: number } | null;
  direction: 'io' | 'inbound' | 'outbound';
  status: 'all' | 'true' | 'false';
  filter: string;
  /** the carrier's calls only (the CDRs' trunk: the carrier's name), as Carrier health links to them */
  trunk: string;
}

export const DEFAULT_FILTERS: CallFilters = {
  date: 'today',
  range: null,
  direction: 'io',
  status: 'all',
  filter: '',
  trunk: '',
};

/** The window of the date filter: days, or start (and end). */
export function windowParams(
  filters: Pick<CallFilters, 'date' | 'range'>,
  now: Date,
): Record<string, string> {
  if (filters.date === 'range' && filters.range)
    return {
      start: new Date(filters.range.start).toISOString(),
      end: new Date(filters.range.end - 1).toISOString(),
    };
  const range = timeRangeQuery(filters.date as DateFilter, now);
  // 'today' stays open-ended: calls that arrive while the page is open (live tail, refresh) belong to it
  if (filters.date === 'today') delete range.end;
  return range;
}

/** The filters other than the window, as the API names them (only the ones that narrow). */
export function filterParams(filters: CallFilters): Record<string, string> {
  return {
    ...(filters.status !== 'all' ? { answered: filters.status } : {}),
    ...(filters.direction !== 'io' ? { direction: filters.direction } : {}),
    ...(filters.filter ? { filter: filters.filter } : {}),
    ...(filters.trunk ? { trunk: filters.trunk } : {}),
  };
}

/** `GET …/RecentCalls` query string: page, count, the window and the filters. */
export function callsQuery(filters: CallFilters, page: number, count: number, now: Date): string {
  return new URLSearchParams({
    page: String(page),
    count: String(count),
    ...windowParams(filters, now),
    ...filterParams(filters),
  }).toString();
}

/** The chart's and the export's query: the same window and filters, no paging. */
export function rangeQuery(filters: CallFilters, now: Date): string {
  return new URLSearchParams({ ...windowParams(filters, now), ...filterParams(filters) }).toString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD/MM/YY HH:mm:ss.SSS in the browser's time zone (the spec's format for call times). */
export function formatCallTime(value: string | number): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear() % 100)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** A log line's time, in UTC (the spec shows log times in UTC). */
export function formatLogTime(value: string | number): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)} UTC`;
}

/** A call has a trace unless its trace id is missing or all zeros (then its tabs give way to plain details). */
export function hasTrace(call: Pick<RecentCall, 'trace_id'>): boolean {
  return (
    Boolean(call.trace_id) && call.trace_id !== NO_TRACE_ID && /^[0-9a-f]{32}$/i.test(call.trace_id ?? '')
  );
}

/** mm:ss of a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return h ? `${h}:${rest}` : rest;
}

/** The epoch date an unanswered call carries as answered_at. */
export const isEpoch = (value: string | null | undefined) => !value || Date.parse(value) === 0;

/** One log line for reading: JSON lines pretty-printed with their time in UTC; other text as it is. */
export function formatLogLine(line: string): string {
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    if (parsed === null || typeof parsed !== 'object') return line;
    const withTime =
      parsed.time !== undefined ? { ...parsed, time: formatLogTime(parsed.time as number) } : parsed;
    return JSON.stringify(withTime, null, 2);
  } catch {
    return line;
  }
}

/** The path of a recording (the CDR's recording_url is relative to the API base, unless absolute). */
export function recordingPath(recordingUrl: string): string {
  return recordingUrl;
}

const HOUR = 3_600_000;
/** The most hours a chart of the page's calls spans (a page of calls over 30 days). */
const PAGE_CHART_HOURS = 31 * 24;

/**
 * The chart's buckets from the calls themselves (an API without `…/CallsPerHour`: only the calls of the page are
 * counted), every hour from the first call's to the last one's, empty hours included.
 */
export function callsPerHourOf(
  calls: readonly Pick<RecentCall, 'attempted_at' | 'answered'>[],
): CallsPerHourBucket[] {
  const counts = new Map<number, { answered: number; not_answered: number }>();
  for (const call of calls) {
    const at = Date.parse(call.attempted_at);
    if (Number.isNaN(at)) continue;
    const hour = Math.floor(at / HOUR) * HOUR;
    const bucket = counts.get(hour) ?? { answered: 0, not_answered: 0 };
    if (call.answered) bucket.answered += 1;
    else bucket.not_answered += 1;
    counts.set(hour, bucket);
  }
  if (counts.size === 0) return [];
  const hours = [...counts.keys()];
  const last = Math.max(...hours);
  const first = Math.max(Math.min(...hours), last - (PAGE_CHART_HOURS - 1) * HOUR);
  const buckets: CallsPerHourBucket[] = [];
  for (let hour = first; hour <= last; hour += HOUR)
    buckets.push({
      hour: new Date(hour).toISOString(),
      ...(counts.get(hour) ?? { answered: 0, not_answered: 0 }),
    });
  return buckets;
}
