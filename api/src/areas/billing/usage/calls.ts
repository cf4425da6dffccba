// Usage against capacity: per day, the most calls in progress at once and the registered devices that made or took a
// call, from the account's call records (CDRs, the observability area's data). The records are read through the
// API's own contract endpoint `GET /Accounts/:sid/RecentCalls` (with the caller's credentials, so its scope rules
// apply), not from its tables: the CDR store is that area's, and may be a real jambonz's time series.
import type { FastifyInstance } from 'fastify';
import type { UsageDay } from '@switchboard/shared/types';

/** The fields of a CDR (docs/api/contract.md#recent-calls-and-alerts) usage needs. */
export interface Cdr {
  attempted_at: string;
  answered_at?: string | null;
  terminated_at?: string | null;
  duration?: number | null;
  direction?: string | null;
  from?: string | null;
  to?: string | null;
  trunk?: string | null;
}

/** Whose credentials the records are read with (a Fastify request is one). */
export interface CallsRequester {
  readonly headers: { authorization?: string };
}

export interface CdrSource {
  /** The account's calls of the last `days` days; null when no call records can be read. */
  calls(request: CallsRequester, accountSid: string, days: number): Promise<Cdr[] | null>;
}

const PAGE_SIZE = 500;
const MAX_PAGES = 40;

/** Reads the calls through `GET /v1/Accounts/:sid/RecentCalls` (paged, 500 a page), as the caller. */
export function recentCallsSource(app: FastifyInstance): CdrSource {
  return {
    async calls(request, accountSid, days) {
      const calls: Cdr[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const response = await app.inject({
          method: 'GET',
          url: `/v1/Accounts/${encodeURIComponent(accountSid)}/RecentCalls?page=${page}&count=${PAGE_SIZE}&days=${days}`,
          headers: request.headers.authorization ? { authorization: request.headers.authorization } : {},
        });
        if (response.statusCode !== 200) return page === 1 ? null : calls;
        const body = response.json() as { total?: number | string; data?: Cdr[] };
        const data = Array.isArray(body.data) ? body.data : [];
        calls.push(...data);
        if (data.length < PAGE_SIZE || calls.length >= Number(body.total ?? 0)) break;
      }
      return calls;
    },
  };
}

const DAY_MS = 86_400_000;
const dayKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** When a call held a session: from its attempt to its end (the duration, when no end is recorded). */
function interval(cdr: Cdr): [number, number] | null {
  const start = Date.parse(cdr.attempted_at);
  if (!Number.isFinite(start)) return null;
  let end = cdr.terminated_at ? Date.parse(cdr.terminated_at) : NaN;
  if (!Number.isFinite(end) || end < start) {
    const answered = cdr.answered_at ? Date.parse(cdr.answered_at) : NaN;
    const from = Number.isFinite(answered) && answered > 0 ? answered : start;
    end = from + Math.max(0, Number(cdr.duration) || 0) * 1000;
  }
  return [start, Math.max(start, end)];
}

/** A call to or from a device registered to the account's SIP realm (no carrier trunk): the device's user. */
function deviceOf(cdr: Cdr): string | null {
  if (cdr.trunk && cdr.trunk !== 'device') return null;
  const who = cdr.direction === 'outbound' ? cdr.to : cdr.from;
  return who ? who.replace(/^sips?:/, '').split('@')[0] : null;
}

/** Usage per UTC day for the `days` days ending today, oldest first. */
export function usageByDay(calls: readonly Cdr[], days: number, nowMs: number): UsageDay[] {
  const today = Date.UTC(
    new Date(nowMs).getUTCFullYear(),
    new Date(nowMs).getUTCMonth(),
    new Date(nowMs).getUTCDate(),
  );
  const first = today - (days - 1) * DAY_MS;
  const result: UsageDay[] = [];
  const byDay = new Map<string, { events: Array<[number, number]>; devices: Set<string>; calls: number }>();
  for (let d = 0; d < days; d += 1)
    byDay.set(dayKey(first + d * DAY_MS), { events: [], devices: new Set(), calls: 0 });
  for (const cdr of calls) {
    const span = interval(cdr);
    if (!span) continue;
    const [start, end] = span;
    const device = deviceOf(cdr);
    const startDay = Date.UTC(
      new Date(start).getUTCFullYear(),
      new Date(start).getUTCMonth(),
      new Date(start).getUTCDate(),
    );
    // A call that runs past midnight counts on every day it touches.
    for (let day = Math.max(startDay, first); day <= Math.min(end, today + DAY_MS - 1); day += DAY_MS) {
      const bucket = byDay.get(dayKey(day));
      if (!bucket) continue;
      const from = Math.max(start, day);
      const to = Math.min(end, day + DAY_MS);
      bucket.events.push([from, 1], [to, -1]);
      if (day === startDay) bucket.calls += 1;
      if (device) bucket.devices.add(device);
    }
  }
  for (const [date, bucket] of byDay) {
    // Ends before starts at the same instant: back-to-back calls do not overlap.
    bucket.events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    let current = 0;
    let peak = 0;
    for (const [, change] of bucket.events) {
      current += change;
      peak = Math.max(peak, current);
    }
    result.push({ date, peak_calls: peak, devices: bucket.devices.size, calls: bucket.calls });
  }
  return result;
}
