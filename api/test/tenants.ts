// Two tenants on one hosted API, for the tests generated from the OpenAPI document (tenant-isolation,
// secrets-in-answers): tenant A is the default service provider with the callers of every kind (admin, the provider's
// admin and view-only users, an account user and a view-only one, and an API key of each scope) and a second account;
// tenant B is another service provider with everything a tenant can hold — account, users, API keys, application,
// carriers with gateways, phone number, SIP client, routing table, Teams tenant, speech credentials and a custom
// voice, limits, TTS cache, calls with their traces, captures, logs and recordings, alerts, a paid plan with its
// invoice, a sign-up waiting for its code, two-factor sign-in. Every secret is a unique marker string, with the
// callers who may change what holds it.
// The callers and kinds are in tenant-callers.ts, the set-up's requests in tenant-setup.ts, what each tenant holds in
// tenant-things.ts and tenant B's spares in tenant-spares.ts.
import { Secret, TOTP } from 'otpauth';
import type { OutboxMailer } from '../src/mail/mailer';
import { simulate } from '../src/dev/simulator/simulator';
import { paymentSandbox } from '../src/dev/payment-sandbox';
import {
  CALL_SESSION_PRODUCT_SID,
  DEVICE_PRODUCT_SID,
  SANDBOX_CALL_SESSION_PRICE,
  SANDBOX_DEVICE_PRICE,
} from '../src/dev/payment-sandbox/catalogue';
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  PASSWORD,
  apiFor,
  createApp,
  login,
} from './helpers';
import type { Call, CallerKind, Tenants, Things } from './tenant-callers';
import { setupKit } from './tenant-setup';
import { spareMaker } from './tenant-spares';
import { fill } from './tenant-things';

