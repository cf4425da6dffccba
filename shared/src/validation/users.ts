// Users: the add/edit form and the `POST /Users` / `PUT /Users/:sid` bodies.
import { z } from 'zod';
import type { PasswordSettings, Scope } from '@switchboard/shared/types';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '@switchboard/shared/constants';
import { failedPasswordRequirements } from './password';
import { dbBoolSchema, isEmail, sidSchema, typedText } from './primitives';

export const userNameField = z
  .string()
  .trim()
  .min(1, MESSAGES.userNameRequired)
  .max(255, 'User name must be at most 255 characters')
  .refine(...typedText('User name'));
export const userEmailField = z
  .string()
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(255, 'Email must be at most 255 characters')
  .refine(isEmail, MESSAGES.invalidEmail);

/**
 * The add/edit user form. On create the temporary password is required and checked against the policy;
 * on edit a blank password keeps the current one.
 */
export function userFormSchema(options: {
  isNew: boolean;
  passwordSettings?: Partial<PasswordSettings> | null;
  /** False when the chosen service provider has no account: a new account-scope user cannot be created. */
  accountsAvailable?: boolean;
}) {
  return z
    .object({
      name: userNameField,
      email: userEmailField,
      initial_password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.invalidPassword),
      force_change: z.boolean(),
      is_active: z.boolean(),
      is_view_only: z.boolean(),
      scope: z.enum(['admin', 'service_provider', 'account']),
      service_provider_sid: z.string().optional(),
      account_sid: z.string().optional(),
    })
    .superRefine((u, ctx) => {
      if (u.initial_password === '') {
        if (options.isNew)
          ctx.addIssue({ code: 'custom', path: ['initial_password'], message: MESSAGES.passwordRequired });
      } else if (failedPasswordRequirements(u.initial_password, options.passwordSettings).length > 0) {
        ctx.addIssue({ code: 'custom', path: ['initial_password'], message: MESSAGES.invalidPassword });
      }
      if (u.scope !== 'admin' && !u.service_provider_sid) {
        ctx.addIssue({
          code: 'custom',
          path: ['service_provider_sid'],
          message: MESSAGES.required('Service provider'),
        });
      }
      if (u.scope === 'account' && options.isNew && options.accountsAvailable === false) {
        ctx.addIssue({ code: 'custom', path: ['account_sid'], message: MESSAGES.noAccountsForAccountUser });
      } else if (u.scope === 'account' && !u.account_sid) {
        ctx.addIssue({ code: 'custom', path: ['account_sid'], message: MESSAGES.required('Account') });
      }
    });
}
export type UserForm = z.input<ReturnType<typeof userFormSchema>>;

/** The sids a user of `scope` is saved with: admin → neither, service_provider → SP only, account → both. */
export function userScopeSids(scope: Scope, serviceProviderSid?: string | null, accountSid?: string | null) {
  return {
    service_provider_sid: scope === 'admin' ? null : (serviceProviderSid ?? null),
    account_sid: scope === 'account' ? (accountSid ?? null) : null,
  };
}

/** The scope of a user row or API key from its sids (account needs both, SP only the SP sid, else admin). */
export function scopeOfSids(serviceProviderSid?: string | null, accountSid?: string | null): Scope {
  if (serviceProviderSid && accountSid) return 'account';
  if (serviceProviderSid) return 'service_provider';
  if (accountSid) return 'account';
  return 'admin';
}

const userFlags = {
  force_change: dbBoolSchema.optional(),
  is_active: dbBoolSchema.optional(),
  is_view_only: dbBoolSchema.optional(),
};

/** `POST /Users` body. The password policy is checked by the server against the stored settings. */
export const userCreateBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'missing field name')
    .max(255, 'name must be at most 255 characters')
    .refine(...typedText('name')),
  email: z
    .string()
    .trim()
    .min(1, 'missing field email')
    .max(255, 'email must be at most 255 characters')
    .refine(isEmail, 'invalid email'),
  initial_password: z
    .string()
    .min(1, 'missing field initial_password')
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
  ...userFlags,
  service_provider_sid: sidSchema.nullable().optional(),
  account_sid: sidSchema.nullable().optional(),
});
export type UserCreateBody = z.output<typeof userCreateBodySchema>;

/** `PUT /Users/:sid` body: every field optional; `initial_password: null` keeps the password. */
export const userUpdateBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(255, 'name must be at most 255 characters')
    .refine(...typedText('name'))
    .optional(),
  email: z
    .string()
    .trim()
    .max(255, 'email must be at most 255 characters')
    .refine(isEmail, 'invalid email')
    .optional(),
  initial_password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
    .nullable()
    .optional(),
  old_password: z.string().max(1024).optional(),
  new_password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
    .optional(),
  ...userFlags,
  service_provider_sid: sidSchema.nullable().optional(),
  account_sid: sidSchema.nullable().optional(),
});
export type UserUpdateBody = z.output<typeof userUpdateBodySchema>;

/** The sign-in form. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1, MESSAGES.userNameRequired),
  password: z.string().min(1, MESSAGES.required('Password')),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** The forgot-password form and `POST /forgot-password` body. */
export const forgotPasswordFormSchema = z.object({
  email: userEmailField,
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/** `POST /change-password` body. */
export const changePasswordBodySchema = z.object({
  old_password: z
    .string({ error: 'missing old_password or new_password' })
    .min(1, 'missing old_password or new_password')
    .max(1024),
  new_password: z
    .string({ error: 'missing old_password or new_password' })
    .min(1, 'missing old_password or new_password')
    .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
});
