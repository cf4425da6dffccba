// Call quality: what a media server reports about each RTP stream of a call, RTCP-style (RFC 3550 §6.4: packets,
// losses, interarrival jitter, round-trip time per report interval), and the figures read from it. The API stores
// the reports (`POST /Ingest/QualityReports`) and answers a call's streams (`GET …/RecentCalls/:call_sid/quality`);
// docs/api/additions.md#call-quality. The figures (MOS by the E-model) are computed in
// `@switchboard/shared/call-analysis` (call-quality.ts), the same for the API and the portal.
import type { Sid } from './common';

/**
 * Which way the stream flows, as the media server sees it: `received` is the RTP it received from the far end
 * (measured by its own receiver), `sent` the RTP it sent (as the far end's receiver reports tell it).
 */
export type MediaDirection = 'received' | 'sent';

/** One report interval of one stream. */
export interface QualityInterval {
  /** end of the interval, ISO-8601 */
  at: string;
  /** length of the interval, ms */
  interval_ms: number;
  /** RTP packets received in the interval (0: no audio at all) */
  packets_received: number;
  /** RTP packets lost in the interval (sequence gaps; never negative) */
  packets_lost: number;
  /** interarrival jitter at the end of the interval, ms */
  jitter_ms: number;
  /** round-trip time from the last receiver report, ms (null: none yet) */
  rtt_ms: number | null;
  /** loss as a percentage of the packets expected (received + lost); 0 when none were expected */
  loss_pct: number;
  /** MOS estimate of the interval (E-model, 1–4.5) — null for an interval without a packet */
  mos: number | null;
}

/** One RTP stream of one leg of a call, with its figures over the whole call and per interval. */
export interface QualityStream {
  /** the leg's SIP Call-ID (the A-leg's, or a dialled B-leg's) */
  sip_callid: string;
  ssrc: number;
  direction: MediaDirection;
  local_ip: string;
  local_port: number;
  remote_ip: string;
  remote_port: number;
  /** the codec's name as in the SDP (PCMU, PCMA, G729, opus…) */
  codec: string;
  /** ISO-8601: the first interval's start and the last one's end */
  first_at: string;
  last_at: string;
  packets_received: number;
  packets_lost: number;
  loss_pct: number;
  /** mean jitter over the intervals that carried packets, ms */
  jitter_ms: number;
  jitter_max_ms: number;
  /** mean round-trip time, ms (null: never measured) */
  rtt_ms: number | null;
  /** MOS estimate over the whole stream (from its loss, mean jitter and RTT) */
  mos: number | null;
  /** the worst interval's MOS */
  mos_min: number | null;
  intervals: QualityInterval[];
}

/** `GET …/RecentCalls/:call_sid/quality`: the streams reported for a call (none: an empty list). */
export interface CallQuality {
  call_sid: Sid;
  streams: QualityStream[];
}
