// Builds unsigned JWTs for tests (the portal only decodes tokens; the server verifies them).
import type { JwtClaims } from '@switchboard/shared/types';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const TEST_SP_SID = '2708b1b3-2736-40ea-b502-c53d8396247f';
export const TEST_ACCOUNT_SID = '9351f46a-678c-43f5-b8a6-d4eb58d131af';

const HOUR = 3600;

/** Claims like the real `/login` issues for each scope (docs/api/contract.md#tokens), overridable. */
export function testClaims(scope: JwtClaims['scope'], overrides: Partial<JwtClaims> = {}): JwtClaims {
  const now = Math.floor(Date.now() / 1000);
  const base: JwtClaims = {
    scope,
    permissions: scope === 'admin' ? ['PROVISION_USERS', 'PROVISION_SERVICES', 'VIEW_ONLY'] : [],
    is_view_only: false,
    user_sid: `00000000-0000-4000-8000-00000000000${scope === 'admin' ? 1 : scope === 'service_provider' ? 2 : 3}`,
    name: scope === 'admin' ? 'admin' : scope === 'service_provider' ? 'spuser' : 'acctuser',
    iat: now,
    exp: now + HOUR,
  };
  if (scope !== 'admin') {
    base.service_provider_sid = TEST_SP_SID;
    base.service_provider_name = 'default service provider';
  }
  if (scope === 'account') {
    base.account_sid = TEST_ACCOUNT_SID;
    base.account_name = 'default account';
  }
  return { ...base, ...overrides };
}

/** A JWT string carrying `claims` (header.payload.signature; the signature is a placeholder). */
export function makeTestJwt(claims: Partial<JwtClaims> & Pick<JwtClaims, 'scope'>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.test-signature`;
}

/** Shorthand: a token for a scope, e.g. `tokenFor('admin')`. */
export function tokenFor(scope: JwtClaims['scope'], overrides: Partial<JwtClaims> = {}): string {
  return makeTestJwt(testClaims(scope, overrides));
}
