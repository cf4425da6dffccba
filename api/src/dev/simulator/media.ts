// What the media server reports about a call's audio, and the call's troubles that show there and elsewhere: each
// answered call's RTP streams (the caller's audio as received, and what was sent back) as RTCP-style report
// intervals of 5 s (packets, losses, jitter, RTT; docs/api/additions.md#call-quality), with realistic spreads —
// most calls clean, a lossy carrier's calls losing packets with high jitter, one-way audio now and then (the caller's
// RTP stops for a stretch), and a slow webhook on some calls (the application answers after 1.5–4 s).
//
// Everything here draws from the call's own media stream (`mediaRandom`), never from the traffic's: the calls, their
// SIP, traces and recordings stay the same for a seed whether or not this is added.
import type { SipCaptureMessage } from '@switchboard/shared/types';
import type { ReportedInterval } from '@switchboard/shared/call-analysis';
import type { QualityStreamKey } from '../../areas/observability';
import { Random } from '../../lib/random';
import type { CarrierModel } from './platform';
import type { Endpoint } from './sip';

/** What went wrong on a call, as the simulator decided it (none for most calls). */
export type Impairment = 'lossy-carrier' | 'one-way-audio' | 'slow-webhook' | null;

/** A media server's report interval (ms), as rtpengine's default. */
export const REPORT_INTERVAL_MS = 5000;
/** G.711 at 20 ms per packet. */
const PACKETS_PER_SECOND = 50;

/** The call's own stream for its media and troubles. */
export const mediaRandom = (callSid: string) => new Random(`${callSid}:media`);

/** One carrier in three (by its name) runs over a lossy path: most of its calls lose packets. */
export const isLossyCarrier = (carrier: Pick<CarrierModel, 'name'>) =>
  new Random(`lossy:${carrier.name}`).chance(1 / 3);

/** What goes wrong on a call: a lossy carrier's calls mostly; else a few calls of each kind. */
export function impairmentOf(media: Random, carrier: CarrierModel, answered: boolean): Impairment {
  const draw = media.next();
  if (answered && isLossyCarrier(carrier) && draw < 0.7) return 'lossy-carrier';
  if (answered && draw > 0.975) return 'one-way-audio';
  if (draw > 0.955 && draw <= 0.975) return 'slow-webhook';
  if (answered && draw > 0.94 && draw <= 0.955) return 'lossy-carrier';
  return null;
}

/** How long a slow webhook takes to answer (ms). */
export const slowWebhookLatency = (media: Random) => media.int(1500, 4000);

export interface MediaPlan {
  callSid: string;
  accountSid: string;
  serviceProviderSid: string;
  sipCallId: string;
  /** the far end's media address (the carrier's gateway) and the media server's (the SBC) */
  carrier: Endpoint;
  sbc: Endpoint;
  answeredAt: number;
  terminatedAt: number;
  impairment: Impairment;
}

