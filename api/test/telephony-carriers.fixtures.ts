// What the carrier API tests share (telephony-carriers.test.ts, telephony-carriers-gateways.test.ts): one API per
// test file, a predefined carrier's sid, a write that must succeed, a new carrier, a refusal that must change nothing,
// and a carrier's audit entries.
import { createWorld, tableCounts, type World } from './helpers';

// Assigned before the file's tests run; importers read it as a live binding.
export let w: World;
export const TWILIO = '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a';

beforeAll(async () => {
  w = await createWorld();
}, 60000);
afterAll(() => w.app.close());

export async function ok(method: string, url: string, body?: unknown, token = w.tokens.admin) {
  const res = await w.api(method as 'POST', url, token, body);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}
export const newCarrier = async (body: Record<string, unknown> = {}) =>
  (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: `c ${Math.random()}`, ...body }))
    .sid as string;
export const refused = async (
  method: string,
  url: string,
  body: unknown,
  status: number,
  msg: string,
  token = w.tokens.admin,
) => {
  const before = tableCounts(w.app);
  const res = await w.api(method as 'POST', url, token, body);
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { msg } });
  expect(tableCounts(w.app)).toEqual(before);
};
export const auditRows = (sid: string) =>
  w.app.ctx.store.all<{ entity: string; action: string }>(
    'SELECT entity, action FROM audit_log WHERE entity_sid = ? ORDER BY rowid',
    sid,
  );
