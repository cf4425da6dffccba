// Registration, OAuth, sub-domains and the reset-password page (docs/product/billing.md#registration): the rules and their texts, used
// by the registration pages, the SIP realm page, the reset-password page and the API.
import { z } from 'zod';
import type { OAuthProvider } from '@switchboard/shared/types';
import { REGISTRATION_MESSAGES } from '@switchboard/shared/constants';
import { isEmail } from './primitives';

// the texts live with the billing area's other texts (zod-free: its translations read them)
export { REGISTRATION_MESSAGES } from '@switchboard/shared/constants';

/** The register password's server-side minimum (docs/api/contract.md#session). */
export const REGISTER_PASSWORD_MIN = 6;

/** `/register/email`: e-mail and password. */
export const registerEmailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, REGISTRATION_MESSAGES.emailRequired)
    .max(255)
    .refine(isEmail, REGISTRATION_MESSAGES.invalidEmail),
  password: z
    .string()
    .min(1, REGISTRATION_MESSAGES.passwordRequired)
    .min(REGISTER_PASSWORD_MIN, REGISTRATION_MESSAGES.passwordTooShort)
    .max(1024),
});
export type RegisterEmailForm = z.input<typeof registerEmailFormSchema>;

/** `/register/email/verify-your-email`: the code from the e-mail. */
export const verificationCodeFormSchema = z.object({
  code: z.string().trim().min(1, REGISTRATION_MESSAGES.codeRequired).max(64),
});
export type VerificationCodeForm = z.input<typeof verificationCodeFormSchema>;

/** A random 6-digit code (docs/product/billing.md#verify-your-email), e.g. the e-mail activation code. */
export function generateActivationCode(): string {
  const [n] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['github', 'google'];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return value === 'github' || value === 'google';
}

/** Labels of the providers on buttons and in messages. */
export const OAUTH_PROVIDER_LABELS: Readonly<Record<OAuthProvider, string>> = {
  github: 'GitHub',
  google: 'Google',
};

/**
 * The callback's checks, in order (docs/product/billing.md#oauth-sign-in): a known provider, then a code and a state equal to the one kept
 * before the redirect. Returns the message, or null when it may go on.
 */
export function oauthCallbackError(
  provider: string | undefined,
  query: { code: string | null; state: string | null },
  keptState: string | null,
): string | null {
  if (!isOAuthProvider(provider)) return REGISTRATION_MESSAGES.invalidOAuthProvider(provider ?? '');
  if (!query.code || !query.state || !keptState || query.state !== keptState)
    return REGISTRATION_MESSAGES.invalidState;
  return null;
}

/** Sub-domains: at least 3 characters, checked after a 500 ms pause (docs/product/billing.md#sub-domain-field). */
export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_CHECK_DELAY_MS = 500;

/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Why a sub-domain cannot be checked yet (null: it is worth asking the server). */
export function subdomainError(name: string): string | null {
  const value = name.trim();
  if (value.length < SUBDOMAIN_MIN_LENGTH) return REGISTRATION_MESSAGES.subdomainTooShort;
  if (!LABEL_RE.test(value)) return REGISTRATION_MESSAGES.subdomainInvalid;
  return null;
}

/** The SIP realm a sub-domain makes under the root domain. */
export function realmOf(subdomain: string, rootDomain: string | null | undefined): string {
  return `${subdomain.trim().toLowerCase()}.${(rootDomain ?? '').replace(/^\.+/, '')}`;
}

/** The sub-domain part of a realm under the root domain (for an edit field), or '' when it is not under it. */
export function subdomainOf(realm: string | null | undefined, rootDomain: string | null | undefined): string {
  if (!realm || !rootDomain) return '';
  const suffix = `.${rootDomain.toLowerCase()}`;
  const value = realm.toLowerCase();
  return value.endsWith(suffix) ? value.slice(0, -suffix.length) : '';
}

/**
 * The reset-password page's checks (docs/product/shell.md#reset-password), in the order the product makes them: the confirmation first, then
 * the length (under 6 fails, with the spec's "7" message), then a letter. Null when the password may be sent.
 */
export function resetPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return REGISTRATION_MESSAGES.resetMismatch;
  if (password.length < 6) return REGISTRATION_MESSAGES.resetTooShort;
  if (!/[a-zA-Z]/.test(password)) return REGISTRATION_MESSAGES.resetNeedsLetter;
  return null;
}
