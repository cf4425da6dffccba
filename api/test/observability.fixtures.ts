// What the observability API tests share (observability.test.ts, observability-alerts.test.ts,
// observability-simulated-calls.test.ts): one API per test file on a fixed clock, a call
// record as a feature server reports it, the ingest path, and a GET as a given caller.
import { createWorld, type World } from './helpers';

// Assigned before the file's tests run; importers read it as a live binding.
export let w: World;
export const HOUR = 3_600_000;
export const NOW = Date.parse('2026-03-18T15:30:00.000Z');

export const cdr = (over: Record<string, unknown> = {}) => ({
  attempted_at: NOW - 10 * 60_000,
  answered_at: NOW - 9 * 60_000,
  terminated_at: NOW - 8 * 60_000,
  answered: true,
  direction: 'inbound',
  account_sid: w.acct1,
  call_sid: crypto.randomUUID(),
  from: '+14155550100',
  to: '15550100100',
  sip_callid: `${crypto.randomUUID()}@203.0.113.10`,
  trunk: 'Acme SIP trunk',
  sip_status: 200,
  duration: 60,
  ...over,
});

export async function ingest(path: string, body: unknown, token = w.tokens.adminKey) {
  const res = await w.api('POST', `/v1/Ingest/${path}`, token, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const list = (token: string, url: string) => w.api('GET', url, token);

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
});
afterAll(async () => {
  await w.app.close();
});
