// Account rows as the API returns them: hooks resolved, bucket credential decrypted and its secret masked.
import type { Account, BucketCredential } from '@switchboard/shared/types';
import type { BucketCredentialBody } from '@switchboard/shared/validation';
import type { Store } from '../db/store';
import type { SecretBox } from '../lib/secret-box';
import { isObscured, obscureGoogleServiceKey, obscureKey } from '../lib/masking';
import { hookColumns, hookFrom } from './webhooks-model';

export const ACCOUNT_SELECT = `SELECT acc.*, ${hookColumns('rh')}, ${hookColumns('qh')}
  FROM accounts acc
  LEFT JOIN webhooks rh ON rh.webhook_sid = acc.registration_hook_sid
  LEFT JOIN webhooks qh ON qh.webhook_sid = acc.queue_event_hook_sid`;

export function maskBucketCredential(credential: BucketCredential): BucketCredential {
  switch (credential.vendor) {
    case 'aws_s3':
    case 's3_compatible':
      return credential.secret_access_key
        ? { ...credential, secret_access_key: obscureKey(credential.secret_access_key) }
        : credential;
    case 'azure':
      return { ...credential, connection_string: obscureKey(credential.connection_string) };
    case 'google':
      return { ...credential, service_key: obscureGoogleServiceKey(credential.service_key) };
  }
}

/** A raw `accounts` row (+ joined hooks) → the Account shape. */
export function accountFromRow(row: Record<string, unknown>, box: SecretBox): Account {
  const registration_hook = hookFrom(row, 'rh', false);
  const queue_event_hook = hookFrom(row, 'qh', false);
  delete row.registration_hook_sid;
  delete row.queue_event_hook_sid;
  const credential = box.decryptJson<BucketCredential>(row.bucket_credential as string | null);
  return {
    ...(row as unknown as Omit<Account, 'registration_hook' | 'queue_event_hook' | 'bucket_credential'>),
    bucket_credential: credential ? maskBucketCredential(credential) : null,
    registration_hook,
    queue_event_hook,
  };
}

export function readAccount(store: Store, box: SecretBox, accountSid: string): Account | undefined {
  const row = store.get<Record<string, unknown>>(`${ACCOUNT_SELECT} WHERE acc.account_sid = ?`, accountSid);
  return row ? accountFromRow(row, box) : undefined;
}

function googleKeyIsMasked(serviceKey: string): boolean {
  try {
    const parsed = JSON.parse(serviceKey) as { private_key?: unknown };
    return typeof parsed.private_key === 'string' && /X{6,}$/.test(parsed.private_key);
  } catch {
    return isObscured(serviceKey);
  }
}

/**
 * A credential from a request with any masked secret (as GET returned it) replaced by the stored secret,
 * so a form can send back what it loaded. Null for vendor "none".
 */
export function unmaskBucketCredential(
  incoming: BucketCredentialBody,
  stored: BucketCredential | null,
): BucketCredential | null {
  if (incoming.vendor === 'none') return null;
  const same = stored && stored.vendor === incoming.vendor ? stored : null;
  switch (incoming.vendor) {
    case 'aws_s3':
    case 's3_compatible':
      if (
        incoming.secret_access_key &&
        isObscured(incoming.secret_access_key) &&
        same &&
        'secret_access_key' in same
      ) {
        return { ...incoming, secret_access_key: same.secret_access_key } as BucketCredential;
      }
      return incoming as BucketCredential;
    case 'azure':
      if (isObscured(incoming.connection_string) && same?.vendor === 'azure')
        return { ...incoming, connection_string: same.connection_string };
      return incoming;
    case 'google':
      if (googleKeyIsMasked(incoming.service_key) && same?.vendor === 'google')
        return { ...incoming, service_key: same.service_key };
      return incoming;
  }
}

/** True when a credential still carries a masked secret (no stored value could replace it). */
export function hasMaskedSecret(credential: BucketCredential): boolean {
  switch (credential.vendor) {
    case 'aws_s3':
    case 's3_compatible':
      return isObscured(credential.secret_access_key);
    case 'azure':
      return isObscured(credential.connection_string);
    case 'google':
      return googleKeyIsMasked(credential.service_key);
  }
}