export async function createTenants(): Promise<Tenants> {
  const app = await createApp({
    hosted: true,
    billing: { sweepIntervalMs: 0, localProvider: paymentSandbox },
    observability: { callLogs: 'local' },
    speechTestTimeoutMs: 500,
    outboundTimeoutMs: 500,
  });
  const api = apiFor(app);
  const outbox = app.ctx.mailer as OutboxMailer;
  const admin = await login(app, 'admin', 'admin');
  const kit = await setupKit(app, api, admin);
  const { secrets, ok, sidOf, user, apiKey, one } = kit;

  // ---------------------------------------------------------------- tenant A and its callers
  const sp1 = DEFAULT_SERVICE_PROVIDER_SID;
  const acct1 = DEFAULT_ACCOUNT_SID;
  const a = await fill(kit, 'Tenant A', sp1, acct1);
  const acct2 = await sidOf('POST', '/v1/Accounts', {
    name: 'Tenant A second account',
    service_provider_sid: sp1,
  });
  const a2 = await fill(kit, 'Tenant A2', sp1, acct2, false);

  const spUser = await user('sp-admin', { sp: sp1 });
  const spViewer = await user('sp-viewer', { sp: sp1 }, { is_view_only: true });
  const acctUser = await user('acct-user', { sp: sp1, account: acct1 });
  const acctViewer = await user('acct-viewer', { sp: sp1, account: acct1 }, { is_view_only: true });
  const usernames: Record<CallerKind, string | null> = {
    admin: 'admin',
    adminKey: null,
    sp: spUser.name,
    spViewOnly: spViewer.name,
    acct: acctUser.name,
    acctViewOnly: acctViewer.name,
    spKey: null,
    acctKey: null,
  };
  const tokens: Record<CallerKind, string> = {
    admin,
    adminKey: (await apiKey('platform', {}, { sp: '' })).token,
    sp: await login(app, spUser.name),
    spViewOnly: await login(app, spViewer.name),
    acct: await login(app, acctUser.name),
    acctViewOnly: await login(app, acctViewer.name),
    spKey: (await apiKey('Tenant A provider', { service_provider_sid: sp1 }, { sp: sp1 })).token,
    acctKey: (await apiKey('Tenant A account', { account_sid: acct1 }, { sp: sp1, account: acct1 })).token,
  };

  // ---------------------------------------------------------------- tenant B
  const sp2 = await sidOf('POST', '/v1/ServiceProviders', {
    name: 'Tenant B provider',
    root_domain: 'tenant-b.example.com',
  });
  const acctB = await sidOf('POST', '/v1/Accounts', { name: 'Tenant B account', service_provider_sid: sp2 });
  const b = await fill(kit, 'Tenant B', sp2, acctB);
  await apiKey('Tenant B provider', { service_provider_sid: sp2 }, { sp: sp2 });
  await user('b-viewer', { sp: sp2, account: acctB }, { is_view_only: true });

  // two-factor sign-in: tenant B's provider admin and a user of tenant A's account have it on; their secrets and
  // recovery codes are never answered again
  const codeOf = (base32: string) =>
    new TOTP({ secret: Secret.fromBase32(base32), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const enrol = async (who: { name: string }) => {
    const token = await login(app, who.name);
    const { secret: base32 } = await ok('POST', '/v1/Users/me/TwoFactor', undefined, token);
    const { recovery_codes } = await ok(
      'POST',
      '/v1/Users/me/TwoFactor/confirm',
      { code: codeOf(base32) },
      token,
    );
    secrets.push({ value: base32, where: `${who.name} two-factor secret`, changers: [] });
    for (const code of recovery_codes as string[])
      secrets.push({ value: code, where: `${who.name} recovery code`, changers: [] });
  };
  await enrol(await user('b-sp-admin', { sp: sp2 }));
  await enrol(await user('a-two-factor', { sp: sp1, account: acct1 }));

  // B's calls (traces, SIP captures, logs, recordings) and alerts
  // A day of a dozen calls ending now: at some hours of the day that day has no recorded call with a capture, so
  // more days are simulated (other seeds) until one is there.
  const recordedCall = () =>
    one<Call | undefined>(
      // the shortest: its recording is rendered on every read
      `SELECT call_sid, sip_callid, trace_id, recording_url FROM cdrs WHERE account_sid = ? AND recording_url IS NOT NULL
         AND EXISTS (SELECT 1 FROM sip_captures c WHERE c.sip_callid = cdrs.sip_callid) ORDER BY duration LIMIT 1`,
      acctB,
    );
  let bCall: Call | undefined;
  for (let seed = 7; !bCall && seed < 17; seed += 1) {
    simulate(app.ctx.store, { seed, days: 1, until: Date.now(), callsPerDay: 12, accounts: [acctB] });
    bCall = recordedCall();
  }
  if (!bCall) throw new Error('the simulator made no recorded call with a capture for tenant B');
  b.call = bCall.call_sid;
  await ok('POST', '/v1/Ingest/Alerts', [
    {
      time: Date.now() - 60_000,
      alert_type: 'webhook-failure',
      message: 'Tenant B alert',
      account_sid: acctB,
    },
  ]);

  // paid plans (their invoices), bought by an account user of each tenant, and a sign-up to B waiting for its code
  const paidPlan = async (things: Things) => {
    const name = one<{ name: string }>('SELECT name FROM users WHERE user_sid = ?', things.user).name;
    await ok(
      'POST',
      '/v1/Subscriptions',
      {
        action: 'upgrade-to-paid',
        payment_method_id: `pm_card_visa-exp-12-2030-${kit.next()}`,
        products: [
          { price_id: SANDBOX_CALL_SESSION_PRICE, product_sid: CALL_SESSION_PRODUCT_SID, quantity: 5 },
          { price_id: SANDBOX_DEVICE_PRICE, product_sid: DEVICE_PRODUCT_SID, quantity: 0 },
        ],
      },
      await login(app, name),
    );
    things.invoice = (await ok('GET', `/v1/Accounts/${things.account}/Invoices`)).invoices[0].id as string;
  };
  await paidPlan(a);
  await paidPlan(b);
  const signUpEmail = 'tenant-b-signup@example.com';
  const signUp = await api('POST', '/v1/register', null, {
    service_provider_sid: sp2,
    provider: 'local',
    email: signUpEmail,
    password: PASSWORD,
    email_activation_code: '000000',
  });
  if (signUp.statusCode !== 200) throw new Error(`setup register: ${signUp.statusCode} ${signUp.body}`);
  b.signUp = signUp.json().user_sid as string;
  const code = one<{ email_activation_code: string }>(
    'SELECT email_activation_code FROM users WHERE user_sid = ?',
    b.signUp,
  ).email_activation_code;
  secrets.push({ value: code, where: 'Tenant B sign-up e-mail code', changers: [] });

  const freshB = spareMaker(kit, b, sp2, acctB);

  const relogin = async (caller: CallerKind) => {
    const name = usernames[caller];
    if (!name) return;
    tokens[caller] = caller === 'admin' ? await login(app, 'admin', 'admin') : await login(app, name);
  };

  return { app, api, tokens, a, a2, b, bCall, secrets, freshB, relogin, usernames, outbox };
}
