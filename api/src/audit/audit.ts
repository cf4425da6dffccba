// The audit trail's write side: who changed what, when and from where. Every write goes through auditedWrite(): the
// change and its entry in one transaction, so a change without its entry (or an entry without its change) cannot
// happen. Only the fields that changed are kept, before and after, with secrets masked.
import type { AppContext } from '../context';
import type { Requester } from '../auth/caller';
import { isoNow, newSid } from '../lib/ids';
import { maskSecretEnd } from '../lib/masking';

export type AuditAction =
  'create' | 'update' | 'delete' | 'sign-in' | 'sign-in-failed' | 'sign-out' | 'password-change';

export interface AuditEntry {
  /** What kind of thing: 'account', 'voip_carrier', 'phone_number', 'speech_credential', 'user', … */
  entity: string;
  entitySid: string | null;
  action: AuditAction;
  /** The row before the write (null/absent for a create). */
  before?: Record<string, unknown> | null;
  /** The row after the write (null/absent for a delete). */
  after?: Record<string, unknown> | null;
  /** The account / service provider the entity belongs to (scopes who may read the entry). */
  accountSid?: string | null;
  serviceProviderSid?: string | null;
  /** Who, when there is no signed-in caller yet (a sign-in). */
  actor?: { userSid: string | null; name: string | null };
}

/**
 * Field names whose values are secrets, kept masked (never in clear): password, register_password, api_key,
 * secret_access_key, client_secret, webhook_secret, auth_token, token, bucket_credential, service_key… — but
 * not token_version or access_key_id.
 */
const SECRET_FIELD = /(password|secret|token|key|credential)$/i;

/** A secret as the trail keeps it: its last 4 characters (spec: secrets show the last 4), or a mark. */
export function maskSecret(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value ?? null;
  return maskSecretEnd(typeof value === 'string' ? value : JSON.stringify(value));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changed fields: before/after of each, secrets masked (a changed secret shows only that it changed). */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key];
    const now = after?.[key];
    if (same(was, now)) continue;
    changes[key] = SECRET_FIELD.test(key)
      ? { before: maskSecret(was), after: maskSecret(now) }
      : { before: was ?? null, after: now ?? null };
  }
  return changes;
}

/**
 * Whose service provider's trail an entry goes in: the one given (null: none, e.g. platform-wide settings), else
 * its account's, else the caller's.
 */
function serviceProviderOf(ctx: AppContext, entry: AuditEntry, callerSp: string | null): string | null {
  if (entry.serviceProviderSid !== undefined) return entry.serviceProviderSid;
  if (entry.accountSid) {
    const sp = ctx.store.get<{ sp: string }>(
      'SELECT service_provider_sid AS sp FROM accounts WHERE account_sid = ?',
      entry.accountSid,
    )?.sp;
    if (sp) return sp;
  }
  return callerSp;
}

/**
 * Records one entry. Call it inside the write's `store.transaction(…)` (it throws outside one, so a handler
 * cannot forget), once per API write. Areas use auditedWrite(); the routes not yet moved to an area still call
 * this directly.
 */
export function recordAudit(ctx: AppContext, request: Requester | null, entry: AuditEntry): void {
  if (!ctx.store.db.inTransaction) throw new Error('recordAudit must run inside the write’s transaction');
  if (!ctx.options.auditTrail) return;
  const caller = request?.caller ?? null;
  const userSid = entry.actor?.userSid ?? caller?.user_sid ?? null;
  const name =
    entry.actor?.name ??
    (userSid
      ? (ctx.store.get<{ name: string }>('SELECT name FROM users WHERE user_sid = ?', userSid)?.name ?? null)
      : null);
  ctx.store.insert('audit_log', {
    audit_log_sid: newSid(),
    at: isoNow(ctx.now()),
    user_sid: userSid,
    user_name: name,
    api_key_sid: caller?.api_key_sid ?? null,
    scope: caller?.scope ?? null,
    ip: request?.ip ?? null,
    service_provider_sid: serviceProviderOf(ctx, entry, caller?.service_provider_sid ?? null),
    account_sid: entry.accountSid ?? null,
    entity: entry.entity,
    entity_sid: entry.entitySid,
    action: entry.action,
    changes: JSON.stringify(changedFields(entry.before, entry.after)),
  });
}

/** Which row an audited write changes: its table and key (read before and after the write). */
export interface AuditedRow {
  entity: string;
  table: string;
  key: string;
  sid: string;
  action: 'create' | 'update' | 'delete' | 'password-change';
  /** Defaults: the row's own account_sid / service_provider_sid (an account's, its own sid). */
  accountSid?: string | null;
  serviceProviderSid?: string | null;
}

/**
 * What an audited write's entry records: one row, read before and after the write (most writes), or an entry the
 * write's result describes (changes not held in one row: limits by category, settings, purges, sign-ins).
 */
export type AuditTarget<T> = AuditedRow | ((result: T) => AuditEntry);

/**
 * The one audited-write path: runs `write` in one transaction with its audit entry. If `write` throws, neither the
 * change nor the entry lands.
 */
export function auditedWrite<T>(
  ctx: AppContext,
  requester: Requester | null,
  target: AuditTarget<T>,
  write: () => T,
): T {
  // Without the trail the write is just the write (what the bench compares against).
  if (!ctx.options.auditTrail) return ctx.store.transaction(write);
  if (typeof target === 'function') {
    return ctx.store.transaction(() => {
      const result = write();
      recordAudit(ctx, requester, target(result));
      return result;
    });
  }
  const read = () =>
    ctx.store.get<Record<string, unknown>>(
      `SELECT * FROM ${target.table} WHERE ${target.key} = ?`,
      target.sid,
    ) ?? null;
  return ctx.store.transaction(() => {
    const before = target.action === 'create' ? null : read();
    const result = write();
    const after = target.action === 'delete' ? null : read();
    const any = after ?? before ?? {};
    recordAudit(ctx, requester, {
      entity: target.entity,
      entitySid: target.sid,
      action: target.action,
      before,
      after,
      accountSid:
        target.accountSid !== undefined
          ? target.accountSid
          : target.table === 'accounts'
            ? target.sid
            : ((any.account_sid as string | null | undefined) ?? null),
      serviceProviderSid:
        target.serviceProviderSid !== undefined
          ? target.serviceProviderSid
          : ((any.service_provider_sid as string | null | undefined) ?? undefined),
    });
    return result;
  });
}
