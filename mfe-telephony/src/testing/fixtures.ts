// Plain values for the telephony area's unit tests (rules that take a carrier or its gateways as input), shaped as
// `GET /VoipCarriers/:sid` and `GET /SipGateways` answer; component tests get theirs from the API in memory (seed.ts).
import type { SipGateway, VoipCarrier } from '@switchboard/shared/types';

const SP_SID = '2708b1b3-2736-40ea-b502-c53d8396247f';
let counter = 0;
const nextSid = () => `aaaaaaaa-bbbb-4ccc-8ddd-${(counter += 1).toString(16).padStart(12, '0')}`;

export function makeCarrier(overrides: Partial<VoipCarrier> = {}): VoipCarrier {
  return {
    voip_carrier_sid: nextSid(),
    name: 'a carrier',
    description: null,
    account_sid: null,
    service_provider_sid: SP_SID,
    application_sid: null,
    e164_leading_plus: 0,
    requires_register: 0,
    register_username: null,
    register_sip_realm: null,
    register_password: null,
    tech_prefix: null,
    inbound_auth_username: null,
    inbound_auth_password: null,
    diversion: null,
    is_active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    smpp_system_id: null,
    smpp_password: null,
    smpp_enquire_link_interval: 0,
    smpp_inbound_system_id: null,
    smpp_inbound_password: null,
    register_from_user: null,
    register_from_domain: null,
    register_public_ip_in_contact: 0,
    register_status: {},
    dtmf_type: 'rfc2833',
    outbound_sip_proxy: null,
    trunk_type: 'static_ip',
    ...overrides,
  };
}

export function makeSipGateway(carrierSid: string, overrides: Partial<SipGateway> = {}): SipGateway {
  return {
    sip_gateway_sid: nextSid(),
    ipv4: '192.0.2.1',
    netmask: 32,
    port: 5060,
    inbound: 1,
    outbound: 1,
    voip_carrier_sid: carrierSid,
    is_active: 1,
    send_options_ping: 0,
    use_sips_scheme: 0,
    pad_crypto: 0,
    protocol: 'udp',
    remove_ice: 0,
    dtls_off: 0,
    ...overrides,
  };
}
