// Carriers (spec part 2 §5 "Carrier SIP" and "Carrier SMPP"): the rules of the carrier form's two tabs, and the
// request bodies of `…/VoipCarriers`, `/SipGateways` and `/SmppGateways`. The form reports every issue on its
// field; the API answers the first issue's message (400) — the same rules, written once here.
import { z } from 'zod';
import type { DtmfType, SipProtocol } from '@switchboard/shared/types';
import {
  MESSAGES,
  CARRIER_LIMITS,
  DEFAULT_SIP_PORT,
  DEFAULT_SMPP_PORT,
  SIP_PROTOCOLS,
  SMPP_SUBDOMAIN_EXAMPLE,
  TECH_PREFIX_MIN_LENGTH,
  TELEPHONY_MESSAGES as T,
  type GatewayDirection,
} from '@switchboard/shared/constants';
import { dbBoolSchema, optionalText, optionalTypedText, sidSchema, typedText } from './primitives';
import {
  addIssues,
  addressKind,
  isDomainOrIPv4,
  isFqdnKind,
  isValidSipProxy,
  normaliseSipProxy,
  parsePortInput,
  type RuleIssue,
} from './telephony-addresses';

// ---------------------------------------------------------------- SIP gateways

/** What the SIP gateway rules look at (ports already parsed: null = empty, NaN = not a port). */
export interface SipGatewayRuleInput {
  ipv4: string;
  port: number | null;
  netmask: number;
  inbound: boolean;
  outbound: boolean;
}

/** The port a gateway is reached on: an IPv4 address with no port uses 5060 (§5); an FQDN may have none. */
export function effectiveSipPort(ipv4: string, port: number | null): number | null {
  if (port !== null) return port;
  return addressKind(ipv4) === 'ip' ? DEFAULT_SIP_PORT : null;
}

/** One gateway's rules, wherever it is (a form row or a request body). Paths name the gateway's own fields. */
export function sipGatewayIssues(gateway: SipGatewayRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const kind = addressKind(gateway.ipv4);
  if (kind === 'invalid') issues.push({ path: ['ipv4'], message: T.invalidSipGatewayAddress });
  else if (isFqdnKind(kind) && (gateway.inbound || !gateway.outbound))
    issues.push({ path: ['ipv4'], message: T.fqdnOutboundOnly });
  if (gateway.port !== null && !Number.isInteger(gateway.port))
    issues.push({ path: ['port'], message: MESSAGES.portInvalid });
  if (!gateway.inbound && !gateway.outbound)
    issues.push({ path: ['inbound'], message: T.gatewayDirectionRequired });
  if (!Number.isInteger(gateway.netmask) || gateway.netmask < 1 || gateway.netmask > 32)
    issues.push({ path: ['netmask'], message: T.netmaskInvalid });
  else if (gateway.outbound && !gateway.inbound && gateway.netmask !== 32)
    issues.push({ path: ['netmask'], message: T.outboundNetmask });
  return issues;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether two gateways have the same address and port (§5 uniqueness). */
export function isSameSipGateway(a: SipGatewayRuleInput, b: SipGatewayRuleInput): boolean {
  return (
    a.ipv4.trim() !== '' &&
    sameAddress(a.ipv4, b.ipv4) &&
    effectiveSipPort(a.ipv4, a.port) === effectiveSipPort(b.ipv4, b.port)
  );
}

/** A carrier's SIP gateways together: at least one, each valid, no address and port twice. */
export function sipGatewaysIssues(gateways: SipGatewayRuleInput[]): RuleIssue[] {
  if (gateways.length === 0) return [{ path: [], message: T.atLeastOneSipGateway }];
  const issues: RuleIssue[] = [];
  gateways.forEach((gateway, index) => {
    const own = sipGatewayIssues(gateway);
    issues.push(...own.map((i) => ({ path: [index, ...i.path], message: i.message })));
    if (own.some((i) => i.path[0] === 'ipv4')) return;
    if (gateways.slice(0, index).some((earlier) => isSameSipGateway(earlier, gateway)))
      issues.push({ path: [index, 'ipv4'], message: T.sipGatewayNotUnique });
  });
  return issues;
}

// ---------------------------------------------------------------- SMPP gateways

export interface SmppGatewayRuleInput {
  ipv4: string;
  port: number | null;
  netmask: number;
}

/** One SMPP gateway of a direction: inbound ones are whitelisted IPv4 addresses; outbound ones may be FQDNs. */
export function smppGatewayIssues(gateway: SmppGatewayRuleInput, direction: GatewayDirection): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const kind = addressKind(gateway.ipv4);
  if (kind === 'fqdn-top-level')
    issues.push({ path: ['ipv4'], message: T.smppSubdomain(SMPP_SUBDOMAIN_EXAMPLE) });
  else if (kind === 'fqdn' && direction === 'inbound')
    issues.push({ path: ['ipv4'], message: T.fqdnOutboundOnly });
  else if (kind === 'invalid') issues.push({ path: ['ipv4'], message: T.invalidSmppAddress(direction) });
  if (direction === 'outbound' && (gateway.port === null || !Number.isInteger(gateway.port)))
    issues.push({ path: ['port'], message: MESSAGES.portInvalid });
  if (!Number.isInteger(gateway.netmask) || gateway.netmask < 1 || gateway.netmask > 32)
    issues.push({ path: ['netmask'], message: T.netmaskInvalid });
  return issues;
}

