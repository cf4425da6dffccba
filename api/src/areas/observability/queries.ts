// The query strings of the recent-calls and alerts lists, the chart and the export: the time-series window (`page`
// and `count`, then `days` or `start`/`end`) and the filters, checked in that order with the contract's wording
// (`missing or invalid "page" query arg`…), as the shared rules word them. Each check is shown in the OpenAPI document
// as the fields it reads, and gives the handler the window and filters it parsed.
import { z } from 'zod';
import {
  alertsFilterSchema,
  parseTimeSeriesWindow,
  recentCallsFilterSchema,
  type RecentCallsFilter,
  type TimeSeriesWindow,
} from '@switchboard/shared/validation';
import { checkedAs } from '../../http/zod';
import { describeIssue } from '../../http/validate';
import type { AlertsFilter } from './alerts/repository';

type Query = Record<string, unknown>;
type Checked<T> = { ok: true; value: T } | { ok: false; msg: string };

const timeSeriesFields = z.looseObject({
  page: z.string().describe('1-based page (required)'),
  count: z.string().describe('page size, 1–500 (required)'),
  days: z.string().optional().describe('the last N days (wins over start/end)'),
  start: z.string().optional().describe('ISO-8601'),
  end: z.string().optional().describe('ISO-8601 (inclusive)'),
});
const callFilterFields = {
  direction: z.enum(['inbound', 'outbound']).optional(),
  answered: z.enum(['true', 'false']).optional(),
};
const callsFields = timeSeriesFields.extend({
  ...callFilterFields,
  filter: z.string().optional().describe('substring of from/to, or a call_sid'),
  trunk: z.string().optional(),
});
const alertsFields = timeSeriesFields.extend({ alert_type: z.string().optional() });
const rangeFields = z.looseObject({
  days: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  ...callFilterFields,
  filter: z.string().optional(),
  trunk: z.string().optional(),
});

/** Parses with a shared filter schema; the first issue worded as the 400 words it. */
function filterOf<S extends z.ZodType>(schema: S, data: Query): Checked<z.output<S>> {
  const result = schema.safeParse(data);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, msg: describeIssue(result.error.issues[0], data) };
}

const callsFilterOf = (query: Query): Checked<RecentCallsFilter> =>
  filterOf(recentCallsFilterSchema, {
    direction: query.direction || undefined,
    answered: query.answered || undefined,
    filter: query.filter || undefined,
    trunk: query.trunk || undefined,
  });

/** A query check: `read` answers what the handler gets, or the message of the 400. */
function queryCheck<T>(shown: z.ZodType, read: (query: Query) => Checked<T>) {
  const check = z.looseObject({}).transform((query, ctx) => {
    const result = read(query);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.msg, input: query });
    return z.NEVER;
  });
  return checkedAs(check, shown);
}

/** One page of a time series: the window, and page and count as given (the answer echoes them as strings). */
export interface SeriesPage<F> {
  window: TimeSeriesWindow;
  filter: F;
  page: string;
  count: string;
}

/** `GET …/RecentCalls`: the window, then the call filters. */
export function callsPageQuery(now: () => number) {
  return queryCheck(callsFields, (query): Checked<SeriesPage<RecentCallsFilter>> => {
    const window = parseTimeSeriesWindow(query, now());
    if (!window.ok) return window;
    const filter = callsFilterOf(query);
    if (!filter.ok) return filter;
    return { ok: true, value: { window: window.value, filter: filter.value, ...echoed(query) } };
  });
}

/** `GET …/Alerts`: the window, then the alert type. */
export function alertsPageQuery(now: () => number) {
  return queryCheck(alertsFields, (query): Checked<SeriesPage<AlertsFilter>> => {
    const window = parseTimeSeriesWindow(query, now());
    if (!window.ok) return window;
    const filter = filterOf(alertsFilterSchema, { alert_type: query.alert_type || undefined });
    if (!filter.ok) return filter;
    return { ok: true, value: { window: window.value, filter: filter.value, ...echoed(query) } };
  });
}

/** The chart and the export: `days` or `start`/`end` without paging, then the call filters. */
export function callsRangeQuery(now: () => number) {
  return queryCheck(
    rangeFields,
    (query): Checked<{ window: TimeSeriesWindow; filter: RecentCallsFilter }> => {
      const window = parseTimeSeriesWindow({ ...query, page: '1', count: '1' }, now());
      if (!window.ok) return window;
      const filter = callsFilterOf(query);
      if (!filter.ok) return filter;
      return { ok: true, value: { window: window.value, filter: filter.value } };
    },
  );
}

const echoed = (query: Query) => ({ page: String(query.page), count: String(query.count) });

/** The longest period the call statistics count (a month and a day: 'Last 30 days' from any time of day). */
export const STATISTICS_MAX_DAYS = 31;
const statisticsFields = z.looseObject({
  days: z.string().optional().describe(`the last N days, 1–${STATISTICS_MAX_DAYS} (wins over start/end)`),
  start: z.string().optional().describe('ISO-8601 (without days or start: the day before end)'),
  end: z.string().optional().describe('ISO-8601 (inclusive; default now)'),
  trunk: z
    .string()
    .max(255)
    .optional()
    .describe("a carrier's name (the CDRs' trunk): the trend counts only its calls (default: all calls)"),
});

/** `GET …/CallStatistics`: a period of at most STATISTICS_MAX_DAYS days, `days` or `start` (and `end`); default the last day. */
export function statisticsQuery(now: () => number) {
  return queryCheck(
    statisticsFields,
    (query): Checked<{ since: number; until: number; trunk: string | null }> => {
      const at = now();
      const { trunk: named, ...period } = query;
      const trunk = typeof named === 'string' && named !== '' ? named : null;
      const window = parseTimeSeriesWindow({ ...period, page: '1', count: '1' }, at);
      if (!window.ok) return window;
      const { since, until } = window.value;
      const end = until ?? at;
      // neither days nor start: the last day
      if (since === null) return { ok: true, value: { since: end - 86_400_000, until: end, trunk } };
      if (end - since > STATISTICS_MAX_DAYS * 86_400_000)
        return { ok: false, msg: `invalid query: the period is at most ${STATISTICS_MAX_DAYS} days` };
      return { ok: true, value: { since, until: end, trunk } };
    },
  );
}
