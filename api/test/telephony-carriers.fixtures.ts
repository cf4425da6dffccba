// What the carrier API tests share (telephony-carriers.test.ts, telephony-carriers-gateways.test.ts): one API per
// test file, a predefined carrier's sid, a write that must succeed, a new carrier, a refusal that must change nothing,
// and a carrier's audit entries.
import { createWorld, type World, mustSucceed, refusedUnchanged } from './helpers';

// Assigned before the file's tests run; importers read it as a live binding.
export let w: World;
export const TWILIO = '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a';

beforeAll(async () => {
  w = await createWorld();
}, 60000);
afterAll(() => w.app.close());

/** A write or read that must succeed (helpers.ts). */
export const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);
export const newCarrier = async (body: Record<string, unknown> = {}) =>
  (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: `c ${Math.random()}`, ...body }))
    .sid as string;
/** A refusal that must change nothing (helpers.ts). */
export const refused = (
  method: string,
  url: string,
  body: unknown,
  status: number,
  msg: string,
  token?: string,
) => refusedUnchanged(w, method, url, body, status, msg, token);
/** A gateway of the carrier ('sip' or 'smpp') that must be created: the API's answer (`{sid}`). */
export const newGateway = (kind: 'sip' | 'smpp', carrier: string, body: Record<string, unknown>) =>
  ok('POST', kind === 'sip' ? '/v1/SipGateways' : '/v1/SmppGateways', { voip_carrier_sid: carrier, ...body });
export const auditRows = (sid: string) =>
  w.app.ctx.store.all<{ entity: string; action: string }>(
    'SELECT entity, action FROM audit_log WHERE entity_sid = ? ORDER BY rowid',
    sid,
  );
