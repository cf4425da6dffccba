// What the phone number API tests share (telephony-numbers.test.ts, telephony-numbers-csv.test.ts): one API per test
// file with a service provider's carrier, another account's carrier and an application, a write that must succeed, a
// refusal that must change nothing, a new number, and a CSV import request.
import { createWorld, mustSucceed, refusedUnchanged, type World } from './helpers';

// Assigned before the file's tests run; importers read them as live bindings.
export let w: World;
export let carrier = '';
export let acct2Carrier = '';
export let app1 = '';

beforeAll(async () => {
  w = await createWorld();
  carrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Numbers trunk' })).sid;
  acct2Carrier = (await ok('POST', `/v1/Accounts/${w.acct2}/VoipCarriers`, { name: 'Second account trunk' }))
    .sid;
  app1 = (
    await ok('POST', '/v1/Applications', {
      name: 'IVR',
      account_sid: w.acct1,
      call_hook: { url: 'https://e.example.com/c' },
      call_status_hook: { url: 'https://e.example.com/s' },
    })
  ).sid;
}, 60000);
afterAll(() => w.app.close());

/** A write or read that must succeed (helpers.ts). */
export const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);
/** A refusal that must change nothing (helpers.ts). */
export const refused = (
  method: string,
  url: string,
  body: unknown,
  status: number,
  msg: string,
  token?: string,
) => refusedUnchanged(w, method, url, body, status, msg, token);
export const addNumber = async (number: string, extra: Record<string, unknown> = {}) =>
  (
    await ok('POST', '/v1/PhoneNumbers', {
      number,
      voip_carrier_sid: carrier,
      account_sid: w.acct1,
      ...extra,
    })
  ).sid as string;
export const csv = (text: string, query = '', token = w.tokens.admin) =>
  w.app.inject({
    method: 'POST',
    url: `/v1/PhoneNumbers/Import?service_provider_sid=${w.sp1}${query}`,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    payload: text,
  });
