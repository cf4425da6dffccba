// How the Activity page words an entry.

/** The kinds of things the trail records, as the page names them (filter options too). */
export const ACTIVITY_ENTITIES: Record<string, string> = {
  account: 'account',
  user: 'user',
  application: 'application',
  api_key: 'API key',
  limit: 'limit',
  service_provider: 'service provider',
  voip_carrier: 'carrier',
  sip_gateway: 'SIP gateway',
  smpp_gateway: 'SMPP gateway',
  phone_number: 'phone number',
  ms_teams_tenant: 'Microsoft Teams tenant',
  lcr: 'outbound call routing',
  client: 'SIP client',
  speech_credential: 'speech credential',
  password_settings: 'password policy',
  system_information: 'system information',
  tts_cache: 'TTS cache',
  password_reset: 'password reset',
};

export const ACTIVITY_ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  'sign-in': 'Signed in as',
  'sign-in-failed': 'Failed sign-in as',
  'sign-out': 'Signed out as',
  'password-change': 'Changed the password of',
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD/MM/YY HH:mm:ss in local time (the portal's time format). */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear() % 100)} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

export function whoDid(entry: { user_name: string | null; api_key_sid: string | null }): string {
  if (entry.user_name) return entry.user_name;
  if (entry.api_key_sid) return 'an API key';
  return 'unknown';
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'name: Acme → Acme Ltd' (secrets arrive masked from the API). */
export function describeChange(field: string, change: { before: unknown; after: unknown }): string {
  return `${field}: ${show(change.before)} → ${show(change.after)}`;
}
