// Every write endpoint of the API as the bad-input tests exercise it (bad-input.test.ts): its method and URL, a body it
// accepts, the type of each field and the required ones, and the wrong values of each type.
import { PASSWORD, type World } from './helpers';

export type Kind = 'string' | 'email' | 'sid' | 'bool' | 'int' | 'hook' | 'object' | 'password';

export interface WriteEndpoint {
  name: string;
  method: 'POST' | 'PUT';
  url: (w: World) => string;
  /** a body the endpoint accepts (unique names are made per use) */
  valid: (w: World, n: number) => Record<string, unknown>;
  fields: Record<string, Kind>;
  required: string[];
}

const hook = { url: 'https://hooks.example.com/x', method: 'POST' };
export const HUGE = 'x'.repeat(10 * 1024);

export const ENDPOINTS: WriteEndpoint[] = [
  {
    name: 'POST /Users',
    method: 'POST',
    url: () => '/v1/Users',
    valid: (w, n) => ({
      name: `bi-user-${n}`,
      email: `bi-user-${n}@example.com`,
      initial_password: PASSWORD,
      account_sid: w.acct1,
      force_change: true,
    }),
    fields: {
      name: 'string',
      email: 'email',
      initial_password: 'password',
      account_sid: 'sid',
      force_change: 'bool',
    },
    required: ['name', 'email', 'initial_password'],
  },
  {
    name: 'PUT /Users/:sid',
    method: 'PUT',
    url: (w) => `/v1/Users/${w.users.acctOther}`,
    valid: (_w, n) => ({ name: `acctother-renamed-${n}`, is_active: true }),
    fields: {
      name: 'string',
      email: 'email',
      initial_password: 'password',
      is_active: 'bool',
      account_sid: 'sid',
    },
    required: [],
  },
  {
    name: 'POST /ServiceProviders',
    method: 'POST',
    url: () => '/v1/ServiceProviders',
    valid: (_w, n) => ({ name: `bi-sp-${n}`, description: 'd', registration_hook: hook }),
    fields: { name: 'string', description: 'string', ms_teams_fqdn: 'string', registration_hook: 'hook' },
    required: ['name'],
  },
  {
    name: 'PUT /ServiceProviders/:sid',
    method: 'PUT',
    url: (w) => `/v1/ServiceProviders/${w.sp2}`,
    valid: (_w, n) => ({ name: `second sp ${n}` }),
    fields: { name: 'string', description: 'string', registration_hook: 'hook' },
    required: [],
  },
  {
    name: 'POST /Accounts',
    method: 'POST',
    url: () => '/v1/Accounts',
    valid: (w, n) => ({
      name: `bi-account-${n}`,
      service_provider_sid: w.sp1,
      registration_hook: hook,
      record_all_calls: false,
    }),
    fields: {
      name: 'string',
      service_provider_sid: 'sid',
      sip_realm: 'string',
      registration_hook: 'hook',
      record_all_calls: 'bool',
      device_to_call_ratio: 'int',
    },
    required: ['name', 'service_provider_sid'],
  },
  {
    name: 'PUT /Accounts/:sid',
    method: 'PUT',
    url: (w) => `/v1/Accounts/${w.acct2}`,
    valid: (_w, n) => ({
      name: `second account ${n}`,
      enable_debug_log: false,
      bucket_credential: { vendor: 'azure', name: 'bucket', connection_string: 'AccountName=a;AccountKey=b' },
    }),
    fields: {
      name: 'string',
      webhook_secret: 'string',
      queue_event_hook: 'hook',
      record_all_calls: 'bool',
      bucket_credential: 'object',
      deactivated_reason: 'string',
    },
    required: [],
  },
  {
    name: 'POST /Applications',
    method: 'POST',
    url: () => '/v1/Applications',
    valid: (w, n) => ({
      name: `bi-app-${n}`,
      account_sid: w.acct1,
      call_hook: hook,
      call_status_hook: hook,
      speech_synthesis_voice: 'en-US-Standard-C',
    }),
    fields: {
      name: 'string',
      account_sid: 'sid',
      call_hook: 'hook',
      call_status_hook: 'hook',
      app_json: 'string',
      speech_synthesis_voice: 'string',
      record_all_calls: 'bool',
      env_vars: 'object',
    },
    required: ['name', 'call_hook', 'call_status_hook'],
  },
  {
    name: 'PUT /Applications/:sid',
    method: 'PUT',
    url: () => '/v1/Applications/4ca2fb6a-8636-4f2e-96ff-8966c5e26f8e',
    valid: (_w, n) => ({ name: `dial time ${n}`, speech_recognizer_label: 'label' }),
    fields: {
      name: 'string',
      call_hook: 'hook',
      speech_recognizer_label: 'string',
      use_for_fallback_speech: 'bool',
      env_vars: 'object',
    },
    required: [],
  },
  {
    name: 'POST /ApiKeys',
    method: 'POST',
    url: () => '/v1/ApiKeys',
    valid: (w) => ({ account_sid: w.acct1 }),
    fields: { account_sid: 'sid', service_provider_sid: 'sid', expires_at: 'string' },
    required: [],
  },
  {
    name: 'POST /ServiceProviders/:sid/Limits',
    method: 'POST',
    url: (w) => `/v1/ServiceProviders/${w.sp1}/Limits`,
    valid: (_w, n) => ({ category: 'device', quantity: n }),
    fields: { category: 'string', quantity: 'int' },
    required: ['category', 'quantity'],
  },
  {
    name: 'POST /Accounts/:sid/Limits',
    method: 'POST',
    url: (w) => `/v1/Accounts/${w.acct1}/Limits`,
    valid: (_w, n) => ({ category: 'voice_call_session', quantity: n }),
    fields: { category: 'string', quantity: 'int' },
    required: ['category', 'quantity'],
  },
  {
    name: 'POST /PasswordSettings',
    method: 'POST',
    url: () => '/v1/PasswordSettings',
    valid: () => ({ min_password_length: 6, require_digit: false }),
    fields: { min_password_length: 'int', require_digit: 'bool' },
    required: [],
  },
  {
    name: 'POST /SystemInformation',
    method: 'POST',
    url: () => '/v1/SystemInformation',
    valid: () => ({ domain_name: 'example.com', private_network_cidr: '10.0.0.0/8', log_level: 'info' }),
    fields: { domain_name: 'string', private_network_cidr: 'string', log_level: 'string' },
    required: [],
  },
];

export function wrongValues(kind: Kind): unknown[] {
  switch (kind) {
    case 'string':
    case 'email':
    case 'password':
      return [12345, true, { a: 1 }, ['x']];
    case 'sid':
      return ['not-a-sid', 42, { a: 1 }];
    case 'bool':
      return ['maybe', 2, { a: 1 }];
    case 'int':
      return ['many', -1, 1.5, { a: 1 }];
    case 'hook':
      return [
        'https://hooks.example.com/x',
        7,
        { url: 'nope' },
        { url: 'https://h.example.com', method: 'PATCH' },
        { url: 'https://h.example.com', extra: 1 },
      ];
    case 'object':
      return ['text', 5, [1, 2]];
  }
}
