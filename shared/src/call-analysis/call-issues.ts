// "Suspected issues" of a call (docs/product/observability.md#suspected-issues): what its SIP capture, its media
// server's reports and its trace show went wrong, each in words with the evidence it came from. One place for the
// rules, their thresholds and their texts; the call page gathers the evidence (call-page/issues.ts).
import reasons from 'sip-status';
import type { QualityStream, RecentCall } from '../types';

/** A stream losing this share of its packets or more. */
export const HIGH_LOSS_PCT = 3;
/** Mean jitter from this (ms): a jitter buffer this deep is heard. */
export const HIGH_JITTER_MS = 30;
/** Round trip from this (ms): talkers start to talk over each other (G.114's 150 ms one way). */
export const HIGH_RTT_MS = 300;
/** MOS below this: many users dissatisfied (G.107 Table B.1, R < 70). */
export const POOR_MOS = 3.6;
/** A stretch without a packet at least this long (ms) while the other way carried audio: one-way audio. */
export const ONE_WAY_AUDIO_MIN_MS = 10_000;
/** A webhook answering after this (ms). */
export const SLOW_WEBHOOK_MS = 1000;
/** TTS whose first byte took this long (ms). */
export const SLOW_TTS_MS = 1000;

/** '486 Busy Here': a SIP status with its reason phrase (the code alone when it has none). */
export function sipStatusText(status: number, reason?: string): string {
  const phrase = reason?.trim() || reasons[status];
  return phrase ? `${status} ${phrase}` : String(status);
}

export type IssueSeverity = 'error' | 'warning' | 'info';
export type IssueSource = 'sip' | 'quality' | 'trace' | 'cdr';

export interface SuspectedIssue {
  id: string;
  severity: IssueSeverity;
  /** in words: 'Carrier answered 503 Service Unavailable' */
  text: string;
  /** what it came from: 'SIP: 503 Service Unavailable from 203.0.113.5 at 15:00:02.900' */
  evidence: string;
  source: IssueSource;
  /** the moment it happened, ms since the epoch (selects it on the call page's timeline) */
  at: number | null;
}

export interface IssueStream {
  /** 'A' the call's own leg; 'B' a dialled leg */
  leg: 'A' | 'B';
  stream: QualityStream;
}

