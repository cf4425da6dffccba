// The SIP ladder of a call (docs/product/observability.md#sip-ladder): the messages of every leg's capture on one
// time line, one column per host (by IP address, in the order they first speak or are spoken to), one arrow per
// message; a message sent again unchanged (a UDP retransmission: the same bytes, the same hops) is one arrow with a
// count; a message found in two legs' captures is one arrow. Hosts are named from what the call record says (its
// `remote_host` is the carrier or the caller, its `host` the SBC) and the trace (the feature server's address).
import { header, type SipMessage } from './sip-message';

export type HostRole = 'carrier' | 'caller' | 'sbc' | 'feature-server' | 'other';

export interface LadderHost {
  ip: string;
  role: HostRole;
  /** what the column says: 'Carrier (Acme SIP)', 'SBC', 'Feature server', or the address */
  label: string;
}

export interface LadderLeg {
  callId: string;
  /** 'A-leg', 'B-leg', 'B-leg 2'… */
  label: string;
}

export interface LadderArrow {
  /** µs since the epoch of the first copy */
  micros: number;
  from: number;
  to: number;
  /** the method of a request, the status and reason of a response */
  label: string;
  leg: number;
  /** copies sent again after the first (retransmissions), with their times */
  repeats: number[];
  message: SipMessage;
}

export interface Ladder {
  hosts: LadderHost[];
  legs: LadderLeg[];
  arrows: LadderArrow[];
}

/** What is known of a host from the call record and the trace. */
export type HostNames = ReadonlyMap<string, { role: HostRole; label: string }>;

export const ROLE_LABEL: Record<HostRole, string> = {
  carrier: 'Carrier',
  caller: 'Caller',
  sbc: 'SBC',
  'feature-server': 'Feature server',
  other: 'Host',
};

/** The host names of a call: its remote host (the carrier when a trunk carried it), its SBC, its feature server. */
export function hostNamesOf(
  call: { host: string | null; remote_host: string | null; trunk: string | null },
  featureServers: readonly string[] = [],
): Map<string, { role: HostRole; label: string }> {
  const names = new Map<string, { role: HostRole; label: string }>();
  for (const ip of featureServers) names.set(ip, { role: 'feature-server', label: `Feature server ${ip}` });
  if (call.host) names.set(call.host, { role: 'sbc', label: `SBC ${call.host}` });
  if (call.remote_host)
    names.set(
      call.remote_host,
      call.trunk
        ? { role: 'carrier', label: `Carrier ${call.trunk} (${call.remote_host})` }
        : { role: 'caller', label: `Caller ${call.remote_host}` },
    );
  return names;
}

const labelOf = (m: SipMessage) => (m.method ?? `${m.status} ${m.reason}`.trim()).trim();

/**
 * The ladder of the messages of one or more captures (each leg's), the A-leg's Call-ID first. Messages already in
 * time order per capture are merged by time. Hosts are named from `names` (see `nameHosts`).
 */
export function buildLadder(
  captures: readonly (readonly SipMessage[])[],
  names: HostNames = new Map(),
  firstCallId?: string | null,
): Ladder {
  const all = captures.flat().sort((a, b) => a.micros - b.micros);
  const hosts: LadderHost[] = [];
  const hostIndex = new Map<string, number>();
  const hostOf = (ip: string) => {
    let index = hostIndex.get(ip);
    if (index === undefined) {
      index = hosts.length;
      hostIndex.set(ip, index);
      hosts.push({ ip, role: 'other', label: ip });
    }
    return index;
  };
  const callIds: string[] = firstCallId ? [firstCallId] : [];
  const legOf = new Map(callIds.map((callId, i) => [callId, i]));
  const arrows: LadderArrow[] = [];
  // the first arrow of each distinct message (same bytes between the same addresses), by its text: a 5,000-message
  // ladder looks each one up once, without building a key of its route and text
  const firstOf = new Map<string, LadderArrow[]>();
  for (const message of all) {
    const sameText = firstOf.get(message.raw);
    const seen = sameText?.find(
      ({ message: m }) =>
        m.src === message.src &&
        m.srcPort === message.srcPort &&
        m.dst === message.dst &&
        m.dstPort === message.dstPort,
    );
    if (seen) {
      // the same packet in two captures, or sent again
      if (seen.micros !== message.micros && !seen.repeats.includes(message.micros))
        seen.repeats.push(message.micros);
      continue;
    }
    const callId = header(message, 'Call-ID') ?? '';
    let leg = legOf.get(callId);
    if (leg === undefined) {
      leg = callIds.push(callId) - 1;
      legOf.set(callId, leg);
    }
    const arrow: LadderArrow = {
      micros: message.micros,
      from: hostOf(message.src),
      to: hostOf(message.dst),
      label: labelOf(message),
      leg,
      repeats: [],
      message,
    };
    if (sameText) sameText.push(arrow);
    else firstOf.set(message.raw, [arrow]);
    arrows.push(arrow);
  }
  const legs = callIds.map((callId, i) => ({
    callId,
    label: i === 0 ? 'A-leg' : i === 1 ? 'B-leg' : `B-leg ${i}`,
  }));
  return nameHosts({ hosts, legs, arrows }, names);
}

/**
 * The ladder with its hosts named from what the call record and the trace say (an address nothing names keeps its
 * address). Its arrows are the same: naming the hosts again when the trace arrives does not rebuild the ladder.
 */
export function nameHosts(ladder: Ladder, names: HostNames): Ladder {
  return {
    ...ladder,
    hosts: ladder.hosts.map((host) => {
      const known = names.get(host.ip);
      return known ? { ip: host.ip, ...known } : { ip: host.ip, role: 'other', label: host.ip };
    }),
  };
}

/** The index of the last arrow at or before `micros` (the first arrow when all are later; -1 when none). */
export function arrowAt(arrows: readonly LadderArrow[], micros: number): number {
  if (!arrows.length) return -1;
  let lo = 0;
  let hi = arrows.length - 1;
  if (micros < arrows[0].micros) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (arrows[mid].micros <= micros) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The method a message's CSeq names (a response's request). */
export const cseqMethod = (message: SipMessage) => (header(message, 'CSeq') ?? '').split(/\s+/)[1] ?? '';

export interface FinalResponse {
  status: number;
  reason: string;
  /** who sent it */
  from: LadderHost;
  to: LadderHost;
  micros: number;
  arrow: number;
}

/**
 * The final answer to the A-leg's INVITE: the response from the far end of the call (a carrier's or a caller's,
 * where the capture shows them) rather than its relays, else the first final response.
 */
export function finalInviteResponse(ladder: Ladder, leg = 0): FinalResponse | null {
  // one pass without copies: a 5,000-message ladder is read once per ladder
  let first = -1;
  let far = -1;
  for (let index = 0; index < ladder.arrows.length && far < 0; index += 1) {
    const arrow = ladder.arrows[index];
    if (arrow.leg !== leg || arrow.message.status === null || arrow.message.status < 200) continue;
    if (cseqMethod(arrow.message) !== 'INVITE') continue;
    if (first < 0) first = index;
    if (['carrier', 'caller'].includes(ladder.hosts[arrow.from].role)) far = index;
  }
  const index = far >= 0 ? far : first;
  if (index < 0) return null;
  const arrow = ladder.arrows[index];
  return {
    status: arrow.message.status as number,
    reason: arrow.message.reason,
    from: ladder.hosts[arrow.from],
    to: ladder.hosts[arrow.to],
    micros: arrow.micros,
    arrow: index,
  };
}