/** The SMPP gateways of one direction: each valid, no address and port twice. */
export function smppGatewaysIssues(
  gateways: SmppGatewayRuleInput[],
  direction: GatewayDirection,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  gateways.forEach((gateway, index) => {
    const own = smppGatewayIssues(gateway, direction);
    issues.push(...own.map((i) => ({ path: [index, ...i.path], message: i.message })));
    if (own.some((i) => i.path[0] === 'ipv4')) return;
    const port = (g: SmppGatewayRuleInput) => g.port ?? DEFAULT_SMPP_PORT;
    if (gateways.slice(0, index).some((g) => sameAddress(g.ipv4, gateway.ipv4) && port(g) === port(gateway)))
      issues.push({ path: [index, 'ipv4'], message: T.smppNotUnique(direction) });
  });
  return issues;
}

// ---------------------------------------------------------------- the carrier's own fields

/** The carrier fields the rules look at (blank and null mean "not given"). */
export interface CarrierRuleInput {
  name?: string | null;
  requires_register?: boolean | 0 | 1 | null;
  register_username?: string | null;
  register_password?: string | null;
  register_sip_realm?: string | null;
  register_from_user?: string | null;
  register_from_domain?: string | null;
  tech_prefix?: string | null;
  outbound_sip_proxy?: string | null;
}

const given = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Name, outbound authentication (both or neither), SIP register, tech prefix and the outbound SIP proxy. */
export function carrierIssues(carrier: CarrierRuleInput): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (carrier.name !== undefined && !given(carrier.name))
    issues.push({ path: ['name'], message: T.carrierNameRequired });
  const register = Boolean(carrier.requires_register);
  const user = given(carrier.register_username);
  const password = given(carrier.register_password);
  if (register) {
    if (!given(carrier.register_sip_realm))
      issues.push({ path: ['register_sip_realm'], message: T.registerRealmRequired });
    if (!user) issues.push({ path: ['register_username'], message: T.registerUsernameRequired });
    if (!password) issues.push({ path: ['register_password'], message: T.registerPasswordRequired });
  } else if (user !== password) {
    issues.push({ path: [user ? 'register_password' : 'register_username'], message: T.authBothOrNeither });
  }
  if (user && /\s/.test(carrier.register_username!.trim()))
    issues.push({ path: ['register_username'], message: T.noWhitespace('Username') });
  if (given(carrier.register_sip_realm) && !isDomainOrIPv4(carrier.register_sip_realm.trim()))
    issues.push({ path: ['register_sip_realm'], message: T.invalidDomainOrIp('SIP realm') });
  if (given(carrier.register_from_domain) && !isDomainOrIPv4(carrier.register_from_domain.trim()))
    issues.push({ path: ['register_from_domain'], message: T.invalidDomainOrIp('SIP From domain') });
  if (given(carrier.tech_prefix) && carrier.tech_prefix.trim().length < TECH_PREFIX_MIN_LENGTH)
    issues.push({ path: ['tech_prefix'], message: T.techPrefixTooShort });
  if (given(carrier.outbound_sip_proxy) && !isValidSipProxy(carrier.outbound_sip_proxy))
    issues.push({ path: ['outbound_sip_proxy'], message: T.invalidSipProxy });
  return issues;
}

