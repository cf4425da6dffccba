// "Suspected issues" of a call (docs/product/observability.md#suspected-issues): what its SIP capture, its media
// server's reports and its trace show went wrong, each in words with the evidence it came from. One place for the
// rules, their thresholds and their texts; the call page gathers the evidence (call-page/issues.ts).
import reasons from 'sip-status';
import type { QualityStream, RecentCall } from '../types';
import { CALL_ISSUE_TEXTS, type CallIssueTextKey } from '../constants/observability-texts';
import { fill } from '../i18n/from-constants';

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

/** A number in an issue's text: as it is, grouped by thousands, or with fixed decimals. */
export type IssueNumber = { value: number; grouped?: boolean; digits?: number };
/** A value of an issue's text: words as they are (a SIP status, an address), a number, or another of its texts. */
export type IssueValue = string | IssueNumber | IssueText;
/** One of the issues' keyed texts (`CALL_ISSUE_TEXTS`) and its values: the page says it in the language in use. */
export interface IssueText {
  key: CallIssueTextKey;
  values: Readonly<Record<string, IssueValue>>;
}

/** How an issue's text is said: its template by key, and its numbers. */
export interface IssueSpeaker {
  text: (key: CallIssueTextKey, values: Record<string, string>) => string;
  number: (value: IssueNumber) => string;
}

/** In English, as the API and the docs say it. */
export const ENGLISH_ISSUE_SPEAKER: IssueSpeaker = {
  text: (key, values) => fill(CALL_ISSUE_TEXTS[key], values),
  number: ({ value, grouped, digits }) =>
    digits !== undefined ? value.toFixed(digits) : grouped ? value.toLocaleString('en') : String(value),
};

/** An issue's text, said by `speaker` (English by default). */
export function sayIssue(text: IssueText, speaker: IssueSpeaker = ENGLISH_ISSUE_SPEAKER): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.values))
    values[name] =
      typeof value === 'string' ? value : 'key' in value ? sayIssue(value, speaker) : speaker.number(value);
  return speaker.text(text.key, values);
}

export interface SuspectedIssue {
  id: string;
  severity: IssueSeverity;
  /** in words: 'Carrier answered 503 Service Unavailable' */
  text: string;
  /** what it came from: 'SIP: 503 Service Unavailable from 203.0.113.5 at 15:00:02.900' */
  evidence: string;
  /** the same two as keyed texts, for the page to say in the language in use */
  says: { text: IssueText; evidence: IssueText };
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

const say = (key: CallIssueTextKey, values: Record<string, IssueValue> = {}): IssueText => ({ key, values });
const seconds = (ms: number) =>
  say('seconds', { seconds: { value: ms / 1000, digits: ms < 10_000 ? 1 : 0 } });
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);
const plain = (value: number): IssueNumber => ({ value });
const grouped = (value: number): IssueNumber => ({ value, grouped: true });

export type CallParty = 'carrier' | 'caller' | 'callee';
/** 'from the carrier', 'to the caller'…: whose audio a stream carries, as a keyed text. */
export function flowText(direction: 'received' | 'sent', party: CallParty): IssueText {
  const keys = {
    carrier: ['fromCarrier', 'toCarrier'],
    caller: ['fromCaller', 'toCaller'],
    callee: ['fromCallee', 'toCallee'],
  } as const;
  return say(keys[party][direction === 'received' ? 0 : 1]);
}

