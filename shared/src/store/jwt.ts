// Reading (not verifying) the claims of the session JWT: the server verifies, the portal only needs to know who
// is signed in. The scope comes from here, not from `GET /Users/me` (whose `scope` is the legacy "read-write").
import type { JwtClaims, Scope } from '@switchboard/shared/types';

/** The signed-in user as the portal needs it; every claim but the scope may be missing (signin/register JWTs). */
export interface SessionUser {
  user_sid: string | null;
  name: string | null;
  scope: Scope;
  permissions: string[];
  is_view_only: boolean;
  service_provider_sid: string | null;
  service_provider_name: string | null;
  account_sid: string | null;
  account_name: string | null;
  /** Expiry, epoch seconds (null when the token carries none). */
  exp: number | null;
}

const SCOPES: readonly Scope[] = ['admin', 'service_provider', 'account'];

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The raw claims of a JWT, or null when the token is not a JWT (e.g. an API key given to a remote). */
export function decodeJwtClaims(token: string): Partial<JwtClaims> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof claims === 'object' && claims !== null ? (claims as Partial<JwtClaims>) : null;
  } catch {
    return null;
  }
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The session user of a token, or null when it carries no usable scope. */
export function userFromToken(token: string): SessionUser | null {
  const claims = decodeJwtClaims(token);
  if (!claims || !SCOPES.includes(claims.scope as Scope)) return null;
  return {
    user_sid: str(claims.user_sid),
    name: str(claims.name),
    scope: claims.scope as Scope,
    permissions: Array.isArray(claims.permissions)
      ? claims.permissions.filter((p) => typeof p === 'string')
      : [],
    is_view_only: claims.is_view_only === true,
    service_provider_sid: str(claims.service_provider_sid),
    service_provider_name: str(claims.service_provider_name),
    account_sid: str(claims.account_sid),
    account_name: str(claims.account_name),
    exp: typeof claims.exp === 'number' ? claims.exp : null,
  };
}

/** True when the token's `exp` has passed (a token without `exp` never expires here; the server decides). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = decodeJwtClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= nowMs;
}
