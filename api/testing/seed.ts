// Seeding a component test through the API in memory, as the admin, with what the areas' tests share: accounts,
// service providers, users, applications, carriers and their gateways, phone numbers, Teams tenants and speech
// credentials. Each returns the sid the API answered. A fresh install already has the default service provider
// and account, the admin, the applications 'hello world' and 'dial time', and the default account's API key.
// What only one area seeds (routing tables, calls, alerts, payments) stays in that remote's `src/testing/seed.ts`.
import { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID } from '../src/db/seed';
import type { ContractApi } from './contract-api';

type Fields = Record<string, unknown>;

async function created(api: ContractApi, path: string, body: unknown): Promise<string> {
  return (await api.asAdmin<{ sid: string }>('POST', path, body)).sid;
}

/** An account of the default service provider (unless `service_provider_sid` says otherwise). */
export function addAccount(api: ContractApi, name: string, fields: Fields = {}) {
  return created(api, '/Accounts', { name, service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID, ...fields });
}

export function addServiceProvider(api: ContractApi, name: string, fields: Fields = {}) {
  return created(api, '/ServiceProviders', { name, ...fields });
}

/** An application of the default account (unless `account_sid`), with its two webhooks. */
export function addApplication(api: ContractApi, name: string, fields: Fields = {}) {
  return created(api, '/Applications', {
    name,
    account_sid: DEFAULT_ACCOUNT_SID,
    call_hook: { url: 'https://hooks.example.com/call', method: 'POST' },
    call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
    ...fields,
  });
}

/** A user of admin scope unless `service_provider_sid` / `account_sid` say otherwise, with a forced change. */
export function addUser(api: ContractApi, name: string, fields: Fields = {}) {
  return created(api, '/Users', {
    name,
    email: `${name}@example.com`,
    initial_password: 'Str0ng-Passw0rd!',
    force_change: true,
    is_active: true,
    ...fields,
  });
}

/** A carrier of the default service provider (or of `account_sid`). */
export function addCarrier(api: ContractApi, name: string, fields: Fields = {}) {
  const owner = fields.account_sid
    ? `/Accounts/${String(fields.account_sid)}`
    : `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}`;
  return created(api, `${owner}/VoipCarriers`, { name, is_active: true, ...fields });
}

/** A SIP gateway of a carrier, inbound and outbound on 5060 unless told. */
export function addSipGateway(api: ContractApi, carrier: string, ipv4: string, fields: Fields = {}) {
  return created(api, '/SipGateways', {
    voip_carrier_sid: carrier,
    ipv4,
    port: 5060,
    netmask: 32,
    inbound: true,
    outbound: true,
    ...fields,
  });
}

/** A phone number routed through `carrier` to the default account (unless told). */
export function addNumber(api: ContractApi, number: string, carrier: string, fields: Fields = {}) {
  return created(api, '/PhoneNumbers', {
    number,
    voip_carrier_sid: carrier,
    account_sid: DEFAULT_ACCOUNT_SID,
    ...fields,
  });
}

/** A Microsoft Teams tenant of the default account. */
export function addTenant(api: ContractApi, domain: string, fields: Fields = {}) {
  return created(api, '/MicrosoftTeamsTenants', {
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    account_sid: DEFAULT_ACCOUNT_SID,
    tenant_fqdn: domain,
    ...fields,
  });
}

/** A speech credential for both directions of the default service provider (or `owner`, an /Accounts/:sid path). */
export function addSpeechCredential(
  api: ContractApi,
  body: Fields,
  owner = `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}`,
) {
  return created(api, `${owner}/SpeechCredentials`, { use_for_tts: true, use_for_stt: true, ...body });
}
