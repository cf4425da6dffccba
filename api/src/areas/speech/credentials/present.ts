// A credential as the API shows it and as it stores it: secrets masked on the way out (and hidden from account
// users when the credential is their provider's), the vendor's own fields picked from a body on the way in, a PUT
// merged over what is stored (a secret sent back masked keeps the stored one), and the flat picture the audit
// trail compares.
import type { SpeechCredential } from '@switchboard/shared/types';
import {
  SPEECH_SECRET_FIELDS,
  SPEECH_UPDATABLE_FIELDS,
  SPEECH_VENDOR_FIELDS,
  speechVendorKey,
  toDbBool,
} from '@switchboard/shared/validation';
import type { Caller } from '../../../auth/caller';
import { obscureGoogleServiceKey, obscureKey } from '../../../lib/masking';
import type { CredentialRow } from './repository';

const SECRET_FIELDS: readonly string[] = SPEECH_SECRET_FIELDS;
/** What an account user never sees of a service-provider-level credential. */
const HIDDEN_FROM_ACCOUNTS = [
  'api_key',
  'secret_access_key',
  'secret',
  'auth_token',
  'stt_api_key',
  'tts_api_key',
  'client_secret',
  'client_key',
  'service_key',
];

/** A row with its decrypted fields, as `caller` may see it. */
export function presentCredential(
  row: CredentialRow,
  fields: Record<string, unknown>,
  caller: Caller,
): SpeechCredential {
  const { credential: _encrypted, ...rest } = row;
  for (const key of SECRET_FIELDS)
    if (typeof fields[key] === 'string') fields[key] = obscureKey(fields[key] as string);
  if (typeof fields.service_key === 'string')
    fields.service_key = obscureGoogleServiceKey(fields.service_key);
  // jambonz answers a Google credential's model_id (Gemini voices) always: null when none was given
  if (row.vendor === 'google' && fields.model_id === undefined) fields.model_id = null;
  if (caller.scope === 'account' && row.account_sid === null)
    for (const key of HIDDEN_FROM_ACCOUNTS) delete fields[key];
  return { ...rest, ...fields } as SpeechCredential;
}

/** The vendor's own fields of a body: empty values left out, flags as 0/1, options as JSON text. */
export function vendorFields(vendor: string, body: Record<string, unknown>): Record<string, unknown> {
  const key = speechVendorKey(vendor);
  const out: Record<string, unknown> = {};
  for (const name of key ? SPEECH_VENDOR_FIELDS[key] : []) {
    const value = body[name];
    if (value === undefined || value === null || value === '') continue;
    if (/^use_|_use_tls$/.test(name)) out[name] = toDbBool(value);
    else if (name === 'options') out[name] = typeof value === 'string' ? value : JSON.stringify(value);
    else out[name] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/**
 * The stored fields after a PUT: the updatable fields of the vendor that the body names (an emptied one goes), and
 * the secrets only when a new value is sent (the masked value sent back keeps the stored one).
 */
export function mergeUpdate(
  vendor: string,
  stored: Record<string, unknown>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const key = speechVendorKey(vendor);
  const own = new Set(key ? SPEECH_VENDOR_FIELDS[key] : []);
  const merged: Record<string, unknown> = { ...stored };
  const sent = vendorFields(vendor, body);
  for (const name of SPEECH_UPDATABLE_FIELDS) {
    if (!own.has(name) || !(name in body)) continue;
    if (name in sent) merged[name] = sent[name];
    else delete merged[name];
  }
  for (const name of [...SECRET_FIELDS, 'service_key']) {
    if (!own.has(name) || !(name in sent)) continue;
    const current = stored[name];
    const masked =
      typeof current === 'string'
        ? name === 'service_key'
          ? obscureGoogleServiceKey(current)
          : obscureKey(current)
        : null;
    if (sent[name] !== masked) merged[name] = sent[name];
  }
  return merged;
}

/** The flat picture of a credential the audit trail compares (secrets are masked there by name). */
export const auditView = (
  row: Pick<CredentialRow, 'vendor' | 'label' | 'use_for_tts' | 'use_for_stt'>,
  fields: Record<string, unknown>,
) => ({
  vendor: row.vendor,
  label: row.label,
  use_for_tts: row.use_for_tts,
  use_for_stt: row.use_for_stt,
  ...fields,
});
