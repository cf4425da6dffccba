// An account's recording-bucket credential as the API shows it (secret masked) and takes it back (a masked secret
// sent back keeps the stored one).
import type { BucketCredential } from '@switchboard/shared/types';
import type { BucketCredentialBody } from '@switchboard/shared/validation';
import { isObscured, obscureGoogleServiceKey, obscureKey } from '../../../lib/masking';

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
