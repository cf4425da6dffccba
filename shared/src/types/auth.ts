// Scopes, tokens and the session responses.
import type { Sid } from './common';

/** Who a caller is, derived from which sids its user row or API key carries. */
export type Scope = 'admin' | 'service_provider' | 'account';

/** Access levels: account 0 < service_provider 1 < admin 2. */
export type ScopeLevel = 0 | 1 | 2;

export const SCOPE_LEVELS: Readonly<Record<Scope, ScopeLevel>> = {
  account: 0,
  service_provider: 1,
  admin: 2,
};

export const SCOPES: readonly Scope[] = ['admin', 'service_provider', 'account'];

/** Permission names of the `permissions` table. */
export type PermissionName = 'VIEW_ONLY' | 'PROVISION_SERVICES' | 'PROVISION_USERS';

/** Claims of a JWT issued by `POST /login` (what the portal decodes). */
export interface JwtClaims {
  scope: Scope;
  permissions: PermissionName[];
  /** true only when VIEW_ONLY is the user's one permission */
  is_view_only: boolean;
  user_sid: Sid;
  /** the username typed at login */
  name: string;
  service_provider_sid?: Sid;
  service_provider_name?: string;
  account_sid?: Sid;
  account_name?: string;
  iat: number;
  exp: number;
}

/** `POST /login` request. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** `200` body of `POST /login`: no `is_view_only` here (it is only in the JWT). */
export interface LoginResponse {
  token: string;
  user_sid: Sid;
  scope: Scope;
  force_change: boolean;
  permissions: PermissionName[];
  service_provider_sid?: Sid;
  service_provider_name?: string;
  account_sid?: Sid;
  account_name?: string;
  /**
   * Switchboard's API: the user's service provider requires two-factor sign-in and the user has not set it up;
   * until they do, the token may do nothing else (docs/api/contract.md#two-factor-sign-in).
   */
  two_factor_setup_required?: boolean;
  /**
   * Not the API's: the portal's own server, proxying a sign-in that asked for it, adds the landing page's GET
   * answers (path under the API base → JSON body) fetched with the new token (scripts/lib/login-landing.cjs).
   */
  switchboard_landing?: Record<string, unknown>;
}

/**
 * `200` body of `POST /login` (and `/signin`) for a user with two-factor sign-in (Switchboard's API): no token
 * yet; `POST /login/two-factor {two_factor_token, code}` answers the LoginResponse.
 */
export interface TwoFactorChallenge {
  two_factor_required: true;
  two_factor_token: string;
  user_sid: Sid;
}

/** `GET /Users/me/TwoFactor`. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** the user's service provider requires it */
  required: boolean;
  recovery_codes_left: number;
}

/** `POST /Users/me/TwoFactor`: what an authenticator app needs (the QR code is an SVG data URL). */
export interface TwoFactorEnrolment {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

/** `GET|PUT /ServiceProviders/:sid/TwoFactor`. */
export interface TwoFactorPolicy {
  required: boolean;
}

/** `POST /signin` request: e-mail + password, or a password-reset link id. */
export type SigninRequest = { email: string; password: string } | { link: string };

/** `200` body of `POST /signin`. */
export interface SigninResponse {
  jwt: string;
  user_sid: Sid;
  name: string;
  email: string;
  phone: string | null;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  force_change: boolean;
  provider: string;
  provider_userid: string | null;
  /** legacy DB column value, always "read-write" */
  scope: string;
  phone_validated: boolean;
  email_validated: boolean;
  is_active: boolean;
  pristine: boolean;
}

/** `PUT /Users/:sid` body of the forced / self-service password change. */
export interface PasswordChangeRequest {
  old_password: string;
  new_password: string;
}

/** `POST /forgot-password` request. */
export interface ForgotPasswordRequest {
  email: string;
}