export interface CallIssueInputs {
  call: Pick<
    RecentCall,
    'answered' | 'sip_status' | 'termination_reason' | 'trunk' | 'attempted_at' | 'direction'
  >;
  /** the final answer to the INVITE in the SIP capture, and who sent it */
  finalResponse?: {
    status: number;
    reason: string;
    fromLabel: string;
    fromRole: string;
    at: number;
  } | null;
  streams?: readonly IssueStream[];
  webhooks?: readonly { method: string; url: string; status: string; ms: number; at: number }[];
  tts?: readonly { vendor: string; ms: number; at: number }[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);

/** Whose audio a stream carries: 'from the carrier', 'to the caller', 'from the callee'. */
function streamParty(input: CallIssueInputs, { leg, stream }: IssueStream) {
  const party = leg === 'B' ? 'callee' : input.call.trunk ? 'carrier' : 'caller';
  return {
    leg: leg === 'B' ? 'B-leg' : `${party} leg`,
    flow: `${stream.direction === 'received' ? 'from' : 'to'} the ${party}`,
    party,
    /** the person at the far end: the callee of an outbound call or a dialled leg, else the caller */
    person: leg === 'B' || input.call.direction === 'outbound' ? 'callee' : 'caller',
  };
}

/** The longest stretch of report intervals without a packet: its length (ms) and where it starts and ends. */
function longestSilence(stream: QualityStream) {
  let best = { ms: 0, from: 0, to: 0, intervals: 0 };
  let run = { ms: 0, from: 0, intervals: 0 };
  for (const interval of stream.intervals) {
    const end = Date.parse(interval.at);
    if (interval.packets_received === 0) {
      if (!run.ms) run = { ms: 0, from: end - interval.interval_ms, intervals: 0 };
      run.ms += interval.interval_ms;
      run.intervals += 1;
      if (run.ms > best.ms) best = { ms: run.ms, from: run.from, to: end, intervals: run.intervals };
    } else run = { ms: 0, from: 0, intervals: 0 };
  }
  return best;
}

/** The suspected issues of a call, errors first, then by time. */
export function suspectedIssues(input: CallIssueInputs): SuspectedIssue[] {
  const issues: SuspectedIssue[] = [];
  const { call, finalResponse } = input;

  // how the call ended, when it was not answered
  if (!call.answered) {
    const status = finalResponse?.status ?? call.sip_status ?? 0;
    const text = sipStatusText(status, finalResponse?.reason);
    const severity: IssueSeverity =
      status === 487 ? 'info' : status >= 500 || [403, 404, 488].includes(status) ? 'error' : 'warning';
    const who =
      finalResponse?.fromRole === 'carrier'
        ? 'Carrier'
        : finalResponse?.fromRole === 'caller'
          ? 'Caller'
          : finalResponse
            ? finalResponse.fromLabel
            : null;
    issues.push({
      id: 'final-status',
      severity,
      text:
        status === 487
          ? `The caller hung up before an answer (${text})`
          : who
            ? `${who} answered ${text}`
            : `The call failed with ${text}`,
      evidence: finalResponse
        ? `SIP: ${text} from ${finalResponse.fromLabel} at ${clock(finalResponse.at)}`
        : `Call record: sip_status ${status}${call.termination_reason ? `, ${call.termination_reason}` : ''}`,
      source: finalResponse ? 'sip' : 'cdr',
      at: finalResponse?.at ?? Date.parse(call.attempted_at),
    });
  }

  for (const item of input.streams ?? []) {
    const { stream } = item;
    const { leg, flow, person } = streamParty(input, item);
    const where = `RTP ${flow} (${stream.remote_ip}:${stream.remote_port}, SSRC ${stream.ssrc})`;
    const id = `${stream.sip_callid}|${stream.ssrc}|${stream.direction}`;
    const silence = stream.direction === 'received' ? longestSilence(stream) : null;
    const other = (input.streams ?? []).find(
      (s) => s.stream.sip_callid === stream.sip_callid && s.stream.direction !== stream.direction,
    );
    if (silence && silence.ms >= ONE_WAY_AUDIO_MIN_MS && (!other || other.stream.packets_received > 0))
      issues.push({
        id: `one-way|${id}`,
        severity: 'error',
        text: `No audio from the ${person} for ${seconds(silence.ms)}`,
        evidence: `${where}: 0 packets in ${silence.intervals} report intervals, ${clock(silence.from)}–${clock(silence.to)}`,
        source: 'quality',
        at: silence.from,
      });
    const first = Date.parse(stream.first_at);
    if (stream.loss_pct >= HIGH_LOSS_PCT)
      issues.push({
        id: `loss|${id}`,
        severity: 'warning',
        text: `Packet loss of ${stream.loss_pct} % on the ${leg}`,
        evidence: `${where}: ${stream.packets_lost.toLocaleString('en')} of ${(stream.packets_received + stream.packets_lost).toLocaleString('en')} packets lost`,
        source: 'quality',
        at: first,
      });
    if (stream.jitter_ms >= HIGH_JITTER_MS)
      issues.push({
        id: `jitter|${id}`,
        severity: 'warning',
        text: `High jitter on the ${leg} (${Math.round(stream.jitter_ms)} ms)`,
        evidence: `${where}: jitter ${stream.jitter_ms} ms on average, ${stream.jitter_max_ms} ms at worst`,
        source: 'quality',
        at: first,
      });
    if (stream.rtt_ms !== null && stream.rtt_ms >= HIGH_RTT_MS)
      issues.push({
        id: `rtt|${id}`,
        severity: 'warning',
        text: `Long round trip on the ${leg} (${Math.round(stream.rtt_ms)} ms)`,
        evidence: `${where}: round-trip time ${stream.rtt_ms} ms on average`,
        source: 'quality',
        at: first,
      });
    if (stream.mos !== null && stream.mos < POOR_MOS)
      issues.push({
        id: `mos|${id}`,
        severity: 'warning',
        text: `Poor audio ${flow} (MOS ${stream.mos.toFixed(2)})`,
        evidence: `${where}: E-model MOS ${stream.mos.toFixed(2)} (${stream.loss_pct} % loss, ${stream.jitter_ms} ms jitter${stream.rtt_ms !== null ? `, ${stream.rtt_ms} ms RTT` : ''}, ${stream.codec})`,
        source: 'quality',
        at: first,
      });
  }

  for (const hook of input.webhooks ?? [])
    if (hook.ms >= SLOW_WEBHOOK_MS)
      issues.push({
        id: `webhook|${hook.at}`,
        severity: 'warning',
        text: `Webhook took ${seconds(hook.ms)}`,
        evidence: `Trace: ${hook.method} ${hook.url} answered ${hook.status || '—'} after ${Math.round(hook.ms).toLocaleString('en')} ms`,
        source: 'trace',
        at: hook.at,
      });
  for (const tts of input.tts ?? [])
    if (tts.ms >= SLOW_TTS_MS)
      issues.push({
        id: `tts|${tts.at}`,
        severity: 'warning',
        text: `TTS first byte ${seconds(tts.ms)}`,
        evidence: `Trace: ${tts.vendor} text-to-speech, first byte after ${Math.round(tts.ms).toLocaleString('en')} ms`,
        source: 'trace',
        at: tts.at,
      });

  const rank: Record<IssueSeverity, number> = { error: 0, warning: 1, info: 2 };
  return issues.sort((a, b) => rank[a.severity] - rank[b.severity] || (a.at ?? 0) - (b.at ?? 0));
}

/** The call page's texts (docs/product/observability.md#call-page). */
export const CALL_PAGE_MESSAGES = {
  notFound: 'This call is not among the calls of the last 30 days you can see.',
  noIssues: 'Nothing suspicious in what was recorded of this call.',
  noCapture: 'No SIP messages were captured for this call.',
  noQualityApi: 'This API does not report call quality: its media servers’ reports are not available here.',
  noQuality: 'No quality reports for this call.',
  noTrace: 'This call has no trace.',
  chooseMoment: 'Choose a moment: a SIP message, a span, the waveform, a log line or a webhook.',
  /** the names of the page's lists, as a screen reader announces them */
  issuesList: 'Suspected issues',
  sipMessagesList: 'SIP messages',
  logLinesList: 'Log lines on the timeline',
} as const;
