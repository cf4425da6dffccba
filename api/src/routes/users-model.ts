// User rows, their scope, permissions and the claims of their tokens.
import type { LoginClaims } from '../auth/tokens';
import type { Store } from '../db/store';
import type { PermissionName, Scope, UserDetail, UserListItem } from '@switchboard/shared/types';
import { scopeOfSids } from '@switchboard/shared/validation';
import { isViewOnlyPermissionSet } from '../auth/caller';
import { VIEW_ONLY_PERMISSION_SID } from '../db/seed';
import { newSid } from '../lib/ids';

export interface UserRow {
  user_sid: string;
  name: string;
  email: string;
  pending_email: string | null;
  phone: string | null;
  hashed_password: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  force_change: 0 | 1;
  provider: string;
  provider_userid: string | null;
  scope: string;
  phone_activation_code: string | null;
  email_activation_code: string | null;
  email_validated: 0 | 1;
  phone_validated: 0 | 1;
  email_content_opt_out: 0 | 1;
  is_active: 0 | 1;
  token_version: number;
}

export const findUser = (store: Store, userSid: string) =>
  store.get<UserRow>('SELECT * FROM users WHERE user_sid = ?', userSid);

export const userScope = (u: Pick<UserRow, 'account_sid' | 'service_provider_sid'>): Scope =>
  scopeOfSids(u.service_provider_sid, u.account_sid);

export function permissionSids(store: Store, userSid: string): string[] {
  return store
    .all<{ permission_sid: string }>(
      'SELECT permission_sid FROM user_permissions WHERE user_sid = ?',
      userSid,
    )
    .map((r) => r.permission_sid);
}

export function permissionNames(store: Store, userSid: string): PermissionName[] {
  return store
    .all<{ name: PermissionName }>(
      'SELECT p.name FROM user_permissions up JOIN permissions p ON p.permission_sid = up.permission_sid WHERE up.user_sid = ? ORDER BY p.name DESC',
      userSid,
    )
    .map((r) => r.name);
}

export const isViewOnly = (store: Store, userSid: string) =>
  isViewOnlyPermissionSet(permissionSids(store, userSid));

/** Give or take the VIEW_ONLY permission. */
export function setViewOnly(store: Store, userSid: string, viewOnly: boolean): void {
  const has = store.get(
    'SELECT 1 FROM user_permissions WHERE user_sid = ? AND permission_sid = ?',
    userSid,
    VIEW_ONLY_PERMISSION_SID,
  );
  if (viewOnly && !has) {
    store.insert('user_permissions', {
      user_permissions_sid: newSid(),
      user_sid: userSid,
      permission_sid: VIEW_ONLY_PERMISSION_SID,
    });
  } else if (!viewOnly && has) {
    store.run(
      'DELETE FROM user_permissions WHERE user_sid = ? AND permission_sid = ?',
      userSid,
      VIEW_ONLY_PERMISSION_SID,
    );
  }
}

/** Revoke every token the user holds. */
export const revokeTokens = (store: Store, userSid: string) =>
  store.run('UPDATE users SET token_version = token_version + 1 WHERE user_sid = ?', userSid);

/** The claims of a login token (contract §2.2), in the real server's order; SP/account keys only when set. */
export function loginClaims(store: Store, user: UserRow): LoginClaims {
  const scope = userScope(user);
  const claims: Record<string, unknown> = {
    scope,
    permissions: permissionNames(store, user.user_sid),
    is_view_only: isViewOnly(store, user.user_sid),
  };
  if (scope !== 'admin' && user.service_provider_sid) {
    claims.service_provider_sid = user.service_provider_sid;
    claims.service_provider_name = store.get<{ name: string }>(
      'SELECT name FROM service_providers WHERE service_provider_sid = ?',
      user.service_provider_sid,
    )?.name;
  }
  if (scope === 'account' && user.account_sid) {
    claims.account_sid = user.account_sid;
    claims.account_name = store.get<{ name: string }>(
      'SELECT name FROM accounts WHERE account_sid = ?',
      user.account_sid,
    )?.name;
  }
  claims.user_sid = user.user_sid;
  claims.name = user.name;
  return claims as unknown as LoginClaims;
}

const DETAIL_COLUMNS =
  'user_sid, name, email, pending_email, phone, account_sid, service_provider_sid, force_change, provider, provider_userid, scope, phone_activation_code, email_activation_code, email_validated, phone_validated, email_content_opt_out, is_active';

export function userDetail(store: Store, userSid: string): UserDetail | undefined {
  const row = store.get<Omit<UserDetail, 'is_view_only'>>(
    `SELECT ${DETAIL_COLUMNS} FROM users WHERE user_sid = ?`,
    userSid,
  );
  if (!row) return undefined;
  return { ...row, is_view_only: isViewOnly(store, userSid) };
}

interface ListRow {
  user_sid: string;
  name: string;
  email: string;
  force_change: 0 | 1;
  is_active: 0 | 1;
  account_sid: string | null;
  account_name: string | null;
  service_provider_sid: string | null;
  service_provider_name: string | null;
}

/** A `GET /Users` item: the optional keys are omitted, not null. */
export function userListItem(row: ListRow): UserListItem {
  const item: UserListItem = {
    user_sid: row.user_sid,
    name: row.name,
    email: row.email,
    scope: scopeOfSids(row.service_provider_sid, row.account_sid),
    force_change: row.force_change,
    is_active: row.is_active,
  };
  if (row.account_sid) {
    item.account_sid = row.account_sid;
    if (row.account_name !== null) item.account_name = row.account_name;
  }
  if (row.service_provider_sid) {
    item.service_provider_sid = row.service_provider_sid;
    if (row.service_provider_name !== null) item.service_provider_name = row.service_provider_name;
  }
  return item;
}

export const USER_LIST_SQL = `SELECT u.user_sid, u.name, u.email, u.force_change, u.is_active, u.account_sid, a.name AS account_name,
       u.service_provider_sid, sp.name AS service_provider_name
  FROM users u
  LEFT JOIN accounts a ON a.account_sid = u.account_sid
  LEFT JOIN service_providers sp ON sp.service_provider_sid = u.service_provider_sid`;

/** Active admins other than `exceptSid` (the last one may not be deleted, deactivated or demoted). */
export function otherActiveAdmins(store: Store, exceptSid: string): number {
  return (
    store.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM users WHERE account_sid IS NULL AND service_provider_sid IS NULL AND is_active = 1 AND user_sid <> ?',
      exceptSid,
    )?.n ?? 0
  );
}
