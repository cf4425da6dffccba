// Usage against capacity: per day, the peak of concurrent calls and the registered devices seen in calls, from the
// account's call records — aggregation rules, the endpoint's scope and input checks, and what it says when the CDR
// store does not answer.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { usageByDay, type Cdr } from '../src/areas/billing/usage/calls';
import { DEFAULT_SERVICE_PROVIDER_SID, apiFor, login, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

const NOW = Date.UTC(2026, 4, 10, 15, 0, 0); // 10 May 2026
const at = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 4, day, hh, mm)).toISOString();
const call = (start: string, end: string, extra: Partial<Cdr> = {}): Cdr => ({
  attempted_at: start,
  answered_at: start,
  terminated_at: end,
  direction: 'inbound',
  from: '+15550100',
  to: '+15550199',
  trunk: 'carrier-a',
  ...extra,
});

describe('usageByDay', () => {
  it('peak concurrency per day; back-to-back calls do not overlap; a call past midnight counts on both days', () => {
    const calls = [
      call(at(10, 9), at(10, 10)),
      call(at(10, 9, 30), at(10, 11)),
      call(at(10, 9, 45), at(10, 9, 50)),
      // starts when another ends
      call(at(10, 11), at(10, 12)),
      call(at(9, 23, 30), at(10, 0, 30)),
    ];
    const days = usageByDay(calls, 3, NOW);
    expect(days).toEqual([
      { date: '2026-05-08', peak_calls: 0, devices: 0, calls: 0 },
      { date: '2026-05-09', peak_calls: 1, devices: 0, calls: 1 },
      { date: '2026-05-10', peak_calls: 3, devices: 0, calls: 4 },
    ]);
  });

  it('devices: distinct users of calls without a carrier trunk (from for inbound, to for outbound)', () => {
    const calls = [
      call(at(10, 8), at(10, 8, 5), { trunk: null, from: 'alice' }),
      call(at(10, 8, 10), at(10, 8, 15), { trunk: null, from: 'sip:alice@acme.sip.example.com' }),
      call(at(10, 9), at(10, 9, 5), { trunk: 'device', direction: 'outbound', to: 'bob' }),
      call(at(10, 9, 10), at(10, 9, 15), { trunk: 'carrier-a', from: 'carol' }),
      // an unanswered attempt with no end: held the session only for its duration (0)
      { attempted_at: at(10, 10), direction: 'inbound', from: 'dave', trunk: null },
    ];
    const [today] = usageByDay(calls, 1, NOW);
    expect(today).toEqual({ date: '2026-05-10', peak_calls: 1, devices: 3, calls: 5 });
  });
});

describe('GET /Accounts/:sid/Usage', () => {
  let app: FastifyInstance;
  let api: Api;
  const seen: Array<{ accountSid: string; days: number }> = [];

  beforeAll(async () => {
    app = await buildApp({
      hosted: true,
      adminInitialPassword: 'admin',
      now: () => NOW,
      billing: {
        localProvider: paymentSandbox,
        sweepIntervalMs: 0,
        cdrSource: {
          async calls(_request, accountSid, days) {
            seen.push({ accountSid, days });
            return [
              call(at(10, 9), at(10, 10)),
              call(at(10, 9, 30), at(10, 11), { trunk: null, from: 'alice' }),
            ];
          },
        },
      },
    });
    api = apiFor(app);
  });
  afterAll(() => app.close());

  const signUp = async (email: string) =>
    (
      await api('POST', '/v1/register', null, {
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        provider: 'local',
        email,
        password: 'secret-pass',
        email_activation_code: '1',
      })
    ).json();

  it('the days with their peaks, and the capacity of the plan (trial: 5 sessions, 5 × 5 devices)', async () => {
    const { jwt, account_sid: sid } = await signUp('usage@example.com');
    const res = await api('GET', `/v1/Accounts/${sid}/Usage?days=7`, jwt);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.available).toBe(true);
    expect(body.capacity).toEqual({ call_sessions: 5, registered_devices: 25 });
    expect(body.days).toHaveLength(7);
    expect(body.days[6]).toEqual({ date: '2026-05-10', peak_calls: 2, devices: 1, calls: 2 });
    expect(seen.at(-1)).toEqual({ accountSid: sid, days: 7 });
  });

  it('30 days by default; days from 1 to 90; only the account, its provider and admins', async () => {
    const { jwt, account_sid: sid } = await signUp('usage2@example.com');
    expect((await api('GET', `/v1/Accounts/${sid}/Usage`, jwt)).json().days).toHaveLength(30);
    for (const days of ['0', '91', 'x'])
      expect((await api('GET', `/v1/Accounts/${sid}/Usage?days=${days}`, jwt)).json()).toEqual({
        msg: 'days must be a whole number from 1 to 90',
      });
    const other = await signUp('usage3@example.com');
    expect((await api('GET', `/v1/Accounts/${sid}/Usage`, other.jwt)).statusCode).toBe(403);
    const admin = await login(app, 'admin', 'admin');
    expect((await api('GET', `/v1/Accounts/${sid}/Usage`, admin)).statusCode).toBe(200);
  });

  it('reads the API’s own RecentCalls by default, and says so when the CDR store does not answer', async () => {
    const plain = await buildApp({
      hosted: true,
      adminInitialPassword: 'admin',
      billing: { sweepIntervalMs: 0, localProvider: paymentSandbox },
    });
    const papi = apiFor(plain);
    const { jwt, account_sid: sid } = (
      await papi('POST', '/v1/register', null, {
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        provider: 'local',
        email: 'cdr@example.com',
        password: 'secret-pass',
        email_activation_code: '1',
      })
    ).json();
    const recent = await papi('GET', `/v1/Accounts/${sid}/RecentCalls?page=1&count=500&days=30`, jwt);
    const usage = (await papi('GET', `/v1/Accounts/${sid}/Usage`, jwt)).json();
    expect(usage.available).toBe(recent.statusCode === 200);
    expect(usage.days).toHaveLength(30);
    await plain.close();
  });
});
