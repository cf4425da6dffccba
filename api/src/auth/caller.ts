// Who is calling: a signed-in user (JWT) or an API key, with the scope and sids every query is narrowed by.
import type { FastifyRequest } from 'fastify';
import type { Scope } from '@switchboard/shared/types';
import { scopeOfSids } from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { isoNow } from '../lib/ids';
import { HttpError, unauthorized } from '../http/errors';
import { VIEW_ONLY_PERMISSION_SID } from '../db/seed';

export interface Caller {
  kind: 'user' | 'api_key';
  scope: Scope;
  /** null for API keys (they have no user) */
  user_sid: string | null;
  api_key_sid: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
  is_view_only: boolean;
  /**
   * What a user's token may do until the user acts (docs/api/contract.md#forced-password-change): only the
   * password change while `force_change` is set. Read from the database at each request, so it lifts at once.
   */
  restriction?: 'password-change' | 'password-reset' | 'two-factor-setup';
  /** The session of a user's token (`sid`), which signing out revokes; absent for API keys and older tokens. */
  session_id?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/**
 * Who asks and from where: what services need of a request (its caller for the rules, its address for the audit
 * trail), so they do not depend on Fastify. A FastifyRequest is one.
 */
export interface Requester {
  readonly caller: Caller | null;
  readonly ip: string | null;
}

/** The caller of an authenticated route (the auth hook guarantees one). */
export function callerOf(request: Pick<Requester, 'caller'>): Caller {
  if (!request.caller) throw unauthorized(false);
  return request.caller;
}

/** The bearer token: `Authorization: Bearer …` or an `access_token` query parameter. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' && query.access_token ? query.access_token : null;
}

interface UserAuthRow {
  account_sid: string | null;
  service_provider_sid: string | null;
  token_version: number;
  is_active: number;
  force_change: number;
  permissions: string | null;
  revoked: number | null;
  two_factor_missing: number | null;
}

/** What a user's token may do, from the user's row and the token (auth/restrictions.ts). */
function restrictionOf(row: UserAuthRow, purpose: string | undefined): Caller['restriction'] {
  if (purpose === 'password-reset') return 'password-reset';
  if (row.force_change) return 'password-change';
  if (row.two_factor_missing) return 'two-factor-setup';
  return undefined;
}

/** True when VIEW_ONLY is the user's one permission (the real server's rule). */
export function isViewOnlyPermissionSet(permissionSids: string[]): boolean {
  return permissionSids.length === 1 && permissionSids[0] === VIEW_ONLY_PERMISSION_SID;
}

const API_KEY_TOUCH_INTERVAL_MS = 60_000;

/** Resolve a token to a caller, or null (→ 401). The JWT is tried first, then the API-key table. */
export async function authenticate(ctx: AppContext, token: string): Promise<Caller | null> {
  const verified = await ctx.tokens.verify(token);
  if (verified.kind === 'expired') return null;
  if (verified.kind === 'valid') {
    const { claims } = verified;
    const row = ctx.store.get<UserAuthRow>(
      `SELECT account_sid, service_provider_sid, token_version, is_active, force_change,
              (SELECT group_concat(permission_sid) FROM user_permissions p WHERE p.user_sid = u.user_sid) AS permissions,
              (SELECT 1 FROM revoked_sessions r WHERE r.session_id = ?) AS revoked,
              -- the user's service provider requires a second factor the user has not set up
              (SELECT 1 FROM two_factor_policies tp
                 WHERE tp.required = 1
                   AND tp.service_provider_sid = COALESCE(u.service_provider_sid,
                         (SELECT a.service_provider_sid FROM accounts a WHERE a.account_sid = u.account_sid))
                   AND NOT EXISTS (SELECT 1 FROM user_two_factor t
                                    WHERE t.user_sid = u.user_sid AND t.enabled_at IS NOT NULL)) AS two_factor_missing
         FROM users u WHERE user_sid = ?`,
      claims.sid ?? null,
      claims.user_sid,
    );
    // a deleted or deactivated user, a revoked token (sign-out everywhere, password reset, move) or session
    if (!row || !row.is_active || row.token_version !== claims.ver || row.revoked) return null;
    return {
      kind: 'user',
      scope: scopeOfSids(row.service_provider_sid, row.account_sid),
      user_sid: claims.user_sid,
      api_key_sid: null,
      service_provider_sid: row.service_provider_sid,
      account_sid: row.account_sid,
      is_view_only: isViewOnlyPermissionSet(row.permissions ? row.permissions.split(',') : []),
      ...(restrictionOf(row, claims.purpose) ? { restriction: restrictionOf(row, claims.purpose) } : {}),
      ...(claims.sid ? { session_id: claims.sid } : {}),
    };
  }
  const key = ctx.store.get<{
    api_key_sid: string;
    account_sid: string | null;
    service_provider_sid: string | null;
    expires_at: string | null;
    last_used: string | null;
    account_sp: string | null;
  }>(
    `SELECT k.api_key_sid, k.account_sid, k.service_provider_sid, k.expires_at, k.last_used, a.service_provider_sid AS account_sp
       FROM api_keys k LEFT JOIN accounts a ON a.account_sid = k.account_sid WHERE k.token = ?`,
    token,
  );
  if (!key) return null;
  const now = ctx.now();
  if (key.expires_at && Date.parse(key.expires_at) <= now) return null;
  if (!key.last_used || now - Date.parse(key.last_used) >= API_KEY_TOUCH_INTERVAL_MS) {
    ctx.store.run('UPDATE api_keys SET last_used = ? WHERE api_key_sid = ?', isoNow(now), key.api_key_sid);
  }
  const scope: Scope = key.service_provider_sid ? 'service_provider' : key.account_sid ? 'account' : 'admin';
  return {
    kind: 'api_key',
    scope,
    user_sid: null,
    api_key_sid: key.api_key_sid,
    // an account key acts inside its account's service provider
    service_provider_sid: key.service_provider_sid ?? key.account_sp,
    account_sid: scope === 'account' ? key.account_sid : null,
    is_view_only: false,
  };
}

/** Endpoints that need a person behind the token (logout, change-password). */
export function requireUser(caller: Caller, message: string): string {
  if (!caller.user_sid) throw new HttpError(400, { msg: message });
  return caller.user_sid;
}
