// Seeding the identity area's component tests through the API in memory (@switchboard/api/testing): accounts,
// service providers, users, applications and what an account holds (carriers, numbers, Teams tenants, API keys,
// speech credentials). A fresh install already has the default service provider and account, the admin, the
// applications 'hello world' and 'dial time', and the default account's API key.
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  DIAL_TIME_APPLICATION_SID,
  HELLO_WORLD_APPLICATION_SID,
  type ContractApi,
} from '@switchboard/api/testing';

export {
  DEFAULT_ACCOUNT_SID as ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID as SP_SID,
  DIAL_TIME_APPLICATION_SID as DIAL_TIME_SID,
  HELLO_WORLD_APPLICATION_SID as HELLO_WORLD_SID,
};

const sid = async (api: ContractApi, path: string, body: unknown) =>
  (await api.asAdmin<{ sid: string }>('POST', path, body)).sid;

/** An account of the default service provider (or `service_provider_sid`): its sid. */
export function addAccount(api: ContractApi, name: string, fields: Record<string, unknown> = {}) {
  return sid(api, '/Accounts', { name, service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID, ...fields });
}

/** A service provider: its sid. */
export function addServiceProvider(api: ContractApi, name: string, fields: Record<string, unknown> = {}) {
  return sid(api, '/ServiceProviders', { name, ...fields });
}

/** An application of the default account (or `account_sid`), with its two webhooks: its sid. */
export function addApplication(api: ContractApi, name: string, fields: Record<string, unknown> = {}) {
  return sid(api, '/Applications', {
    name,
    account_sid: DEFAULT_ACCOUNT_SID,
    call_hook: { url: 'https://example.com/call', method: 'POST' },
    call_status_hook: { url: 'https://example.com/status', method: 'POST' },
    ...fields,
  });
}

/** A user: admin scope unless `service_provider_sid` / `account_sid` say otherwise. Its sid. */
export function addUser(api: ContractApi, name: string, fields: Record<string, unknown> = {}) {
  return sid(api, '/Users', {
    name,
    email: `${name}@example.com`,
    initial_password: 'Str0ng-Passw0rd!',
    force_change: true,
    is_active: true,
    ...fields,
  });
}

/** A carrier of the default service provider: its sid. */
export function addCarrier(api: ContractApi, name: string) {
  return sid(api, `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/VoipCarriers`, {
    name,
    is_active: true,
  });
}

/** A phone number of the default account through `carrier`: its sid. */
export function addNumber(
  api: ContractApi,
  number: string,
  carrier: string,
  fields: Record<string, unknown> = {},
) {
  return sid(api, '/PhoneNumbers', {
    number,
    voip_carrier_sid: carrier,
    account_sid: DEFAULT_ACCOUNT_SID,
    ...fields,
  });
}

/** A Microsoft Teams tenant of the default account: its sid. */
export function addTenant(api: ContractApi, domain: string, fields: Record<string, unknown> = {}) {
  return sid(api, '/MicrosoftTeamsTenants', {
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    account_sid: DEFAULT_ACCOUNT_SID,
    tenant_fqdn: domain,
    ...fields,
  });
}

/** A speech credential of the default service provider (or `owner`, an /Accounts/:sid path): its sid. */
export function addSpeechCredential(
  api: ContractApi,
  body: Record<string, unknown>,
  owner = `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}`,
) {
  return sid(api, `${owner}/SpeechCredentials`, { use_for_tts: true, use_for_stt: true, ...body });
}
