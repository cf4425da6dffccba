// Two-factor sign-in: what a person types as the second factor (a 6-digit code from an authenticator app, or one
// of their recovery codes), the same check in the sign-in form and in the API.
import { z } from 'zod';
import { TWO_FACTOR_MESSAGES } from '../shell-texts/two-factor';

/** A recovery code as written for people: 10 letters and digits in two groups, 'abcde-23456'. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** The code as typed, without spaces; a recovery code in lower case without its dash. */
export function normaliseTwoFactorCode(code: string): string {
  const compact = code.replace(/\s+/g, '');
  return /^\d+$/.test(compact) ? compact : compact.toLowerCase().replace(/-/g, '');
}

/** True for something that may be a code: 6 digits, or a recovery code. */
export function isTwoFactorCode(code: string): boolean {
  const compact = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(compact) || RECOVERY_CODE_PATTERN.test(compact.toLowerCase());
}

export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(32, TWO_FACTOR_MESSAGES.codeInvalid)
  .refine((code) => code.trim() !== '', TWO_FACTOR_MESSAGES.codeRequired)
  .refine(isTwoFactorCode, TWO_FACTOR_MESSAGES.codeInvalid);

/** `POST /Users/me/TwoFactor/confirm`, `DELETE /Users/me/TwoFactor`. */
export const twoFactorCodeBodySchema = z.strictObject({ code: twoFactorCodeSchema });

/** `POST /login/two-factor`. */
export const twoFactorLoginBodySchema = z.strictObject({
  two_factor_token: z.string().min(1).max(200),
  code: twoFactorCodeSchema,
});

/** `PUT /ServiceProviders/:sid/TwoFactor`. */
export const twoFactorPolicyBodySchema = z.strictObject({ required: z.boolean() });
