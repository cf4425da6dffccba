// The global search: each kind's best matches among what the caller may see (an account user only their
// account's things, a service provider user their provider's), ranked; odd input answered, never a 500.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SearchResponse } from '@switchboard/shared/types';
import { createWorld, type World, mustSucceed } from './helpers';

let w: World;
const NOW = Date.now();
const CALL_1 = '5f1c2a9e-1111-4c1d-9a00-0000000000a1';
const CALL_2 = '5f1c2a9e-2222-4c1d-9a00-0000000000b2';

/** A write or read that must succeed (helpers.ts). */
const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);
async function search(q: string, token = w.tokens.admin, extra = ''): Promise<SearchResponse> {
  return ok(
    'GET',
    `/v1/Search?q=${encodeURIComponent(q)}${extra}`,
    undefined,
    token,
  ) as Promise<SearchResponse>;
}
const labels = (answer: SearchResponse, kind: string) =>
  answer.groups.find((group) => group.kind === kind)?.items.map((item) => item.label) ?? [];

const cdr = (account: string, callSid: string, sipCallid: string, from: string, to: string) => ({
  attempted_at: NOW - 120_000,
  answered_at: NOW - 110_000,
  terminated_at: NOW - 60_000,
  answered: true,
  direction: 'inbound',
  account_sid: account,
  call_sid: callSid,
  from,
  to,
  sip_callid: sipCallid,
  sip_status: 200,
  duration: 50,
});

beforeAll(async () => {
  w = await createWorld();
  await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Zephyr Provider Trunk' });
  await ok('POST', `/v1/Accounts/${w.acct1}/VoipCarriers`, { name: 'Zephyr One' });
  await ok('POST', `/v1/Accounts/${w.acct2}/VoipCarriers`, { name: 'Zephyr Two' });
  await ok('POST', `/v1/ServiceProviders/${w.sp2}/VoipCarriers`, { name: 'Zephyr Elsewhere' });
  const hooks = {
    call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
    call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
  };
  await ok('POST', '/v1/Applications', { name: 'Zephyr IVR', account_sid: w.acct1, ...hooks });
  await ok('POST', '/v1/Applications', { name: 'Zephyr queue', account_sid: w.acct2, ...hooks });
  const numbersCarrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Numbers' }))
    .sid;
  await ok('POST', '/v1/PhoneNumbers', {
    number: '15557001234',
    account_sid: w.acct1,
    voip_carrier_sid: numbersCarrier,
  });
  await ok('POST', '/v1/PhoneNumbers', {
    number: '15557009999',
    account_sid: w.acct2,
    voip_carrier_sid: numbersCarrier,
  });
  await ok(
    'POST',
    '/v1/Ingest/Cdrs',
    [
      cdr(w.acct1, CALL_1, 'abc123@203.0.113.10', '+14155550100', '15557001234'),
      cdr(w.acct2, CALL_2, 'def456@203.0.113.10', '+14155550101', '15557009999'),
    ],
    w.tokens.adminKey,
  );
}, 60000);
afterAll(() => w.app.close());

