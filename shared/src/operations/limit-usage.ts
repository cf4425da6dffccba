// Usage against limits (docs/product/observability.md#usage-page): which limit an owner is nearest, the order of the
// accounts, and the page's texts. The API sorts with the same rule the page explains.
import type { LimitUsageFigures, NearestLimit, UsageLimitKey, UsageLimits } from '@switchboard/shared/types';

/** The limit of each figure, in the order ties are broken. */
const MEASURED: readonly {
  limit: UsageLimitKey;
  figure: (u: Omit<LimitUsageFigures, 'nearest'>) => number;
}[] = [
  { limit: 'max_calls', figure: (u) => Math.max(u.concurrent_now, u.peak) },
  { limit: 'licensed_calls', figure: (u) => Math.max(u.concurrent_now, u.peak) },
  { limit: 'max_minutes', figure: (u) => Math.max(0, ...u.minutes_per_day.map((d) => d.minutes)) },
  { limit: 'licensed_minutes', figure: (u) => Math.max(0, ...u.minutes_per_day.map((d) => d.minutes)) },
  { limit: 'devices', figure: (u) => u.devices_now },
];

/** used / of as a percentage with one decimal. */
export const percentOf = (used: number, of: number): number => Math.round((used / of) * 1000) / 10;

/**
 * The limit nearest to being reached: for calls the peak over the period (or now, if higher), for minutes the
 * busiest day, for devices those registered now. Null when no limit is set.
 */
export function nearestLimit(usage: Omit<LimitUsageFigures, 'nearest'>): NearestLimit | null {
  let nearest: NearestLimit | null = null;
  for (const { limit, figure } of MEASURED) {
    const of = usage.limits[limit];
    if (of === null) continue;
    const used = figure(usage);
    const percent = percentOf(used, of);
    if (!nearest || percent > nearest.percent) nearest = { limit, used, of, percent };
  }
  return nearest;
}

/** Nearest their limit first; owners without a limit last; then by name. */
export function byNearestLimit<T extends { nearest: NearestLimit | null; name: string }>(a: T, b: T): number {
  const pa = a.nearest?.percent ?? -1;
  const pb = b.nearest?.percent ?? -1;
  return pb - pa || a.name.localeCompare(b.name);
}

/** A limit category's quantity as the usage reads it: 0 and none are no limit. */
export const limitOrNull = (quantity: number | undefined): number | null => (quantity ? quantity : null);

/** The limit categories (docs/api/contract.md, limits) behind each limit. */
export const USAGE_LIMIT_CATEGORIES: Readonly<Record<UsageLimitKey, string>> = {
  max_calls: 'voice_call_session',
  licensed_calls: 'voice_call_session_license',
  max_minutes: 'voice_call_minutes',
  licensed_minutes: 'voice_call_minutes_license',
  devices: 'device',
};

/** The limits from an owner's rows (category, quantity). */
export function usageLimitsOf(rows: readonly { category: string; quantity: number }[]): UsageLimits {
  const quantity = (category: string) => rows.find((r) => r.category === category)?.quantity;
  return {
    max_calls: limitOrNull(quantity(USAGE_LIMIT_CATEGORIES.max_calls)),
    licensed_calls: limitOrNull(quantity(USAGE_LIMIT_CATEGORIES.licensed_calls)),
    max_minutes: limitOrNull(quantity(USAGE_LIMIT_CATEGORIES.max_minutes)),
    licensed_minutes: limitOrNull(quantity(USAGE_LIMIT_CATEGORIES.licensed_minutes)),
    devices: limitOrNull(quantity(USAGE_LIMIT_CATEGORIES.devices)),
  };
}

export const LIMIT_USAGE_LABELS: Readonly<Record<UsageLimitKey, string>> = {
  max_calls: 'Max calls',
  licensed_calls: 'Licensed calls',
  max_minutes: 'Max minutes',
  licensed_minutes: 'Licensed minutes',
  devices: 'Devices',
};

export const LIMIT_USAGE_MESSAGES = {
  title: 'Usage',
  intro: 'Calls, minutes and registered devices against each account’s limits, nearest its limit first.',
  noApi: 'This API has no usage figures: usage against limits needs Switchboard’s API.',
  loadFailed: 'The usage could not be loaded',
  noAccounts: 'No accounts.',
  chooseOwner: 'Choose a service provider to see its accounts’ usage.',
  noLimit: 'No limit',
  account: 'Account',
  concurrentNow: 'Concurrent now',
  peak: 'Peak',
  minutesToday: 'Minutes today',
  devices: 'Devices',
  nearest: 'Nearest limit',
  allAccounts: 'All accounts',
  show: 'Show',
  callsChart: 'Concurrent calls per hour',
  minutesChart: 'Minutes per day',
  hour: 'Hour',
  day: 'Day',
  calls: 'Calls',
  minutes: 'Minutes',
  limit: 'Limit',
  /** the period picker: its label and its choices, by days up to now */
  periodLabel: 'Period',
  periods: { 1: 'Last 24 hours', 7: 'Last 7 days', 14: 'Last 14 days', 31: 'Last 31 days' },
  asTable: 'Figures',
  /** a chart's description for a screen reader: its title, highest value and limit */
  chartSummary: '{{title}}: highest {{highest}}; {{limit}}.',
  limitIs: '{{label}} {{value}}',
  /** whose usage the charts show */
  chartsOf: 'Charts of {{name}}',
  showCharts: 'Show the charts of {{name}}',
  percentOfLimit: '{{percent}} % of {{label}}',
  /** a figure against its limit: '3 / 10' */
  usedOf: '{{used}} / {{of}}',
  /** an hour on the calls chart's axis (local time): '18 Mar 14:00' */
  hourLabel: '{{day}} {{month}} {{hour}}:00',
} as const;

/** '3 / 10', or '3 / No limit'. */
export const usedOf = (used: number, of: number | null): string =>
  LIMIT_USAGE_MESSAGES.usedOf
    .replace('{{used}}', String(used))
    .replace('{{of}}', of === null ? LIMIT_USAGE_MESSAGES.noLimit : String(of));
