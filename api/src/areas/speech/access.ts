// Who may read and who may change a speech credential (docs/api/contract.md#speech-credentials, docs/product/speech.md#who-may-do-what): admins any; service-provider users
// their service provider's; account users their account's, and read (without secrets) their service provider's.
// And who may use the speech routes under `/ServiceProviders/:sid`: the provider's own users and its accounts'.
import type { Caller } from '../../auth/caller';
import { forbidden, notFound } from '../../http/errors';
import type { OwnerRule } from '../../http/owner-scoped';
import { pathSid } from '../../http/validate';
import { CredentialRepository } from './credentials/repository';

export interface CredentialOwner {
  service_provider_sid: string | null;
  account_sid: string | null;
}

export const canReadCredential = (caller: Caller, row: CredentialOwner) =>
  caller.scope === 'admin' ||
  (caller.scope === 'service_provider' && row.service_provider_sid === caller.service_provider_sid) ||
  (caller.scope === 'account' &&
    (row.account_sid === caller.account_sid ||
      (row.account_sid === null && row.service_provider_sid === caller.service_provider_sid)));

export const canChangeCredential = (caller: Caller, row: CredentialOwner) =>
  caller.scope === 'admin' ||
  (caller.scope === 'service_provider' && row.service_provider_sid === caller.service_provider_sid) ||
  (caller.scope === 'account' && row.account_sid !== null && row.account_sid === caller.account_sid);

/**
 * `/ServiceProviders/:sid/SpeechCredentials…`: admins any provider (404 when unknown); everyone else only their own
 * provider (an account user: their account's), refused as the real server does (403 `Insufficient privileges`,
 * also for an unknown provider).
 */
export const speechProvider: OwnerRule<'service_provider'> = (ctx, caller, sid) => {
  const serviceProviderSid = pathSid(sid);
  if (!new CredentialRepository(ctx.store, ctx.box).providerExists(serviceProviderSid)) {
    if (caller.scope === 'admin') throw notFound('service provider not found');
    throw forbidden('Insufficient privileges');
  }
  if (caller.scope !== 'admin' && caller.service_provider_sid !== serviceProviderSid)
    throw forbidden('Insufficient privileges');
  return { kind: 'service_provider', serviceProviderSid };
};
