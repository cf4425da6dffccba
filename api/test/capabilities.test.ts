// `GET /v1/Capabilities`: the document the portal reads to know what this API serves beyond jambonz v0.9.6.
// Each addition it announces must really be served: a request to it is answered (not a 404 for an unknown route).
import { API_FEATURES, type ApiFeature } from '@switchboard/shared/types';
import { paymentSandbox } from '../src/dev/payment-sandbox';
import { createWorld, type World } from './helpers';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.app.close());

describe('GET /v1/Capabilities', () => {
  it('answers without a token: this API, its version, every addition', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/v1/Capabilities' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.api).toBe('switchboard');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    // all but the hosted variant's: its billing routes are not served here
    expect([...body.features].sort()).toEqual(API_FEATURES.filter((f) => f !== 'account-invoices').sort());
  });

  it('hosted: the billing additions too, each a route it answers', async () => {
    const hosted = await createWorld({
      hosted: true,
      billing: { localProvider: paymentSandbox, sweepIntervalMs: 0 },
    });
    try {
      const body = (await hosted.app.inject({ method: 'GET', url: '/v1/Capabilities' })).json();
      expect([...body.features].sort()).toEqual([...API_FEATURES].sort());
      const res = await hosted.app.inject({
        method: 'GET',
        url: `/v1/Accounts/${hosted.acct1}/Invoices`,
        headers: { authorization: `Bearer ${hosted.tokens.admin}` },
      });
      // no payment customer yet: nothing upcoming, an answer and not the contract's 404
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ upcoming: null, invoices: [] });
    } finally {
      await hosted.app.close();
    }
  });

  it('each announced addition is a route this API answers', async () => {
    const sp = w.sp1;
    const acct = w.acct1;
    // the same calls the portal makes for each addition (a 404 here would mean "announced but missing")
    const probes: Record<
      ApiFeature,
      { method: 'GET' | 'POST'; url: string; body?: string; type?: string; token?: string }
    > = {
      'phone-number-descriptions': { method: 'GET', url: '/v1/PhoneNumbers?page=1&page_size=1&filter=x' },
      'phone-number-import': {
        method: 'POST',
        url: `/v1/PhoneNumbers/Import?service_provider_sid=${sp}&dry_run=true`,
        body: 'number,carrier,account\n',
        type: 'text/csv',
      },
      'phone-number-export': { method: 'GET', url: `/v1/PhoneNumbers/Export?service_provider_sid=${sp}` },
      'audit-trail': { method: 'GET', url: `/v1/ServiceProviders/${sp}/Activity?page=1&count=5&days=1` },
      'speech-usage-summary': {
        method: 'GET',
        url: `/v1/ServiceProviders/${sp}/SpeechCredentials/summary`,
      },
      'speech-preview': {
        method: 'GET',
        url: `/v1/ServiceProviders/${sp}/SpeechCredentials/00000000-0000-4000-8000-000000000000/synthesize`,
      },
      'calls-per-hour': { method: 'GET', url: `/v1/Accounts/${acct}/CallsPerHour?days=1` },
      'recent-calls-export': { method: 'GET', url: `/v1/Accounts/${acct}/RecentCalls/export.csv?days=1` },
      // with a key (400: no session), so the admin's token is not signed out for the probes after it
      'sign-out-everywhere': { method: 'POST', url: '/v1/logout/everywhere', token: w.tokens.adminKey },
      'token-renewal': { method: 'POST', url: '/v1/renew-token' },
      'two-factor': { method: 'GET', url: '/v1/Users/me/TwoFactor' },
      'account-invoices': { method: 'GET', url: `/v1/Accounts/${acct}/Invoices` },
      'app-env-lookup': { method: 'GET', url: '/v1/AppEnv/lookup?url=http%3A%2F%2F127.0.0.1%3A9%2Fapp' },
      'carrier-health': { method: 'GET', url: `/v1/ServiceProviders/${sp}/CarrierHealth` },
      'call-quality': {
        method: 'GET',
        url: `/v1/Accounts/${acct}/RecentCalls/00000000-0000-4000-8000-000000000000/quality`,
      },
      search: { method: 'GET', url: '/v1/Search?q=acme' },
      'call-statistics': { method: 'GET', url: `/v1/Accounts/${acct}/CallStatistics?days=1` },
      'alert-rules': { method: 'GET', url: `/v1/Accounts/${acct}/AlertRules` },
      'limit-usage': { method: 'GET', url: `/v1/Accounts/${acct}/LimitUsage` },
    };
    for (const feature of API_FEATURES.filter((f) => f !== 'account-invoices')) {
      const probe = probes[feature];
      const res = await w.app.inject({
        method: probe.method,
        url: probe.url,
        headers: {
          authorization: `Bearer ${probe.token ?? w.tokens.admin}`,
          ...(probe.type ? { 'content-type': probe.type } : {}),
        },
        payload: probe.body,
      });
      const unknownRoute = res.statusCode === 404 && /^Cannot (GET|POST) /.test(res.json().msg ?? '');
      expect({ feature, unknownRoute, status: res.statusCode }).toEqual({
        feature,
        unknownRoute: false,
        status: expect.any(Number),
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
