// Scope levels (docs/product/shell.md#scopes): account 0 < service_provider 1 < admin 2.
import { SCOPE_LEVELS, type Scope } from '@switchboard/shared/types';

export { SCOPE_LEVELS };

/** The texts of the redirect toasts (docs/product/identity.md#who-may-do-what) and of the session guard (docs/product/shell.md#session-end). */
export const ACCESS_MESSAGES = {
  signInRequired: 'You must log in to view that page',
  settings: 'You do not have permissions to manage Settings',
  allAccounts: 'You do not have permissions to manage all accounts',
  resource: 'You do not have access to this resource',
} as const;

export function scopeLevel(scope: Scope | null | undefined): number {
  return scope ? SCOPE_LEVELS[scope] : -1;
}

/** Whether a user (or a bare scope) reaches at least `min`. Nobody signed in reaches nothing. */
export function hasScope(user: { scope: Scope } | Scope | null | undefined, min: Scope): boolean {
  const scope = typeof user === 'string' ? user : user?.scope;
  return scopeLevel(scope) >= SCOPE_LEVELS[min];
}

/** View-only users see forms read-only (the server refuses their writes with 403 anyway). */
export function isViewOnly(user: { is_view_only?: boolean } | null | undefined): boolean {
  return user?.is_view_only === true;
}
