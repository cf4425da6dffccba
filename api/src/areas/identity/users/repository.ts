// Users and their permissions: all their SQL (token revocation included: a per-user version in the row).
import type { PermissionName, UserDetail, UserListItem } from '@switchboard/shared/types';
import { scopeOfSids } from '@switchboard/shared/validation';
import { isViewOnlyPermissionSet } from '../../../auth/caller';
import type { Store } from '../../../db/store';
import { VIEW_ONLY_PERMISSION_SID } from '../../../db/seed';
import { newSid } from '../../../lib/ids';

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

const LIST_SELECT = `SELECT u.user_sid, u.name, u.email, u.force_change, u.is_active, u.account_sid, a.name AS account_name,
       u.service_provider_sid, sp.name AS service_provider_name
  FROM users u
  LEFT JOIN accounts a ON a.account_sid = u.account_sid
  LEFT JOIN service_providers sp ON sp.service_provider_sid = u.service_provider_sid`;

const DETAIL_COLUMNS =
  'user_sid, name, email, pending_email, phone, account_sid, service_provider_sid, force_change, provider, provider_userid, scope, phone_activation_code, email_activation_code, email_validated, phone_validated, email_content_opt_out, is_active';

/** A `GET /Users` item: the optional keys are omitted, not null. */
function listItem(row: ListRow): UserListItem {
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

export class UserRepository {
  constructor(private readonly store: Store) {}

  find(userSid: string): UserRow | undefined {
    return this.store.get<UserRow>('SELECT * FROM users WHERE user_sid = ?', userSid);
  }

  /** The first user with this name (the login name). */
  findByName(name: string): UserRow | undefined {
    return this.store.get<UserRow>('SELECT * FROM users WHERE name = ? ORDER BY rowid LIMIT 1', name);
  }

  /** The first user with this e-mail; `signIn`: only a local user whose address is validated. */
  findByEmail(email: string, signIn = false): UserRow | undefined {
    return signIn
      ? this.store.get<UserRow>(
          "SELECT * FROM users WHERE email = ? AND provider = 'local' AND email_validated = 1 ORDER BY rowid LIMIT 1",
          email,
        )
      : this.store.get<UserRow>('SELECT * FROM users WHERE email = ? ORDER BY rowid LIMIT 1', email);
  }

  /** Every user, a provider's or an account's, by name. */
  list(filter: { serviceProviderSid?: string | null; accountSid?: string | null } = {}): UserListItem[] {
    const rows =
      filter.serviceProviderSid !== undefined
        ? this.store.all<ListRow>(
            `${LIST_SELECT} WHERE u.service_provider_sid = ? ORDER BY u.name`,
            filter.serviceProviderSid,
          )
        : filter.accountSid !== undefined
          ? this.store.all<ListRow>(
              `${LIST_SELECT} WHERE u.account_sid = ? ORDER BY u.name`,
              filter.accountSid,
            )
          : this.store.all<ListRow>(`${LIST_SELECT} ORDER BY u.name`);
    return rows.map(listItem);
  }

  detail(userSid: string): UserDetail | undefined {
    const row = this.store.get<Omit<UserDetail, 'is_view_only'>>(
      `SELECT ${DETAIL_COLUMNS} FROM users WHERE user_sid = ?`,
      userSid,
    );
    return row ? { ...row, is_view_only: this.isViewOnly(userSid) } : undefined;
  }

  permissionNames(userSid: string): PermissionName[] {
    return this.store
      .all<{ name: PermissionName }>(
        'SELECT p.name FROM user_permissions up JOIN permissions p ON p.permission_sid = up.permission_sid WHERE up.user_sid = ? ORDER BY p.name DESC',
        userSid,
      )
      .map((r) => r.name);
  }

  isViewOnly(userSid: string): boolean {
    return isViewOnlyPermissionSet(
      this.store
        .all<{ permission_sid: string }>(
          'SELECT permission_sid FROM user_permissions WHERE user_sid = ?',
          userSid,
        )
        .map((r) => r.permission_sid),
    );
  }

  /** Give or take the VIEW_ONLY permission. */
  setViewOnly(userSid: string, viewOnly: boolean): void {
    const has = this.store.get(
      'SELECT 1 FROM user_permissions WHERE user_sid = ? AND permission_sid = ?',
      userSid,
      VIEW_ONLY_PERMISSION_SID,
    );
    if (viewOnly && !has) {
      this.store.insert('user_permissions', {
        user_permissions_sid: newSid(),
        user_sid: userSid,
        permission_sid: VIEW_ONLY_PERMISSION_SID,
      });
    } else if (!viewOnly && has) {
      this.store.run(
        'DELETE FROM user_permissions WHERE user_sid = ? AND permission_sid = ?',
        userSid,
        VIEW_ONLY_PERMISSION_SID,
      );
    }
  }

  /** Revoke every token the user holds. */
  revokeTokens(userSid: string): void {
    this.store.run('UPDATE users SET token_version = token_version + 1 WHERE user_sid = ?', userSid);
  }

  nameOrEmailTaken(name: string | undefined, email: string | undefined, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM users WHERE (name = ? OR email = ?) AND user_sid IS NOT ?',
        name ?? null,
        email ?? null,
        exceptSid,
      ) !== undefined
    );
  }

  /** Active admins other than `exceptSid` (the last one may not be deleted, deactivated or demoted). */
  otherActiveAdmins(exceptSid: string): number {
    return (
      this.store.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM users WHERE account_sid IS NULL AND service_provider_sid IS NULL AND is_active = 1 AND user_sid <> ?',
        exceptSid,
      )?.n ?? 0
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('users', row);
  }

  update(userSid: string, changes: Record<string, unknown>): void {
    this.store.update('users', 'user_sid', userSid, changes);
  }

  remove(userSid: string): void {
    this.store.run('DELETE FROM users WHERE user_sid = ?', userSid);
  }

  serviceProviderName(serviceProviderSid: string): string | undefined {
    return this.store.get<{ name: string }>(
      'SELECT name FROM service_providers WHERE service_provider_sid = ?',
      serviceProviderSid,
    )?.name;
  }

  accountName(accountSid: string): string | undefined {
    return this.store.get<{ name: string }>('SELECT name FROM accounts WHERE account_sid = ?', accountSid)
      ?.name;
  }
}
