// What a media server reports about a call's RTP streams (`POST /Ingest/QualityReports`): one record per stream and
// report interval, RTCP-style (RFC 3550 §6.4). The API parses with this schema; docs/api/additions.md#call-quality.
import { z } from 'zod';
import { sidSchema } from './primitives';

/** Reports of one interval longer than this are refused (a media server reports every few seconds). */
export const QUALITY_INTERVAL_MAX_MS = 600_000;

const instant = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 date-time')
    .transform((s) => Date.parse(s)),
]);
const ipv4 = z.ipv4({ error: 'must be an IPv4 address' });
const port = z.number().int().min(1).max(65535);
const count = z.number().int().nonnegative();
const millis = z.number().nonnegative().max(600_000);

export const qualityReportIngestSchema = z
  .object({
    account_sid: sidSchema,
    /** the call the leg belongs to (a dialled B-leg: its own call sid) */
    call_sid: sidSchema,
    /** the leg's SIP Call-ID */
    sip_callid: z.string().min(1, 'missing field sip_callid').max(256, 'must be at most 256 characters'),
    ssrc: z.number().int().min(0).max(0xffffffff),
    direction: z.enum(['received', 'sent']),
    local_ip: ipv4,
    local_port: port,
    remote_ip: ipv4,
    remote_port: port,
    codec: z.string().min(1).max(32, 'must be at most 32 characters'),
    /** the end of the interval: ISO-8601 or epoch ms */
    time: instant,
    interval_ms: z.number().int().min(1).max(QUALITY_INTERVAL_MAX_MS),
    packets_received: count,
    packets_lost: count,
    jitter_ms: millis,
    rtt_ms: millis.nullable().optional(),
  })
  .strict();
export type QualityReportIngest = z.infer<typeof qualityReportIngestSchema>;
