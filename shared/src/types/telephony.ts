// Carriers, gateways, numbers, Teams tenants, routing and SIP clients (docs/api/contract.md#carriers-and-gateways, #outbound-call-routing, #sip-clients).
import type { DbBool, IsoDate, Sid } from './common';

export type DtmfType = 'rfc2833' | 'tones' | 'info';
export type TrunkType = 'static_ip' | 'auth' | 'reg';
export type SipProtocol = 'udp' | 'tcp' | 'tls' | 'tls/srtp';

/** Parsed `register_status` (`{}` when the SBC never registered the trunk). */
export interface RegisterStatus {
  status?: 'ok' | 'fail';
  reason?: string;
  cseq?: number | string;
  callId?: string;
  /** when the SBC wrote it (ISO-8601; newer jambonz SBCs) */
  timestamp?: string;
  /** seconds the registration lasts (newer jambonz SBCs) */
  expires?: number;
}

export interface VoipCarrier {
  voip_carrier_sid: Sid;
  name: string;
  description: string | null;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  application_sid: Sid | null;
  e164_leading_plus: DbBool;
  requires_register: DbBool;
  register_username: string | null;
  register_sip_realm: string | null;
  register_password: string | null;
  tech_prefix: string | null;
  inbound_auth_username: string | null;
  inbound_auth_password: string | null;
  diversion: string | null;
  is_active: DbBool;
  created_at: IsoDate;
  smpp_system_id: string | null;
  smpp_password: string | null;
  smpp_enquire_link_interval: number | null;
  smpp_inbound_system_id: string | null;
  smpp_inbound_password: string | null;
  register_from_user: string | null;
  register_from_domain: string | null;
  register_public_ip_in_contact: DbBool;
  register_status: RegisterStatus;
  dtmf_type: DtmfType;
  outbound_sip_proxy: string | null;
  trunk_type: TrunkType;
}

/**
 * A carrier as the paged carriers list returns it: Switchboard adds how many phone numbers and outbound call
 * routes use it (absent on a real jambonz server).
 */
export interface VoipCarrierListItem extends VoipCarrier {
  phone_number_count?: number;
  lcr_route_count?: number;
}

export interface SipGateway {
  sip_gateway_sid: Sid;
  ipv4: string;
  netmask: number;
  port: number | null;
  inbound: DbBool;
  outbound: DbBool;
  voip_carrier_sid: Sid;
  is_active: DbBool;
  send_options_ping: DbBool;
  use_sips_scheme: DbBool;
  pad_crypto: DbBool;
  protocol: SipProtocol | null;
  remove_ice: DbBool;
  dtls_off: DbBool;
}

export interface SmppGateway {
  smpp_gateway_sid: Sid;
  ipv4: string;
  port: number;
  netmask: number;
  is_primary: DbBool;
  inbound: DbBool;
  outbound: DbBool;
  use_tls: DbBool | null;
  voip_carrier_sid: Sid;
}

/** A carrier template (`GET /PredefinedCarriers`, public; gateways not included). */
export interface PredefinedCarrier {
  predefined_carrier_sid: Sid;
  name: string;
  requires_static_ip: DbBool;
  e164_leading_plus: DbBool;
  requires_register: DbBool;
  register_username: string | null;
  register_sip_realm: string | null;
  register_password: string | null;
  tech_prefix: string | null;
  inbound_auth_username: string | null;
  inbound_auth_password: string | null;
  diversion: string | null;
  trunk_type: TrunkType;
}

/** `GET /Sbcs` item: the addresses carriers must whitelist. */
export interface Sbc {
  sbc_address_sid: Sid;
  ipv4: string;
  port: number;
  tls_port: number | null;
  wss_port: number | null;
  service_provider_sid: Sid | null;
  last_updated: IsoDate | null;
}

export interface SmppAddress {
  smpp_address_sid: Sid;
  ipv4: string;
  port: number;
  use_tls: DbBool;
  is_primary: DbBool;
  service_provider_sid: Sid | null;
}

export interface PhoneNumber {
  phone_number_sid: Sid;
  number: string;
  voip_carrier_sid: Sid | null;
  account_sid: Sid | null;
  application_sid: Sid | null;
  service_provider_sid: Sid | null;
  /** What the number is for (Switchboard's addition; absent on a real jambonz server). */
  description?: string | null;
}

export interface MsTeamsTenant {
  ms_teams_tenant_sid: Sid;
  service_provider_sid: Sid;
  account_sid: Sid;
  application_sid: Sid | null;
  tenant_fqdn: string;
}

export interface LcrCarrierSetEntry {
  lcr_carrier_set_entry_sid: Sid;
  workload: number;
  lcr_route_sid: Sid;
  voip_carrier_sid: Sid;
  priority: number;
}

