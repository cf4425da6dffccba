// The call page's timeline (docs/product/observability.md#call-timeline): one time axis for the SIP messages, the
// trace's spans, the recording, the log lines and the webhook exchanges, and what lies at a chosen moment.
import { spanAttribute as attr, spansOf, spanTimes, attributeText } from '@switchboard/shared/call-analysis';
import type { OtlpTrace } from '@switchboard/shared/types';

// the trace's reading is shared with the API (which indexes webhook exchanges for the alert rules)
export { spanTimes, webhookExchanges, type WebhookExchange } from '@switchboard/shared/call-analysis';

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
