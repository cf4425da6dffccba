// Users: which scopes a creator may give, the payloads, and the self-service password change. The field rules
// (name, e-mail, temporary password against the policy, scope needs) are the shared `userFormSchema`.
import { z } from 'zod';
import type {
  PasswordSettings,
  Scope,
  UserCreatePayload,
  UserDetail,
  UserUpdatePayload,
} from '@switchboard/shared/types';
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  failedPasswordRequirements,
  scopeOfSids,
  userFormSchema,
  userScopeSids,
  type UserForm,
} from '@switchboard/shared/validation';

export const SCOPE_LABELS: Record<Scope, string> = {
  admin: 'Admin',
  service_provider: 'Service provider',
  account: 'Account',
};

/** The scopes a user of `creator` scope may give: never above their own. */
export function assignableScopes(creator: Scope | null): Scope[] {
  if (creator === 'admin') return ['admin', 'service_provider', 'account'];
  if (creator === 'service_provider') return ['service_provider', 'account'];
  return ['account'];
}

/** The shared form rules plus "account scope needs an account to exist". */
export function userFormRules(options: {
  isNew: boolean;
  passwordSettings?: Partial<PasswordSettings> | null;
  accountsAvailable: boolean;
}) {
  return userFormSchema(options).superRefine((values, ctx) => {
    if (options.isNew && values.scope === 'account' && !options.accountsAvailable) {
      ctx.addIssue({ code: 'custom', path: ['account_sid'], message: MESSAGES.noAccountsForAccountUser });
    }
  });
}

export function userToForm(user: UserDetail | undefined, defaults: Partial<UserForm> = {}): UserForm {
  if (!user) {
    return {
      name: '',
      email: '',
      initial_password: '',
      force_change: true,
      is_active: true,
      is_view_only: false,
      scope: 'account',
      service_provider_sid: '',
      account_sid: '',
      ...defaults,
    };
  }
  return {
    name: user.name,
    email: user.email,
    initial_password: '',
    force_change: Boolean(user.force_change),
    is_active: Boolean(user.is_active),
    is_view_only: Boolean(user.is_view_only),
    scope: scopeOfSids(user.service_provider_sid, user.account_sid),
    service_provider_sid: user.service_provider_sid ?? '',
    account_sid: user.account_sid ?? '',
  };
}

export function userCreatePayload(values: UserForm): UserCreatePayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    initial_password: values.initial_password,
    force_change: values.force_change,
    is_active: values.is_active,
    is_view_only: values.is_view_only,
    ...userScopeSids(values.scope, values.service_provider_sid || null, values.account_sid || null),
  };
}

/**
 * `PUT /Users/:sid`. The scope is not changed here: the real server refuses any `account_sid: null` /
 * `service_provider_sid: null` ("user may not be promoted"), so the sids are left out; name and e-mail go only
 * when changed, a new temporary password only when typed.
 */
export function userUpdatePayload(
  values: UserForm,
  saved: UserDetail,
  options: { self: boolean },
): UserUpdatePayload {
  const body: UserUpdatePayload = {};
  if (values.name.trim() !== saved.name) body.name = values.name.trim();
  if (values.email.trim() !== saved.email) body.email = values.email.trim();
  if (values.initial_password) body.initial_password = values.initial_password;
  if (options.self) {
    // Nobody deactivates, restricts or forces a password change on themselves from here.
    body.is_view_only = Boolean(saved.is_view_only);
    return body;
  }
  body.force_change = values.force_change;
  body.is_active = values.is_active;
  body.is_view_only = values.is_view_only;
  return body;
}

/** The self-service password change: current password, new password checked against the policy, confirmation. */
export function changePasswordRules(passwordSettings?: Partial<PasswordSettings> | null) {
  return z
    .object({
      old_password: z.string().min(1, MESSAGES.required('Current password')),
      new_password: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.invalidPassword),
      confirm_password: z.string(),
    })
    .superRefine((values, ctx) => {
      if (failedPasswordRequirements(values.new_password, passwordSettings).length > 0) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.invalidPassword });
      }
      if (values.new_password !== values.confirm_password) {
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsDoNotMatch });
      }
    });
}
export type ChangePasswordForm = z.input<ReturnType<typeof changePasswordRules>>;
