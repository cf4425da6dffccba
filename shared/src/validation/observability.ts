// Recent calls, alerts and what a voice platform reports about its calls: the constants (docs/product/observability.md#constants), the
// time-series query rules of the contract (docs/api/contract.md#time-series-paging) and the ingest bodies a feature server sends. The API parses
// with these schemas; the portal builds its queries with the same helpers.
import { z } from 'zod';
import { sidSchema } from './primitives';

/** Recording player: the jump step (s), the waveform's sample rate, the shortest DTMF region drawn (s). */
export const RECORDING_JUMP_SECONDS = 15;
export const WAVEFORM_SAMPLE_RATE = 8000;
export const DTMF_REGION_MIN_SECONDS = 0.1;
/** The trace id of a call without tracing: the tabs give way to plain details. */
export const NO_TRACE_ID = '00000000000000000000000000000000';
/** The time-series lists refuse a page size above this (docs/api/contract.md#paging). */
export const TIME_SERIES_MAX_COUNT = 500;
/** The unread-alerts poll of account users (jambonz-webapp's default: 60 s, 10 alerts, last 30 days). */
export const ALERT_POLL_INTERVAL_MS = 60_000;
export const ALERT_POLL_COUNT = 10;
export const ALERT_POLL_DAYS = 30;

// The area's texts, directions and statuses live with its page texts (zod-free, in the constants entry).
export {
  CALL_DIRECTIONS,
  CALL_STATUSES,
  OBSERVABILITY_MESSAGES,
  type DirectionFilter,
  type StatusFilter,
} from '../constants/observability-texts';
import { OBSERVABILITY_MESSAGES } from '../constants/observability-texts';

/** The alert types the platform writes (docs/api/contract.md#recent-calls-and-alerts). */
export const ALERT_TYPES = [
  'webhook-failure',
  'webhook-connection-failure',
  'webhook-url-notfound',
  'webhook-auth-failure',
  'invalid-app-payload',
  'no-tts',
  'no-stt',
  'no-llm',
  'tts-failure',
  'stt-failure',
  'llm-failure',
  'no-carrier',
  'account-call-limit',
  'account-device-limit',
  'account-api-limit',
  'service-provider-call-limit',
  'service-provider-device-limit',
  'service-provider-api-limit',
  'play-url-notfound',
  'tts-streaming-connection-failure',
  'no-krisp',
  'alert-from-application',
  'error-updating-call',
  'account is inactive or suspended',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// The API side: query strings of the time-series lists.

const wholeNumber = (text: unknown) =>
  typeof text === 'string' && /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;

const isoInstant = (text: string) => {
  // ISO-8601 date or date-time (the portal sends Date#toISOString()); anything Date.parse reads as such.
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) return Number.NaN;
  return Date.parse(text.trim());
};

/** The time window and page of a time-series query, normalised (ms since the epoch; `until` exclusive). */
export interface TimeSeriesWindow {
  page: number;
  count: number;
  since: number | null;
  until: number | null;
}

/**
 * `page`, `count`, `days` or `start`/`end` as the contract reads them: page ≥ 1 and count 1–500 are required
 * (the contract's messages), `days` wins over start/end. Returns the problem's message instead of throwing.
 */
export function parseTimeSeriesWindow(
  query: Record<string, unknown>,
  now: number,
): { ok: true; value: TimeSeriesWindow } | { ok: false; msg: string } {
  const page = wholeNumber(query.page);
  if (!Number.isInteger(page) || page < 1) return { ok: false, msg: OBSERVABILITY_MESSAGES.missingPage };
  const count = wholeNumber(query.count);
  if (!Number.isInteger(count) || count < 1 || count > TIME_SERIES_MAX_COUNT)
    return { ok: false, msg: OBSERVABILITY_MESSAGES.missingCount };
  let since: number | null = null;
  let until: number | null = null;
  if (query.days !== undefined && query.days !== '') {
    const days = wholeNumber(query.days);
    if (!Number.isInteger(days) || days < 1 || days > 3660)
      return { ok: false, msg: 'invalid "days" query arg: a whole number of days from 1 to 3660' };
    since = now - days * 86_400_000;
  } else {
    for (const key of ['start', 'end'] as const) {
      const raw = query[key];
      if (raw === undefined || raw === '') continue;
      const at = typeof raw === 'string' ? isoInstant(raw) : Number.NaN;
      if (Number.isNaN(at))
        return { ok: false, msg: `invalid "${key}" query arg: an ISO-8601 date is expected` };
      if (key === 'start') since = at;
      else until = at + 1; // the end is inclusive, like Influx's `time <= end`
    }
    if (since !== null && until !== null && until <= since)
      return { ok: false, msg: 'invalid query: "end" is before "start"' };
  }
  return { ok: true, value: { page, count, since, until } };
}

