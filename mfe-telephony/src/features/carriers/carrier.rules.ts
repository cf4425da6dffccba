// The carrier form between the wire and the form (its rules are the shared `carrierFormSchema`: both tabs, every
// rule of docs/product/telephony.md#carrier-form), the payloads of the carrier and its gateways (values trimmed), the registration state shown
// on the list and the edit page, and what keeps a carrier from being deleted.
import { CARRIER_LIST_TEXTS, GATEWAY_TEXTS } from '@switchboard/shared/constants';
import { fill, pluralEnglish } from '@switchboard/shared/i18n';
import type {
  Lcr,
  LcrRoute,
  PhoneNumber,
  RegisterStatus,
  RegistrationState,
  SipGateway,
  SipGatewayPayload,
  SmppGateway,
  SmppGatewayPayload,
  VoipCarrier,
  VoipCarrierPayload,
} from '@switchboard/shared/types';
import {
  DEFAULT_DTMF_TYPE,
  DEFAULT_NETMASK,
  DEFAULT_SIP_PROTOCOL,
  DEFAULT_SMPP_PORT,
  addressKind,
  effectiveSipPort,
  normaliseSipProxy,
  parsePortInput,
  registrationFromStatus,
  type CarrierForm,
  type GatewayDirection,
  type SipGatewayForm,
  type SmppGatewayForm,
} from '@switchboard/shared/validation';
import { REMAINING_NAMES_SHOWN } from '@switchboard/shared/admin';

export const NEW_SIP_GATEWAY: SipGatewayForm = {
  ipv4: '',
  port: '',
  netmask: String(DEFAULT_NETMASK),
  protocol: DEFAULT_SIP_PROTOCOL,
  inbound: true,
  outbound: true,
  is_active: true,
  pad_crypto: false,
  send_options_ping: false,
  use_sips_scheme: false,
};

export const newSmppGateway = (direction: GatewayDirection): SmppGatewayForm => ({
  ipv4: '',
  port: direction === 'outbound' ? String(DEFAULT_SMPP_PORT) : '',
  netmask: String(DEFAULT_NETMASK),
  use_tls: false,
  is_primary: direction === 'outbound',
});

const text = (value: string | null | undefined) => value ?? '';

export function sipGatewayToForm(g: SipGateway): SipGatewayForm {
  return {
    sip_gateway_sid: g.sip_gateway_sid,
    ipv4: g.ipv4,
    port: g.port === null ? '' : String(g.port),
    netmask: String(g.netmask ?? DEFAULT_NETMASK),
    protocol: g.protocol ?? DEFAULT_SIP_PROTOCOL,
    inbound: Boolean(g.inbound),
    outbound: Boolean(g.outbound),
    is_active: Boolean(g.is_active),
    pad_crypto: Boolean(g.pad_crypto),
    send_options_ping: Boolean(g.send_options_ping),
    use_sips_scheme: Boolean(g.use_sips_scheme),
  };
}

export function smppGatewayToForm(g: SmppGateway): SmppGatewayForm {
  return {
    smpp_gateway_sid: g.smpp_gateway_sid,
    ipv4: g.ipv4,
    port: String(g.port ?? DEFAULT_SMPP_PORT),
    netmask: String(g.netmask ?? DEFAULT_NETMASK),
    use_tls: Boolean(g.use_tls),
    is_primary: Boolean(g.is_primary),
  };
}

