// The API's request latencies as a session makes them: a sign-in, a list, a create and a get, each in process
// (app.inject on a file database: routing, hooks, validation, the handler, its SQL and its audit entry; no socket).
// The target of each figure is what main measured before the routes moved onto the resource-routes helper
// (http/resource.ts), within ±10 %: declaring routes instead of writing them out must not change what a request
// costs. Printed one row per target, the figure beside it. A measurement, not a test: it never fails on numbers.
import { DEFAULT_ACCOUNT_SID } from '../../db/seed';
import { quantile, timeRequests, withSignedInApp, type BenchRequest } from './in-process';

/** Requests per scenario after the warm-up (a sign-in hashes a password: fewer of those). */
const RUNS = Number(process.env.BENCH_LATENCY_RUNS || 2000);
const SIGN_INS = Number(process.env.BENCH_LATENCY_SIGN_INS || 200);

interface Scenario {
  name: string;
  runs: number;
  /** the request of run i; `sid` is an application's */
  request: (i: number, sid: string) => BenchRequest;
  /** main's p50 and p99 in ms on the machine of the commit that set them (see the commit's message) */
  main: { p50: number; p99: number };
}

const hooks = {
  call_hook: { url: 'https://h.example.com/c' },
  call_status_hook: { url: 'https://h.example.com/s' },
};

const SCENARIOS: Scenario[] = [
  {
    name: 'sign-in: POST /login',
    runs: SIGN_INS,
    request: () => ({ method: 'POST', url: '/v1/login', payload: { username: 'admin', password: 'admin' } }),
    main: { p50: 36.3, p99: 118.5 },
  },
  {
    name: 'a list: GET /Applications?page=1&page_size=25',
    runs: RUNS,
    request: () => ({ method: 'GET', url: '/v1/Applications?page=1&page_size=25' }),
    main: { p50: 1.252, p99: 10.275 },
  },
  {
    name: 'a create: POST /Applications',
    runs: RUNS,
    request: (i) => ({
      method: 'POST',
      url: '/v1/Applications',
      payload: { name: `bench app ${i}`, account_sid: DEFAULT_ACCOUNT_SID, ...hooks },
    }),
    main: { p50: 0.952, p99: 14.197 },
  },
  {
    name: 'a get: GET /Applications/:sid',
    runs: RUNS,
    request: (_i, sid) => ({ method: 'GET', url: `/v1/Applications/${sid}` }),
    main: { p50: 0.38, p99: 4.284 },
  },
];

/** Main's figure ±10 %, and where this one falls. */
function against(figure: number, main: number): { target: string; verdict: string } {
  if (!main) return { target: 'not set', verdict: '' };
  const low = main * 0.9;
  const high = main * 1.1;
  const target = `${main.toFixed(3)} ±10 % (${low.toFixed(3)}–${high.toFixed(3)})`;
  return { target, verdict: figure > high ? 'SLOWER' : figure < low ? 'faster' : 'ok' };
}

/** One row per target: each scenario's p50 and p99 beside main's. */
export async function latencyRows(): Promise<Record<string, string | number>[]> {
  return withSignedInApp('latency', async (signedIn) => {
    let sid = '';
    for (let i = 0; i < 200; i += 1) {
      const created = await signedIn.app.inject({
        method: 'POST',
        url: '/v1/Applications',
        headers: signedIn.headers,
        payload: { name: `listed app ${i}`, account_sid: DEFAULT_ACCOUNT_SID, ...hooks },
      });
      sid = (created.json() as { sid: string }).sid;
    }
    const rows: Record<string, string | number>[] = [];
    for (const scenario of SCENARIOS) {
      const warmUp = Math.max(20, Math.round(scenario.runs / 10));
      const { times, status } = await timeRequests(
        signedIn,
        (i) => scenario.request(i, sid),
        scenario.runs,
        warmUp,
      );
      for (const [q, figure, main] of [
        ['p50', quantile(times, 0.5), scenario.main.p50],
        ['p99', quantile(times, 0.99), scenario.main.p99],
      ] as const) {
        const { target, verdict } = against(figure, main);
        rows.push({
          request: `${scenario.name} ${q}`,
          status,
          runs: scenario.runs,
          'ms now': +figure.toFixed(3),
          'target ms (main)': target,
          '': verdict,
        });
      }
    }
    return rows;
  });
}
