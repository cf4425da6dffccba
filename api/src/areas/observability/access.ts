// Who may read an account's or a service provider's calls and alerts: the real server's `hasAccountPermissions` and
// `hasServiceProviderPermissions` guards, with their own answers to a path sid that is not one. The records of the
// owner they resolve are an account's or a service provider's accounts'.
import { isSid } from '@switchboard/shared/validation';
import { requireAccountGuard, requireServiceProviderGuard } from '../../auth/access';
import { HttpError, badSid } from '../../http/errors';
import type { OwnerOf, OwnerRule } from '../../http/owner-scoped';
import type { RecordOwner } from './recent-calls/where';

/** `hasAccountPermissions` over `/Accounts/:sid/…` (a malformed sid: the guard's 400 for non-admins). */
export const accountRecords: OwnerRule<'account'> = (ctx, caller, sid) => {
  if (!isSid(sid)) {
    if (caller.scope === 'admin') throw badSid();
    throw new HttpError(400, {
      status: 'fail',
      message: 'invalid AccountsSid format',
      msg: 'invalid AccountsSid format',
    });
  }
  const account = requireAccountGuard(ctx.store, caller, sid.toLowerCase());
  return {
    kind: 'account',
    accountSid: account.account_sid,
    serviceProviderSid: account.service_provider_sid,
  };
};

/** `hasServiceProviderPermissions` over `/ServiceProviders/:sid/…`. */
export const serviceProviderRecords: OwnerRule<'service_provider'> = (ctx, caller, sid) => {
  if (!isSid(sid)) {
    if (caller.scope === 'admin') throw badSid();
    throw new HttpError(400, { msg: 'invalid ServiceProvidersSid format' });
  }
  requireServiceProviderGuard(ctx.store, caller, sid.toLowerCase());
  return { kind: 'service_provider', serviceProviderSid: sid.toLowerCase() };
};

/** The records an owner's lists show: an account's, or the accounts' of a service provider. */
export function recordOwner(owner: OwnerOf<'account' | 'service_provider'>): RecordOwner {
  return owner.kind === 'account'
    ? { column: 'account_sid', sid: owner.accountSid }
    : { column: 'service_provider_sid', sid: owner.serviceProviderSid };
}

/** Both mounts with their guards, for the routes served under an account and a service provider alike. */
export const RECORD_MOUNTS = { account: accountRecords, serviceProvider: serviceProviderRecords };
