// Contract fidelity: every request recorded from the real jambonz API server (v0.9.6) that this API covers is
// replayed, in the order the recording session made them, against a fresh server that is given the same data,
// and each answer is compared with the recording by shape: status code, empty vs text vs JSON, bare array vs
// paged object, every field name and its JSON type (0/1 integers must stay numbers, booleans booleans).
// Values are not compared (sids, tokens and dates differ). The recordings are in test/contract-samples/, copied
// from the first recording session (docs/api/contract.md#contract-samples) so the test runs on a clean clone.
// Where this API answers differently on purpose — a real-server crash or bug docs/api/differences.md#fixed-on-purpose says not to copy, or a
// spec rule the real server lacks — the sample is listed in DELIBERATE with the reason and what we send instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { shapeDiffs, type Json } from './contract-shape';
import { apiFor, createApp, DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID, type Api } from './helpers';

interface Sample {
  request: { method: string; path: string; json?: unknown };
  status: number;
  body: unknown;
}

const SAMPLES_DIR = path.join(__dirname, 'contract-samples');
const sampleFiles = readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.json'));
const readSample = (file: string) => JSON.parse(readFileSync(path.join(SAMPLES_DIR, file), 'utf8')) as Sample;

interface Deliberate {
  why: string;
  /** our status when it differs from the recording */
  status?: number;
  /** our body is `{msg}` (the recording's was empty, HTML or another shape) */
  msgBody?: true;
  /** keys we add to the recorded object */
  extraKeys?: string[];
  /** our plain-text body (the recording's was another text) */
  textBody?: string;
  /** our body is JSON where the recording's was text (a request we serve that the real server refused) */
  jsonBody?: true;
  /** our body is empty where the recording's was not */
  emptyBody?: true;
}

const NOT_FOUND_MSG = 'a 404 carries {msg} (the portal shows it) where the real server sends an empty body';
const DELIBERATE: Record<string, Deliberate> = {
  'GET_Accounts_unknown_sid.json': { why: NOT_FOUND_MSG, msgBody: true },
  'GET_Applications_sid_notfound.json': { why: NOT_FOUND_MSG, msgBody: true },
  'ACCT_GET_Applications_other_sid.json': { why: NOT_FOUND_MSG, msgBody: true },
  'ERR_unknown_route_authed.json': {
    why: 'an unknown route is 404 {msg} instead of Express’s HTML page',
    msgBody: true,
  },
  'GET_ApiKeys_root.json': {
    why: 'an unknown route is 404 {msg} instead of Express’s HTML page',
    msgBody: true,
  },
  'ACCT_GET_SystemInformation.json': {
    why: 'guard failures keep {status, message} and add msg, which the portal reads',
    extraKeys: ['msg'],
  },
  'SP_GET_SystemInformation.json': {
    why: 'the session’s SP user must change their password first (force_change): until then their token may do nothing else (docs/api/contract.md#forced-password-change)',
    status: 403,
    msgBody: true,
  },
  'ERR_after_logout_first_token.json': {
    why: 'signing out ends the session that signs out; the same user’s other token (the session’s first) goes on (docs/api/contract.md#revocation)',
    status: 200,
    jsonBody: true,
  },
  'SP_GET_Users.json': {
    why: 'the session’s SP user must change their password first (force_change): until then their token may do nothing else (docs/api/contract.md#forced-password-change)',
    status: 403,
    msgBody: true,
  },
  'POST_forgot_password_invalid.json': {
    why: 'forgot-password errors keep {error} and add msg, which the portal reads',
    extraKeys: ['msg'],
  },
  'POST_forgot_password_unknown.json': {
    why: 'an unknown address gets the answer a known one gets, so the answer does not tell which addresses exist (docs/api/contract.md#password-reset)',
    status: 204,
    emptyBody: true,
  },
  'GET_PasswordSettings.json': {
    why: 'with no row stored we answer the spec’s whole default policy (6, 0, 0), not only a length',
    extraKeys: ['require_digit', 'require_special_character'],
  },
  'POST_Accounts_duplicate_name.json': {
    why: 'account names are unique per service provider (docs/product/identity.md#account-form); the real server accepts the duplicate',
    status: 422,
    msgBody: true,
  },
  'POST_Accounts_unknown_field.json': {
    why: 'an unknown field is a 400, not a 500 (docs/api/differences.md#fixed-on-purpose)',
    status: 400,
  },
  'POST_ApiKeys_unknown_field_expiry_secs.json': {
    why: 'an unknown field is a 400, not a 500 (docs/api/differences.md#fixed-on-purpose)',
    status: 400,
  },
  'DELETE_VoipCarriers_notfound.json': { why: NOT_FOUND_MSG, msgBody: true },
  'POST_PhoneNumbers_no_carrier.json': {
    why: 'number, carrier and account are required (docs/product/telephony.md#phone-number-form); the real server accepts a number without a carrier',
    status: 400,
    msgBody: true,
  },
  'GET_ServiceProviders_sid_SpeechCredentials_sid_test.json': {
    why: 'a failed side always says why: the recording’s STT failed without a reason',
    extraKeys: ['stt.reason'],
  },
  'POST_Applications_missing_call_hook.json': {
    why: 'a missing call_hook is a 400, not a 500 (docs/api/differences.md#fixed-on-purpose)',
    status: 400,
  },
  'GET_AppEnv_unreachable.json': {
    why: 'a webhook that cannot be reached is a 400 {msg} saying why (the form shows it by the environment variables); the real server answers 204, as if it published no schema',
    status: 400,
    msgBody: true,
  },
  'GET_ServiceProviders_sid_RecentCalls_register_pcap.json': {
    why: 'the recording server had no Homer (400 Bad Request); this API has its capture store, and nothing was captured for that call: the contract’s 404',
    status: 404,
    textBody: 'Not Found',
  },
};

