// Migration 1, telephony's tables: carriers with their SIP and SMPP gateways, the predefined carriers, the
// SBC and SMPP addresses, phone numbers, Microsoft Teams tenants, outbound call routing, SIP clients, call routes.
import { NOW, bool } from './sql';

export const TELEPHONY_TABLES = `
CREATE TABLE voip_carriers (
  voip_carrier_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL COLLATE NOCASE,
  description TEXT,
  account_sid TEXT REFERENCES accounts(account_sid),
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  application_sid TEXT REFERENCES applications(application_sid),
  ${bool('e164_leading_plus', 0)},
  ${bool('requires_register', 0)},
  register_username TEXT,
  register_sip_realm TEXT,
  register_password TEXT,
  tech_prefix TEXT,
  inbound_auth_username TEXT,
  inbound_auth_password TEXT,
  diversion TEXT,
  ${bool('is_active', 1)},
  created_at TEXT NOT NULL DEFAULT ${NOW},
  smpp_system_id TEXT,
  smpp_password TEXT,
  smpp_enquire_link_interval INTEGER DEFAULT 0,
  smpp_inbound_system_id TEXT,
  smpp_inbound_password TEXT,
  register_from_user TEXT,
  register_from_domain TEXT,
  ${bool('register_public_ip_in_contact', 0)},
  register_status TEXT,
  dtmf_type TEXT NOT NULL DEFAULT 'rfc2833' CHECK (dtmf_type IN ('rfc2833','tones','info')),
  outbound_sip_proxy TEXT,
  trunk_type TEXT NOT NULL DEFAULT 'static_ip' CHECK (trunk_type IN ('static_ip','auth','reg'))
);
CREATE INDEX voip_carriers_sp ON voip_carriers(service_provider_sid);
CREATE INDEX voip_carriers_account ON voip_carriers(account_sid);

CREATE TABLE sip_gateways (
  sip_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  netmask INTEGER NOT NULL DEFAULT 32,
  port INTEGER,
  inbound INTEGER NOT NULL CHECK (inbound IN (0,1)),
  outbound INTEGER NOT NULL CHECK (outbound IN (0,1)),
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid),
  ${bool('is_active', 1)},
  ${bool('send_options_ping', 0)},
  ${bool('use_sips_scheme', 0)},
  ${bool('pad_crypto', 0)},
  protocol TEXT DEFAULT 'udp' CHECK (protocol IN ('udp','tcp','tls','tls/srtp')),
  ${bool('remove_ice', 0)},
  ${bool('dtls_off', 0)}
);
CREATE INDEX sip_gateways_carrier ON sip_gateways(voip_carrier_sid);

CREATE TABLE smpp_gateways (
  smpp_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 2775,
  netmask INTEGER NOT NULL DEFAULT 32,
  ${bool('is_primary', 1)},
  ${bool('inbound', 0)},
  ${bool('outbound', 1)},
  ${bool('use_tls', 0, true)},
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid)
);
CREATE INDEX smpp_gateways_carrier ON smpp_gateways(voip_carrier_sid);

CREATE TABLE predefined_carriers (
  predefined_carrier_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  ${bool('requires_static_ip', 0)},
  ${bool('e164_leading_plus', 0)},
  ${bool('requires_register', 0)},
  register_username TEXT,
  register_sip_realm TEXT,
  register_password TEXT,
  tech_prefix TEXT,
  inbound_auth_username TEXT,
  inbound_auth_password TEXT,
  diversion TEXT,
  trunk_type TEXT NOT NULL DEFAULT 'static_ip' CHECK (trunk_type IN ('static_ip','auth','reg'))
);

CREATE TABLE predefined_sip_gateways (
  predefined_sip_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  inbound INTEGER NOT NULL CHECK (inbound IN (0,1)),
  outbound INTEGER NOT NULL CHECK (outbound IN (0,1)),
  netmask INTEGER NOT NULL DEFAULT 32,
  predefined_carrier_sid TEXT NOT NULL REFERENCES predefined_carriers(predefined_carrier_sid)
);

CREATE TABLE predefined_smpp_gateways (
  predefined_smpp_gateway_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 2775,
  inbound INTEGER NOT NULL CHECK (inbound IN (0,1)),
  outbound INTEGER NOT NULL CHECK (outbound IN (0,1)),
  netmask INTEGER NOT NULL DEFAULT 32,
  ${bool('is_primary', 1)},
  ${bool('use_tls', 0, true)},
  predefined_carrier_sid TEXT NOT NULL REFERENCES predefined_carriers(predefined_carrier_sid)
);

CREATE TABLE sbc_addresses (
  sbc_address_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  tls_port INTEGER,
  wss_port INTEGER,
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  last_updated TEXT
);

CREATE TABLE smpp_addresses (
  smpp_address_sid TEXT PRIMARY KEY NOT NULL,
  ipv4 TEXT NOT NULL,
  port INTEGER NOT NULL DEFAULT 5060,
  ${bool('use_tls', 0)},
  ${bool('is_primary', 1)},
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid)
);

CREATE TABLE phone_numbers (
  phone_number_sid TEXT PRIMARY KEY NOT NULL,
  number TEXT NOT NULL,
  voip_carrier_sid TEXT REFERENCES voip_carriers(voip_carrier_sid),
  account_sid TEXT REFERENCES accounts(account_sid),
  application_sid TEXT REFERENCES applications(application_sid),
  service_provider_sid TEXT REFERENCES service_providers(service_provider_sid),
  UNIQUE (number, voip_carrier_sid)
);
CREATE INDEX phone_numbers_account ON phone_numbers(account_sid, number);
CREATE INDEX phone_numbers_application ON phone_numbers(application_sid);

CREATE TABLE ms_teams_tenants (
  ms_teams_tenant_sid TEXT PRIMARY KEY NOT NULL,
  service_provider_sid TEXT NOT NULL REFERENCES service_providers(service_provider_sid),
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  application_sid TEXT REFERENCES applications(application_sid),
  tenant_fqdn TEXT NOT NULL COLLATE NOCASE UNIQUE
);
CREATE INDEX ms_teams_tenants_account ON ms_teams_tenants(account_sid);

CREATE TABLE lcr (
  lcr_sid TEXT PRIMARY KEY NOT NULL,
  name TEXT,
  ${bool('is_active', 1)},
  default_carrier_set_entry_sid TEXT REFERENCES lcr_carrier_set_entry(lcr_carrier_set_entry_sid),
  service_provider_sid TEXT,
  account_sid TEXT
);
CREATE INDEX lcr_service_provider ON lcr(service_provider_sid);
CREATE INDEX lcr_account ON lcr(account_sid);

CREATE TABLE lcr_routes (
  lcr_route_sid TEXT PRIMARY KEY NOT NULL,
  lcr_sid TEXT NOT NULL REFERENCES lcr(lcr_sid),
  regex TEXT NOT NULL,
  description TEXT,
  priority INTEGER NOT NULL
);

CREATE TABLE lcr_carrier_set_entry (
  lcr_carrier_set_entry_sid TEXT PRIMARY KEY NOT NULL,
  workload INTEGER NOT NULL DEFAULT 1,
  lcr_route_sid TEXT NOT NULL REFERENCES lcr_routes(lcr_route_sid),
  voip_carrier_sid TEXT NOT NULL REFERENCES voip_carriers(voip_carrier_sid),
  priority INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE clients (
  client_sid TEXT PRIMARY KEY NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  ${bool('is_active', 1)},
  username TEXT,
  password TEXT,
  ${bool('allow_direct_app_calling', 1)},
  ${bool('allow_direct_queue_calling', 1)},
  ${bool('allow_direct_user_calling', 1)}
);
CREATE INDEX clients_account ON clients(account_sid);

CREATE TABLE call_routes (
  call_route_sid TEXT PRIMARY KEY NOT NULL,
  priority INTEGER NOT NULL,
  account_sid TEXT NOT NULL REFERENCES accounts(account_sid),
  regex TEXT NOT NULL,
  application_sid TEXT NOT NULL REFERENCES applications(application_sid)
);
`;
