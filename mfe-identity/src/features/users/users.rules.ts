// Users: which scopes a creator may give, and the form between the wire and the form. The rules (name, e-mail,
// temporary password against the policy, scope needs, an account to exist) are the shared `userFormSchema`; the
// self-service password change is the shared `changePasswordFormSchema`.
import type { Scope, UserCreatePayload, UserDetail, UserUpdatePayload } from '@switchboard/shared/types';
import { scopeOfSids, userScopeSids, type UserForm } from '@switchboard/shared/validation';

/** The scopes a user of `creator` scope may give: never above their own. */
export function assignableScopes(creator: Scope | null): Scope[] {
  if (creator === 'admin') return ['admin', 'service_provider', 'account'];
  if (creator === 'service_provider') return ['service_provider', 'account'];
  return ['account'];
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
