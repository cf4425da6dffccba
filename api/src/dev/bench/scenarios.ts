// The API pages' bench rows (call-statistics.ts, limit-usage.ts, observability.ts): each scenario's URL asked over
// and over at one connection for BENCH_DURATION seconds (default 5) by autocannon, measured as a row with its
// req/s, p50 and p99 against the page's aim. A refused answer is fast and proves nothing: such a row fails
// whatever its latency.
import autocannon from 'autocannon';

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 5);

export type BenchRow = Record<string, string | number>;

export interface Scenarios {
  /** the bench server's address */
  base: string;
  /** sent as the bearer of every request that names none of its own */
  token: string;
  /** [the row's scenario, the URL under `base`, the bearer when not `token`] */
  scenarios: [scenario: string, url: string, token?: string][];
  /** the aim: p99 at most this (ms) */
  targetMs: number;
  /** appended to each row's scenario (`…, label`) */
  label?: string;
  /** told of each row once measured (a long run's progress) */
  measured?: (row: BenchRow) => void;
}

export async function measureScenarios(options: Scenarios): Promise<BenchRow[]> {
  const { base, targetMs, label, measured } = options;
  const rows: BenchRow[] = [];
  for (const [scenario, url, token = options.token] of options.scenarios) {
    const result = await autocannon({
      url: `${base}${url}`,
      connections: 1,
      duration: DURATION_SECONDS,
      // one request may take longer than the run: wait for it rather than count nothing
      timeout: 60,
      headers: { authorization: `Bearer ${token}` },
    });
    const refused = result.non2xx + result.errors;
    const answered = result.requests.total - refused;
    const row: BenchRow = {
      scenario: label ? `${scenario}, ${label}` : scenario,
      'req/s': Math.round(result.requests.average * 10) / 10,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': refused,
      aim: refused
        ? 'FAILED (answers not 2xx)'
        : answered === 0
          ? `OVER (no answer in ${DURATION_SECONDS} s)`
          : result.latency.p99 <= targetMs
            ? `ok (≤ ${targetMs} ms)`
            : `OVER ${targetMs} ms`,
    };
    rows.push(row);
    measured?.(row);
  }
  return rows;
}