describe('GET /v1/Search', () => {
  it('finds a call by its sid, its start or its SIP Call-ID, with its numbers', async () => {
    for (const q of [CALL_1, CALL_1.toUpperCase(), CALL_1.slice(0, 13), 'abc123@203.0.113.10', 'abc123']) {
      const answer = await search(q, w.tokens.admin, '&kinds=calls');
      expect(answer.groups).toEqual([
        {
          kind: 'calls',
          items: [
            { sid: CALL_1, label: CALL_1, detail: expect.stringContaining('+14155550100 → 15557001234') },
          ],
          more: false,
        },
      ]);
    }
    // a shared start finds both calls for the admin
    expect(labels(await search('5f1c2a9e', w.tokens.admin, '&kinds=calls'), 'calls')).toEqual([
      CALL_1,
      CALL_2,
    ]);
  });

  it('groups the kinds asked for, best match first, and says which it does not search', async () => {
    const answer = await search('zephyr', w.tokens.admin, '&kinds=carriers,applications,teleporters');
    expect(answer.groups.map((group) => group.kind)).toEqual(['carriers', 'applications']);
    expect(labels(answer, 'carriers')).toEqual([
      'Zephyr One',
      'Zephyr Two',
      'Zephyr Elsewhere',
      'Zephyr Provider Trunk',
    ]);
    expect(answer.unsupported).toEqual(['teleporters']);
    expect(labels(await search('one', w.tokens.admin, '&kinds=carriers'), 'carriers')).toEqual([
      'Zephyr One',
    ]);
  });

  it('finds phone numbers by a fragment typed with spaces or dashes', async () => {
    expect(labels(await search('700-1234', w.tokens.admin, '&kinds=phone-numbers'), 'phone-numbers')).toEqual(
      ['15557001234'],
    );
  });

  it('shows an account user only their account’s things', async () => {
    const answer = await search('zephyr', w.tokens.acct);
    expect(labels(answer, 'carriers')).toEqual(['Zephyr One']);
    expect(labels(answer, 'applications')).toEqual(['Zephyr IVR']);
    expect(labels(await search('5557', w.tokens.acct), 'phone-numbers')).toEqual(['15557001234']);
    expect(labels(await search('5f1c2a9e', w.tokens.acct), 'calls')).toEqual([CALL_1]);
    expect(labels(await search(CALL_2, w.tokens.acct), 'calls')).toEqual([]);
    // what it says about a service provider does not widen it
    expect(
      labels(await search('zephyr', w.tokens.acct, `&service_provider_sid=${w.sp1}`), 'carriers'),
    ).toEqual(['Zephyr One']);
    expect(labels(await search('zephyr', w.tokens.acctKey), 'carriers')).toEqual(['Zephyr One']);
  });

  it('shows a service provider user their provider’s things and its accounts’, not another’s', async () => {
    const answer = await search('zephyr', w.tokens.sp, `&kinds=carriers&service_provider_sid=${w.sp2}`);
    expect(labels(answer, 'carriers')).toEqual(['Zephyr One', 'Zephyr Two', 'Zephyr Provider Trunk']);
    expect(labels(await search('zephyr', w.tokens.spOther), 'carriers')).toEqual(['Zephyr Elsewhere']);
    // an admin narrows to one provider
    expect(
      labels(await search('zephyr', w.tokens.admin, `&service_provider_sid=${w.sp2}`), 'carriers'),
    ).toEqual(['Zephyr Elsewhere']);
  });

  it('answers odd input without a 500, and refuses a missing or overlong q with {msg}', async () => {
    for (const q of [
      '"',
      '%',
      '_',
      '\\',
      "'; DROP TABLE cdrs; --",
      'ab"cd"ef',
      'NEAR(a b)',
      '*',
      '😀😀😀',
      'a',
    ]) {
      const res = await w.api('GET', `/v1/Search?q=${encodeURIComponent(q)}`, w.tokens.admin);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 200 });
    }
    expect(labels(await search('%', w.tokens.admin, '&kinds=carriers'), 'carriers')).toEqual([]);
    for (const query of ['', '?q=', '?q=%20%20', `?q=${'x'.repeat(201)}`]) {
      const res = await w.api('GET', `/v1/Search${query}`, w.tokens.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ msg: expect.stringMatching(/\bq\b/) });
    }
    expect((await w.api('GET', '/v1/Search?q=zephyr', null)).statusCode).toBe(401);
  });

  it('searches every kind a remote declares a search provider for', async () => {
    const root = path.join(__dirname, '..', '..');
    const declared = readdirSync(root)
      .filter((dir) => dir.startsWith('mfe-'))
      .flatMap((dir) => {
        const file = path.join(root, dir, 'area.json');
        const declaration = JSON.parse(readFileSync(file, 'utf8')) as { search?: { kind: string }[] };
        return (declaration.search ?? []).map((provider) => provider.kind);
      });
    expect(declared.length).toBeGreaterThanOrEqual(7);
    const answer = await search('zephyr', w.tokens.admin, `&kinds=${declared.join(',')}`);
    expect(answer.unsupported).toEqual([]);
    expect(answer.groups.map((group) => group.kind)).toEqual(declared);
  });

  it('is announced in the capabilities and documented in the OpenAPI', async () => {
    expect((await ok('GET', '/v1/Capabilities')).features).toContain('search');
    expect((await ok('GET', '/v1/openapi.json')).paths['/v1/Search']?.get).toBeDefined();
  });
});
