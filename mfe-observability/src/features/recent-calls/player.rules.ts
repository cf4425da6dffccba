// The recording player's rules: its states, the ±15 s jump, and where the DTMF digits of the call's trace lie on
// the recording (relative to the start of the background recording, each at least 0.1 s wide so it can be seen).
import type { OtlpTrace } from '@switchboard/shared/types';
import { DTMF_REGION_MIN_SECONDS, RECORDING_JUMP_SECONDS } from '@switchboard/shared/validation';
import { attributeText, spansOf } from './trace.rules';

export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'error';

/** Where a jump of `direction` × 15 s lands, within the recording. */
export function jumpTarget(current: number, duration: number, direction: 1 | -1): number {
  const target = current + direction * RECORDING_JUMP_SECONDS;
  return Math.min(Math.max(0, target), Math.max(0, duration));
}

export interface DtmfRegion {
  id: string;
  digit: string;
  /** s from the start of the recording */
  start: number;
  end: number;
  /** as the trace says, e.g. '140ms' */
  duration: string;
}

const seconds = (fromNs: bigint, toNs: bigint) => Number(toNs - fromNs) / 1e9;

/** The DTMF regions of a trace: `dtmf:*` spans placed against the `background-record:listen` span. */
export function dtmfRegions(trace: OtlpTrace | undefined): DtmfRegion[] {
  if (!trace) return [];
  const spans = spansOf(trace);
  const listen = spans.find((s) => /background-record:listen/.test(s.name));
  if (!listen) return [];
  const origin = BigInt(listen.startTimeUnixNano);
  return spans
    .filter((s) => /^dtmf:/.test(s.name))
    .map((s) => {
      const attr = (key: string) => attributeText(s.attributes?.find((a) => a.key === key)?.value);
      const digit = attr('dtmf') || s.name.slice(5);
      const durationText = attr('duration');
      const durationSeconds =
        Number(durationText.replace(/ms$/, '')) / 1000 ||
        seconds(BigInt(s.startTimeUnixNano), BigInt(s.endTimeUnixNano));
      const start = seconds(origin, BigInt(s.startTimeUnixNano));
      return {
        id: s.spanId,
        digit,
        start,
        end: start + Math.max(DTMF_REGION_MIN_SECONDS, durationSeconds),
        duration: durationText || `${Math.round(durationSeconds * 1000)}ms`,
      };
    })
    .filter((r) => r.start >= 0)
    .sort((a, b) => a.start - b.start);
}
