// The service-provider settings form between the wire and the form (its rules are the shared
// `serviceProviderSettingsFormSchema`: name required and unique, MS Teams FQDN, limits), and the delete rule.
import type { Limit, ServiceProvider, ServiceProviderPayload, UserListItem } from '@switchboard/shared/types';
import type { ServiceProviderSettingsForm } from '@switchboard/shared/validation';
import { serviceProviderDeleteBlockers, type SayRemaining } from '@switchboard/shared/constants';
import { limitsToForm } from '../limits/limits.rules';

export function serviceProviderToForm(
  sp: ServiceProvider,
  limits: ReadonlyArray<Limit> | undefined,
): ServiceProviderSettingsForm {
  return { name: sp.name, ms_teams_fqdn: sp.ms_teams_fqdn ?? '', limits: limitsToForm(limits) };
}

/**
 * `PUT /ServiceProviders/:sid`. The real server unlinks the registration webhook when the body leaves it out
 * (docs/api/on-jambonz.md#jambonzs-quirks-the-portal-works-around), so an existing hook is sent back as it is.
 */
export function serviceProviderPayload(
  values: ServiceProviderSettingsForm,
  sp: ServiceProvider,
): Partial<ServiceProviderPayload> {
  const hook = sp.registration_hook;
  return {
    name: values.name.trim(),
    ms_teams_fqdn: values.ms_teams_fqdn.trim() || null,
    ...(hook?.url
      ? {
          registration_hook: {
            url: hook.url,
            method: hook.method,
            username: hook.username,
            password: hook.password,
          },
        }
      : {}),
  };
}

/**
 * Why a service provider cannot be deleted yet (the shared rule; a jambonz server answers a bare 403
 * 'insufficient privileges'), said by `say` (the page's `t`; English without it).
 */
export function serviceProviderBlockers(
  accounts: ReadonlyArray<{ name: string }>,
  users: ReadonlyArray<UserListItem>,
  say?: SayRemaining,
): string[] {
  return serviceProviderDeleteBlockers(
    {
      accounts: { names: accounts.map((a) => a.name) },
      users: { names: users.map((u) => u.name) },
    },
    say,
  );
}