/** Whose audio a stream carries: 'from the carrier', 'to the caller', 'from the callee'. */
function streamParty(input: CallIssueInputs, { leg, stream }: IssueStream) {
  const party: CallParty = leg === 'B' ? 'callee' : input.call.trunk ? 'carrier' : 'caller';
  /** the person at the far end: the callee of an outbound call or a dialled leg, else the caller */
  const person: CallParty = leg === 'B' || input.call.direction === 'outbound' ? 'callee' : 'caller';
  return {
    leg: say(leg === 'B' ? 'bLeg' : party === 'carrier' ? 'carrierLeg' : 'callerLeg'),
    flow: flowText(stream.direction, party),
    from: flowText('received', person),
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
  const add = (
    issue: Omit<SuspectedIssue, 'text' | 'evidence' | 'says'>,
    text: IssueText,
    evidence: IssueText,
  ) =>
    issues.push({ ...issue, text: sayIssue(text), evidence: sayIssue(evidence), says: { text, evidence } });

  // how the call ended, when it was not answered
  if (!call.answered) {
    const status = finalResponse?.status ?? call.sip_status ?? 0;
    const text = sipStatusText(status, finalResponse?.reason);
    const severity: IssueSeverity =
      status === 487 ? 'info' : status >= 500 || [403, 404, 488].includes(status) ? 'error' : 'warning';
    add(
      {
        id: 'final-status',
        severity,
        source: finalResponse ? 'sip' : 'cdr',
        at: finalResponse?.at ?? Date.parse(call.attempted_at),
      },
      status === 487
        ? say('hungUp', { status: text })
        : finalResponse?.fromRole === 'carrier'
          ? say('carrierAnswered', { status: text })
          : finalResponse?.fromRole === 'caller'
            ? say('callerAnswered', { status: text })
            : finalResponse
              ? say('hostAnswered', { host: finalResponse.fromLabel, status: text })
              : say('failedWith', { status: text }),
      finalResponse
        ? say('sipEvidence', { status: text, host: finalResponse.fromLabel, time: clock(finalResponse.at) })
        : call.termination_reason
          ? say('recordEvidenceReason', { status: String(status), reason: call.termination_reason })
          : say('recordEvidence', { status: String(status) }),
    );
  }

  for (const item of input.streams ?? []) {
    const { stream } = item;
    const { leg, flow, from } = streamParty(input, item);
    const where = say('rtp', {
      flow,
      ip: stream.remote_ip,
      port: String(stream.remote_port),
      ssrc: String(stream.ssrc),
    });
    const id = `${stream.sip_callid}|${stream.ssrc}|${stream.direction}`;
    const silence = stream.direction === 'received' ? longestSilence(stream) : null;
    const other = (input.streams ?? []).find(
      (s) => s.stream.sip_callid === stream.sip_callid && s.stream.direction !== stream.direction,
    );
    if (silence && silence.ms >= ONE_WAY_AUDIO_MIN_MS && (!other || other.stream.packets_received > 0))
      add(
        { id: `one-way|${id}`, severity: 'error', source: 'quality', at: silence.from },
        say('noAudio', { flow: from, duration: seconds(silence.ms) }),
        say('noAudioEvidence', {
          where,
          intervals: plain(silence.intervals),
          from: clock(silence.from),
          to: clock(silence.to),
        }),
      );
    const first = Date.parse(stream.first_at);
    const quality = { source: 'quality', at: first } as const;
    if (stream.loss_pct >= HIGH_LOSS_PCT)
      add(
        { id: `loss|${id}`, severity: 'warning', ...quality },
        say('loss', { pct: plain(stream.loss_pct), leg }),
        say('lossEvidence', {
          where,
          lost: grouped(stream.packets_lost),
          total: grouped(stream.packets_received + stream.packets_lost),
        }),
      );
    if (stream.jitter_ms >= HIGH_JITTER_MS)
      add(
        { id: `jitter|${id}`, severity: 'warning', ...quality },
        say('jitter', { leg, ms: plain(Math.round(stream.jitter_ms)) }),
        say('jitterEvidence', { where, mean: plain(stream.jitter_ms), worst: plain(stream.jitter_max_ms) }),
      );
    if (stream.rtt_ms !== null && stream.rtt_ms >= HIGH_RTT_MS)
      add(
        { id: `rtt|${id}`, severity: 'warning', ...quality },
        say('rtt', { leg, ms: plain(Math.round(stream.rtt_ms)) }),
        say('rttEvidence', { where, ms: plain(stream.rtt_ms) }),
      );
    if (stream.mos !== null && stream.mos < POOR_MOS) {
      const mos = { value: stream.mos, digits: 2 };
      const figures = {
        where,
        mos,
        pct: plain(stream.loss_pct),
        jitter: plain(stream.jitter_ms),
        codec: stream.codec,
      };
      add(
        { id: `mos|${id}`, severity: 'warning', ...quality },
        say('poorAudio', { flow, mos }),
        stream.rtt_ms !== null
          ? say('poorAudioEvidenceRtt', { ...figures, rtt: plain(stream.rtt_ms) })
          : say('poorAudioEvidence', figures),
      );
    }
  }

  for (const hook of input.webhooks ?? [])
    if (hook.ms >= SLOW_WEBHOOK_MS)
      add(
        { id: `webhook|${hook.at}`, severity: 'warning', source: 'trace', at: hook.at },
        say('slowWebhook', { duration: seconds(hook.ms) }),
        say('slowWebhookEvidence', {
          method: hook.method,
          url: hook.url,
          status: hook.status || '—',
          ms: grouped(Math.round(hook.ms)),
        }),
      );
  for (const tts of input.tts ?? [])
    if (tts.ms >= SLOW_TTS_MS)
      add(
        { id: `tts|${tts.at}`, severity: 'warning', source: 'trace', at: tts.at },
        say('slowTts', { duration: seconds(tts.ms) }),
        say('slowTtsEvidence', { vendor: tts.vendor, ms: grouped(Math.round(tts.ms)) }),
      );

  const rank: Record<IssueSeverity, number> = { error: 0, warning: 1, info: 2 };
  return issues.sort((a, b) => rank[a.severity] - rank[b.severity] || (a.at ?? 0) - (b.at ?? 0));
}

// the call page's texts live with the area's other texts (zod-free constants), the same object
export { CALL_PAGE_MESSAGES } from '../constants/observability-texts';
