#!/usr/bin/env node
// Records, from a real jambonz API server, the answers to the requests the portal makes that the first
// session's recordings (docs/api/contract.md#contract-samples) lack — in their format: NAME.json =
// {"request": {method, path, json?}, "status", "headers": {selected}, "body": <JSON | text | null>}.
// Run by hand against a test server (it creates, changes and deletes what it records, under unique names):
//
//   sudo ../shared/real-api/setup.sh            # or any jambonz API: REAL_API_URL=…/v1 REAL_API_ADMIN_KEY=…
//   node scripts/record-real-api-samples.mjs [out-dir [observability-out-dir]]
//
// out-dir defaults to api/test/contract-samples/ (api/test/contract-samples.test.ts replays them, in this order,
// against our API); the recent-calls and alerts recordings go to api/test/contract-samples-observability/. Every
// request is made with the JWT of an admin-scope user the script creates with the admin API key (the seeded admin is
// left alone), so the files have no prefix (INDEX.md: no prefix = admin JWT). Recent calls and alerts are written
// into the server's InfluxDB first, as a feature server does, with the server's own @jambonz/time-series
// (REAL_API_SRC, default ${REAL_API_ROOT:-$TMPDIR/real-api}/jambonz-api-server). Global settings
// (SystemInformation, PasswordSettings) are posted with the values they already have.
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = (process.env.REAL_API_URL || 'http://127.0.0.1:3900/v1').replace(/\/+$/, '');
const KEY = process.env.REAL_API_ADMIN_KEY || '660ddb0f-d584-4b88-b308-a20ed990222d';
const OUT = path.resolve(process.argv[2] || path.join(repoRoot, 'api/test/contract-samples'));
const OUT_OBSERVABILITY = path.resolve(
  process.argv[3] || path.join(repoRoot, 'api/test/contract-samples-observability'),
);
const HEADERS = [
  'content-type',
  'content-length',
  'access-control-allow-origin',
  'ratelimit-remaining',
  'etag',
  'cache-control',
];
const tag = randomBytes(3).toString('hex');

/** One request, as the portal makes it; returns status and parsed body. */
async function call(method, pathname, { json, token } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${API}${pathname}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let body = null;
  if (text !== '') body = type.includes('application/json') ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body };
}

