// What a fresh jambonz install holds (docs/api/contract.md#fresh-database): permissions, the default service provider and account with
// its two sample applications, products, the predefined carriers and their gateways, and the admin user.
import type { Store } from './store';
import type { MigrationContext } from './migration';
import { hashPasswordSync } from '../lib/passwords';
import { newSid } from '../lib/ids';

export const DEFAULT_SERVICE_PROVIDER_SID = '2708b1b3-2736-40ea-b502-c53d8396247f';
export const DEFAULT_ACCOUNT_SID = '9351f46a-678c-43f5-b8a6-d4eb58d131af';
export const DEFAULT_ACCOUNT_API_KEY_SID = '09e92f3c-9d73-4303-b63f-3668574862ce';
export const HELLO_WORLD_APPLICATION_SID = '7087fe50-8acb-4f3b-b820-97b573723aab';
export const DIAL_TIME_APPLICATION_SID = '4ca2fb6a-8636-4f2e-96ff-8966c5e26f8e';
export const SCHEMA_VERSION = '0.9.6';

export const PERMISSIONS = [
  {
    permission_sid: 'ffbc342a-546a-11ed-bdc3-0242ac120002',
    name: 'VIEW_ONLY',
    description: 'Can view data but not make changes',
  },
  {
    permission_sid: 'ffbc3a10-546a-11ed-bdc3-0242ac120002',
    name: 'PROVISION_SERVICES',
    description: 'Can provision services',
  },
  {
    permission_sid: 'ffbc3c5e-546a-11ed-bdc3-0242ac120002',
    name: 'PROVISION_USERS',
    description: 'Can provision users',
  },
] as const;
export const VIEW_ONLY_PERMISSION_SID = PERMISSIONS[0].permission_sid;

interface PredefinedCarrierSeed {
  sid: string;
  name: string;
  e164_leading_plus: 0 | 1;
  register_username?: string;
  register_password?: string;
  tech_prefix?: string;
  inbound_auth_username?: string;
  inbound_auth_password?: string;
  diversion?: string;
  trunk_type: 'static_ip' | 'auth';
  sip: { ipv4: string; netmask?: number; inbound: 0 | 1; outbound: 0 | 1 }[];
  smpp?: { ipv4: string; port: number; inbound: 0 | 1; outbound: 0 | 1 }[];
}

const inbound = (ipv4: string, netmask = 32) => ({
  ipv4,
  netmask,
  inbound: 1 as const,
  outbound: 0 as const,
});
const outbound = (ipv4: string) => ({ ipv4, inbound: 0 as const, outbound: 1 as const });

export const PREDEFINED_CARRIERS: PredefinedCarrierSeed[] = [
  {
    sid: '17479288-bb9f-421a-89d1-f4ac57af1dca',
    name: 'TelecomsXChange',
    e164_leading_plus: 0,
    tech_prefix: 'your-tech-prefix',
    trunk_type: 'static_ip',
    sip: [inbound('174.136.44.213'), outbound('sip01.TelecomsXChange.com')],
    smpp: [
      { ipv4: 'smpp01.telecomsxchange.com', port: 2776, inbound: 0, outbound: 1 },
      { ipv4: '174.136.44.11', port: 2775, inbound: 1, outbound: 0 },
      { ipv4: '174.136.44.213', port: 2775, inbound: 1, outbound: 0 },
    ],
  },
  {
    sid: '7d509a18-bbff-4c5d-b21e-b99bf8f8c49a',
    name: 'Twilio',
    e164_leading_plus: 1,
    register_username: '<your-twilio-credential-username>',
    register_password: '<your-twilio-credential-password>',
    trunk_type: 'static_ip',
    sip: [
      ...[
        '54.172.60.0',
        '54.244.51.0',
        '54.171.127.192',
        '35.156.191.128',
        '54.65.63.192',
        '54.252.254.64',
        '54.169.127.128',
        '177.71.206.192',
      ].map((ip) => inbound(ip, 30)),
      inbound('168.86.128.0', 18),
      outbound('<your-domain>.pstn.twilio.com'),
    ],
  },
  {
    sid: '032d90d5-39e8-41c0-b807-9c88cffba65c',
    name: 'Voxbone',
    e164_leading_plus: 1,
    register_username: '<your-voxbone-outbound-username>',
    register_password: '<your-voxbone-outbound-password>',
    diversion: '<your-voxbone-DID>',
    trunk_type: 'static_ip',
    sip: [
      ...[
        '81.201.83.45',
        '81.201.86.45',
        '81.201.82.45',
        '81.201.85.45',
        '81.201.84.45',
        '185.47.148.45',
      ].map((ip) => inbound(ip)),
      outbound('outbound.voxbone.com'),
    ],
  },
  {
    sid: 'e6fb301a-1af0-4fb8-a1f6-f65530c6e1c6',
    name: 'Simwood',
    e164_leading_plus: 1,
    register_username: '<your-simwood-auth-trunk-username>',
    register_password: '<your-simwood-auth-trunk-password>',
    trunk_type: 'static_ip',
    sip: [
      ...['178.22.139.77', '185.63.140.77', '185.63.142.77', '172.86.225.77', '172.86.225.88'].map((ip) =>
        inbound(ip),
      ),
      outbound('out.simwood.com'),
    ],
  },
  {
    sid: '541ef8ec-0524-4a1d-b9c4-2a672764992e',
    name: 'Retell',
    e164_leading_plus: 1,
    inbound_auth_username: '<your-retell-auth-username>',
    inbound_auth_password: '<your-retell-auth-password>',
    trunk_type: 'auth',
    sip: [outbound('sip.retellai.com')],
  },
];