export interface SimulatedStream {
  key: QualityStreamKey;
  intervals: ReportedInterval[];
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The A-leg's two streams: the caller's audio as the media server received it, and what it sent back. */
export function callStreams(plan: MediaPlan, media: Random): SimulatedStream[] {
  const { impairment } = plan;
  const lossy = impairment === 'lossy-carrier';
  const rtt = clamp(media.logNormal(lossy ? 140 : 45, 0.4), 8, 900);
  const codec = media.chance(0.8) ? 'PCMU' : 'PCMA';
  const localPort = media.int(20000, 40000) & ~1;
  const remotePort = media.int(10000, 30000) & ~1;
  // one-way audio: the caller's RTP stops for a stretch (a NAT or firewall dropping it), 10–40 s or to the end
  const silenceFrom = plan.answeredAt + media.int(1500, 6000);
  const silenceTo =
    impairment === 'one-way-audio'
      ? media.chance(0.4)
        ? plan.terminatedAt
        : silenceFrom + media.int(10_000, 40_000)
      : silenceFrom;
  const base = { lossPct: media.logNormal(0.08, 1), jitter: media.logNormal(3, 0.5) };
  const stream = (direction: 'received' | 'sent', ssrc: number): SimulatedStream => {
    const intervals: ReportedInterval[] = [];
    for (let end = plan.answeredAt + REPORT_INTERVAL_MS; ; end += REPORT_INTERVAL_MS) {
      const at = Math.min(end, plan.terminatedAt);
      const length = at - (end - REPORT_INTERVAL_MS);
      if (length <= 0) break;
      let expected = Math.round((length / 1000) * PACKETS_PER_SECOND);
      if (direction === 'received' && impairment === 'one-way-audio') {
        const start = at - length;
        const silent = Math.max(0, Math.min(at, silenceTo) - Math.max(start, silenceFrom));
        expected = Math.round(((length - silent) / 1000) * PACKETS_PER_SECOND);
      }
      // a lossy path loses in bursts: some intervals much worse than others
      const lossPct = lossy
        ? clamp(media.logNormal(direction === 'received' ? 6 : 3, 0.7), 0.5, 35)
        : clamp(base.lossPct * media.logNormal(1, 0.8), 0, 2);
      const lost = expected > 0 ? Math.round((expected * lossPct) / 100) : 0;
      const jitter = lossy
        ? clamp(media.logNormal(38, 0.4), 8, 160)
        : clamp(base.jitter * media.logNormal(1, 0.3), 0.2, 25);
      intervals.push({
        at: new Date(at).toISOString(),
        interval_ms: length,
        packets_received: Math.max(0, expected - lost),
        packets_lost: expected > 0 ? lost : 0,
        jitter_ms: expected > 0 ? Math.round(jitter * 10) / 10 : 0,
        rtt_ms: expected > 0 ? Math.round(rtt * media.logNormal(1, 0.1)) : null,
      });
      if (at >= plan.terminatedAt) break;
    }
    return {
      key: {
        call_sid: plan.callSid,
        account_sid: plan.accountSid,
        service_provider_sid: plan.serviceProviderSid,
        sip_callid: plan.sipCallId,
        ssrc,
        direction,
        local_ip: plan.sbc.ip,
        local_port: localPort,
        remote_ip: plan.carrier.ip,
        remote_port: remotePort,
        codec,
      },
      intervals,
    };
  };
  return [stream('received', media.int(1, 0x7fffffff)), stream('sent', media.int(1, 0x7fffffff))];
}

/**
 * The SBC's inside hop of a captured dialog: each message between the carrier and the SBC relayed between the SBC
 * and the feature server that handles the call (a request a few ms after the SBC got it, a response a few ms before
 * the SBC sent it on), so the capture shows the caller, the SBC and the feature server.
 */
export function withInsideHop(
  messages: readonly SipCaptureMessage[],
  sbc: Endpoint,
  insideSbcPort: number,
  fs: Endpoint,
  media: Random,
): SipCaptureMessage[] {
  const out: SipCaptureMessage[] = [];
  // the inside hop keeps its own order: 100 Trying is hop-by-hop, so the feature server's 100 may
  // reach the SBC after the SBC's own went out, but never before the INVITE it answers
  let lastInside = -Infinity;
  for (const m of messages) {
    out.push(m);
    const toSbc = m.dst_ip === sbc.ip;
    const micros = Number(m.time);
    const shift = media.int(800, 6000);
    // requests and responses toward the SBC go on inside; those the SBC sends out came from inside first
    const relayed: SipCaptureMessage = toSbc
      ? {
          time: micros + shift,
          src_ip: sbc.ip,
          src_port: insideSbcPort,
          dst_ip: fs.ip,
          dst_port: fs.port,
          transport: 'udp',
          payload: m.payload,
        }
      : {
          time: Math.max(0, micros - shift),
          src_ip: fs.ip,
          src_port: fs.port,
          dst_ip: sbc.ip,
          dst_port: insideSbcPort,
          transport: 'udp',
          payload: m.payload,
        };
    relayed.time = Math.max(Number(relayed.time), lastInside + 100);
    lastInside = Number(relayed.time);
    out.push(relayed);
  }
  return out.sort((a, b) => Number(a.time) - Number(b.time));
}