/** The form's values: a saved carrier with its gateways, or a new one (one SIP gateway row to fill in). */
export function carrierToForm(
  carrier: VoipCarrier | undefined,
  sipGateways: SipGateway[] = [],
  smppGateways: SmppGateway[] = [],
  accountSid = '',
): CarrierForm {
  return {
    name: text(carrier?.name),
    is_active: carrier ? Boolean(carrier.is_active) : true,
    e164_leading_plus: Boolean(carrier?.e164_leading_plus),
    application_sid: text(carrier?.application_sid),
    account_sid: carrier ? text(carrier.account_sid) : accountSid,
    dtmf_type: carrier?.dtmf_type ?? DEFAULT_DTMF_TYPE,
    tech_prefix: text(carrier?.tech_prefix),
    diversion: text(carrier?.diversion),
    outbound_sip_proxy: text(carrier?.outbound_sip_proxy),
    register_username: text(carrier?.register_username),
    register_password: text(carrier?.register_password),
    requires_register: Boolean(carrier?.requires_register),
    register_sip_realm: text(carrier?.register_sip_realm),
    register_from_user: text(carrier?.register_from_user),
    register_from_domain: text(carrier?.register_from_domain),
    register_public_ip_in_contact: Boolean(carrier?.register_public_ip_in_contact),
    sip_gateways: carrier ? sipGateways.map(sipGatewayToForm) : [{ ...NEW_SIP_GATEWAY }],
    smpp_system_id: text(carrier?.smpp_system_id),
    smpp_password: text(carrier?.smpp_password),
    smpp_inbound_system_id: text(carrier?.smpp_inbound_system_id),
    smpp_inbound_password: text(carrier?.smpp_inbound_password),
    smpp_outbound: smppGateways.filter((g) => g.outbound).map(smppGatewayToForm),
    smpp_inbound: smppGateways.filter((g) => g.inbound && !g.outbound).map(smppGatewayToForm),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The carrier's body: text trimmed (blank → null), the proxy without spaces, register fields only when on. */
export function carrierPayload(values: CarrierForm, ownAccountSid: string | null): VoipCarrierPayload {
  const register = values.requires_register;
  const accountSid = ownAccountSid ?? orNull(values.account_sid);
  return {
    name: values.name.trim(),
    is_active: values.is_active,
    e164_leading_plus: values.e164_leading_plus,
    account_sid: accountSid,
    application_sid: accountSid ? orNull(values.application_sid) : null,
    dtmf_type: values.dtmf_type,
    tech_prefix: orNull(values.tech_prefix),
    diversion: orNull(values.diversion),
    outbound_sip_proxy: orNull(normaliseSipProxy(values.outbound_sip_proxy)),
    register_username: orNull(values.register_username),
    register_password: orNull(values.register_password),
    requires_register: register,
    register_sip_realm: register ? orNull(values.register_sip_realm) : null,
    register_from_user: register ? orNull(values.register_from_user) : null,
    register_from_domain: register ? orNull(values.register_from_domain) : null,
    register_public_ip_in_contact: register && values.register_public_ip_in_contact,
    smpp_system_id: orNull(values.smpp_system_id),
    smpp_password: orNull(values.smpp_password),
    smpp_inbound_system_id: orNull(values.smpp_inbound_system_id),
    smpp_inbound_password: orNull(values.smpp_inbound_password),
  };
}

/** The carrier's secrets the form edits (a reader who may not change the carrier gets them masked). */
const FORM_SECRETS = ['register_password', 'smpp_password', 'smpp_inbound_password'] as const;

/**
 * A saved carrier's body: as carrierPayload, without the secrets left as they were loaded — a secret the server
 * showed masked is never saved back as the password (left out, the stored one is kept).
 */
export function carrierUpdatePayload(
  values: CarrierForm,
  loaded: CarrierForm,
  ownAccountSid: string | null,
): Partial<VoipCarrierPayload> {
  const body: Partial<VoipCarrierPayload> = carrierPayload(values, ownAccountSid);
  for (const field of FORM_SECRETS) if (values[field] === loaded[field]) delete body[field];
  return body;
}

/** A SIP gateway's body: an IPv4 address without a port gets 5060; an outbound FQDN may keep none. */
export function sipGatewayPayload(row: SipGatewayForm, carrierSid: string): SipGatewayPayload {
  const ipv4 = row.ipv4.trim();
  const fqdn = addressKind(ipv4) !== 'ip';
  return {
    voip_carrier_sid: carrierSid,
    ipv4,
    port: effectiveSipPort(ipv4, parsePortInput(row.port)),
    // a name resolves to its own addresses: only a single one (32) makes sense
    netmask: fqdn ? DEFAULT_NETMASK : Number(row.netmask),
    inbound: row.inbound,
    outbound: row.outbound,
    is_active: row.is_active,
    protocol: row.protocol,
    pad_crypto: row.pad_crypto,
    send_options_ping: row.send_options_ping,
    use_sips_scheme: row.use_sips_scheme,
  };
}

export function smppGatewayPayload(
  row: SmppGatewayForm,
  carrierSid: string,
  direction: GatewayDirection,
): SmppGatewayPayload {
  return {
    voip_carrier_sid: carrierSid,
    ipv4: row.ipv4.trim(),
    port: parsePortInput(row.port) ?? DEFAULT_SMPP_PORT,
    netmask: Number(row.netmask),
    inbound: direction === 'inbound',
    outbound: direction === 'outbound',
    is_primary: direction === 'outbound' && row.is_primary,
    use_tls: direction === 'outbound' && row.use_tls,
  };
}

/** The translation key (of the area's 'carriers' texts) of each registration state. */
export const REGISTRATION_TEXT_KEYS = {
  registered: 'registered',
  unregistered: 'unregistered',
  'not started': 'notStarted',
} as const satisfies Record<RegistrationState, string>;

/**
 * The registration chip (docs/product/telephony.md#registration-status): only for carriers that register; 'not
 * started' while there is no status; a registration the SBC let run out is 'unregistered' (the shared rule:
 * docs/product/telephony.md#carrier-health).
 */
export function registrationState(
  carrier: Pick<VoipCarrier, 'requires_register'> & { register_status?: RegisterStatus | null },
  now: number = Date.now(),
): RegistrationState | null {
  return registrationFromStatus(carrier, now)?.state ?? null;
}

/** One kind of what uses a carrier: how many, and the first names. */
export interface CarrierBlocker {
  kind: 'numbers' | 'routings';
  total: number;
  names: string[];
}

/** What uses a carrier: its phone numbers and the outbound call routes (and LCR defaults) that name it. */
export function carrierBlockers(
  carrierSid: string,
  numbers: { data: ReadonlyArray<Pick<PhoneNumber, 'number' | 'voip_carrier_sid'>>; total: number },
  routing: ReadonlyArray<{ lcr: Pick<Lcr, 'name' | 'lcr_sid'>; routes: ReadonlyArray<LcrRoute> }>,
): CarrierBlocker[] {
  const own = numbers.data.filter((n) => n.voip_carrier_sid === carrierSid);
  // Switchboard filters by carrier (the total is right); a server that ignores the filter answers every number
  // (only this page's matches can be counted).
  const total = own.length === numbers.data.length ? numbers.total : own.length;
  const lcrs = routing
    .filter(({ routes }) =>
      routes.some((route) => route.lcr_carrier_set_entries?.some((e) => e.voip_carrier_sid === carrierSid)),
    )
    .map(({ lcr }) => lcr.name ?? lcr.lcr_sid);
  const found: CarrierBlocker[] = [
    // as every list shows them: as stored
    { kind: 'numbers', total, names: own.map((n) => n.number) },
    { kind: 'routings', total: lcrs.length, names: lcrs },
  ];
  return found.filter((blocker) => blocker.total > 0);
}

/** A translation of the 'telephony' namespace's carrier texts (`t` of the page, or English). */
export type SayCarrierText = (key: string, values: Record<string, string | number>) => string;

/** A line of what uses a carrier, e.g. '7 phone numbers: a, b, c, d, e and 2 more'. */
export function carrierBlockerLine(blocker: CarrierBlocker, say: SayCarrierText): string {
  const shown = blocker.names.slice(0, REMAINING_NAMES_SHOWN);
  // 'more' counts what is not named, even when the answer carried fewer names than could be shown
  const more = blocker.total - shown.length;
  const names = more > 0 ? say('carriers.blockerMore', { names: shown.join(', '), more }) : shown.join(', ');
  const key = blocker.kind === 'numbers' ? 'carriers.blockerNumbers' : 'carriers.blockerRoutings';
  return say(key, { count: blocker.total, names });
}

/** The carrier texts in English, for the lines above outside a page. */
const sayEnglish: SayCarrierText = (key, values) => {
  const name = key.replace(/^carriers\./, '');
  const texts = CARRIER_LIST_TEXTS as Record<string, string>;
  if (typeof values.count !== 'number') return fill(texts[name], values);
  return pluralEnglish({ one: texts[`${name}_one`], other: texts[`${name}_other`] }, values.count, values);
};

/** What uses a carrier, one line per kind, in English. */
export function carrierDeleteBlockers(...args: Parameters<typeof carrierBlockers>): string[] {
  return carrierBlockers(...args).map((blocker) => carrierBlockerLine(blocker, sayEnglish));
}

/** A carrier template's placeholder in a value ('<your-domain>' of '<your-domain>.pstn.twilio.com'), or null. */
export function templatePlaceholder(value: string | null | undefined): string | null {
  return /<[^<>\s]+>/.exec(value ?? '')?.[0] ?? null;
}

/** The hint of a field that still holds a template's placeholder. */
export function placeholderHint(value: string | null | undefined): string | undefined {
  const placeholder = templatePlaceholder(value);
  return placeholder ? fill(GATEWAY_TEXTS.templatePlaceholder, { placeholder }) : undefined;
}

/**
 * The fields of a carrier made from a predefined one (docs/product/telephony.md#predefined-carriers) that still hold the template's placeholders
 * (Twilio's '<your-domain>.pstn.twilio.com', its '<your-twilio-credential-username>'...), named as the form does.
 */
export function carrierPlaceholders(values: CarrierForm): string[] {
  const found: string[] = [];
  const check = (name: string, value: string | null | undefined) => {
    const placeholder = templatePlaceholder(value);
    if (placeholder) found.push(`${name} (${placeholder})`);
  };
  check('Tech prefix', values.tech_prefix);
  check('SIP Diversion header', values.diversion);
  check('Outbound authentication username', values.register_username);
  check('Outbound authentication password', values.register_password);
  check('SIP realm', values.register_sip_realm);
  values.sip_gateways.forEach((g, i) => check(`SIP gateway ${i + 1} network address`, g.ipv4));
  values.smpp_outbound.forEach((g, i) => check(`Outbound SMPP gateway ${i + 1} address`, g.ipv4));
  values.smpp_inbound.forEach((g, i) => check(`Inbound SMPP gateway ${i + 1} address`, g.ipv4));
  check('SMPP system ID', values.smpp_system_id);
  check('SMPP password', values.smpp_password);
  return found;
}