const written = [];
let token = '';
/** Makes the request with the recorder's admin JWT and writes NAME.json. */
async function record(name, method, pathname, json, dir = OUT) {
  const answer = await call(method, pathname, { json, token });
  const headers = {};
  for (const key of HEADERS) if (answer.headers.has(key)) headers[key] = answer.headers.get(key);
  const sample = {
    request: {
      method,
      path: new URL(`${API}${pathname}`).pathname + new URL(`${API}${pathname}`).search,
      ...(json === undefined ? {} : { json }),
    },
    status: answer.status,
    headers,
    body: answer.body,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(sample, null, 2)}\n`);
  written.push(
    `${path.relative(repoRoot, dir)}/${name}.json  ${method} ${sample.request.path} → ${answer.status}`,
  );
  return answer.body;
}

/** With the admin API key, not recorded (set-up and clean-up). */
async function admin(method, pathname, json) {
  const answer = await call(method, pathname, { json, token: KEY });
  if (answer.status >= 400)
    throw new Error(`${method} ${pathname} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

function timeSeries() {
  const root = process.env.REAL_API_ROOT || path.join(process.env.TMPDIR || tmpdir(), 'real-api');
  const src = process.env.REAL_API_SRC || path.join(root, 'jambonz-api-server');
  const file = path.join(src, 'node_modules/@jambonz/time-series');
  if (!existsSync(file)) return null;
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  return createRequire(path.join(src, 'package.json'))(file)(
    quiet,
    process.env.REAL_API_TIME_SERIES_HOST || '127.0.0.1',
  );
}

async function main() {
  // --- the recorder's own admin-scope user (the seeded admin keeps its password) -------------------------------
  const userName = `recorder-${tag}`;
  const password = 'Recorder-2468-ok';
  const { user_sid: recorderSid } = await admin('POST', '/Users', {
    name: userName,
    email: `${userName}@example.com`,
    initial_password: password,
    force_change: 0,
    is_active: 1,
    is_view_only: 0,
    service_provider_sid: null,
    account_sid: null,
  });
  token = (await call('POST', '/login', { json: { username: userName, password } })).body.token;
  const ctx = {};
  try {
    // --- service provider, limits, settings ---------------------------------------------------------------------
    ctx.sp = (
      await record('POST_ServiceProviders', 'POST', '/ServiceProviders', { name: `recorded provider ${tag}` })
    ).sid;
    await record('PUT_ServiceProviders_sid', 'PUT', `/ServiceProviders/${ctx.sp}`, {
      name: `recorded provider ${tag} renamed`,
      ms_teams_fqdn: `teams-${tag}.example.com`,
    });
    await record('POST_ServiceProviders_sid_Limits', 'POST', `/ServiceProviders/${ctx.sp}/Limits`, {
      category: 'voice_call_session',
      quantity: 10,
    });
    await record('GET_ServiceProviders_sid_Limits_after', 'GET', `/ServiceProviders/${ctx.sp}/Limits`);
    await record(
      'DELETE_ServiceProviders_sid_Limits_category',
      'DELETE',
      `/ServiceProviders/${ctx.sp}/Limits?category=voice_call_session`,
    );
    const system = (await call('GET', '/SystemInformation', { token })).body;
    await record('POST_SystemInformation', 'POST', '/SystemInformation', {
      domain_name: system.domain_name ?? null,
      sip_domain_name: system.sip_domain_name ?? null,
      monitoring_domain_name: system.monitoring_domain_name ?? null,
      private_network_cidr: system.private_network_cidr ?? null,
      log_level: system.log_level ?? 'info',
    });
    const policy = (await call('GET', '/PasswordSettings', { token })).body;
    await record('POST_PasswordSettings', 'POST', '/PasswordSettings', {
      min_password_length: policy.min_password_length ?? 8,
      require_digit: policy.require_digit ?? 0,
      require_special_character: policy.require_special_character ?? 0,
    });
    await record('DELETE_TtsCache', 'DELETE', '/TtsCache');

    // --- an account (with a SIP realm), its limits, secret, bucket test, TTS cache -------------------------------
    ctx.account = (
      await record('POST_Accounts_with_realm', 'POST', '/Accounts', {
        name: `recorded account ${tag}`,
        service_provider_sid: ctx.sp,
        sip_realm: `${tag}.sip.example.com`,
      })
    ).sid;
    await record('POST_Accounts_sid_Limits', 'POST', `/Accounts/${ctx.account}/Limits`, {
      category: 'voice_call_session',
      quantity: 5,
    });
    await record('GET_Accounts_sid_Limits_after', 'GET', `/Accounts/${ctx.account}/Limits`);
    await record(
      'DELETE_Accounts_sid_Limits_category',
      'DELETE',
      `/Accounts/${ctx.account}/Limits?category=voice_call_session`,
    );
    await record(
      'GET_Accounts_sid_WebhookSecret_regenerate',
      'GET',
      `/Accounts/${ctx.account}/WebhookSecret?regenerate=true`,
    );
    await record(
      'POST_Accounts_sid_BucketCredentialTest',
      'POST',
      `/Accounts/${ctx.account}/BucketCredentialTest`,
      {
        vendor: 'aws_s3',
        name: `recordings-${tag}`,
        access_key_id: 'AKIARECORDER000001',
        secret_access_key: 'recorder-secret-access-key-0123456789',
        region: 'us-east-1',
      },
    );
    await record('DELETE_Accounts_sid_TtsCache', 'DELETE', `/Accounts/${ctx.account}/TtsCache`);

    // --- users ---------------------------------------------------------------------------------------------------
    const member = `recorded-user-${tag}`;
    ctx.user = (
      await record('POST_Users_in_account', 'POST', '/Users', {
        name: member,
        email: `${member}@example.com`,
        initial_password: password,
        force_change: 1,
        is_active: 1,
        is_view_only: 0,
        service_provider_sid: ctx.sp,
        account_sid: ctx.account,
      })
    ).user_sid;
    await record('GET_Users_sid', 'GET', `/Users/${ctx.user}`);
    await record('PUT_Users_sid_edit', 'PUT', `/Users/${ctx.user}`, {
      email: `${member}@example.org`,
      force_change: 0,
      is_active: 1,
      is_view_only: 1,
    });
    await record('DELETE_Users_sid', 'DELETE', `/Users/${ctx.user}`);

    // --- API keys --------------------------------------------------------------------------------------------------
    ctx.key = (await record('POST_ApiKeys_account', 'POST', '/ApiKeys', { account_sid: ctx.account })).sid;
    await record('DELETE_ApiKeys_sid', 'DELETE', `/ApiKeys/${ctx.key}`);

    // --- applications ----------------------------------------------------------------------------------------------
    ctx.app = (
      await record('POST_Applications_in_account', 'POST', '/Applications', {
        name: `recorded app ${tag}`,
        account_sid: ctx.account,
        call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
        call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
        speech_synthesis_vendor: 'google',
        speech_synthesis_language: 'en-US',
        speech_synthesis_voice: 'en-US-Standard-C',
        speech_recognizer_vendor: 'google',
        speech_recognizer_language: 'en-US',
      })
    ).sid;
    await record('PUT_Applications_sid', 'PUT', `/Applications/${ctx.app}`, {
      name: `recorded app ${tag} renamed`,
      call_hook: { url: 'https://hooks.example.com/call2', method: 'GET' },
      speech_synthesis_language: 'de-DE',
      speech_synthesis_voice: 'de-DE-Standard-B',
    });
    await record(
      'GET_Accounts_sid_Applications_paged_summary',
      'GET',
      `/Accounts/${ctx.account}/Applications?page=1&page_size=5`,
    );
    await record(
      'GET_AppEnv_unreachable',
      'GET',
      `/AppEnv?url=${encodeURIComponent('https://hooks.example.com/call')}`,
    );

    // --- carriers and gateways ---------------------------------------------------------------------------------------
    ctx.spCarrier = (
      await record(
        'POST_ServiceProviders_sid_VoipCarriers_session',
        'POST',
        `/ServiceProviders/${ctx.sp}/VoipCarriers`,
        { name: `recorded trunk ${tag}` },
      )
    ).sid;
    await record(
      'PUT_ServiceProviders_sid_VoipCarriers_sid',
      'PUT',
      `/ServiceProviders/${ctx.sp}/VoipCarriers/${ctx.spCarrier}`,
      {
        name: `recorded trunk ${tag}`,
        tech_prefix: '1234',
        e164_leading_plus: true,
        smpp_system_id: 'smpp-user',
      },
    );
    ctx.gateway = (
      await record('POST_SipGateways_session', 'POST', '/SipGateways', {
        voip_carrier_sid: ctx.spCarrier,
        ipv4: '192.0.2.30',
        port: 5060,
        netmask: 32,
        inbound: true,
        outbound: true,
        protocol: 'udp',
      })
    ).sid;
    await record('PUT_SipGateways_sid', 'PUT', `/SipGateways/${ctx.gateway}`, {
      port: 5080,
      protocol: 'tcp',
      inbound: false,
    });
    await record('GET_SmppGateways_by_carrier', 'GET', `/SmppGateways?voip_carrier_sid=${ctx.spCarrier}`);
    ctx.smpp = (
      await record('POST_SmppGateways', 'POST', '/SmppGateways', {
        voip_carrier_sid: ctx.spCarrier,
        ipv4: 'smpp.example.com',
        port: 2775,
        netmask: 32,
        inbound: false,
        outbound: true,
        is_primary: true,
        use_tls: false,
      })
    ).sid;
    await record(
      'GET_SmppGateways_by_carrier_after',
      'GET',
      `/SmppGateways?voip_carrier_sid=${ctx.spCarrier}`,
    );
    await record('PUT_SmppGateways_sid', 'PUT', `/SmppGateways/${ctx.smpp}`, { port: 2776, use_tls: true });
    await record('DELETE_SmppGateways_sid', 'DELETE', `/SmppGateways/${ctx.smpp}`);
    await record('GET_Smpps', 'GET', '/Smpps');
    // (POST/PUT /Accounts/:sid/VoipCarriers use the token's account, not the URL's: with an admin JWT the real
    // server answers 500, so they are left to the real-API lane, where an account user makes them.)
    const templates = (await call('GET', '/PredefinedCarriers', { token })).body;
    const simwood = templates.find((t) => t.name === 'Simwood') ?? templates[0];
    await record(
      'POST_Accounts_sid_PredefinedCarriers_sid',
      'POST',
      `/Accounts/${ctx.account}/PredefinedCarriers/${simwood.predefined_carrier_sid}`,
    );
    await record(
      'GET_ServiceProviders_sid_VoipCarriers_account_filter',
      'GET',
      `/ServiceProviders/${ctx.sp}/VoipCarriers?account_sid=${ctx.account}`,
    );
    await record(
      'GET_ServiceProviders_sid_RecentCalls_register_pcap',
      'GET',
      `/ServiceProviders/${ctx.sp}/RecentCalls/${randomUUID()}/register/pcap`,
    );

    // --- phone numbers ---------------------------------------------------------------------------------------------
    const digits = BigInt(`0x${randomBytes(5).toString('hex')}`) % 10_000_000_000n;
    ctx.number = (
      await record('POST_PhoneNumbers_session', 'POST', '/PhoneNumbers', {
        number: `1555${digits.toString().padStart(10, '0')}`,
        voip_carrier_sid: ctx.spCarrier,
        account_sid: ctx.account,
      })
    ).sid;
    await record('GET_PhoneNumbers_sid', 'GET', `/PhoneNumbers/${ctx.number}`);
    await record('PUT_PhoneNumbers_sid', 'PUT', `/PhoneNumbers/${ctx.number}`, { application_sid: ctx.app });
    await record(
      'GET_PhoneNumbers_by_carrier',
      'GET',
      `/PhoneNumbers?page=1&page_size=100&voip_carrier_sid=${ctx.spCarrier}`,
    );
    await record('GET_PhoneNumbers_by_account', 'GET', `/PhoneNumbers?account_sid=${ctx.account}`);
    await record('DELETE_PhoneNumbers_sid', 'DELETE', `/PhoneNumbers/${ctx.number}`);
    await record('DELETE_SipGateways_sid', 'DELETE', `/SipGateways/${ctx.gateway}`);

    // --- SIP clients -------------------------------------------------------------------------------------------------
    ctx.client = (
      await record('POST_Clients_session', 'POST', '/Clients', {
        account_sid: ctx.account,
        username: `recorded-${tag}`,
        password: 's3cret-pass',
        is_active: 1,
        allow_direct_app_calling: 1,
        allow_direct_queue_calling: 1,
        allow_direct_user_calling: 1,
      })
    ).sid;
    await record('GET_Clients_sid', 'GET', `/Clients/${ctx.client}`);
    await record('PUT_Clients_sid', 'PUT', `/Clients/${ctx.client}`, {
      is_active: 0,
      allow_direct_queue_calling: 0,
    });
    await record('DELETE_Clients_sid', 'DELETE', `/Clients/${ctx.client}`);

    // --- MS Teams tenants ----------------------------------------------------------------------------------------
    ctx.tenant = (
      await record('POST_MicrosoftTeamsTenants_session', 'POST', '/MicrosoftTeamsTenants', {
        service_provider_sid: ctx.sp,
        account_sid: ctx.account,
        tenant_fqdn: `${tag}.contoso.example.com`,
      })
    ).sid;
    await record('GET_MicrosoftTeamsTenants_sid', 'GET', `/MicrosoftTeamsTenants/${ctx.tenant}`);
    await record('PUT_MicrosoftTeamsTenants_sid', 'PUT', `/MicrosoftTeamsTenants/${ctx.tenant}`, {
      application_sid: ctx.app,
    });
    await record('DELETE_MicrosoftTeamsTenants_sid', 'DELETE', `/MicrosoftTeamsTenants/${ctx.tenant}`);

    // --- outbound call routing -----------------------------------------------------------------------------------
    ctx.lcr = (
      await record('POST_Lcrs_session', 'POST', '/Lcrs', {
        name: `recorded routing ${tag}`,
        is_active: true,
        service_provider_sid: ctx.sp,
      })
    ).sid;
    await record('POST_Lcrs_sid_Routes', 'POST', `/Lcrs/${ctx.lcr}/Routes`, [
      {
        regex: '44',
        description: 'United Kingdom',
        priority: 0,
        lcr_carrier_set_entries: [{ voip_carrier_sid: ctx.spCarrier }],
      },
      {
        regex: '.*',
        description: 'System Default Route',
        priority: 9999,
        lcr_carrier_set_entries: [{ voip_carrier_sid: ctx.spCarrier }],
      },
    ]);
    await record('GET_Lcrs_sid', 'GET', `/Lcrs/${ctx.lcr}`);
    const routes = await record('GET_LcrRoutes_by_lcr', 'GET', `/LcrRoutes?lcr_sid=${ctx.lcr}`);
    await record('PUT_Lcrs_sid', 'PUT', `/Lcrs/${ctx.lcr}`, {
      name: `recorded routing ${tag} renamed`,
      is_active: false,
    });
    await record('PUT_Lcrs_sid_Routes', 'PUT', `/Lcrs/${ctx.lcr}/Routes`, [
      ...routes.map((r) => ({
        lcr_route_sid: r.lcr_route_sid,
        regex: r.regex,
        description: r.description,
        priority: r.priority === 9999 ? 9999 : 1,
        lcr_carrier_set_entries: r.lcr_carrier_set_entries.map((e) => ({
          lcr_carrier_set_entry_sid: e.lcr_carrier_set_entry_sid,
          voip_carrier_sid: e.voip_carrier_sid,
          priority: e.priority ?? 0,
        })),
      })),
      {
        regex: '33',
        description: 'France',
        priority: 0,
        lcr_carrier_set_entries: [{ voip_carrier_sid: ctx.spCarrier }],
      },
    ]);
    await record('GET_LcrRoutes_by_lcr_after', 'GET', `/LcrRoutes?lcr_sid=${ctx.lcr}`);
    const first = routes.find((r) => r.priority !== 9999);
    await record('DELETE_LcrRoutes_sid', 'DELETE', `/LcrRoutes/${first.lcr_route_sid}`);
    await record('DELETE_Lcrs_sid', 'DELETE', `/Lcrs/${ctx.lcr}`);

    // --- speech credentials and Google custom voices -------------------------------------------------------------
    ctx.speech = (
      await record(
        'POST_ServiceProviders_sid_SpeechCredentials_session',
        'POST',
        `/ServiceProviders/${ctx.sp}/SpeechCredentials`,
        {
          vendor: 'google',
          label: `rec${tag}`,
          use_for_tts: 1,
          use_for_stt: 1,
          service_key: JSON.stringify({
            type: 'service_account',
            client_email: 'recorder@switchboard-recorder.iam.gserviceaccount.com',
            private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----\n',
          }),
        },
      )
    ).sid;
    await record(
      'GET_ServiceProviders_sid_SpeechCredentials_sid',
      'GET',
      `/ServiceProviders/${ctx.sp}/SpeechCredentials/${ctx.speech}`,
    );
    await record(
      'PUT_ServiceProviders_sid_SpeechCredentials_sid',
      'PUT',
      `/ServiceProviders/${ctx.sp}/SpeechCredentials/${ctx.speech}`,
      { use_for_stt: 0 },
    );
    await record(
      'GET_speech_supportedLanguagesAndVoices_create_new',
      'GET',
      `/ServiceProviders/${ctx.sp}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=google&create_new=true`,
    );
    await record(
      'GET_GoogleCustomVoices_by_credential',
      'GET',
      `/GoogleCustomVoices?speech_credential_sid=${ctx.speech}`,
    );
    ctx.voice = (
      await record('POST_GoogleCustomVoices', 'POST', '/GoogleCustomVoices', {
        speech_credential_sid: ctx.speech,
        name: `recorded voice ${tag}`,
        reported_usage: 'REALTIME',
        model: 'projects/recorder/locations/us/models/voice',
      })
    ).sid;
    await record('PUT_GoogleCustomVoices_sid', 'PUT', `/GoogleCustomVoices/${ctx.voice}`, {
      name: `recorded voice ${tag} renamed`,
    });
    await record('DELETE_GoogleCustomVoices_sid', 'DELETE', `/GoogleCustomVoices/${ctx.voice}`);
    await record(
      'DELETE_ServiceProviders_sid_SpeechCredentials_sid',
      'DELETE',
      `/ServiceProviders/${ctx.sp}/SpeechCredentials/${ctx.speech}`,
    );

    // --- recent calls and alerts, from InfluxDB ----------------------------------------------------------------
    const series = timeSeries();
    if (series) {
      const now = Date.now();
      const owner = { account_sid: ctx.account, service_provider_sid: ctx.sp };
      const cdr = (i, answered) => ({
        ...owner,
        call_sid: randomUUID(),
        from: '15551230001',
        to: `1555765000${i}`,
        sip_callid: `${randomUUID()}@192.0.2.1`,
        sip_status: answered ? 200 : 486,
        duration: answered ? 42 : 0,
        answered,
        direction: i % 2 ? 'outbound' : 'inbound',
        host: '192.0.2.1',
        remote_host: '198.51.100.7',
        trunk: 'recorded trunk',
        trace_id: randomUUID().replace(/-/g, ''),
        attempted_at: now - 120_000 - i * 1000,
        answered_at: answered ? now - 118_000 - i * 1000 : 0,
        terminated_at: now - 60_000 - i * 1000,
        termination_reason: answered ? 'caller hungup' : 'busy',
      });
      await series.writeCdrs([cdr(1, true), cdr(2, false)]);
      await series.writeAlerts([
        { ...owner, alert_type: 'webhook-failure', url: 'https://hooks.example.com/call', status: 500 },
        { ...owner, alert_type: 'no-tts', vendor: 'google', label: 'none' },
      ]);
      const query = 'page=1&count=25&days=7';
      await record(
        'GET_Accounts_sid_RecentCalls_influx',
        'GET',
        `/Accounts/${ctx.account}/RecentCalls?${query}`,
        undefined,
        OUT_OBSERVABILITY,
      );
      await record(
        'GET_Accounts_sid_RecentCalls_influx_answered',
        'GET',
        `/Accounts/${ctx.account}/RecentCalls?${query}&answered=true&direction=outbound`,
        undefined,
        OUT_OBSERVABILITY,
      );
      await record(
        'GET_ServiceProviders_sid_RecentCalls_influx',
        'GET',
        `/ServiceProviders/${ctx.sp}/RecentCalls?${query}`,
        undefined,
        OUT_OBSERVABILITY,
      );
      await record(
        'GET_Accounts_sid_Alerts_influx',
        'GET',
        `/Accounts/${ctx.account}/Alerts?${query}`,
        undefined,
        OUT_OBSERVABILITY,
      );
      await record(
        'GET_ServiceProviders_sid_Alerts_influx',
        'GET',
        `/ServiceProviders/${ctx.sp}/Alerts?${query}`,
        undefined,
        OUT_OBSERVABILITY,
      );
    } else {
      console.warn('no @jambonz/time-series here (REAL_API_SRC): recent calls and alerts not recorded');
    }

    // --- the end: account and provider deleted -----------------------------------------------------------------
    await record('DELETE_Accounts_sid_session', 'DELETE', `/Accounts/${ctx.account}`);
    ctx.account = undefined;
    await record('DELETE_ServiceProviders_sid', 'DELETE', `/ServiceProviders/${ctx.sp}`);
    ctx.sp = undefined;
  } finally {
    // whatever a failure left behind, and the recorder's user
    if (ctx.account) await call('DELETE', `/Accounts/${ctx.account}`, { token: KEY }).catch(() => {});
    if (ctx.sp) {
      for (const lcr of (await call('GET', '/Lcrs', { token: KEY })).body ?? [])
        if (lcr.service_provider_sid === ctx.sp) await call('DELETE', `/Lcrs/${lcr.lcr_sid}`, { token: KEY });
      await call('DELETE', `/ServiceProviders/${ctx.sp}`, { token: KEY }).catch(() => {});
    }
    await call('DELETE', `/Users/${recorderSid}`, { token: KEY }).catch(() => {});
  }
  console.log(`recorded ${written.length} answers from ${API}:\n  ${written.join('\n  ')}`);
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
