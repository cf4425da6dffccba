// What a restricted user token may do (docs/api/contract.md#forced-password-change). A user with `force_change`
// holds a token that may only change the password, read who they are and the password rules, and sign out:
// without this, a token from `POST /login` could create a never-expiring API key and skip the change for good.
import type { Caller } from './caller';
import { HttpError } from '../http/errors';

export const RESTRICTION_MESSAGES = {
  'password-change': 'You must change your password before doing anything else',
  'password-reset': 'A password-reset sign-in may only set a new password',
  'two-factor-setup':
    'Your service provider requires two-factor sign-in: set it up before doing anything else',
} as const;

type Restriction = NonNullable<Caller['restriction']>;

const PASSWORD_CHANGE_KEYS = new Set(['old_password', 'new_password', 'is_view_only']);

/** A `PUT /Users/<own sid>` body that changes the password and nothing else (is_view_only may ride along). */
function isOwnPasswordChange(caller: Caller, path: string, body: unknown): boolean {
  if (path !== `/Users/${caller.user_sid}`) return false;
  if (!body || typeof body !== 'object') return false;
  const fields = body as Record<string, unknown>;
  return (
    Boolean(fields.old_password) &&
    Boolean(fields.new_password) &&
    Object.keys(fields).every((key) => PASSWORD_CHANGE_KEYS.has(key))
  );
}

/** Requests every restricted token may make: who am I, sign out. */
function alwaysAllowed(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return path === '/Users/me';
  return method === 'POST' && (path === '/logout' || path === '/logout/everywhere');
}

function allowedFor(restriction: Restriction, caller: Caller, method: string, path: string, body: unknown) {
  if (alwaysAllowed(method, path)) return true;
  switch (restriction) {
    case 'password-change':
      return (
        ((method === 'GET' || method === 'HEAD') && path === '/PasswordSettings') ||
        (method === 'POST' && path === '/change-password') ||
        (method === 'PUT' && isOwnPasswordChange(caller, path, body))
      );
    case 'password-reset':
      return (
        ((method === 'GET' || method === 'HEAD') && path === '/PasswordSettings') ||
        (method === 'POST' && path === '/change-password')
      );
    case 'two-factor-setup':
      return path === '/Users/me/TwoFactor' || (method === 'POST' && path === '/Users/me/TwoFactor/confirm');
  }
}

/** Throws 403 `{msg}` when a restricted caller asks for anything else (`path` without `/v1`). */
export function checkRestriction(caller: Caller | null, method: string, path: string, body: unknown): void {
  const restriction = caller?.restriction;
  if (!caller || !restriction || method === 'OPTIONS') return;
  if (!allowedFor(restriction, caller, method, path, body))
    throw new HttpError(403, { msg: RESTRICTION_MESSAGES[restriction] });
}
