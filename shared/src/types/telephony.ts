// Carriers, gateways, numbers, Teams tenants, routing and SIP clients (contract §5.5, §5.6, §5.9, §5.10).
import type { DbBool, IsoDate, Sid } from './common';

export type DtmfType = 'rfc2833' | 'tones' | 'info';
export type TrunkType = 'static_ip' | 'auth' | 'reg';
export type SipProtocol = 'udp' | 'tcp' | 'tls' | 'tls/srtp';

/** Parsed `register_status` (`{}` when the SBC never registered the trunk). */
export interface RegisterStatus {
  status?: 'ok' | 'fail';
  reason?: string;
  cseq?: number;
  callId?: string;
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