/** The SMS tab's rules that depend on the gateways: an outbound gateway for a system ID or password (§5). */
export function smppAccountIssues(carrier: {
  smpp_system_id?: string | null;
  smpp_password?: string | null;
  smpp_inbound_password?: string | null;
  outboundGateways: number;
  inboundGateways: number;
}): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if ((given(carrier.smpp_system_id) || given(carrier.smpp_password)) && carrier.outboundGateways === 0)
    issues.push({ path: ['smpp_outbound'], message: T.smppOutboundRequired });
  if (carrier.inboundGateways > 0 && !given(carrier.smpp_inbound_password))
    issues.push({ path: ['smpp_inbound_password'], message: T.smppInboundPasswordRequired });
  return issues;
}

// ---------------------------------------------------------------- the carrier form (both tabs)

const formText = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

export const sipGatewayFormSchema = z.object({
  sip_gateway_sid: z.string().optional(),
  ipv4: formText(CARRIER_LIMITS.gatewayAddress, 'Network address'),
  port: z.string(),
  netmask: z.string(),
  protocol: z.enum(SIP_PROTOCOLS as [SipProtocol, ...SipProtocol[]]),
  inbound: z.boolean(),
  outbound: z.boolean(),
  is_active: z.boolean(),
  pad_crypto: z.boolean(),
  send_options_ping: z.boolean(),
  use_sips_scheme: z.boolean(),
});
export type SipGatewayForm = z.infer<typeof sipGatewayFormSchema>;

export const smppGatewayFormSchema = z.object({
  smpp_gateway_sid: z.string().optional(),
  ipv4: formText(CARRIER_LIMITS.gatewayAddress, 'Network address'),
  port: z.string(),
  netmask: z.string(),
  use_tls: z.boolean(),
  is_primary: z.boolean(),
});
export type SmppGatewayForm = z.infer<typeof smppGatewayFormSchema>;

/** A form row as the rules see it. */
export const sipGatewayRuleInput = (g: SipGatewayForm): SipGatewayRuleInput => ({
  ipv4: g.ipv4,
  port: parsePortInput(g.port),
  netmask: Number(g.netmask),
  inbound: g.inbound,
  outbound: g.outbound,
});
export const smppGatewayRuleInput = (g: SmppGatewayForm): SmppGatewayRuleInput => ({
  ipv4: g.ipv4,
  port: parsePortInput(g.port),
  netmask: Number(g.netmask),
});

export const carrierFormSchema = z
  .object({
    name: formText(CARRIER_LIMITS.name, 'Carrier name').refine(...typedText('Carrier name')),
    is_active: z.boolean(),
    e164_leading_plus: z.boolean(),
    application_sid: z.string(),
    account_sid: z.string(),
    dtmf_type: z.enum(['rfc2833', 'tones', 'info'] as [DtmfType, ...DtmfType[]]),
    tech_prefix: formText(CARRIER_LIMITS.techPrefix, 'Tech prefix'),
    diversion: formText(CARRIER_LIMITS.diversion, 'Diversion'),
    outbound_sip_proxy: formText(CARRIER_LIMITS.outboundSipProxy, 'Outbound SIP proxy'),
    register_username: formText(CARRIER_LIMITS.registerUsername, 'Username').refine(...typedText('Username')),
    register_password: formText(CARRIER_LIMITS.registerPassword, 'Password'),
    requires_register: z.boolean(),
    register_sip_realm: formText(CARRIER_LIMITS.registerSipRealm, 'SIP realm'),
    register_from_user: formText(CARRIER_LIMITS.registerFromUser, 'SIP From user'),
    register_from_domain: formText(CARRIER_LIMITS.registerFromDomain, 'SIP From domain'),
    register_public_ip_in_contact: z.boolean(),
    sip_gateways: z.array(sipGatewayFormSchema),
    smpp_system_id: formText(CARRIER_LIMITS.smppSystemId, 'System ID'),
    smpp_password: formText(CARRIER_LIMITS.smppPassword, 'Password'),
    smpp_inbound_system_id: formText(CARRIER_LIMITS.smppSystemId, 'System ID'),
    smpp_inbound_password: formText(CARRIER_LIMITS.smppPassword, 'Password'),
    smpp_outbound: z.array(smppGatewayFormSchema),
    smpp_inbound: z.array(smppGatewayFormSchema),
  })
  .superRefine((carrier, ctx) => {
    addIssues(ctx, carrierIssues(carrier));
    addIssues(ctx, sipGatewaysIssues(carrier.sip_gateways.map(sipGatewayRuleInput)), ['sip_gateways']);
    addIssues(ctx, smppGatewaysIssues(carrier.smpp_outbound.map(smppGatewayRuleInput), 'outbound'), [
      'smpp_outbound',
    ]);
    addIssues(ctx, smppGatewaysIssues(carrier.smpp_inbound.map(smppGatewayRuleInput), 'inbound'), [
      'smpp_inbound',
    ]);
    addIssues(
      ctx,
      smppAccountIssues({
        ...carrier,
        outboundGateways: carrier.smpp_outbound.length,
        inboundGateways: carrier.smpp_inbound.length,
      }),
    );
  });
