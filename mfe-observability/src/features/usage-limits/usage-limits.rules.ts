// What the Usage page shows of the API's figures (docs/product/observability.md#usage-page): the table's cells, and
// each chart's series with its limits drawn as lines.
import { fill } from '@switchboard/shared/i18n';
import { LIMIT_USAGE_LABELS, LIMIT_USAGE_MESSAGES as TEXT, usedOf } from '@switchboard/shared/operations';
import type { LimitUsageFigures, NearestLimit, UsageLimitKey } from '@switchboard/shared/types';

export interface UsageChartData {
  title: string;
  /** what each point is ('Hour', 'Day') and its values' name */
  pointName: string;
  valueName: string;
  labels: string[];
  values: number[];
  /** the limits drawn as lines (none: 'No limit') */
  limits: { label: string; value: number }[];
  /** the chart in words, for a screen reader */
  summary: string;
}

const DAY_MS = 86_400_000;

/** The periods the page offers, in days up to now (the API answers up to 31). */
export const USAGE_PERIOD_DAYS = [1, 7, 14, 31] as const;
export type UsagePeriodDays = (typeof USAGE_PERIOD_DAYS)[number];

/** The period's `from` and `to` as the API takes them: the `days` before `now`. */
export function usagePeriod(days: UsagePeriodDays, now: number): { from: string; to: string } {
  return { from: new Date(now - days * DAY_MS).toISOString(), to: new Date(now).toISOString() };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An hour as the axis shows it (local time): '18 Mar 14:00'. */
export function hourLabel(iso: string): string {
  const d = new Date(iso);
  return `${d.getDate()} ${d.toLocaleString('en', { month: 'short' })} ${pad(d.getHours())}:00`;
}

function limitsOf(figures: LimitUsageFigures, keys: UsageLimitKey[]) {
  return keys.flatMap((key) => {
    const value = figures.limits[key];
    return value === null ? [] : [{ label: LIMIT_USAGE_LABELS[key], value }];
  });
}

function summaryOf(title: string, values: number[], limits: UsageChartData['limits']): string {
  return fill(TEXT.chartSummary, {
    title,
    highest: Math.max(0, ...values),
    limit: limits.length
      ? limits.map((l) => fill(TEXT.limitIs, { label: l.label, value: l.value })).join(', ')
      : TEXT.noLimit,
  });
}

export function callsChart(figures: LimitUsageFigures): UsageChartData {
  const values = figures.peak_per_hour.map((p) => p.calls);
  const limits = limitsOf(figures, ['max_calls', 'licensed_calls']);
  return {
    title: TEXT.callsChart,
    pointName: TEXT.hour,
    valueName: TEXT.calls,
    labels: figures.peak_per_hour.map((p) => hourLabel(p.time)),
    values,
    limits,
    summary: summaryOf(TEXT.callsChart, values, limits),
  };
}

export function minutesChart(figures: LimitUsageFigures): UsageChartData {
  const values = figures.minutes_per_day.map((d) => d.minutes);
  const limits = limitsOf(figures, ['max_minutes', 'licensed_minutes']);
  return {
    title: TEXT.minutesChart,
    pointName: TEXT.day,
    valueName: TEXT.minutes,
    labels: figures.minutes_per_day.map((d) => d.date),
    values,
    limits,
    summary: summaryOf(TEXT.minutesChart, values, limits),
  };
}

/** The table's cells: each figure against its limit ('3 / 10', '3 / No limit'). */
export function usageCells(figures: LimitUsageFigures) {
  const calls = figures.limits.max_calls ?? figures.limits.licensed_calls;
  const minutes = figures.limits.max_minutes ?? figures.limits.licensed_minutes;
  return {
    concurrentNow: usedOf(figures.concurrent_now, calls),
    peak: usedOf(figures.peak, calls),
    minutesToday: usedOf(figures.minutes_today, minutes),
    devices: usedOf(figures.devices_now, figures.limits.devices),
    nearest: nearestText(figures.nearest),
  };
}

export function nearestText(nearest: NearestLimit | null): string {
  return nearest
    ? fill(TEXT.percentOfLimit, { percent: nearest.percent, label: LIMIT_USAGE_LABELS[nearest.limit] })
    : TEXT.noLimit;
}
