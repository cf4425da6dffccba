// Two tenants on one hosted API, for the tests generated from the OpenAPI document (tenant-isolation,
// secrets-in-answers): tenant A is the default service provider with the callers of every kind (admin, the provider's
// admin and view-only users, an account user and a view-only one, and an API key of each scope) and a second account;
// tenant B is another service provider with everything a tenant can hold — account, users, API keys, application,
// carriers with gateways, phone number, SIP client, routing table, Teams tenant, speech credentials and a custom
// voice, limits, TTS cache, calls with their traces, captures, logs and recordings, alerts, a paid plan with its
// invoice, a sign-up waiting for its code, two-factor sign-in. Every secret is a unique marker string, with the
// callers who may change what holds it.
import type { FastifyInstance } from 'fastify';
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
  type Api,
} from './helpers';

/** Every kind of caller; the first two may do anything, the others belong to tenant A. */
export const CALLERS = [
  'admin',
  'adminKey',
  'sp',
  'spViewOnly',
  'acct',
  'acctViewOnly',
  'spKey',
  'acctKey',
] as const;
export type CallerKind = (typeof CALLERS)[number];
/** The callers bound to tenant A: none may read or change tenant B. */
export const TENANT_CALLERS = CALLERS.filter((c) => c !== 'admin' && c !== 'adminKey');

/** What a path parameter or a body's sid field can name. */
export type Kind =
  | 'serviceProvider'
  | 'account'
  | 'user'
  | 'apiKey'
  | 'application'
  | 'webhook'
  | 'spCarrier'
  | 'accountCarrier'
  | 'sipGateway'
  | 'smppGateway'
  | 'phoneNumber'
  | 'client'
  | 'lcr'
  | 'lcrRoute'
  | 'lcrEntry'
  | 'teamsTenant'
  | 'alertRule'
  | 'spCredential'
  | 'accountCredential'
  | 'customVoice'
  | 'call'
  | 'invoice'
  | 'signUp';

/** The things of one service provider (and one of its accounts) that requests can name. */
export type Things = Record<Kind, string>;

/** A secret planted in a resource, and who may change that resource (and so may read the secret). */
export interface PlantedSecret {
  value: string;
  where: string;
  changers: readonly CallerKind[];
}

export interface Call {
  call_sid: string;
  sip_callid: string;
  trace_id: string;
  recording_url: string;
}

export interface Tenants {
  app: FastifyInstance;
  api: Api;
  tokens: Record<CallerKind, string>;
  /** tenant A: its provider and the callers' account, and a second account of the same provider */
  a: Things;
  a2: Things;
  /** tenant B */
  b: Things;
  bCall: Call;
  secrets: PlantedSecret[];
  /** Makes another of a kind for tenant B (a target a DELETE may take away). */
  freshB: (kind: Kind) => Promise<string>;
  /** The service provider's users' passwords are PASSWORD; a caller signs in again after its own sign-out. */
  relogin: (caller: CallerKind) => Promise<void>;
  usernames: Record<CallerKind, string | null>;
  outbox: OutboxMailer;
}

const GOOGLE_KEY = (marker: string) =>
  JSON.stringify({
    type: 'service_account',
    project_id: 'demo',
    private_key: `-----BEGIN PRIVATE KEY-----\n${marker}\n-----END PRIVATE KEY-----\n`,
    client_email: 'tts@demo.iam.gserviceaccount.com',
  });

/**
 * Deepgram on a closed local port: a test or a voice read is refused at once, where the hosted service's name would
 * leave a lookup running after the answer (the test's own timeout answers first).
 */
const LOCAL_DEEPGRAM = { deepgram_stt_uri: '127.0.0.1:9', deepgram_tts_uri: '127.0.0.1:9' };

