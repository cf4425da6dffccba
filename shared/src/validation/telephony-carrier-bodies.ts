// The request bodies of `…/VoipCarriers`, `/SipGateways` and `/SmppGateways` (docs/product/telephony.md#carrier-form): what the API reads
// of each, with the same rules as the carrier form (telephony-carriers.ts); the first issue is the API's 400.
import { z } from 'zod';
import type { SipProtocol } from '@switchboard/shared/types';
import {
  MESSAGES,
  CARRIER_LIMITS,
  SIP_PROTOCOLS,
  TELEPHONY_MESSAGES as T,
  type GatewayDirection,
} from '@switchboard/shared/constants';
import { dbBoolSchema, optionalText, optionalTypedText, sidSchema, typedText } from './primitives';
import { normaliseSipProxy } from './telephony-addresses';

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
