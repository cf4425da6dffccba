// What the telephony routes share: list building (bare array or the paged object, contract §4), optional sids
// in queries, and who may read and change a carrier (spec §6: service-provider carriers belong to service-provider
// users and up, account carriers to their account).
import type { VoipCarrier } from '@switchboard/shared/types';
import { TELEPHONY_MESSAGES, isSid } from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import type { Store } from '../../db/store';
import type { Caller } from '../../auth/caller';
import { HttpError, badRequest, forbidden, notFound } from '../../http/errors';
import { pageRequest, paged } from '../../http/paging';

export interface Where {
  sql: string[];
  params: unknown[];
}

export const whereClause = (where: Where) => (where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '');

/** A SELECT over `from`/`where` as a list: the bare array, or one page with the total when the query has `page`. */
export function pagedSelect<T>(
  ctx: AppContext,
  query: Record<string, unknown>,
  select: string,
  from: string,
  where: Where,
  order: string,
  map: (row: Record<string, unknown>) => T = (r) => r as T,
) {
  const clause = whereClause(where);
  const rows = (limit = '', ...limitParams: number[]) =>
    ctx.store
      .all<Record<string, unknown>>(
        `SELECT ${select} ${from} ${clause} ORDER BY ${order}${limit}`,
        ...where.params,
        ...limitParams,
      )
      .map(map);
  return paged(pageRequest(query), {
    all: () => rows(),
    count: () =>
      ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n ${from} ${clause}`, ...where.params)?.n ?? 0,
    page: (limit, offset) => rows(' LIMIT ? OFFSET ?', limit, offset),
  });
}

/** A sid given in a query or body, or null when absent or blank; anything else but a sid is a 400. */
export function optionalSid(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isSid(value)) throw badRequest(`${field} must be a valid sid (UUID)`);
  return (value as string).toLowerCase();
}

/** The body of a write as an object (an empty body is `{}`). */
export function bodyOf(request: { body?: unknown }): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body) || body === null)
    throw badRequest('request body must be a JSON object');
  return body as Record<string, unknown>;
}

// ---------------------------------------------------------------- carriers

export type CarrierRow = Omit<VoipCarrier, 'register_status'> & { register_status: string | null };

export function findCarrier(store: Store, sid: string): CarrierRow | undefined {
  return store.get<CarrierRow>('SELECT * FROM voip_carriers WHERE voip_carrier_sid = ?', sid);
}

/** A stored row as the API returns it: `register_status` parsed (`{}` when never registered). */
export function carrierFromRow(row: Record<string, unknown>): VoipCarrier {
  let status: unknown = {};
  try {
    status = row.register_status ? JSON.parse(row.register_status as string) : {};
  } catch {
    status = {};
  }
  return {
    ...(row as unknown as VoipCarrier),
    register_status: (status ?? {}) as VoipCarrier['register_status'],
  };
}

type CarrierOwner = Pick<CarrierRow, 'account_sid' | 'service_provider_sid'>;

/** admin: all; SP: its own; account users: their account's and the SP-level carriers of their SP. */
export function canReadCarrier(caller: Caller, carrier: CarrierOwner): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider')
    return carrier.service_provider_sid === caller.service_provider_sid;
  return (
    carrier.account_sid === caller.account_sid ||
    (carrier.account_sid === null && carrier.service_provider_sid === caller.service_provider_sid)
  );
}

/** SP-level carriers are changed by service-provider users and up; account carriers by their account too. */
export function canWriteCarrier(caller: Caller, carrier: CarrierOwner): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider')
    return carrier.service_provider_sid === caller.service_provider_sid;
  return carrier.account_sid !== null && carrier.account_sid === caller.account_sid;
}

/** A carrier the caller may see: 404 otherwise (its existence is not told). */
export function requireReadableCarrier(store: Store, caller: Caller, sid: string): CarrierRow {
  const carrier = findCarrier(store, sid);
  if (!carrier || !canReadCarrier(caller, carrier)) throw notFound('carrier not found');
  return carrier;
}

/** A carrier the caller may change: 404 when not visible, 403 with the spec's text when only visible. */
export function requireWritableCarrier(
  store: Store,
  caller: Caller,
  sid: string,
  action: 'change' | 'delete' = 'change',
): CarrierRow {
  const carrier = requireReadableCarrier(store, caller, sid);
  if (!canWriteCarrier(caller, carrier))
    throw forbidden(
      action === 'delete' ? TELEPHONY_MESSAGES.carrierNoDelete : TELEPHONY_MESSAGES.carrierNoChanges,
    );
  return carrier;
}

/** Narrows carriers (alias vc) to those of an account plus the SP-level carriers of its service provider. */
export function accountCarriers(where: Where, accountSid: string, serviceProviderSid: string): void {
  where.sql.push('(vc.account_sid = ? OR (vc.account_sid IS NULL AND vc.service_provider_sid = ?))');
  where.params.push(accountSid, serviceProviderSid);
}

/** A carrier an account may use (its own, or SP-level of the account's service provider). */
export function carrierUsableBy(
  carrier: CarrierOwner,
  account: { account_sid: string; service_provider_sid: string },
) {
  return (
    carrier.account_sid === account.account_sid ||
    (carrier.account_sid === null && carrier.service_provider_sid === account.service_provider_sid)
  );
}

/** The first rule issue as a 400 `{msg}`. */
export function refuseIssues(issues: { message: string }[]): void {
  if (issues.length > 0) throw badRequest(issues[0].message);
}

/** The application must belong to the account (root carrier rule wording). */
export function requireApplicationOfAccount(
  store: Store,
  applicationSid: string,
  accountSid: string | null,
): void {
  const app = store.get<{ account_sid: string | null }>(
    'SELECT account_sid FROM applications WHERE application_sid = ?',
    applicationSid,
  );
  if (!app) throw badRequest('unknown application_sid');
  if (!accountSid) throw badRequest('account_sid missing');
  if (app.account_sid !== accountSid) throw badRequest(TELEPHONY_MESSAGES.applicationNotForAccount);
}

export { HttpError };
