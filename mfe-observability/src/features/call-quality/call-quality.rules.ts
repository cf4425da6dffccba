// The 'Call quality' page's rules: the period's query, the charts' bars from the statistics, and the link from a bar
// to the matching calls in Recent calls (filters in the URL: docs/product/observability.md#call-quality-page).
import { CALL_STATISTICS_MESSAGES } from '@switchboard/shared/call-analysis';
import { timeRangeQuery, type DateFilter } from '@switchboard/shared/constants';
import { sipStatusText } from '@switchboard/shared/call-analysis';
import type { CallStatistics, MosBand, MosDistribution } from '@switchboard/shared/types';

/** A bar of a chart: its label, its value, and the Recent calls link a click opens (none: not clickable). */
export interface Bar {
  label: string;
  value: number;
  href: string | null;
}

/** `GET …/CallStatistics` query of a Date choice (today: from local midnight to now), the trend of `trunk` if given. */
export function statisticsQuery(date: string, now: Date, trunk: string | null = null): string {
  const params = new URLSearchParams(timeRangeQuery(date as DateFilter, now));
  if (trunk) params.set('trunk', trunk);
  return params.toString();
}

/** Recent calls with the same period and, where given, the carrier and the status. */
export function recentCallsHref(date: string, narrow: { trunk?: string; answered?: boolean } = {}): string {
  const params = new URLSearchParams({ date });
  if (narrow.trunk) params.set('trunk', narrow.trunk);
  if (narrow.answered !== undefined) params.set('answered', String(narrow.answered));
  return `/internal/recent-calls?${params.toString()}`;
}

/** ASR per carrier, in %: a carrier's bar opens its calls; calls through no carrier have no link. */
export function asrBars(
  statistics: CallStatistics,
  date: string,
  noCarrier: string = CALL_STATISTICS_MESSAGES.noCarrier,
): Bar[] {
  return statistics.carriers.map((c) => ({
    label: c.trunk ?? noCarrier,
    value: c.asr === null ? 0 : Math.round(c.asr * 1000) / 10,
    href: c.trunk === null ? null : recentCallsHref(date, { trunk: c.trunk }),
  }));
}

/** The unanswered calls per final SIP status, most first: a bar opens the period's unanswered calls. */
export function failureBars(statistics: CallStatistics, date: string): Bar[] {
  return statistics.total.failures.map((f) => ({
    label: sipStatusText(f.sip_status),
    value: f.calls,
    href: recentCallsHref(date, { answered: false }),
  }));
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A step of the trend as its axis shows it: 'DD/MM' for days (UTC days, as counted), 'DD/MM HH:mm' for hours (local). */
export function stepLabel(iso: string, step: CallStatistics['step']): string {
  const d = new Date(iso);
  if (step === 'day') return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The trend's two stacks: answered and not answered calls per step. */
export function trendSeries(statistics: CallStatistics) {
  return {
    labels: statistics.trend.map((p) => stepLabel(p.time, statistics.step)),
    answered: statistics.trend.map((p) => p.answered),
    notAnswered: statistics.trend.map((p) => p.calls - p.answered),
  };
}

/** Whether the API counted the MOS distribution and measured the PDD (Switchboard's does; others: leave them out). */
export const hasMos = (statistics: CallStatistics) => statistics.total.mos !== undefined;
export const hasPdd = (statistics: CallStatistics) => statistics.total.pdd_calls !== undefined;

/** The MOS bands, best first: the stacks of the distribution's bars. */
export const MOS_BANDS: readonly MosBand[] = ['good', 'fair', 'poor', 'bad'];

/** A PDD in ms as seconds with one decimal (2350 → 2.4); none: null. */
export const pddSeconds = (pddMs: number | null | undefined): number | null =>
  pddMs === null || pddMs === undefined ? null : Math.round(pddMs / 100) / 10;

/**
 * The MOS distribution per carrier with calls that have a quality report: one stacked bar each (a stack per band),
 * a carrier's bar opening its calls; calls through no carrier have no link.
 */
export function mosBars(
  statistics: CallStatistics,
  date: string,
  noCarrier: string = CALL_STATISTICS_MESSAGES.noCarrier,
) {
  const rated = statistics.carriers.filter((c) => c.mos && MOS_BANDS.some((band) => c.mos![band] > 0));
  return rated.map((c) => ({
    label: c.trunk ?? noCarrier,
    mos: c.mos as MosDistribution,
    href: c.trunk === null ? null : recentCallsHref(date, { trunk: c.trunk }),
  }));
}

/** The average PDD per carrier with measured calls, in seconds; a carrier's bar opens its calls. */
export function pddBars(
  statistics: CallStatistics,
  date: string,
  noCarrier: string = CALL_STATISTICS_MESSAGES.noCarrier,
) {
  return statistics.carriers
    .filter((c) => c.pdd_ms !== null && c.pdd_ms !== undefined)
    .map((c) => ({
      label: c.trunk ?? noCarrier,
      value: pddSeconds(c.pdd_ms) as number,
      calls: c.pdd_calls ?? 0,
      href: c.trunk === null ? null : recentCallsHref(date, { trunk: c.trunk }),
    }));
}
