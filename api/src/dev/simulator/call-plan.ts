// The course of one call, before anything is recorded of it: who calls whom through which carrier, the application
// that answers, the SIP outcome, ringing and talk times, who hangs up, whether it is recorded and traced. Every draw
// comes from the call's random stream, in the order the session and the artefacts then continue (session.ts,
// artefacts.ts), so the same seed gives the same call.
import { decideRoute } from '@switchboard/shared/validation';
import { Random } from '../../lib/random';
import { inOutage } from './outages';
import { impairmentOf, mediaRandom, slowWebhookLatency, type Impairment } from './media';
import {
  FEATURE_SERVERS,
  SBC,
  type AccountModel,
  type ApplicationModel,
  type CarrierModel,
} from './platform';

export const DAY_MS = 86_400_000;
/** Share of the other answered calls that are traced. */
const TRACE_SAMPLE_RATIO = 0.3;

const OUTCOMES: readonly (readonly [number, number])[] = [
  [200, 68],
  [487, 10],
  [486, 6],
  [480, 5],
  [408, 3],
  [404, 3],
  [603, 2],
  [503, 2],
  [500, 0.5],
  [403, 0.5],
];

const REASON: Record<number, string> = {
  487: 'caller abandoned',
  486: 'busy',
  480: 'no answer',
  408: 'no answer',
  404: 'failed',
  603: 'declined',
  503: 'failed',
  500: 'failed',
  403: 'failed',
};

/** A North American number in E.164. */
export function e164(rnd: Random): string {
  const area = rnd.pick([212, 213, 305, 312, 404, 415, 503, 512, 617, 646, 702, 713, 801, 917]);
  return `+1${area}${rnd.int(200, 999)}${String(rnd.int(0, 9999)).padStart(4, '0')}`;
}

/** One call's course. */
export interface CallPlan {
  account: AccountModel;
  direction: 'inbound' | 'outbound';
  carrier: CarrierModel;
  from: string;
  to: string;
  application: ApplicationModel | null;
  status: number;
  answered: boolean;
  callSid: string;
  sipCallId: string;
  /** the feature server that handles it */
  fs: string;
  attemptedAt: number;
  answeredAt: number | null;
  /** ms of conversation */
  talk: number;
  terminatedAt: number;
  hangupBy: 'caller' | 'callee';
  terminationReason: string;
  record: boolean;
  traced: boolean;
  /** where the recording starts: the answer, else the attempt */
  recordingStart: number;
  /** what goes wrong on the call (media.ts), from the call's own media stream */
  impairment: Impairment;
  /** how long the application's webhook takes when it is slow (ms), else null */
  slowWebhookMs: number | null;
  /** the call's media stream: its RTP reports and the SBC's inside hop draw from it (media.ts) */
  media: Random;
}

/**
 * The carrier an outbound call to `dialled` leaves through: the SBC's rule over the account's routing tables
 * (shared/src/constants/lcr-routing.ts), else one of the account's carriers at random, as the SBC picks without one.
 */
export function outboundCarrier(account: AccountModel, dialled: string, rnd: Random): CarrierModel {
  const decision = decideRoute(dialled, account.routing, {
    accountSid: account.sid,
    serviceProviderSid: account.serviceProviderSid,
  });
  const used = decision.carriers.find((c) => c.used);
  return (
    (used && account.carriers.find((c) => c.sid === used.voip_carrier_sid)) || rnd.pick(account.carriers)
  );
}

/** The course of a call of the account attempted at `attemptedAt` (ms). */
export function planCall(account: AccountModel, rnd: Random, attemptedAt: number): CallPlan {
  const direction: 'inbound' | 'outbound' = rnd.chance(0.56) ? 'inbound' : 'outbound';
  const did = rnd.pick(account.numbers);
  // the far end: an E.164 caller; an application dials the digits (a carrier adds the + if it wants one)
  const other = direction === 'inbound' ? e164(rnd) : e164(rnd).slice(1);
  const carrier = direction === 'inbound' ? did.carrier : outboundCarrier(account, other, rnd);
  const from = direction === 'inbound' ? other : did.number;
  const to = direction === 'inbound' ? did.number : other;
  const application =
    (did.applicationSid && account.applications.find((a) => a.sid === did.applicationSid)) ||
    (account.applications.length ? rnd.pick(account.applications) : null);
  const drawn = rnd.weighted(OUTCOMES);
  // a carrier in one of its bad periods takes no calls (its gateways are out of use)
  const status = direction === 'outbound' && inOutage(carrier, attemptedAt) ? 503 : drawn;
  const answered = status === 200;
  const callSid = rnd.uuid();
  const media = mediaRandom(callSid);
  const sipCallId = `${rnd.hex(8)}-${rnd.hex(4)}-${rnd.hex(8)}@${direction === 'inbound' ? carrier.gateway.ip : SBC.ip}`;
  const fs = rnd.pick(FEATURE_SERVERS);
  const ring =
    status === 200
      ? Math.min(40_000, Math.max(400, rnd.logNormal(5500, 0.6)))
      : status === 487
        ? rnd.int(2000, 30_000)
        : status === 480 || status === 408
          ? rnd.int(20_000, 60_000)
          : status === 486 || status === 603
            ? rnd.int(800, 4000)
            : rnd.int(80, 900);
  const answeredAt = answered ? attemptedAt + ring : null;
  const talk = answered ? Math.min(1_200_000, Math.max(3000, rnd.logNormal(75_000, 0.9))) : 0;
  const terminatedAt = Math.round(answered ? (answeredAt as number) + talk : attemptedAt + ring);
  const hangupBy: 'caller' | 'callee' = rnd.chance(0.55) ? 'caller' : 'callee';
  const terminationReason = answered
    ? hangupBy === 'caller'
      ? 'caller hungup'
      : 'called party hungup'
    : REASON[status];
  const record = answered && (account.recordAll || application?.record === true || rnd.chance(0.04));
  // tracing samples part of the calls (an OTel trace-id ratio sampler), all of the recorded ones (the player's
  // DTMF and latency regions come from the trace)
  const traced =
    answered && account.tracing && application !== null && (record || rnd.chance(TRACE_SAMPLE_RATIO));
  return {
    account,
    direction,
    carrier,
    from,
    to,
    application,
    status,
    answered,
    callSid,
    sipCallId,
    fs,
    attemptedAt,
    answeredAt,
    talk,
    terminatedAt,
    hangupBy,
    terminationReason,
    record,
    traced,
    recordingStart: answeredAt ?? attemptedAt,
    ...troubles(media, carrier, answered, application !== null),
    media,
  };
}

function troubles(media: Random, carrier: CarrierModel, answered: boolean, hasApplication: boolean) {
  const impairment = impairmentOf(media, carrier, answered);
  const slow = impairment === 'slow-webhook' && hasApplication;
  return {
    impairment: slow || impairment !== 'slow-webhook' ? impairment : null,
    slowWebhookMs: slow ? slowWebhookLatency(media) : null,
  };
}