/** Filters of the recent-calls list besides the window. */
export const recentCallsFilterSchema = z.object({
  direction: z
    .enum(['inbound', 'outbound'], { message: 'invalid "direction" query arg: inbound or outbound' })
    .optional(),
  answered: z.enum(['true', 'false'], { message: 'invalid "answered" query arg: true or false' }).optional(),
  filter: z.string().max(128, 'invalid "filter" query arg: at most 128 characters').optional(),
  trunk: z.string().max(128, 'invalid "trunk" query arg: at most 128 characters').optional(),
});
export type RecentCallsFilter = z.infer<typeof recentCallsFilterSchema>;

export const alertsFilterSchema = z.object({
  alert_type: z.string().max(64, 'invalid "alert_type" query arg: at most 64 characters').optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Ingest: what a feature server (or the simulator) reports. Times are ISO-8601 strings or epoch milliseconds.

/** An instant of the ingest path: ISO-8601 or epoch milliseconds, as epoch milliseconds. */
export const ingestInstantSchema = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 date-time')
    .transform((s) => Date.parse(s)),
]);
const instant = ingestInstantSchema;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const cdrIngestSchema = z
  .object({
    attempted_at: instant,
    answered_at: instant.nullable().optional(),
    terminated_at: instant,
    answered: z.boolean(),
    direction: z.enum(['inbound', 'outbound']),
    account_sid: sidSchema,
    application_sid: sidSchema.nullable().optional(),
    call_sid: sidSchema.nullable().optional(),
    from: text(256),
    to: text(256),
    sip_callid: text(256),
    sip_parent_callid: text(256).nullable().optional(),
    termination_reason: text(128).nullable().optional(),
    host: text(128).nullable().optional(),
    remote_host: text(128).nullable().optional(),
    trunk: text(128).nullable().optional(),
    trace_id: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'must be 32 hexadecimal characters')
      .optional(),
    recording_url: text(512).nullable().optional(),
    sip_status: z.number().int().min(100).max(699),
    duration: z.number().int().min(0),
  })
  .strict();
export type CdrIngest = z.infer<typeof cdrIngestSchema>;

export const alertIngestSchema = z
  .object({
    time: instant,
    alert_type: text(64),
    message: text(1024),
    detail: text(4096).nullable().optional(),
    account_sid: sidSchema.nullable().optional(),
    service_provider_sid: sidSchema.nullable().optional(),
    vendor: text(64).nullable().optional(),
    target_sid: sidSchema.nullable().optional(),
  })
  .strict()
  .refine((a) => a.account_sid || a.service_provider_sid, {
    message: 'an alert needs an account_sid or a service_provider_sid',
  });
export type AlertIngest = z.infer<typeof alertIngestSchema>;

const ipv4 = z.string().regex(/^(\d{1,3})(\.\d{1,3}){3}$/, 'must be an IPv4 address');
const port = z.number().int().min(1).max(65535);

export const sipCaptureIngestSchema = z
  .object({
    sip_callid: text(256).min(1, 'missing field sip_callid'),
    method: z.enum(['invite', 'register']),
    account_sid: sidSchema.nullable().optional(),
    service_provider_sid: sidSchema.nullable().optional(),
    messages: z
      .array(
        z
          .object({
            time: z.union([z.number().nonnegative(), z.string()]),
            src_ip: ipv4,
            src_port: port,
            dst_ip: ipv4,
            dst_port: port,
            transport: z.literal('udp').optional(),
            payload: text(65_000).min(1),
          })
          .strict(),
      )
      .min(1, 'a capture needs at least one message')
      .max(200, 'at most 200 messages per capture'),
  })
  .strict();
export type SipCaptureIngest = z.infer<typeof sipCaptureIngestSchema>;

export const callLogIngestSchema = z
  .object({
    call_sid: sidSchema,
    account_sid: sidSchema,
    lines: z.array(text(16_384)).min(1).max(5000),
  })
  .strict();
export type CallLogIngest = z.infer<typeof callLogIngestSchema>;

/** At most this many records in one ingest request. */
export const INGEST_BATCH_MAX = 5000;