export function seedFreshInstall(store: Store, context: MigrationContext): void {
  for (const p of PERMISSIONS) store.insert('permissions', { ...p });

  store.insert('service_providers', {
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    name: 'default service provider',
  });
  store.insert('accounts', {
    account_sid: DEFAULT_ACCOUNT_SID,
    name: 'default account',
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
    webhook_secret: 'wh_secret_cJqgtMDPzDhhnjmaJH6Mtk',
  });
  // The real seed ships a well-known token for this key; ours is random so a fresh install holds no public secret.
  store.insert('api_keys', {
    api_key_sid: DEFAULT_ACCOUNT_API_KEY_SID,
    token: newSid(),
    account_sid: DEFAULT_ACCOUNT_SID,
  });

  const hooks = {
    status: {
      webhook_sid: '84e3db00-b172-4e46-b54b-a503fdb19e4a',
      url: 'https://public-apps.jambonz.cloud/call-status',
    },
    hello: {
      webhook_sid: 'd31568d0-b193-4a05-8ff6-778369bc6efe',
      url: 'https://public-apps.jambonz.cloud/hello-world',
    },
    dial: {
      webhook_sid: '81844b05-714d-4295-8bf3-3b0640a4bf02',
      url: 'https://public-apps.jambonz.cloud/dial-time',
    },
  };
  for (const hook of Object.values(hooks)) store.insert('webhooks', { ...hook, method: 'POST' });
  const speech = {
    speech_synthesis_vendor: 'google',
    speech_synthesis_language: 'en-US',
    speech_synthesis_voice: 'en-US-Wavenet-C',
    speech_recognizer_vendor: 'google',
    speech_recognizer_language: 'en-US',
  };
  store.insert('applications', {
    application_sid: HELLO_WORLD_APPLICATION_SID,
    name: 'hello world',
    account_sid: DEFAULT_ACCOUNT_SID,
    call_hook_sid: hooks.hello.webhook_sid,
    call_status_hook_sid: hooks.status.webhook_sid,
    ...speech,
  });
  store.insert('applications', {
    application_sid: DIAL_TIME_APPLICATION_SID,
    name: 'dial time',
    account_sid: DEFAULT_ACCOUNT_SID,
    call_hook_sid: hooks.dial.webhook_sid,
    call_status_hook_sid: hooks.status.webhook_sid,
    ...speech,
  });

  store.insert('products', {
    product_sid: 'c4403cdb-8e75-4b27-9726-7d8315e3216d',
    name: 'concurrent call session',
    category: 'voice_call_session',
  });
  store.insert('products', {
    product_sid: '2c815913-5c26-4004-b748-183b459329df',
    name: 'registered device',
    category: 'device',
  });
  store.insert('products', {
    product_sid: '35a9fb10-233d-4eb9-aada-78de5814d680',
    name: 'api call',
    category: 'api_rate',
  });

  for (const c of PREDEFINED_CARRIERS) {
    store.insert('predefined_carriers', {
      predefined_carrier_sid: c.sid,
      name: c.name,
      e164_leading_plus: c.e164_leading_plus,
      register_username: c.register_username,
      register_password: c.register_password,
      tech_prefix: c.tech_prefix,
      inbound_auth_username: c.inbound_auth_username,
      inbound_auth_password: c.inbound_auth_password,
      diversion: c.diversion,
      trunk_type: c.trunk_type,
    });
    for (const g of c.sip) {
      store.insert('predefined_sip_gateways', {
        predefined_sip_gateway_sid: newSid(),
        ...g,
        port: 5060,
        predefined_carrier_sid: c.sid,
      });
    }
    for (const g of c.smpp ?? []) {
      store.insert('predefined_smpp_gateways', {
        predefined_smpp_gateway_sid: newSid(),
        ...g,
        predefined_carrier_sid: c.sid,
      });
    }
  }

  // The admin user (reset_admin_password.js): all three permissions, a forced change unless a password was given.
  const adminSid = newSid();
  store.insert('users', {
    user_sid: adminSid,
    name: 'admin',
    email: 'joe@foo.bar',
    hashed_password: hashPasswordSync(context.adminPassword),
    force_change: context.adminForceChange ? 1 : 0,
    provider: 'local',
    email_validated: 1,
  });
  for (const p of PERMISSIONS)
    store.insert('user_permissions', {
      user_permissions_sid: newSid(),
      user_sid: adminSid,
      permission_sid: p.permission_sid,
    });
  // ...and a random admin-level API key (the script replaces the well-known one).
  store.insert('api_keys', { api_key_sid: newSid(), token: newSid() });

  store.insert('schema_version', { version: SCHEMA_VERSION });
}
