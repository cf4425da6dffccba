// The call page's timeline (docs/product/observability.md#call-timeline): one time axis for the SIP messages, the
// trace's spans, the recording, the log lines and the webhook exchanges, and what lies at a chosen moment.
import type { OtlpSpan, OtlpTrace } from '@switchboard/shared/types';
import { attributeText, spansOf } from '../recent-calls/trace.rules';

/** The stretch the axis covers, ms since the epoch. */
export interface TimeWindow {
  start: number;
  end: number;
}

/** The window of everything shown: the call's times, widened to its first and last message or span. */
export function timeWindow(times: readonly (number | null | undefined)[]): TimeWindow {
  const known = times.filter((t): t is number => typeof t === 'number' && Number.isFinite(t) && t > 0);
  if (!known.length) return { start: 0, end: 1 };
  const start = Math.min(...known);
  const end = Math.max(...known);
  return { start, end: end > start ? end : start + 1 };
}

/** Where a moment lies on the axis, 0–100 (%). */
export const positionOf = (at: number, w: TimeWindow) =>
  Math.min(100, Math.max(0, ((at - w.start) / (w.end - w.start)) * 100));

/** The moment at a position on the axis (0–1). */
export const momentAt = (fraction: number, w: TimeWindow) => w.start + fraction * (w.end - w.start);

/** '+1.234 s' from the start of the axis. */
export function offsetText(at: number, w: TimeWindow): string {
  const s = (at - w.start) / 1000;
  return `+${s.toFixed(3)} s`;
}

const ms = (ns: number | string) => Number(BigInt(ns) / 1000n) / 1000;
const attr = (span: OtlpSpan, key: string) =>
  attributeText(span.attributes?.find((a) => a.key === key)?.value);

/** A span's start and end, ms since the epoch. */
export const spanTimes = (span: OtlpSpan) => ({
  start: ms(span.startTimeUnixNano),
  end: ms(span.endTimeUnixNano),
});

export interface WebhookExchange {
  spanId: string;
  name: string;
  method: string;
  url: string;
  status: string;
  /** request sent, ms since the epoch */
  at: number;
  /** until the response, ms */
  ms: number;
  /** what the application was sent (http.body), when the trace has it */
  body: string;
}

/** The webhook requests and responses of a trace: its spans with an HTTP method and URL, in time order. */
export function webhookExchanges(trace: OtlpTrace | undefined): WebhookExchange[] {
  if (!trace) return [];
  return spansOf(trace)
    .filter((s) => attr(s, 'http.method') && attr(s, 'http.url'))
    .map((s) => {
      const { start, end } = spanTimes(s);
      return {
        spanId: s.spanId,
        name: s.name,
        method: attr(s, 'http.method'),
        url: attr(s, 'http.url'),
        status: attr(s, 'http.statusCode') || attr(s, 'http.status_code'),
        at: start,
        ms: end - start,
        body: attr(s, 'http.body'),
      };
    })
    .sort((a, b) => a.at - b.at);
}

/** Text-to-speech first bytes of a trace (the span's time_to_first_byte_ms, else its length). */
export function ttsFirstBytes(trace: OtlpTrace | undefined): { vendor: string; ms: number; at: number }[] {
  if (!trace) return [];
  return spansOf(trace)
    .filter((s) => s.name === 'tts-generation')
    .map((s) => {
      const { start, end } = spanTimes(s);
      const said = Number(attr(s, 'time_to_first_byte_ms'));
      return {
        vendor: attr(s, 'tts.vendor') || 'TTS',
        ms: Number.isFinite(said) && said > 0 ? said : end - start,
        at: start,
      };
    });
}

/** The feature server's address from the trace's resource (host.name), when it is one. */
export function featureServersOf(trace: OtlpTrace | undefined): string[] {
  const out = new Set<string>();
  for (const rs of trace?.resourceSpans ?? []) {
    const host = attributeText(rs.resource?.attributes?.find((a) => a.key === 'host.name')?.value);
    if (/^[\d.]+$|:/.test(host)) out.add(host);
  }
  return [...out];
}

export interface LogEntry {
  index: number;
  /** ms since the epoch (null: the line says no time) */
  at: number | null;
  text: string;
  level: number | null;
}

/** Log lines with their times (pino JSON lines: `time`, `msg`, `level`; other text as it is). */
export function logEntries(lines: readonly string[] | undefined): LogEntry[] {
  return (lines ?? []).map((line, index) => {
    try {
      const parsed = JSON.parse(line) as { time?: unknown; msg?: unknown; level?: unknown };
      const at =
        typeof parsed.time === 'number'
          ? parsed.time
          : typeof parsed.time === 'string'
            ? Date.parse(parsed.time)
            : NaN;
      return {
        index,
        at: Number.isFinite(at) ? at : null,
        text: typeof parsed.msg === 'string' ? parsed.msg : line,
        level: typeof parsed.level === 'number' ? parsed.level : null,
      };
    } catch {
      return { index, at: null, text: line, level: null };
    }
  });
}

/** The index of the item whose time is the last at or before `at` (the first when all are later; -1: none). */
export function lastAtOrBefore<T>(items: readonly T[], timeOf: (item: T) => number, at: number): number {
  let found = -1;
  for (let i = 0; i < items.length; i += 1) {
    if (timeOf(items[i]) <= at) found = i;
    else break;
  }
  return found < 0 && items.length ? 0 : found;
}
