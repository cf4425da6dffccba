// Which path a page reaches credentials through, and who may change one (docs/product/speech.md#who-may-do-what): credentials of the service
// provider (no account) only service-provider users and up; an account's, its users too.
import type { SessionInfo } from '@switchboard/shared/admin';
import type { SpeechCredential } from '@switchboard/shared/types';
import { speechVendorName } from '@switchboard/shared/validation';
import type { SpeechScope } from './api';

export function speechScopeOf(session: SessionInfo, accountSid: string | null): SpeechScope | null {
  if (session.isAccountUser) return session.ownAccountSid ? { account: session.ownAccountSid } : null;
  if (accountSid) return { account: accountSid };
  return session.serviceProviderSid ? { sp: session.serviceProviderSid } : null;
}

export function canChange(session: SessionInfo, credential: Pick<SpeechCredential, 'account_sid'>): boolean {
  if (session.isViewOnly) return false;
  if (session.isAccountUser)
    return credential.account_sid !== null && credential.account_sid === session.ownAccountSid;
  return true;
}

/** 'Microsoft (east)', 'acme' (custom), 'Deepgram'. */
export function credentialName(credential: Pick<SpeechCredential, 'vendor' | 'label'>): string {
  const vendor = speechVendorName(credential.vendor);
  return credential.label ? `${vendor} (${credential.label})` : vendor;
}