export type CarrierForm = z.infer<typeof carrierFormSchema>;

/** Which tab of the carrier form a field path belongs to (the form opens the tab of the first error). */
export function carrierFormTabOf(path: string): 'sip' | 'smpp' {
  return path.startsWith('smpp') ? 'smpp' : 'sip';
}

// ---------------------------------------------------------------- request bodies (API)

const bodyText = (max: number) => optionalText(max);
const trimmedOrNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();

const carrierBodyFields = {
  description: optionalTypedText(CARRIER_LIMITS.description, 'description'),
  account_sid: sidSchema.nullable().optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  application_sid: sidSchema.nullable().optional(),
  e164_leading_plus: dbBoolSchema.optional(),
  requires_register: dbBoolSchema.optional(),
  register_username: optionalTypedText(CARRIER_LIMITS.registerUsername, 'register_username'),
  register_sip_realm: bodyText(CARRIER_LIMITS.registerSipRealm),
  register_password: bodyText(CARRIER_LIMITS.registerPassword),
  tech_prefix: bodyText(CARRIER_LIMITS.techPrefix),
  inbound_auth_username: optionalTypedText(64, 'inbound_auth_username'),
  inbound_auth_password: bodyText(64),
  diversion: bodyText(CARRIER_LIMITS.diversion),
  is_active: dbBoolSchema.optional(),
  smpp_system_id: bodyText(CARRIER_LIMITS.smppSystemId),
  smpp_password: bodyText(CARRIER_LIMITS.smppPassword),
  smpp_enquire_link_interval: z.number().int().min(0).max(86400).nullable().optional(),
  smpp_inbound_system_id: bodyText(CARRIER_LIMITS.smppSystemId),
  smpp_inbound_password: bodyText(CARRIER_LIMITS.smppPassword),
  register_from_user: bodyText(CARRIER_LIMITS.registerFromUser),
  register_from_domain: bodyText(CARRIER_LIMITS.registerFromDomain),
  register_public_ip_in_contact: dbBoolSchema.optional(),
  dtmf_type: z.enum(['rfc2833', 'tones', 'info']).optional(),
  outbound_sip_proxy: bodyText(CARRIER_LIMITS.outboundSipProxy),
  trunk_type: z.enum(['static_ip', 'auth', 'reg']).optional(),
  // read-only columns a client may send back unchanged; ignored
  voip_carrier_sid: z.string().optional(),
  created_at: z.string().optional(),
  register_status: z.unknown().optional(),
};

/** Values as stored: text trimmed (blank → null), the proxy without spaces. */
function normaliseCarrierBody<T extends Record<string, unknown>>(body: T): T {
  const out: Record<string, unknown> = { ...body };
  for (const [key, value] of Object.entries(out))
    if (typeof value === 'string' && key !== 'name') out[key] = trimmedOrNull(value);
  if (typeof out.outbound_sip_proxy === 'string')
    out.outbound_sip_proxy = normaliseSipProxy(out.outbound_sip_proxy);
  if (typeof out.name === 'string') out.name = out.name.trim();
  return out as T;
}

