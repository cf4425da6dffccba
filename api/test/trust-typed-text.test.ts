// Where a person types a name — names, labels, descriptions, usernames — NUL and the
// text-direction controls (U+202A–U+202E, U+2066–U+2069) are refused with 400; one rule in the shared validation
// (typedText, shared/src/validation/primitives.ts) that the portal's forms use too.
import { createWorld, tableCounts, type World } from './helpers';

const HIDDEN = ['\u0000', '\u202A', '\u202E', '\u2066', '\u2069'];

describe('hidden controls in typed text', () => {
  let w: World;
  let carrier: string;
  beforeAll(async () => {
    w = await createWorld();
    carrier = (
      await w.api('POST', '/v1/VoipCarriers', w.tokens.admin, { name: 'plain', service_provider_sid: w.sp1 })
    ).json().sid;
  });
  afterAll(() => w.app.close());

  const cases: [string, string, string, (text: string) => Record<string, unknown>][] = [
    ['POST', '/v1/Accounts', 'name', (t) => ({ name: `acme${t}`, service_provider_sid: w.sp1 })],
    ['POST', '/v1/ServiceProviders', 'name', (t) => ({ name: `sp${t}` })],
    ['POST', '/v1/ServiceProviders', 'description', (t) => ({ name: 'sp ok', description: `x${t}` })],
    [
      'POST',
      '/v1/Users',
      'name',
      (t) => ({
        name: `joe${t}`,
        email: 'joe-typed@example.com',
        initial_password: 'Passw0rd!23',
        service_provider_sid: w.sp1,
      }),
    ],
    [
      'POST',
      '/v1/Applications',
      'name',
      (t) => ({
        name: `app${t}`,
        account_sid: w.acct1,
        call_hook: { url: 'https://example.com/call', method: 'POST' },
        call_status_hook: { url: 'https://example.com/status', method: 'POST' },
      }),
    ],
    ['POST', '/v1/VoipCarriers', 'name', (t) => ({ name: `carrier${t}`, service_provider_sid: w.sp1 })],
    [
      'POST',
      '/v1/PhoneNumbers',
      'description',
      (t) => ({
        number: '15550001111',
        voip_carrier_sid: carrier,
        account_sid: w.acct1,
        description: `d${t}`,
      }),
    ],
    [
      'POST',
      '/v1/Clients',
      'username',
      (t) => ({ account_sid: w.acct1, username: `alice${t}`, password: 'secret123' }),
    ],
  ];

  it.each(cases)(
    '%s %s refuses them in %s with 400 {msg}, writing nothing',
    async (method, url, field, body) => {
      for (const hidden of HIDDEN) {
        const before = tableCounts(w.app);
        const res = await w.api(method as 'POST', url, w.tokens.admin, body(hidden));
        expect({ hidden: hidden.codePointAt(0), status: res.statusCode }).toEqual({
          hidden: hidden.codePointAt(0),
          status: 400,
        });
        expect(res.json().msg).toMatch(/must not contain NUL or text-direction control characters/);
        expect(tableCounts(w.app)).toEqual(before);
      }
    },
  );

  it('PUT refuses them too (an account renamed)', async () => {
    const res = await w.api('PUT', `/v1/Accounts/${w.acct1}`, w.tokens.admin, {
      name: 'default\u202Etnuocca',
    });
    expect(res.statusCode).toBe(400);
  });

  it('other characters people type stay allowed (accents, emoji, right-to-left scripts)', async () => {
    const res = await w.api('POST', '/v1/Accounts', w.tokens.admin, {
      name: 'Café 🚀 שלום',
      service_provider_sid: w.sp1,
    });
    expect(res.statusCode).toBe(201);
  });
});