/** Who may change a provider's own resource, and an account's (view-only callers change nothing). */
function changersOf(owner: { sp: string; account?: string }): CallerKind[] {
  const out: CallerKind[] = ['admin', 'adminKey'];
  if (owner.sp === DEFAULT_SERVICE_PROVIDER_SID) out.push('sp', 'spKey');
  if (owner.account === DEFAULT_ACCOUNT_SID) out.push('acct', 'acctKey');
  return out;
}

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
  // the fixtures' own credential: an admin API key no caller has (the admin's token signs out under test)
  const setupRes = await api('POST', '/v1/ApiKeys', admin, {});
  const setup = setupRes.json().token as string;
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${(seq += 1)}`;
  const secrets: PlantedSecret[] = [];
  const secret = (where: string, owner: { sp: string; account?: string } | 'nobody') => {
    const value = `${where.replace(/[^a-z0-9]+/gi, '-')}-secret-${(seq += 1)}-${Math.random().toString(36).slice(2, 10)}`;
    secrets.push({ value, where, changers: owner === 'nobody' ? [] : changersOf(owner) });
    return value;
  };

  const ok = async (method: string, url: string, body?: unknown, token = setup) => {
    const res = await api(method as 'POST', url, token, body);
    if (res.statusCode >= 300) throw new Error(`setup ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? {} : res.json();
  };
  const sidOf = async (method: string, url: string, body?: unknown, token = setup) =>
    (await ok(method, url, body, token)).sid as string;
  const hook = (where: string, owner: { sp: string; account?: string }) => ({
    url: 'https://hooks.example.com/hook',
    method: 'POST',
    username: 'hook-user',
    password: secret(where, owner),
  });
  const run = (sql: string, ...params: unknown[]) => app.ctx.store.run(sql, ...params);
  const one = <T>(sql: string, ...params: unknown[]) => app.ctx.store.get<T>(sql, ...params)!;

  const user = async (
    tag: string,
    where: { sp: string; account?: string },
    extra: Record<string, unknown> = {},
  ) => {
    const name = unique(`${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`);
    const sid = (
      await ok('POST', '/v1/Users', {
        name,
        email: `${name}@example.com`,
        initial_password: PASSWORD,
        force_change: false,
        is_active: true,
        service_provider_sid: where.sp,
        account_sid: where.account ?? null,
        ...extra,
      })
    ).user_sid as string;
    return { sid, name };
  };

  /** An application with webhook passwords. */
  const application = async (label: string, owner: { sp: string; account: string }) =>
    sidOf('POST', '/v1/Applications', {
      name: unique(`${label} app `),
      account_sid: owner.account,
      call_hook: hook(`${label} call_hook password`, owner),
      call_status_hook: hook(`${label} call_status_hook password`, owner),
      messaging_hook: hook(`${label} messaging_hook password`, owner),
    });

  /** A carrier with every secret (inbound auth is stored as the SBC sets it). */
  const carrier = async (label: string, url: string, owner: { sp: string; account?: string }) => {
    const sid = await sidOf('POST', url, {
      name: unique(`${label} carrier `),
      requires_register: true,
      register_username: 'trunk-user',
      register_sip_realm: 'sip.example.com',
      register_password: secret(`${label} register_password`, owner),
      smpp_system_id: 'system',
      smpp_password: secret(`${label} smpp_password`, owner),
      smpp_inbound_password: secret(`${label} smpp_inbound_password`, owner),
    });
    run(
      "UPDATE voip_carriers SET inbound_auth_username = 'sbc', inbound_auth_password = ? WHERE voip_carrier_sid = ?",
      secret(`${label} inbound_auth_password`, owner),
      sid,
    );
    return sid;
  };

  const apiKey = async (
    label: string,
    body: Record<string, unknown>,
    owner: { sp: string; account?: string },
  ) => {
    const { sid, token } = await ok('POST', '/v1/ApiKeys', body);
    secrets.push({ value: token, where: `${label} API key`, changers: changersOf(owner) });
    return { sid: sid as string, token: token as string };
  };

  const number = () => `1555${String(2000000 + (seq += 1))}`;

  /** Everything of a provider and one of its accounts; `provider` and `account` exist already. */
  async function fill(label: string, sp: string, account: string, provider = true): Promise<Things> {
    const spOwner = { sp };
    const acctOwner = { sp, account };
    if (provider)
      await ok('PUT', `/v1/ServiceProviders/${sp}`, {
        registration_hook: hook(`${label} provider registration_hook password`, spOwner),
      });
    await ok('PUT', `/v1/Accounts/${account}`, {
      sip_realm: `${label.toLowerCase().replace(/[^a-z0-9]/g, '')}${seq}.sip.example.com`,
      registration_hook: hook(`${label} account registration_hook password`, acctOwner),
      queue_event_hook: hook(`${label} account queue_event_hook password`, acctOwner),
      record_all_calls: 1,
      bucket_credential: {
        vendor: 's3_compatible',
        name: 'recordings',
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        access_key_id: 'AKIDEXAMPLE',
        secret_access_key: secret(`${label} bucket secret_access_key`, acctOwner),
      },
    });
    run(
      'UPDATE accounts SET webhook_secret = ?, subspace_client_id = ?, subspace_client_secret = ? WHERE account_sid = ?',
      secret(`${label} webhook_secret`, acctOwner),
      'subspace-client',
      secret(`${label} subspace_client_secret`, acctOwner),
      account,
    );
    const userSid = (await user(`${label}-user`, acctOwner)).sid;
    const apiKeySid = (await apiKey(label, { account_sid: account }, acctOwner)).sid;
    const applicationSid = await application(label, acctOwner);
    const webhook = one<{ call_hook_sid: string }>(
      'SELECT call_hook_sid FROM applications WHERE application_sid = ?',
      applicationSid,
    ).call_hook_sid;
    const spCarrier = await carrier(`${label} provider`, `/v1/ServiceProviders/${sp}/VoipCarriers`, spOwner);
    const accountCarrier = await carrier(
      `${label} account`,
      `/v1/Accounts/${account}/VoipCarriers`,
      acctOwner,
    );
    const sipGateway = await sidOf('POST', '/v1/SipGateways', {
      voip_carrier_sid: spCarrier,
      ipv4: `192.0.2.${(seq % 200) + 1}`,
      inbound: 1,
      outbound: 1,
    });
    const smppGateway = await sidOf('POST', '/v1/SmppGateways', {
      voip_carrier_sid: spCarrier,
      ipv4: `smpp${seq}.example.com`,
      inbound: 0,
      outbound: 1,
    });
    const phoneNumber = await sidOf('POST', '/v1/PhoneNumbers', {
      number: number(),
      voip_carrier_sid: spCarrier,
      account_sid: account,
      application_sid: applicationSid,
      description: `${label} number`,
    });
    const client = await sidOf('POST', '/v1/Clients', {
      account_sid: account,
      username: unique('desk'),
      password: secret(`${label} SIP client password`, acctOwner),
    });
    // the provider's routing table, or (a second account of a provider) the account's own
    const lcr = await sidOf(
      'POST',
      '/v1/Lcrs',
      provider
        ? { name: `${label} routing`, service_provider_sid: sp }
        : { name: `${label} routing`, account_sid: account },
    );
    await ok('POST', `/v1/Lcrs/${lcr}/Routes`, [
      { regex: '44', priority: 1, lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }] },
      { regex: '.*', priority: 9999, lcr_carrier_set_entries: [{ voip_carrier_sid: spCarrier }] },
    ]);
    const [route] = (await ok('GET', `/v1/LcrRoutes?lcr_sid=${lcr}`)) as {
      lcr_route_sid: string;
      lcr_carrier_set_entries: { lcr_carrier_set_entry_sid: string }[];
    }[];
    const teamsTenant = await sidOf('POST', '/v1/MicrosoftTeamsTenants', {
      tenant_fqdn: `${unique('t')}.${label.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com`,
      account_sid: account,
      service_provider_sid: sp,
      application_sid: applicationSid,
    });
    const spCredential = await sidOf('POST', `/v1/ServiceProviders/${sp}/SpeechCredentials`, {
      vendor: 'google',
      label: unique('voices'),
      service_key: GOOGLE_KEY(secret(`${label} google private_key`, spOwner)),
    });
    const accountCredential = await sidOf('POST', `/v1/Accounts/${account}/SpeechCredentials`, {
      vendor: 'deepgram',
      label: unique('dg'),
      api_key: secret(`${label} deepgram api_key`, acctOwner),
      ...LOCAL_DEEPGRAM,
    });
    const customVoice = await sidOf('POST', '/v1/GoogleCustomVoices', {
      speech_credential_sid: spCredential,
      name: unique('clone'),
      use_voice_cloning_key: 1,
      voice_cloning_key: secret(`${label} voice_cloning_key`, spOwner),
    });
    const alertRule = await sidOf('POST', `/v1/Accounts/${account}/AlertRules`, {
      name: `${label} ASR`,
      condition: 'carrier_asr_below',
      threshold: 50,
      emails: [`noc@${label.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com`],
    });
    if (provider)
      await ok('POST', `/v1/ServiceProviders/${sp}/Limits`, { category: 'voice_call_session', quantity: 50 });
    await ok('POST', `/v1/Accounts/${account}/Limits`, { category: 'voice_call_session', quantity: 10 });
    app.ctx.store.insert('tts_cache', {
      tts_cache_sid: crypto.randomUUID(),
      account_sid: account,
      vendor: 'google',
      voice: 'en-US-Standard-C',
      text_hash: `hash-${seq}`,
    });
    return {
      serviceProvider: sp,
      account,
      user: userSid,
      apiKey: apiKeySid,
      application: applicationSid,
      webhook,
      spCarrier,
      accountCarrier,
      sipGateway,
      smppGateway,
      phoneNumber,
      client,
      lcr,
      lcrRoute: route.lcr_route_sid,
      lcrEntry: route.lcr_carrier_set_entries[0].lcr_carrier_set_entry_sid,
      teamsTenant,
      alertRule,
      spCredential,
      accountCredential,
      customVoice,
      call: '',
      invoice: '',
      signUp: '',
    };
  }

  // ---------------------------------------------------------------- tenant A and its callers
  const sp1 = DEFAULT_SERVICE_PROVIDER_SID;
  const acct1 = DEFAULT_ACCOUNT_SID;
  const a = await fill('Tenant A', sp1, acct1);
  const acct2 = await sidOf('POST', '/v1/Accounts', {
    name: 'Tenant A second account',
    service_provider_sid: sp1,
  });
  const a2 = await fill('Tenant A2', sp1, acct2, false);

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
  const b = await fill('Tenant B', sp2, acctB);
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
  simulate(app.ctx.store, { seed: 7, days: 1, until: Date.now(), callsPerDay: 12, accounts: [acctB] });
  const bCall = one<Call>(
    // the shortest: its recording is rendered on every read
    `SELECT call_sid, sip_callid, trace_id, recording_url FROM cdrs WHERE account_sid = ? AND recording_url IS NOT NULL
       AND EXISTS (SELECT 1 FROM sip_captures c WHERE c.sip_callid = cdrs.sip_callid) ORDER BY duration LIMIT 1`,
    acctB,
  );
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
        payment_method_id: `pm_card_visa-exp-12-2030-${(seq += 1)}`,
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

  const freshB = async (kind: Kind): Promise<string> => {
    const owner = { sp: sp2, account: acctB };
    switch (kind) {
      case 'serviceProvider':
        return sidOf('POST', '/v1/ServiceProviders', { name: unique('Tenant B spare provider ') });
      case 'account':
        return sidOf('POST', '/v1/Accounts', { name: unique('Tenant B spare '), service_provider_sid: sp2 });
      case 'user':
        return (await user('b-spare', owner)).sid;
      case 'apiKey':
        return (await ok('POST', '/v1/ApiKeys', { account_sid: acctB })).sid as string;
      case 'application':
        return application('Tenant B spare', owner);
      case 'spCarrier':
        return sidOf('POST', `/v1/ServiceProviders/${sp2}/VoipCarriers`, { name: unique('B spare ') });
      case 'accountCarrier':
        return sidOf('POST', `/v1/Accounts/${acctB}/VoipCarriers`, { name: unique('B spare ') });
      case 'sipGateway':
        return sidOf('POST', '/v1/SipGateways', {
          voip_carrier_sid: b.spCarrier,
          ipv4: `198.51.100.${(seq += 1) % 250}`,
          inbound: 1,
          outbound: 0,
        });
      case 'smppGateway':
        return sidOf('POST', '/v1/SmppGateways', {
          voip_carrier_sid: b.spCarrier,
          ipv4: `${unique('smpp')}.example.com`,
          inbound: 0,
          outbound: 1,
        });
      case 'phoneNumber':
        return sidOf('POST', '/v1/PhoneNumbers', {
          number: number(),
          voip_carrier_sid: b.spCarrier,
          account_sid: acctB,
        });
      case 'client':
        return sidOf('POST', '/v1/Clients', {
          account_sid: acctB,
          username: unique('spare'),
          password: 'pw-123456',
        });
      case 'lcr':
        return sidOf('POST', '/v1/Lcrs', { name: 'spare', account_sid: await freshB('account') });
      case 'lcrRoute':
        return sidOf('POST', '/v1/LcrRoutes', { lcr_sid: b.lcr, regex: String(seq), priority: (seq += 1) });
      case 'lcrEntry':
        return sidOf('POST', '/v1/LcrCarrierSetEntries', {
          lcr_route_sid: b.lcrRoute,
          voip_carrier_sid: b.spCarrier,
          priority: (seq += 1),
        });
      case 'alertRule':
        return sidOf('POST', `/v1/Accounts/${acctB}/AlertRules`, {
          name: unique('B spare '),
          condition: 'sip_status_class',
          status_class: 5,
          threshold: 3,
          emails: ['noc@tenant-b.example.com'],
        });
      case 'teamsTenant':
        return sidOf('POST', '/v1/MicrosoftTeamsTenants', {
          tenant_fqdn: `${unique('spare')}.tenant-b.example.com`,
          account_sid: acctB,
        });
      case 'spCredential':
        return sidOf('POST', `/v1/ServiceProviders/${sp2}/SpeechCredentials`, {
          vendor: 'deepgram',
          label: unique('spare'),
          api_key: 'spare-key-123456',
          ...LOCAL_DEEPGRAM,
        });
      case 'accountCredential':
        return sidOf('POST', `/v1/Accounts/${acctB}/SpeechCredentials`, {
          vendor: 'deepgram',
          label: unique('spare'),
          api_key: 'spare-key-123456',
          ...LOCAL_DEEPGRAM,
        });
      case 'customVoice':
        return sidOf('POST', '/v1/GoogleCustomVoices', {
          speech_credential_sid: b.spCredential,
          name: unique('spare'),
          model: 'projects/p/locations/l/models/m',
        });
      default:
        return b[kind];
    }
  };

  const relogin = async (caller: CallerKind) => {
    const name = usernames[caller];
    if (!name) return;
    tokens[caller] = caller === 'admin' ? await login(app, 'admin', 'admin') : await login(app, name);
  };

  return { app, api, tokens, a, a2, b, bCall, secrets, freshB, relogin, usernames, outbox };
}
