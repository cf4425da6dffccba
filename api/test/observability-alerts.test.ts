// Alerts on a fresh in-memory API per file: paged like the calls, newest first, scoped to the account or provider.
import { NOW, ingest, list, w } from './observability.fixtures';

describe('GET …/Alerts', () => {
  test('paged like the calls, newest first, scoped to the account or provider', async () => {
    await ingest('Alerts', [
      {
        time: NOW - 60_000,
        alert_type: 'webhook-failure',
        message: 'https://x.example.com returned 500',
        account_sid: w.acct1,
      },
      { time: NOW - 120_000, alert_type: 'no-tts', message: 'no TTS credential', account_sid: w.acct2 },
      {
        time: NOW - 180_000,
        alert_type: 'service-provider-call-limit',
        message: 'limit',
        service_provider_sid: w.sp1,
      },
    ]);
    const own = (await list(w.tokens.acct, `/v1/Accounts/${w.acct1}/Alerts?page=1&count=10&days=1`)).json();
    expect(own).toMatchObject({ total: 1, page: '1', page_size: '10' });
    expect(own.data[0]).toEqual({
      time: new Date(NOW - 60_000).toISOString(),
      alert_type: 'webhook-failure',
      message: 'https://x.example.com returned 500',
      detail: null,
      account_sid: w.acct1,
      service_provider_sid: w.sp1,
      vendor: null,
      target_sid: null,
    });
    expect((await list(w.tokens.acct, `/v1/Accounts/${w.acct2}/Alerts?page=1&count=10`)).statusCode).toBe(
      403,
    );
    const sp = (
      await list(w.tokens.sp, `/v1/ServiceProviders/${w.sp1}/Alerts?page=1&count=10&days=1`)
    ).json();
    expect(sp.total).toBe(3);
    expect(sp.data.map((a: { alert_type: string }) => a.alert_type)).toEqual([
      'webhook-failure',
      'no-tts',
      'service-provider-call-limit',
    ]);
    // the unread poll: only what came after the last visit
    const since = new Date(NOW - 90_000).toISOString();
    expect(
      (await list(w.tokens.sp, `/v1/ServiceProviders/${w.sp1}/Alerts?page=1&count=10&start=${since}`)).json()
        .total,
    ).toBe(1);
    expect((await list(w.tokens.acct, `/v1/Accounts/${w.acct1}/Alerts`)).json()).toEqual({
      msg: 'missing or invalid "page" query arg',
    });
  });
});
