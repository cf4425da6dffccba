// Scope checks shared by the routes (docs/api/contract.md#scopes). Each returns the row it checked so callers need no second read.
import type { Caller } from './caller';
import type { Store } from '../db/store';
import { forbidden, guardFailure, notFound } from '../http/errors';
import type { OwnerOf, OwnerRule } from '../http/owner-scoped';
import { pathSid } from '../http/validate';

export interface AccountOwner {
  account_sid: string;
  service_provider_sid: string;
  name: string;
}

export function findAccount(store: Store, accountSid: string): AccountOwner | undefined {
  return store.get<AccountOwner>(
    'SELECT account_sid, service_provider_sid, name FROM accounts WHERE account_sid = ?',
    accountSid,
  );
}

export function serviceProviderExists(store: Store, serviceProviderSid: string): boolean {
  return (
    store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', serviceProviderSid) !==
    undefined
  );
}

/** Can this caller act on this account? admin: any; SP: accounts of its SP; account: its own. */
export function ownsAccount(
  caller: Caller,
  account: { account_sid: string; service_provider_sid: string },
): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider')
    return account.service_provider_sid === caller.service_provider_sid;
  return account.account_sid === caller.account_sid;
}

/** Account `validateRequest`: 404 unknown, 403 `{"msg":"insufficient permissions"}` not yours. */
export function requireAccount(store: Store, caller: Caller, accountSid: string): AccountOwner {
  const account = findAccount(store, accountSid);
  if (!account) throw notFound('account not found');
  if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
  return account;
}

/** `hasAccountPermissions`: the guard shape `{status:"fail", message:"insufficient privileges"}`. */
export function requireAccountGuard(store: Store, caller: Caller, accountSid: string): AccountOwner {
  const account = findAccount(store, accountSid);
  if (!account) {
    if (caller.scope === 'admin') throw notFound('account not found');
    throw guardFailure();
  }
  if (!ownsAccount(caller, account)) throw guardFailure();
  return account;
}

/** SP `validateRetrieve`: admin; SP on its own; account users whose account is in that SP. */
export function canReadServiceProvider(caller: Caller, serviceProviderSid: string): boolean {
  if (caller.scope === 'admin') return true;
  return caller.service_provider_sid === serviceProviderSid;
}

export function requireServiceProviderRead(store: Store, caller: Caller, serviceProviderSid: string): void {
  const exists = store.get(
    'SELECT 1 FROM service_providers WHERE service_provider_sid = ?',
    serviceProviderSid,
  );
  if (!exists) throw notFound('service provider not found');
  if (!canReadServiceProvider(caller, serviceProviderSid)) throw forbidden('insufficient permissions');
}

/** `hasServiceProviderPermissions`: admin or the SP's own users; account callers always fail. */
export function requireServiceProviderGuard(store: Store, caller: Caller, serviceProviderSid: string): void {
  const exists = store.get(
    'SELECT 1 FROM service_providers WHERE service_provider_sid = ?',
    serviceProviderSid,
  );
  if (caller.scope === 'admin') {
    if (!exists) throw notFound('service provider not found');
    return;
  }
  if (caller.scope !== 'service_provider' || caller.service_provider_sid !== serviceProviderSid || !exists)
    throw guardFailure();
}

/** Admin-only mounts (SystemInformation, TtsCache). */
export function requireAdminGuard(caller: Caller): void {
  if (caller.scope !== 'admin') throw guardFailure();
}

/**
 * SQL narrowing of rows that carry an `account_sid` column (alias `alias`): admin sees all, SP the accounts of
 * its SP, account users their own. Returns a WHERE fragment and its parameters.
 */
export function accountNarrowing(caller: Caller, alias: string): { sql: string; params: unknown[] } {
  if (caller.scope === 'admin') return { sql: '1 = 1', params: [] };
  if (caller.scope === 'service_provider') {
    return {
      sql: `${alias}.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)`,
      params: [caller.service_provider_sid],
    };
  }
  return { sql: `${alias}.account_sid = ?`, params: [caller.account_sid] };
}

// ---------------------------------------------------------------- the owner rules of the usual mounts

const accountOwner = (account: AccountOwner): OwnerOf<'account'> => ({
  kind: 'account',
  accountSid: account.account_sid,
  serviceProviderSid: account.service_provider_sid,
});

/** `/Accounts/:sid/…` checked like `validateRequest`: 404 unknown, 403 `{msg}` not the caller's. */
export const accountRead: OwnerRule<'account'> = (ctx, caller, sid) =>
  accountOwner(requireAccount(ctx.store, caller, pathSid(sid)));

/** `/Accounts/:sid/…` behind `hasAccountPermissions`: the guard's refusal. */
export const accountGuard: OwnerRule<'account'> = (ctx, caller, sid) =>
  accountOwner(requireAccountGuard(ctx.store, caller, pathSid(sid)));

/** `/ServiceProviders/:sid/…` for its own users and its accounts' users (`validateRetrieve`). */
export const serviceProviderRead: OwnerRule<'service_provider'> = (ctx, caller, sid) => {
  const serviceProviderSid = pathSid(sid);
  requireServiceProviderRead(ctx.store, caller, serviceProviderSid);
  return { kind: 'service_provider', serviceProviderSid };
};

/** `/ServiceProviders/:sid/…` behind `hasServiceProviderPermissions`: admins and the provider's own users. */
export const serviceProviderGuard: OwnerRule<'service_provider'> = (ctx, caller, sid) => {
  const serviceProviderSid = pathSid(sid);
  requireServiceProviderGuard(ctx.store, caller, serviceProviderSid);
  return { kind: 'service_provider', serviceProviderSid };
};

/** The bare path for every signed-in caller (what they see is narrowed by their scope). */
export const anyCaller: OwnerRule<'caller'> = () => ({ kind: 'caller' });

/** The bare path for admins only, refused with the guard's shape. */
export const adminCaller: OwnerRule<'caller'> = (_ctx, caller) => {
  requireAdminGuard(caller);
  return { kind: 'caller' };
};