// ---------------------------------------------------------------- the recording session, step by step

let app: FastifyInstance;
let api: Api;
/** recorded sid → ours */
const sids = new Map<string, string>();
const tokens: Record<string, string | null> = { none: null, garbage: 'not-a-token' };

/** Rows this API reads but does not write (SBC addresses). */
function referenceRows(): void {
  const { store } = app.ctx;
  store.insert('sbc_addresses', {
    sbc_address_sid: '0b6ad7c1-5f8f-4a47-9a57-1b7d0c7c0d31',
    ipv4: '192.0.2.50',
    port: 5060,
  });
}

type Step = string | { fixture: string; run: () => void | Promise<void> };

/** The recording session's order; samples that change state come where the session made them. */
const STEPS: Step[] = [
  'GET_health.json',
  'ERR_no_token.json',
  'ERR_bad_token.json',
  'ERR_bad_jwt_signature.json',
  'ERR_unknown_route.json',
  'ERR_login_missing_fields.json',
  'ERR_login_unknown_user.json',
  'GET_PredefinedCarriers_noauth.json',
  'POST_login_admin_second.json', // the session's first admin token is kept as "first"
  'POST_login.json',
  'ERR_unknown_route_authed.json',
  'GET_ApiKeys_root.json',
  'GET_PredefinedCarriers.json',
  'GET_Users.json',
  'GET_Users_me.json',
  'GET_Users_me_check.json',
  'GET_ServiceProviders.json',
  'GET_ServiceProviders_sid.json',
  'GET_ServiceProviders_sid_Accounts.json',
  'GET_ServiceProviders_sid_ApiKeys.json',
  'GET_ServiceProviders_sid_Limits.json',
  'GET_ServiceProviders_sid_SpeechCredentials.json',
  'GET_ServiceProviders_sid_VoipCarriers.json',
  'GET_ServiceProviders_sid_VoipCarriers_paged.json',
  'GET_speech_supportedLanguagesAndVoices.json',
  'GET_Accounts.json',
  'GET_Accounts_sid.json',
  'GET_Accounts_invalid_sid.json',
  'GET_Accounts_unknown_sid.json',
  'GET_Accounts_sid_ApiKeys.json',
  'GET_Accounts_sid_Limits.json',
  'GET_Accounts_sid_RegisteredSipUsers.json',
  'GET_Accounts_sid_SpeechCredentials.json',
  'GET_Accounts_sid_TtsCache.json',
  'GET_Accounts_sid_WebhookSecret.json',
  'GET_Applications.json',
  'GET_Applications_paged_name.json',
  'GET_Applications_sid_notfound.json',
  'GET_PasswordSettings.json',
  'GET_SystemInformation.json',
  'GET_TtsCache.json',
  'GET_Sbcs.json',
  'GET_MicrosoftTeamsTenants.json',
  'GET_PhoneNumbers.json',
  'GET_PhoneNumbers_paged.json',
  'POST_ServiceProviders_duplicate_name.json',
  // users
  'POST_Users_account_scope.json',
  'POST_Users_sp_scope.json',
  'POST_Users_view_only.json',
  'POST_Users_duplicate_name.json',
  'POST_Users_short_password.json',
  'GET_Users_after.json',
  'POST_login_account_user.json',
  'POST_login_sp_user.json',
  'POST_login_view_only.json',
  'ERR_login_wrong_password.json',
  'SP_GET_Users.json',
  'SP_GET_SystemInformation.json',
  'ACCT_GET_Users.json',
  'ACCT_GET_Users_me.json',
  'ACCT_GET_SystemInformation.json',
  'ACCT_GET_ServiceProviders.json',
  'ACCT_GET_Accounts_list.json',
  'ACCT_GET_Accounts_own.json',
  'ACCT_POST_Accounts.json',
  'ACCT_GET_PhoneNumbers.json',
  'ACCT_GET_Applications_list.json',
  'VIEWONLY_GET_Applications.json',
  'VIEWONLY_POST_Applications.json',
  'PUT_Users_sid_change_password_wrong_old.json',
  'PUT_Users_sid_change_password.json',
  'POST_login_sp_user_after_change.json',
  // accounts
  'POST_Accounts.json',
  'POST_Accounts_duplicate_name.json',
  {
    fixture: 'a second account to delete (ours refuses the duplicate name the recording used)',
    run: async () => {
      const res = await api('POST', '/v1/Accounts', tokens.admin, {
        name: 'portal test account 2',
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      });
      sids.set('d6b3a185-7fcf-4c75-9dd7-d32b52ed6476', res.json().sid as string);
    },
  },
  'POST_Accounts_sip_realm.json',
  'POST_Accounts_sip_realm_duplicate.json',
  'POST_Accounts_bad_sp.json',
  'POST_Accounts_missing_name.json',
  'POST_Accounts_missing_sp.json',
  'POST_Accounts_unknown_field.json',
  'GET_Accounts_sid_new.json',
  'PUT_Accounts_sid.json',
  'PUT_Accounts_sid_change_sp.json',
  'DELETE_Accounts_dup.json',
  'SP_GET_Accounts.json',
  'ACCT_GET_Accounts_other.json',
  'ACCT_GET_Accounts_other_ApiKeys.json',
  'ACCT_GET_Accounts_other_Applications.json',
  // API keys
  'GET_Accounts_newsid_ApiKeys.json',
  'POST_ApiKeys.json',
  'POST_ApiKeys_expires_at.json',
  'POST_ApiKeys_sp.json',
  'POST_ApiKeys_unknown_field_expiry_secs.json',
  'GET_Accounts_newsid_ApiKeys_after.json',
  'GET_ServiceProviders_sid_ApiKeys_2.json',
  {
    fixture: 'an admin API key and the seeded default-account key',
    run: async () => {
      tokens.adminKey = (await api('POST', '/v1/ApiKeys', tokens.admin, {})).json().token as string;
      tokens.accountKey = app.ctx.store.get<{ token: string }>(
        'SELECT token FROM api_keys WHERE account_sid = ? AND service_provider_sid IS NULL',
        DEFAULT_ACCOUNT_SID,
      )!.token;
    },
  },
  'APIKEY_account_GET_Accounts.json',
  'APIKEY_admin_GET_Accounts.json',
  'APIKEY_admin_GET_Users_me.json',
  // applications
  'POST_Applications.json',
  'POST_Applications_app_json_invalid.json',
  'POST_Applications_bad_url.json',
  'POST_Applications_missing_call_hook.json',
  'POST_Applications_missing_name.json',
  'GET_Accounts_sid_Applications.json',
  'GET_Applications_sid.json',
  'GET_Applications_paged.json',
  'GET_Applications_account_sid_query_ignored.json',
  'ACCT_GET_Applications_other_sid.json',
  // telephony: carriers, gateways, numbers, then the lists that show them (the recording session's order)
  'GET_Lcrs.json',
  'GET_Clients.json',
  'POST_VoipCarriers.json',
  'POST_ServiceProviders_sid_VoipCarriers.json',
  'POST_VoipCarriers_register_missing_creds.json',
  'POST_VoipCarriers_missing_name.json',
  'POST_SipGateways.json',
  'POST_SipGateways_outbound_fqdn.json',
  'POST_SipGateways_inbound_fqdn_invalid.json',
  'POST_SipGateways_missing_carrier.json',
  'GET_SipGateways_by_carrier.json',
  'GET_SipGateways_nofilter.json',
  'GET_VoipCarriers_sid.json',
  'GET_VoipCarriers.json',
  'GET_VoipCarriers_paged.json',
  'GET_ServiceProviders_sid_VoipCarriers_after.json',
  'GET_ServiceProviders_sid_VoipCarriers_paged_after.json',
  'GET_Accounts_sid_VoipCarriers.json',
  'POST_PhoneNumbers_with_spaces.json',
  'POST_PhoneNumbers.json',
  'POST_PhoneNumbers_plain.json',
  'POST_PhoneNumbers_duplicate.json',
  'POST_PhoneNumbers_missing_number.json',
  'POST_PhoneNumbers_no_carrier.json',
  'GET_PhoneNumbers_after.json',
  'GET_PhoneNumbers_paged_after.json',
  'GET_PhoneNumbers_filter.json',
  'GET_PhoneNumbers_page2.json',
  'GET_PhoneNumbers_page_without_size.json',
  'GET_ServiceProviders_sid_PhoneNumbers.json',
  'DELETE_VoipCarriers_in_use.json',
  'DELETE_Applications_in_use.json',
  'GET_SipGateways_after_failed_carrier_delete.json',
  'DELETE_VoipCarriers_unused.json',
  'DELETE_VoipCarriers_notfound.json',
  'PUT_VoipCarriers_sid.json',
  'POST_ServiceProviders_sid_PredefinedCarriers_add.json',
  'GET_ServiceProviders_sid_VoipCarriers_page_name.json',
  'POST_Lcrs.json',
  'GET_Lcrs_after.json',
  'GET_Lcrs_paged.json',
  {
    fixture:
      'the account gets a SIP realm (docs/product/telephony.md#sip-client-form: SIP clients need one; the real server does not check)',
    run: () => {
      app.ctx.store.run(
        "UPDATE accounts SET sip_realm = 'portal.sip.example.com' WHERE account_sid = ?",
        sids.get('949fb32c-aa31-4f92-9173-5b827c761cb1'),
      );
    },
  },
  'POST_Clients.json',
  'POST_Clients_duplicate.json',
  'GET_Clients_after.json',
  'GET_Clients_paged.json',
  'POST_MicrosoftTeamsTenants.json',
  'GET_MicrosoftTeamsTenants_after.json',
  { fixture: 'an SBC address', run: referenceRows },
  'GET_Sbcs_after.json',
  'POST_ServiceProviders_sid_SpeechCredentials.json',
  'GET_ServiceProviders_sid_SpeechCredentials_after.json',
  'GET_ServiceProviders_sid_SpeechCredentials_sid_test.json',
  // A second recording session (scripts/record-real-api-samples.mjs, against jambonz-api-server v0.9.6 with
  // InfluxDB): what the portal calls that the first session did not, each with an admin JWT, on its own provider.
  'POST_ServiceProviders.json',
  'PUT_ServiceProviders_sid.json',
  'POST_ServiceProviders_sid_Limits.json',
  'GET_ServiceProviders_sid_Limits_after.json',
  'DELETE_ServiceProviders_sid_Limits_category.json',
  'POST_SystemInformation.json',
  'POST_PasswordSettings.json',
  'DELETE_TtsCache.json',
  'POST_Accounts_with_realm.json',
  'POST_Accounts_sid_Limits.json',
  'GET_Accounts_sid_Limits_after.json',
  'DELETE_Accounts_sid_Limits_category.json',
  'GET_Accounts_sid_WebhookSecret_regenerate.json',
  'POST_Accounts_sid_BucketCredentialTest.json',
  'DELETE_Accounts_sid_TtsCache.json',
  'POST_Users_in_account.json',
  'GET_Users_sid.json',
  'PUT_Users_sid_edit.json',
  'DELETE_Users_sid.json',
  'POST_ApiKeys_account.json',
  'DELETE_ApiKeys_sid.json',
  'POST_Applications_in_account.json',
  'PUT_Applications_sid.json',
  'GET_Accounts_sid_Applications_paged_summary.json',
  'GET_AppEnv_unreachable.json',
  'POST_ServiceProviders_sid_VoipCarriers_session.json',
  'PUT_ServiceProviders_sid_VoipCarriers_sid.json',
  'POST_SipGateways_session.json',
  'PUT_SipGateways_sid.json',
  'GET_SmppGateways_by_carrier.json',
  'POST_SmppGateways.json',
  'GET_SmppGateways_by_carrier_after.json',
  'PUT_SmppGateways_sid.json',
  'DELETE_SmppGateways_sid.json',
  'GET_Smpps.json',
  'POST_Accounts_sid_PredefinedCarriers_sid.json',
  'GET_ServiceProviders_sid_VoipCarriers_account_filter.json',
  'GET_ServiceProviders_sid_RecentCalls_register_pcap.json',
  'POST_PhoneNumbers_session.json',
  'GET_PhoneNumbers_sid.json',
  'PUT_PhoneNumbers_sid.json',
  'GET_PhoneNumbers_by_carrier.json',
  'GET_PhoneNumbers_by_account.json',
  'DELETE_PhoneNumbers_sid.json',
  'DELETE_SipGateways_sid.json',
  'POST_Clients_session.json',
  'GET_Clients_sid.json',
  'PUT_Clients_sid.json',
  'DELETE_Clients_sid.json',
  'POST_MicrosoftTeamsTenants_session.json',
  'GET_MicrosoftTeamsTenants_sid.json',
  'PUT_MicrosoftTeamsTenants_sid.json',
  'DELETE_MicrosoftTeamsTenants_sid.json',
  'POST_Lcrs_session.json',
  'POST_Lcrs_sid_Routes.json',
  'GET_Lcrs_sid.json',
  'GET_LcrRoutes_by_lcr.json',
  'PUT_Lcrs_sid.json',
  'PUT_Lcrs_sid_Routes.json',
  'GET_LcrRoutes_by_lcr_after.json',
  'DELETE_LcrRoutes_sid.json',
  'DELETE_Lcrs_sid.json',
  'POST_ServiceProviders_sid_SpeechCredentials_session.json',
  'GET_ServiceProviders_sid_SpeechCredentials_sid.json',
  'PUT_ServiceProviders_sid_SpeechCredentials_sid.json',
  'GET_speech_supportedLanguagesAndVoices_create_new.json',
  'GET_GoogleCustomVoices_by_credential.json',
  'POST_GoogleCustomVoices.json',
  'PUT_GoogleCustomVoices_sid.json',
  'DELETE_GoogleCustomVoices_sid.json',
  'DELETE_ServiceProviders_sid_SpeechCredentials_sid.json',
  {
    fixture:
      'the session’s application removed first (ours refuses to delete an account that still has one, docs/product/identity.md#account-deletion; the real server deletes it with the account)',
    run: async () => {
      const recorded = readSample('POST_Applications_in_account.json').body as { sid: string };
      const res = await api('DELETE', `/v1/Applications/${sids.get(recorded.sid)}`, tokens.admin);
      expect(res.statusCode).toBe(204);
    },
  },
  'DELETE_Accounts_sid_session.json',
  'DELETE_ServiceProviders_sid.json',
  // passwords and sessions
  'POST_forgot_password.json',
  'POST_forgot_password_invalid.json',
  'POST_forgot_password_unknown.json',
  'GET_Accounts_with_first_token_after_relogin.json',
  'GET_Accounts_after_restart.json',
  'POST_logout.json',
  'ERR_after_logout_first_token.json',
  'ERR_after_logout_second_token.json',
];

