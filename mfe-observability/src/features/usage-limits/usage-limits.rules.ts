// What the Usage page shows of the API's figures (docs/product/observability.md#usage-page): the table's cells, and
// each chart's series with its limits drawn as lines, in the language of the `t` given (the page's).
import { currentLanguage, formatNumber, type Translate } from '@switchboard/shared/i18n';
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
/** An hour as the axis shows it (local time): '18 Mar 14:00', '18. März 14:00'. */
export function hourLabel(iso: string, t: Translate): string {
  const d = new Date(iso);
  return t('usage.hourLabel', {
    day: d.getDate(),
    month: d.toLocaleString(currentLanguage(), { month: 'short' }),
    hour: pad(d.getHours()),
  });
}

function limitsOf(figures: LimitUsageFigures, keys: UsageLimitKey[], t: Translate) {
  return keys.flatMap((key) => {
    const value = figures.limits[key];
    return value === null ? [] : [{ label: t(`usage.labels.${key}`), value }];
  });
}

function summaryOf(title: string, values: number[], limits: UsageChartData['limits'], t: Translate): string {
  return t('usage.chartSummary', {
    title,
    highest: formatNumber(Math.max(0, ...values)),
    limit: limits.length
      ? limits.map((l) => t('usage.limitIs', { label: l.label, value: formatNumber(l.value) })).join(', ')
      : t('usage.noLimit'),
  });
}

export function callsChart(figures: LimitUsageFigures, t: Translate): UsageChartData {
  const values = figures.peak_per_hour.map((p) => p.calls);
  const limits = limitsOf(figures, ['max_calls', 'licensed_calls'], t);
  return {
    title: t('usage.callsChart'),
    pointName: t('usage.hour'),
    valueName: t('usage.calls'),
    labels: figures.peak_per_hour.map((p) => hourLabel(p.time, t)),
    values,
    limits,
    summary: summaryOf(t('usage.callsChart'), values, limits, t),
  };
}

export function minutesChart(figures: LimitUsageFigures, t: Translate): UsageChartData {
  const values = figures.minutes_per_day.map((d) => d.minutes);
  const limits = limitsOf(figures, ['max_minutes', 'licensed_minutes'], t);
  return {
    title: t('usage.minutesChart'),
    pointName: t('usage.day'),
    valueName: t('usage.minutes'),
    labels: figures.minutes_per_day.map((d) => d.date),
    values,
    limits,
    summary: summaryOf(t('usage.minutesChart'), values, limits, t),
  };
}

/** A figure against its limit: '3 / 10', '3 / No limit'. */
const usedOf = (used: number, of: number | null, t: Translate) =>
  t('usage.usedOf', {
    used: formatNumber(used),
    of: of === null ? t('usage.noLimit') : formatNumber(of),
  });

/** The table's cells: each figure against its limit ('3 / 10', '3 / No limit'). */
export function usageCells(figures: LimitUsageFigures, t: Translate) {
  const calls = figures.limits.max_calls ?? figures.limits.licensed_calls;
  const minutes = figures.limits.max_minutes ?? figures.limits.licensed_minutes;
  return {
    concurrentNow: usedOf(figures.concurrent_now, calls, t),
    peak: usedOf(figures.peak, calls, t),
    minutesToday: usedOf(figures.minutes_today, minutes, t),
    devices: usedOf(figures.devices_now, figures.limits.devices, t),
    nearest: nearestText(figures.nearest, t),
  };
}

export function nearestText(nearest: NearestLimit | null, t: Translate): string {
  return nearest
    ? t('usage.percentOfLimit', {
        percent: formatNumber(nearest.percent),
        label: t(`usage.labels.${nearest.limit}`),
      })
    : t('usage.noLimit');
}
