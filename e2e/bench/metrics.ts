// What the portal benchmark measures (its metrics and their labels), the arithmetic of its figures (median, p90),
// the budgets' shape (e2e/bench/budgets.json) and its tables.
import { PRICE_TABLE_METRIC } from './billing';
import { TRACE_SPANS } from './observability';
import type { Profile } from './browser-page';

export const RUNS = Number(process.env.BENCH_RUNS || 7);
export const APPLICATIONS = 10_000;

export type MetricId =
  | 'signInKB'
  | 'signInRequests'
  | 'usernameVisibleMs'
  | 'usernameVisibleFloorMs'
  | 'logInToAccountsMs'
  | 'logInOwnMs'
  | 'otherAreaMs'
  | 'remoteRouteMs'
  | 'applications10kMs'
  | 'reactDomCopies'
  | 'signInPrefetchKB'
  | 'wholePageKB'
  | 'configToMenuMs'
  | 'portalToMenuMs'
  | 'configToMenuFirstReturnMs'
  | typeof PRICE_TABLE_METRIC.id
  | 'trace5kMs'
  | 'callPage5kMs'
  | 'callPageClickMs';

export const METRICS: { id: MetricId; label: string; unit: string }[] = [
  { id: 'signInKB', label: 'sign-in page JS+CSS before its load event', unit: 'KB' },
  { id: 'signInRequests', label: 'sign-in page requests before its load event', unit: '' },
  { id: 'usernameVisibleMs', label: 'username field visible', unit: 'ms' },
  {
    id: 'usernameVisibleFloorMs',
    label: '… the floor: a ~200-byte page of one field, served the same way',
    unit: 'ms',
  },
  { id: 'logInToAccountsMs', label: "'Log in' → Accounts list", unit: 'ms' },
  { id: 'logInOwnMs', label: "… of which the portal's own part (sign-in call removed)", unit: 'ms' },
  { id: 'otherAreaMs', label: "after sign-in, first visit to another area's page (heading)", unit: 'ms' },
  { id: 'remoteRouteMs', label: 'first visit to a remote route (/internal/users)', unit: 'ms' },
  {
    id: 'applications10kMs',
    label: `first visit to Applications (${APPLICATIONS.toLocaleString('en')} apps)`,
    unit: 'ms',
  },
  { id: 'reactDomCopies', label: 'react-dom copies on the page', unit: '' },
  {
    id: 'signInPrefetchKB',
    label: "sign-in page: JS+CSS prefetched after its load event, before 'Log in'",
    unit: 'KB',
  },
  { id: 'wholePageKB', label: "sign-in page: all its JS+CSS until 'Log in'", unit: 'KB' },
  {
    id: 'configToMenuMs',
    label: 'config.json → complete menu, every remote slow (1 s)',
    unit: 'ms',
  },
  {
    id: 'portalToMenuMs',
    label: "… of which after the portal's code has started (config and code in hand)",
    unit: 'ms',
  },
  {
    id: 'configToMenuFirstReturnMs',
    label: '… on the first return (the browser still compiling the cached code)',
    unit: 'ms',
  },
  PRICE_TABLE_METRIC,
  {
    id: 'trace5kMs',
    label: `trace of ${TRACE_SPANS.toLocaleString('en')} spans rendered (Tracing tab, unthrottled)`,
    unit: 'ms',
  },
  {
    id: 'callPage5kMs',
    label: 'call page: 5,000-message ladder and 5,000 spans on screen after their data (unthrottled)',
    unit: 'ms',
  },
  { id: 'callPageClickMs', label: 'call page: a click on an arrow until its message shows', unit: 'ms' },
];

export type Samples = Record<MetricId, number[]>;

export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const format = (value: number, unit: string) =>
  unit === 'KB'
    ? `${value.toFixed(1)} KB`
    : unit === 'ms'
      ? `${Math.round(value)} ms`
      : String(Math.round(value));

export type Budgets = Record<Profile['id'], Partial<Record<MetricId, number>>> & {
  /** Switchboard ÷ jambonz-webapp, at most (medians), per metric and profile. */
  ratios?: Partial<Record<MetricId, Partial<Record<Profile['id'], number>>>>;
  /** The delivery rows (desktop): ms from a release switch to the new release shown; % heap growth. */
  delivery?: { releaseSwitchMs?: number; partnerHeapGrowthPct?: number };
  note?: string;
};

export const ANCHOR_METRICS: MetricId[] = [
  'signInKB',
  'signInRequests',
  'usernameVisibleMs',
  'usernameVisibleFloorMs',
  'logInToAccountsMs',
  'logInOwnMs',
  'signInPrefetchKB',
];

/**
 * What a metric of ours is set against on jambonz-webapp's side when not its own: the idle prefetch against its whole
 * page; the floor under the username field against its username field (the best any page could do on that row).
 */
export const ANCHOR_COUNTERPART: Partial<Record<MetricId, { id: MetricId; against: string }>> = {
  signInPrefetchKB: { id: 'wholePageKB', against: "jambonz-webapp's whole page" },
  usernameVisibleFloorMs: { id: 'usernameVisibleMs', against: "jambonz-webapp's field" },
};

export function printTable(title: string, rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  console.log(`\n${title}\n`);
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
