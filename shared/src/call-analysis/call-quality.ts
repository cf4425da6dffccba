// Call quality figures, the same for the API (which stores them with each stream) and the portal: the MOS estimate
// by the E-model and the summary of a stream's report intervals. docs/product/observability.md#call-quality
//
// MOS: ITU-T G.107 (06/2015), "The E-model: a computational model for use in transmission planning":
//   R = Ro − Is − Id − Ie,eff + A                                     (clause 7.1, the basic formula)
// with the default values of Table 3 (Ro − Is = 93.2, A = 0: a fixed line's expectations), and
//   Id     = Idd only: the talker-echo terms Idte and Idle are ≈ 0 at the default TELR of 65 dB (echo cancelled);
//   Idd    = 0 for Ta ≤ 100 ms, else 25·{(1 + X⁶)^⅙ − 3·(1 + (X/3)⁶)^⅙ + 2}, X = log₂(Ta / 100)
//            (the delay impairment with mT = 100 ms, sT = 1, clause 7.3)
//   Ie,eff = Ie + (95 − Ie) · Ppl / (Ppl / BurstR + Bpl)                 (clause 7.4, packet loss)
// where Ta is the one-way (mouth-to-ear) delay in ms, Ppl the packet loss in %, BurstR = 1 (random loss: RTCP
// reports do not say how bursty it was), and Ie / Bpl the codec's equipment impairment and packet-loss robustness
// from ITU-T G.113 Appendix I (CODEC_IMPAIRMENTS). R becomes MOS by G.107 Annex B:
//   MOS = 1 for R < 0; 4.5 for R > 100; else 1 + 0.035·R + R·(R − 60)·(100 − R)·7·10⁻⁶.
// Ta is estimated from what RTCP measures, as RFC 3611-based monitors do: half the round-trip time, plus the
// jitter buffer (twice the jitter), plus one 20 ms packet of packetisation (MOUTH_TO_EAR_BASE_MS); without an RTT,
// the network's share is left out (a lower bound of the delay).
import type { QualityInterval, QualityStream } from '../types/quality';

/** Ro − Is with G.107's default values (Table 3). */
export const E_MODEL_R0 = 93.2;
/** The packetisation delay counted in Ta: one 20 ms packet (the platform's ptime). */
export const MOUTH_TO_EAR_BASE_MS = 20;

export interface CodecImpairment {
  /** equipment impairment factor Ie */
  ie: number;
  /** packet-loss robustness factor Bpl (random loss) */
  bpl: number;
}

/**
 * ITU-T G.113 Appendix I, Tables I.1 and I.3: G.711 with packet-loss concealment (G.711 Appendix I), G.729A with
 * VAD, G.723.1 at 6.3 kbit/s, GSM-EFR. Codecs G.113 gives no narrowband figures for (G.722, opus, iLBC…) count as
 * G.711 with concealment: the estimate then says what the network did to the call, not what the codec adds.
 */
export const CODEC_IMPAIRMENTS: Record<string, CodecImpairment> = {
  PCMU: { ie: 0, bpl: 25.1 },
  PCMA: { ie: 0, bpl: 25.1 },
  G729: { ie: 11, bpl: 19 },
  G723: { ie: 15, bpl: 16.1 },
  'GSM-EFR': { ie: 5, bpl: 10 },
};
const DEFAULT_IMPAIRMENT = CODEC_IMPAIRMENTS.PCMU;

/** The impairment factors of a codec named as in the SDP (case and clock rate ignored: 'pcmu/8000'). */
export function codecImpairment(codec: string): CodecImpairment {
  const name = codec.split('/')[0].toUpperCase();
  return CODEC_IMPAIRMENTS[name] ?? (name === 'G729A' ? CODEC_IMPAIRMENTS.G729 : DEFAULT_IMPAIRMENT);
}

/** G.107 clause 7.3: the delay impairment Idd of a one-way delay of `ta` ms. */
export function delayImpairment(ta: number): number {
  if (!(ta > 100)) return 0;
  const x = Math.log2(ta / 100);
  return 25 * ((1 + x ** 6) ** (1 / 6) - 3 * (1 + (x / 3) ** 6) ** (1 / 6) + 2);
}

/** G.107 clause 7.4: the effective equipment impairment of `lossPct` % random packet loss with the codec. */
export function effectiveEquipmentImpairment(lossPct: number, codec: string): number {
  const { ie, bpl } = codecImpairment(codec);
  const ppl = Math.min(100, Math.max(0, lossPct));
  return ie + ((95 - ie) * ppl) / (ppl / 1 + bpl);
}

/** G.107 Annex B: R to MOS. */
export function mosFromR(r: number): number {
  if (r <= 0) return 1;
  if (r >= 100) return 4.5;
  return 1 + 0.035 * r + r * (r - 60) * (100 - r) * 7e-6;
}

export interface QualityInputs {
  /** packet loss, % */
  lossPct: number;
  /** interarrival jitter, ms */
  jitterMs: number;
  /** round-trip time, ms (null: unknown) */
  rttMs: number | null;
  codec: string;
}

