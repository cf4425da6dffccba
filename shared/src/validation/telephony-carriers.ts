// Carriers (docs/product/telephony.md#voice-tab, #sms-tab): the rules of the carrier form's two tabs, which the
// request bodies of `…/VoipCarriers`, `/SipGateways` and `/SmppGateways` (telephony-carrier-bodies.ts) apply too. The
// form reports every issue on its field; the API answers the first issue's message (400) — the same rules, written
// once here.
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
import { typedText } from './primitives';
import {
  addIssues,
  addressKind,
  isDomainOrIPv4,
  isFqdnKind,
  isValidSipProxy,
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

/** The port a gateway is reached on: an IPv4 address with no port uses 5060 (docs/product/telephony.md#sip-gateways); an FQDN may have none. */
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

/** Whether two gateways have the same address and port (docs/product/telephony.md#sip-gateways). */
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

/** The SMS tab's rules that depend on the gateways: an outbound gateway for a system ID or password (docs/product/telephony.md#smpp-gateways). */
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
