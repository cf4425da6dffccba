// What an SBC reports of carriers' health and of the SIP clients that register, on the ingest path (Switchboard's
// addition: docs/api/additions.md#carrier-health), and the body of `POST /Accounts/:sid/RegisteredSipUsers`.
import { z } from 'zod';
import { sidSchema } from './primitives';
import { ingestInstantSchema as instant } from './observability';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const sipStatus = z.number().int().min(100).max(699);

/** `POST /Ingest/GatewayPings`: one OPTIONS ping; `status` null (or left out) when nothing answered. */
export const gatewayPingIngestSchema = z
  .object({
    sip_gateway_sid: sidSchema,
    time: instant,
    status: sipStatus.nullable().optional(),
    rtt_ms: z.number().int().min(0).max(600_000).nullable().optional(),
  })
  .strict();
export type GatewayPingIngest = z.output<typeof gatewayPingIngestSchema>;

/** `POST /Ingest/CarrierRegistrations`: one REGISTER of a carrier and its outcome. */
export const carrierRegistrationIngestSchema = z
  .object({
    voip_carrier_sid: sidSchema,
    time: instant,
    status: z.enum(['ok', 'fail']),
    sip_status: sipStatus.nullable().optional(),
    reason: text(256).nullable().optional(),
    expires: z.number().int().min(0).max(604_800).nullable().optional(),
    call_id: text(256).nullable().optional(),
  })
  .strict();
export type CarrierRegistrationIngest = z.output<typeof carrierRegistrationIngestSchema>;

/**
 * `POST /Ingest/SipRegistrations`: a SIP client's REGISTER as the SBC's registrar took it (`expires` 0: it
 * unregistered). The client is named by its account's SIP realm and its username.
 */
export const sipRegistrationIngestSchema = z
  .object({
    sip_realm: text(132).min(1, 'missing field sip_realm'),
    username: text(64).min(1, 'missing field username'),
    time: instant,
    expires: z.number().int().min(0).max(604_800),
    contact: text(512).min(1, 'missing field contact'),
    protocol: z.enum(['udp', 'tcp', 'tls', 'ws', 'wss']).nullable().optional(),
    sbc_address: text(128).nullable().optional(),
    proxy: text(256).nullable().optional(),
    user_agent: text(256).nullable().optional(),
  })
  .strict();
export type SipRegistrationIngest = z.output<typeof sipRegistrationIngestSchema>;