/** The one-way delay the estimate assumes: RTT / 2 + the jitter buffer (2 × jitter) + one packet. */
export const mouthToEarDelay = ({ jitterMs, rttMs }: Pick<QualityInputs, 'jitterMs' | 'rttMs'>) =>
  (rttMs ?? 0) / 2 + 2 * jitterMs + MOUTH_TO_EAR_BASE_MS;

/** The transmission rating R of the E-model (G.107 clause 7.1 with the defaults above). */
export function rFactor(inputs: QualityInputs): number {
  return (
    E_MODEL_R0 -
    delayImpairment(mouthToEarDelay(inputs)) -
    effectiveEquipmentImpairment(inputs.lossPct, inputs.codec)
  );
}

/** The MOS estimate (1–4.5, two decimals) of loss, jitter and RTT with a codec. */
export function estimateMos(inputs: QualityInputs): number {
  return Math.round(mosFromR(rFactor(inputs)) * 100) / 100;
}

/** How a MOS reads, by G.107 Table B.1's user-satisfaction bands (R 80 → 4.03, R 70 → 3.60). */
export type MosRating = 'good' | 'fair' | 'poor';
export const MOS_GOOD = 4.03;
export const MOS_FAIR = 3.6;
export function mosRating(mos: number): MosRating {
  return mos >= MOS_GOOD ? 'good' : mos >= MOS_FAIR ? 'fair' : 'poor';
}

/** Loss as a percentage of the packets expected (received + lost), one decimal. */
export function lossPercent(received: number, lost: number): number {
  const expected = received + lost;
  return expected > 0 ? Math.round((lost / expected) * 1000) / 10 : 0;
}

/** One interval as reported (before its figures are computed). */
export type ReportedInterval = Omit<QualityInterval, 'loss_pct' | 'mos'>;

/** An interval with its loss and MOS. */
export function intervalFigures(interval: ReportedInterval, codec: string): QualityInterval {
  const loss = lossPercent(interval.packets_received, interval.packets_lost);
  return {
    ...interval,
    loss_pct: loss,
    mos:
      interval.packets_received > 0
        ? estimateMos({ lossPct: loss, jitterMs: interval.jitter_ms, rttMs: interval.rtt_ms, codec })
        : null,
  };
}

/** The whole-stream figures of a stream's intervals (in time order). */
export type StreamFigures = Pick<
  QualityStream,
  | 'first_at'
  | 'last_at'
  | 'packets_received'
  | 'packets_lost'
  | 'loss_pct'
  | 'jitter_ms'
  | 'jitter_max_ms'
  | 'rtt_ms'
  | 'mos'
  | 'mos_min'
  | 'intervals'
>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * A stream's figures from its reported intervals: totals, loss, jitter (mean over the intervals that carried
 * packets, and the worst), mean RTT, the MOS of the whole (its loss, mean jitter and mean RTT) and the worst
 * interval's. Intervals are sorted by time; one reported twice (the same end) counts once.
 */
export function streamFigures(reported: readonly ReportedInterval[], codec: string): StreamFigures {
  const byEnd = new Map<number, ReportedInterval>();
  for (const interval of reported) byEnd.set(Date.parse(interval.at), interval);
  const ordered = [...byEnd.entries()].sort((a, b) => a[0] - b[0]).map(([, i]) => i);
  const intervals = ordered.map((i) => intervalFigures(i, codec));
  let received = 0;
  let lost = 0;
  let jitterSum = 0;
  let jitterN = 0;
  let jitterMax = 0;
  let rttSum = 0;
  let rttN = 0;
  let mosMin: number | null = null;
  for (const i of intervals) {
    received += i.packets_received;
    lost += i.packets_lost;
    if (i.packets_received > 0) {
      jitterSum += i.jitter_ms;
      jitterN += 1;
      jitterMax = Math.max(jitterMax, i.jitter_ms);
    }
    if (i.rtt_ms !== null) {
      rttSum += i.rtt_ms;
      rttN += 1;
    }
    if (i.mos !== null) mosMin = mosMin === null ? i.mos : Math.min(mosMin, i.mos);
  }
  const lossPct = lossPercent(received, lost);
  const jitter = jitterN ? round1(jitterSum / jitterN) : 0;
  const rtt = rttN ? round1(rttSum / rttN) : null;
  const first = ordered[0];
  const firstStart = first ? Date.parse(first.at) - first.interval_ms : 0;
  return {
    first_at: new Date(firstStart).toISOString(),
    last_at: ordered.length ? ordered[ordered.length - 1].at : new Date(0).toISOString(),
    packets_received: received,
    packets_lost: lost,
    loss_pct: lossPct,
    jitter_ms: jitter,
    jitter_max_ms: round1(jitterMax),
    rtt_ms: rtt,
    mos: received > 0 ? estimateMos({ lossPct, jitterMs: jitter, rttMs: rtt, codec }) : null,
    mos_min: mosMin,
    intervals,
  };
}
