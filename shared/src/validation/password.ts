// The password policy: one rule set used by the create-password screen, the user forms and the API server.
import { z } from 'zod';
import type { PasswordSettings } from '@switchboard/shared/types';
import { MESSAGES, MIN_PASSWORD_LENGTH_RANGE, PASSWORD_MAX_LENGTH, PASSWORD_SETTINGS_DEFAULTS, PASSWORD_SPECIAL_CHARACTERS } from '@switchboard/shared/constants';
import { dbBoolSchema } from './primitives';

export type PasswordRequirementKey = 'length' | 'digit' | 'special';

export interface PasswordRequirement {
  key: PasswordRequirementKey;
  /** the spec's text, e.g. 'Be at least 8 characters long' */
  message: string;
  /** the server's wording, e.g. 'password must be at least 8 characters long' */
  serverMessage: string;
  met: boolean;
}

/** Fill the gaps of a settings object (the real server may send only `{min_password_length}`). */
export function resolvePasswordSettings(
  settings?: Partial<PasswordSettings> | null,
): Required<PasswordSettings> {
  return {
    min_password_length: settings?.min_password_length || PASSWORD_SETTINGS_DEFAULTS.min_password_length,
    require_digit: settings?.require_digit ? 1 : 0,
    require_special_character: settings?.require_special_character ? 1 : 0,
  };
}

function hasSpecialCharacter(password: string): boolean {
  for (const ch of password) if (PASSWORD_SPECIAL_CHARACTERS.includes(ch)) return true;
  return false;
}

/** Every requirement the settings impose, each with whether `password` meets it. */
export function checkPassword(
  password: string,
  settings?: Partial<PasswordSettings> | null,
): PasswordRequirement[] {
  const s = resolvePasswordSettings(settings);
  const list: PasswordRequirement[] = [
    {
      key: 'length',
      message: MESSAGES.passwordMinLength(s.min_password_length),
      serverMessage: `password must be at least ${s.min_password_length} characters long`,
      met: password.length >= s.min_password_length,
    },
  ];
  if (s.require_digit) {
    list.push({
      key: 'digit',
      message: MESSAGES.passwordDigit,
      serverMessage: 'password must contain at least one digit',
      met: /\d/.test(password),
    });
  }
  if (s.require_special_character) {
    list.push({
      key: 'special',
      message: MESSAGES.passwordSpecial,
      serverMessage: 'password must contain at least one special character',
      met: hasSpecialCharacter(password),
    });
  }
  return list;
}

/** The requirements `password` fails (empty when it passes): what the create-password screen lists under 'Password must:'. */
export function failedPasswordRequirements(
  password: string,
  settings?: Partial<PasswordSettings> | null,
): PasswordRequirement[] {
  return checkPassword(password, settings).filter((r) => !r.met);
}

/** The API's answer for a password that breaks the policy (first failure, server wording), or null. */
export function passwordPolicyError(
  password: string,
  settings?: Partial<PasswordSettings> | null,
): string | null {
  if (password.length > PASSWORD_MAX_LENGTH)
    return `password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
  return failedPasswordRequirements(password, settings)[0]?.serverMessage ?? null;
}

/**
 * The create-password form: new password + confirmation, checked against the settings.
 * Policy failures carry 'Invalid password.'; use `failedPasswordRequirements` to list what is missing.
 */
export function createPasswordFormSchema(settings?: Partial<PasswordSettings> | null) {
  return z
    .object({
      password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.invalidPassword),
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      if (failedPasswordRequirements(v.password, settings).length > 0) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.invalidPassword });
      }
      if (v.password !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
      }
    });
}
export type CreatePasswordForm = z.input<ReturnType<typeof createPasswordFormSchema>>;

/**
 * A signed-in user changing their own password: the current one, a new one checked against the settings
 * ('Invalid password.'), and its confirmation ('Passwords do not match').
 */
export function changePasswordFormSchema(settings?: Partial<PasswordSettings> | null) {
  return z
    .object({
      old_password: z.string().min(1, MESSAGES.required('Current password')),
      new_password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.invalidPassword),
      confirm_password: z.string(),
    })
    .superRefine((values, ctx) => {
      if (failedPasswordRequirements(values.new_password, settings).length > 0) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.invalidPassword });
      }
      if (values.new_password !== values.confirm_password) {
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsDoNotMatch });
      }
    });
}
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordFormSchema>>;

/** `POST /PasswordSettings` body (admin): any of the three fields. */
export const passwordSettingsBodySchema = z.strictObject({
  min_password_length: z
    .number()
    .int(
      `invalid min_password_length property: should be between ${MIN_PASSWORD_LENGTH_RANGE.min}-${MIN_PASSWORD_LENGTH_RANGE.max}`,
    )
    .min(
      MIN_PASSWORD_LENGTH_RANGE.min,
      `invalid min_password_length property: should be between ${MIN_PASSWORD_LENGTH_RANGE.min}-${MIN_PASSWORD_LENGTH_RANGE.max}`,
    )
    .max(
      MIN_PASSWORD_LENGTH_RANGE.max,
      `invalid min_password_length property: should be between ${MIN_PASSWORD_LENGTH_RANGE.min}-${MIN_PASSWORD_LENGTH_RANGE.max}`,
    )
    .optional(),
  require_digit: dbBoolSchema.optional(),
  require_special_character: dbBoolSchema.optional(),
});
export type PasswordSettingsBody = z.output<typeof passwordSettingsBodySchema>;

/** The admin settings form's password-policy part. */
export const passwordSettingsFormSchema = z.object({
  min_password_length: z
    .number({
      error: `Minimum password length must be between ${MIN_PASSWORD_LENGTH_RANGE.min} and ${MIN_PASSWORD_LENGTH_RANGE.max}`,
    })
    .int()
    .min(
      MIN_PASSWORD_LENGTH_RANGE.min,
      `Minimum password length must be between ${MIN_PASSWORD_LENGTH_RANGE.min} and ${MIN_PASSWORD_LENGTH_RANGE.max}`,
    )
    .max(
      MIN_PASSWORD_LENGTH_RANGE.max,
      `Minimum password length must be between ${MIN_PASSWORD_LENGTH_RANGE.min} and ${MIN_PASSWORD_LENGTH_RANGE.max}`,
    ),
  require_digit: z.boolean(),
  require_special_character: z.boolean(),
});
export type PasswordSettingsForm = z.input<typeof passwordSettingsFormSchema>;