/** Which token a recording was made with (INDEX.md: the file prefix names the caller). */
function callerFor(file: string): string | null {
  if (file.startsWith('ACCT_')) return tokens.acct;
  if (file.startsWith('SP_')) return tokens.sp;
  if (file.startsWith('VIEWONLY_')) return tokens.viewer;
  if (file.startsWith('APIKEY_account_')) return tokens.accountKey;
  if (file.startsWith('APIKEY_admin_')) return tokens.adminKey;
  const special: Record<string, string | null> = {
    'ERR_bad_token.json': tokens.garbage,
    'ERR_bad_jwt_signature.json': tokens.badSignature,
    'GET_Accounts_with_first_token_after_relogin.json': tokens.adminFirst,
    'ERR_after_logout_first_token.json': tokens.adminFirst,
    'ERR_after_logout_second_token.json': tokens.admin,
  };
  if (file in special) return special[file];
  if (
    /^(ERR_(no_token|unknown_route\.|login_)|POST_(login|forgot_password)|GET_health|GET_PredefinedCarriers_noauth)/.test(
      file,
    )
  )
    return null;
  return tokens.admin;
}

/** Tokens the session went on to use, taken from the login answers. */
const LOGIN_TOKENS: Record<string, string> = {
  'POST_login_admin_second.json': 'adminFirst',
  'POST_login.json': 'admin',
  'POST_login_account_user.json': 'acct',
  'POST_login_sp_user.json': 'sp',
  'POST_login_view_only.json': 'viewer',
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const mapSids = (text: string) => text.replace(UUID, (s) => sids.get(s) ?? s);

interface Answer {
  status: number;
  text: string;
  json: unknown;
}

async function replay(file: string, sample: Sample): Promise<Answer> {
  const body =
    sample.request.json === undefined ? undefined : JSON.parse(mapSids(JSON.stringify(sample.request.json)));
  const res = await api(sample.request.method as 'GET', mapSids(sample.request.path), callerFor(file), body);
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  const json = isJson && res.body ? (res.json() as unknown) : undefined;
  // a create in the recording named the new row: later requests of the session use its sid
  const recorded = sample.body as Record<string, unknown> | null;
  const created = json as Record<string, unknown> | undefined;
  for (const key of ['sid', 'user_sid'])
    if (typeof recorded?.[key] === 'string' && typeof created?.[key] === 'string')
      sids.set(recorded[key] as string, created[key] as string);
  if (LOGIN_TOKENS[file] && created?.token) tokens[LOGIN_TOKENS[file]] = created.token as string;
  mapReadSids(sample.body, json);
  return { status: res.statusCode, text: res.body, json };
}

/**
 * Rows the session went on to name that no create returned (a route of a routing table, its carrier-set entries):
 * a recorded `*_sid` not yet known is matched with ours at the same place of the answer (same row, same key).
 */
function mapReadSids(recorded: unknown, ours: unknown): void {
  if (Array.isArray(recorded) && Array.isArray(ours) && recorded.length === ours.length) {
    recorded.forEach((row, i) => mapReadSids(row, ours[i]));
    return;
  }
  if (!recorded || !ours || typeof recorded !== 'object' || typeof ours !== 'object') return;
  for (const [key, value] of Object.entries(recorded as Record<string, unknown>)) {
    const mine = (ours as Record<string, unknown>)[key];
    if (key.endsWith('_sid') && typeof value === 'string' && typeof mine === 'string') {
      if (!sids.has(value) && UUID_ONLY.test(value)) sids.set(value, mine);
    } else if (typeof value === 'object') mapReadSids(value, mine);
  }
}
const UUID_ONLY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function differences(file: string, sample: Sample, ours: Answer): string[] {
  const deliberate = DELIBERATE[file];
  const status = deliberate?.status ?? sample.status;
  const diffs = ours.status === status ? [] : [`status: expected ${status}, ours ${ours.status}`];
  if (deliberate?.emptyBody) {
    if (ours.text !== '') diffs.push(`body: expected empty, ours ${ours.text.slice(0, 100)}`);
  } else if (deliberate?.jsonBody) {
    if (ours.json === undefined) diffs.push(`body: expected JSON, ours ${ours.text.slice(0, 100)}`);
  } else if (deliberate?.msgBody) {
    const body = ours.json as Record<string, unknown> | undefined;
    if (typeof body?.msg !== 'string' || Object.keys(body).length !== 1)
      diffs.push(`body: expected {msg}, ours ${ours.text.slice(0, 100)}`);
  } else if (sample.body === null) {
    if (ours.text !== '') diffs.push(`body: recorded empty, ours ${ours.text.slice(0, 100)}`);
  } else if (typeof sample.body === 'string') {
    const text = deliberate?.textBody ?? sample.body;
    if (ours.json !== undefined || ours.text !== text)
      diffs.push(`body: recorded text ${JSON.stringify(text)}, ours ${ours.text.slice(0, 100)}`);
  } else if (ours.json === undefined) {
    diffs.push(`body: recorded JSON, ours ${JSON.stringify(ours.text.slice(0, 100))}`);
  } else {
    const allowed = new Set((deliberate?.extraKeys ?? []).map((k) => `$.${k}: extra`));
    diffs.push(...shapeDiffs(sample.body as Json, ours.json).filter((d) => !allowed.has(d)));
  }
  return diffs;
}

beforeAll(async () => {
  app = await createApp();
  api = apiFor(app);
  tokens.badSignature = await new SignJWT({ scope: 'admin', user_sid: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a secret this server does not have'));
});

afterAll(async () => {
  await app.close();
});

test('every covered recording is replayed exactly once', () => {
  const replayed = STEPS.filter((s): s is string => typeof s === 'string');
  expect(new Set(replayed).size).toBe(replayed.length);
  expect([...replayed].sort()).toEqual([...sampleFiles].sort());
});

describe('answers have the shapes the real jambonz API recorded', () => {
  // One test per step, in order: each depends on the state the previous ones left, like the session did.
  for (const step of STEPS) {
    if (typeof step !== 'string') {
      test(`(setup) ${step.fixture}`, async () => {
        await step.run();
      });
      continue;
    }
    const sample = readSample(step);
    const title = `${step}: ${sample.request.method} ${sample.request.path.replace(/^\/v1/, '')} → ${DELIBERATE[step]?.status ?? sample.status}`;
    test(title, async () => {
      const ours = await replay(step, sample);
      expect(differences(step, sample, ours)).toEqual([]);
    });
  }
});

describe('the shape comparison itself', () => {
  test('a boolean where the recording has 0/1 is a difference', () => {
    expect(shapeDiffs({ is_active: 1 }, { is_active: true })).toEqual([
      '$.is_active: recorded number, ours boolean',
    ]);
  });
  test('a paged object where the recording has a bare array is a difference', () => {
    expect(shapeDiffs([{ a: 1 }], { total: 1, data: [] })).toEqual(['$: recorded array, ours object']);
  });
  test('renamed, missing and extra keys are differences; keys optional per row are not', () => {
    expect(shapeDiffs({ sid: 'x' }, { user_sid: 'x' })).toEqual(['$.sid: missing', '$.user_sid: extra']);
    const users: Json = [{ name: 'admin' }, { name: 'sp', service_provider_sid: 'x' }];
    expect(shapeDiffs(users, [{ name: 'a' }, { name: 'b', service_provider_sid: 'y' }])).toEqual([]);
    expect(shapeDiffs(users, [{ name: 'a', account_sid: 'z' }])).toEqual(['$[0].account_sid: extra']);
    expect(shapeDiffs(users, [{ service_provider_sid: 'y' }])).toEqual(['$[0].name: missing']);
  });
  test('nulls match any type; nested objects are compared', () => {
    expect(shapeDiffs({ a: null, b: { c: 'x' } }, { a: 3, b: { c: null } })).toEqual([]);
    expect(shapeDiffs({ b: { c: 'x' } }, { b: { c: 2 } })).toEqual(['$.b.c: recorded string, ours number']);
  });
});
