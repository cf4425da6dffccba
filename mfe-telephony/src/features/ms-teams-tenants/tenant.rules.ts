// The Microsoft Teams tenant form between the wire and the form (rules: the shared `msTeamsTenantFormSchema`),
// the payload, and the unique-domain check against the tenants the list already has.
import type { MsTeamsTenant, MsTeamsTenantPayload } from '@switchboard/shared/types';
import type { MsTeamsTenantForm } from '@switchboard/shared/validation';

export function tenantToForm(saved: MsTeamsTenant | undefined, accountSid: string): MsTeamsTenantForm {
  return {
    tenant_fqdn: saved?.tenant_fqdn ?? '',
    account_sid: saved?.account_sid ?? accountSid,
    application_sid: saved?.application_sid ?? '',
  };
}

export function tenantPayload(values: MsTeamsTenantForm, serviceProviderSid: string): MsTeamsTenantPayload {
  return {
    tenant_fqdn: values.tenant_fqdn.trim(),
    account_sid: values.account_sid,
    application_sid: values.application_sid || null,
    service_provider_sid: serviceProviderSid,
  };
}

/** Domain names compare trimmed and in any case. */
export function isDomainTaken(
  domain: string,
  tenants: ReadonlyArray<MsTeamsTenant>,
  selfSid?: string,
): boolean {
  const wanted = domain.trim().toLowerCase();
  return tenants.some((t) => t.ms_teams_tenant_sid !== selfSid && t.tenant_fqdn.toLowerCase() === wanted);
}