/** `POST …/VoipCarriers`. The field rules run on the result (see `carrierIssues`). */
export const carrierCreateBodySchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'missing field name')
      .max(CARRIER_LIMITS.name, 'name must be at most 64 characters')
      .refine(...typedText('name')),
    ...carrierBodyFields,
  })
  .transform(normaliseCarrierBody);
export type CarrierCreateBody = z.output<typeof carrierCreateBodySchema>;

/** `PUT …/VoipCarriers/:sid`: any subset (the rules run on the stored carrier with the changes). */
export const carrierUpdateBodySchema = z
  .strictObject({
    name: z
      .string()
      .trim()
      .min(1, 'name must not be empty')
      .max(CARRIER_LIMITS.name, 'name must be at most 64 characters')
      .refine(...typedText('name'))
      .optional(),
    ...carrierBodyFields,
  })
  .transform(normaliseCarrierBody);
export type CarrierUpdateBody = z.output<typeof carrierUpdateBodySchema>;

const gatewayPort = z
  .number({ error: MESSAGES.portInvalid })
  .int(MESSAGES.portInvalid)
  .min(0, MESSAGES.portInvalid)
  .max(65535, MESSAGES.portInvalid)
  .nullable();
const netmaskSchema = z
  .number({ error: T.netmaskInvalid })
  .int(T.netmaskInvalid)
  .min(1, T.netmaskInvalid)
  .max(32, T.netmaskInvalid);
const address = z
  .string()
  .max(CARRIER_LIMITS.gatewayAddress, 'ipv4 must be at most 128 characters')
  .refine((v) => !/\s/.test(v.trim()), 'Gateway must not contain whitespace')
  .transform((v) => v.trim());

const sipGatewayFields = {
  ipv4: address,
  port: gatewayPort.optional(),
  netmask: netmaskSchema.optional(),
  inbound: dbBoolSchema,
  outbound: dbBoolSchema,
  is_active: dbBoolSchema.optional(),
  protocol: z
    .enum(SIP_PROTOCOLS as [SipProtocol, ...SipProtocol[]])
    .nullable()
    .optional(),
  send_options_ping: dbBoolSchema.optional(),
  use_sips_scheme: dbBoolSchema.optional(),
  pad_crypto: dbBoolSchema.optional(),
  remove_ice: dbBoolSchema.optional(),
  dtls_off: dbBoolSchema.optional(),
  voip_carrier_sid: sidSchema,
  sip_gateway_sid: z.string().optional(),
};

/** `POST /SipGateways` (voip_carrier_sid, ipv4, inbound and outbound required). */
export const sipGatewayCreateBodySchema = z.strictObject(sipGatewayFields);
/** `PUT /SipGateways/:sid` (the whole gateway or part of it). */
export const sipGatewayUpdateBodySchema = z.strictObject(sipGatewayFields).partial();
export type SipGatewayBody = z.output<typeof sipGatewayUpdateBodySchema>;

const smppGatewayFields = {
  ipv4: address,
  port: z
    .number({ error: MESSAGES.portInvalid })
    .int(MESSAGES.portInvalid)
    .min(0, MESSAGES.portInvalid)
    .max(65535, MESSAGES.portTooHigh)
    .optional(),
  netmask: netmaskSchema.optional(),
  is_primary: dbBoolSchema.optional(),
  inbound: dbBoolSchema.optional(),
  outbound: dbBoolSchema.optional(),
  use_tls: dbBoolSchema.nullable().optional(),
  voip_carrier_sid: sidSchema,
  smpp_gateway_sid: z.string().optional(),
};
export const smppGatewayCreateBodySchema = z.strictObject(smppGatewayFields);
export const smppGatewayUpdateBodySchema = z.strictObject(smppGatewayFields).partial();
export type SmppGatewayBody = z.output<typeof smppGatewayUpdateBodySchema>;

/** The direction of a stored SMPP gateway (inbound ones are whitelisted addresses). */
export const smppDirectionOf = (g: {
  inbound?: number | boolean | null;
  outbound?: number | boolean | null;
}): GatewayDirection => (g.inbound && !g.outbound ? 'inbound' : 'outbound');