export interface LcrRoute {
  lcr_route_sid: Sid;
  lcr_sid: Sid;
  regex: string;
  description: string | null;
  priority: number;
  /** present on GET, ordered by priority */
  lcr_carrier_set_entries?: LcrCarrierSetEntry[];
}

export interface Lcr {
  lcr_sid: Sid;
  name: string | null;
  is_active: DbBool;
  default_carrier_set_entry_sid: Sid | null;
  service_provider_sid: Sid | null;
  account_sid: Sid | null;
  /** count of routes, on GET */
  number_routes?: number;
}

/** A SIP client (device credential); `password` comes masked (first character + X's). */
export interface Client {
  client_sid: Sid;
  account_sid: Sid;
  is_active: DbBool;
  username: string | null;
  password: string | null;
  allow_direct_app_calling?: DbBool;
  allow_direct_queue_calling?: DbBool;
  allow_direct_user_calling?: DbBool;
}

// ---------------------------------------------------------------- request bodies the portal sends

/** `POST|PUT …/VoipCarriers` (booleans may be sent as true/false; the server stores 0/1). */
export interface VoipCarrierPayload {
  name: string;
  description?: string | null;
  is_active: boolean;
  e164_leading_plus: boolean;
  application_sid: Sid | null;
  account_sid: Sid | null;
  service_provider_sid?: Sid | null;
  requires_register: boolean;
  register_username: string | null;
  register_password: string | null;
  register_sip_realm: string | null;
  register_from_user: string | null;
  register_from_domain: string | null;
  register_public_ip_in_contact: boolean;
  tech_prefix: string | null;
  diversion: string | null;
  dtmf_type: DtmfType;
  outbound_sip_proxy: string | null;
  smpp_system_id: string | null;
  smpp_password: string | null;
  smpp_inbound_system_id: string | null;
  smpp_inbound_password: string | null;
}

/** `POST /SipGateways`, `PUT /SipGateways/:sid` (without `sip_gateway_sid`). */
export interface SipGatewayPayload {
  voip_carrier_sid: Sid;
  ipv4: string;
  port: number | null;
  netmask: number;
  inbound: boolean;
  outbound: boolean;
  is_active: boolean;
  protocol: SipProtocol;
  pad_crypto: boolean;
  send_options_ping: boolean;
  use_sips_scheme: boolean;
}

/** `POST /SmppGateways`, `PUT /SmppGateways/:sid`. */
export interface SmppGatewayPayload {
  voip_carrier_sid: Sid;
  ipv4: string;
  port: number;
  netmask: number;
  inbound: boolean;
  outbound: boolean;
  is_primary: boolean;
  use_tls: boolean;
}

/** `POST /PhoneNumbers`; `PUT` sends `account_sid`, `application_sid` and `description` only. */
export interface PhoneNumberPayload {
  number?: string;
  voip_carrier_sid?: Sid;
  account_sid: Sid;
  application_sid: Sid | null;
  description?: string | null;
}

/** One line of a phone-number CSV import that will not be imported, and why (1-based line of the file). */
export interface PhoneNumberImportProblem {
  line: number;
  number: string;
  reason: string;
}

/**
 * What `POST /PhoneNumbers/Import` answers (Switchboard's addition): the dry run's report, or, after the import,
 * the same report with `created`.
 */
export interface PhoneNumberImportReport {
  /** data lines read (the header excluded) */
  rows: number;
  /** lines that will be (or were) created */
  to_create: number;
  /** numbers already on the platform or repeated in the file: skipped (the first 500 listed) */
  duplicates: PhoneNumberImportProblem[];
  duplicates_total: number;
  /** lines that cannot be imported, with the reason: while there are any, nothing is imported (first 500) */
  invalid: PhoneNumberImportProblem[];
  invalid_total: number;
  /** set after a real import */
  created?: number;
}

export interface MsTeamsTenantPayload {
  tenant_fqdn: string;
  account_sid: Sid;
  application_sid: Sid | null;
  service_provider_sid: Sid;
}

export interface LcrPayload {
  name: string;
  is_active: boolean;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  default_carrier_set_entry_sid?: Sid | null;
}

/** One item of `POST|PUT /Lcrs/:sid/Routes`. */
export interface LcrRoutePayload {
  lcr_route_sid?: Sid;
  regex: string;
  description: string | null;
  priority: number;
  lcr_carrier_set_entries: Array<{
    lcr_carrier_set_entry_sid?: Sid;
    voip_carrier_sid: Sid;
    workload?: number;
    priority?: number;
  }>;
}

/** `POST /Clients`; `PUT` sends the flags and, when changed, the password. */
export interface ClientPayload {
  account_sid?: Sid;
  username?: string;
  password?: string;
  is_active: boolean;
  allow_direct_app_calling: boolean;
  allow_direct_queue_calling: boolean;
  allow_direct_user_calling: boolean;
}
