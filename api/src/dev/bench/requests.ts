// What one request costs inside the API (app.inject: routing, hooks, validation, the handler and its SQL; no
// socket), for the identity area's reads and writes: the row that shows a change of the API's plumbing (typed
// routes, owner-scoped mounts, the audited write) did not make requests slower. Each scenario runs
// BENCH_REQUESTS times (default 3000) after 300 that warm the JIT and the statement cache, on a file database.
import { quantile, timeRequests, withSignedInApp, type BenchRequest } from './in-process';
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  HELLO_WORLD_APPLICATION_SID,
} from '../../db/seed';

const RUNS = Number(process.env.BENCH_REQUESTS || 3000);
const WARM_UP = 300;

const hooks = {
  call_hook: { url: 'https://h.example.com/c' },
  call_status_hook: { url: 'https://h.example.com/s' },
};
const account = DEFAULT_ACCOUNT_SID;

/** [scenario, the request of run i] */
const SCENARIOS: [string, (i: number) => BenchRequest][] = [
  ['GET /Accounts (21)', () => ({ method: 'GET', url: '/v1/Accounts' })],
  ['GET /Users (31)', () => ({ method: 'GET', url: '/v1/Users' })],
  [
    'GET /Applications page 1 (25 of 202)',
    () => ({ method: 'GET', url: '/v1/Applications?page=1&page_size=25' }),
  ],
  ['GET /Accounts/:sid/Limits', () => ({ method: 'GET', url: `/v1/Accounts/${account}/Limits` })],
  [
    'POST /Accounts/:sid/Limits',
    (i) => ({
      method: 'POST',
      url: `/v1/Accounts/${account}/Limits`,
      payload: { category: 'voice_call_session', quantity: i },
    }),
  ],
  [
    'PUT /Accounts/:sid',
    (i) => ({ method: 'PUT', url: `/v1/Accounts/${account}`, payload: { deactivated_reason: `r${i}` } }),
  ],
  [
    'PUT /Applications/:sid',
    (i) => ({
      method: 'PUT',
      url: `/v1/Applications/${HELLO_WORLD_APPLICATION_SID}`,
      payload: { speech_recognizer_label: `l${i}` },
    }),
  ],
  [
    'GET /ServiceProviders/:sid/ApiKeys',
    () => ({ method: 'GET', url: `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/ApiKeys` }),
  ],
  ['GET /Activity page 1', () => ({ method: 'GET', url: '/v1/Activity?page=1&count=25' })],
  [
    'POST /Users bad body (400)',
    () => ({ method: 'POST', url: '/v1/Users', payload: { name: 'x', email: 'not-an-email' } }),
  ],
];

/** The rows: per scenario, its status and the mean, p50 and p99 of a request in ms. */
export async function requestRows(): Promise<Record<string, string | number>[]> {
  return withSignedInApp('requests', async (signedIn) => {
    const create = (url: string, payload: Record<string, unknown>) =>
      signedIn.app.inject({ method: 'POST', url, headers: signedIn.headers, payload });
    for (let i = 0; i < 20; i += 1)
      await create('/v1/Accounts', {
        name: `account ${i}`,
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      });
    for (let i = 0; i < 200; i += 1)
      await create('/v1/Applications', { name: `app ${i}`, account_sid: account, ...hooks });
    for (let i = 0; i < 30; i += 1)
      await create('/v1/Users', {
        name: `user${i}`,
        email: `u${i}@example.com`,
        initial_password: 'Passw0rd!23',
        account_sid: account,
      });
    const rows: Record<string, string | number>[] = [];
    for (const [scenario, request] of SCENARIOS) {
      const { times, status } = await timeRequests(signedIn, request, RUNS, WARM_UP);
      const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
      rows.push({
        scenario: `${scenario} (in process)`,
        status,
        'mean ms': +mean.toFixed(3),
        'p50 ms': +quantile(times, 0.5).toFixed(3),
        'p99 ms': +quantile(times, 0.99).toFixed(3),
      });
    }
    return rows;
  });
}
