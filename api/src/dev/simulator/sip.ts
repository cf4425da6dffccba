// The SIP messages of a call's INVITE dialog (or of a carrier's REGISTER) as a capture agent on the SBC records
// them: INVITE, 100, 180, 200, ACK, BYE, 200 for an answered call; CANCEL / 487 or the final error for one that was
// not; REGISTER, 401, REGISTER with credentials, 200 for a registration. Headers follow RFC 3261 (Via branches,
// tags, CSeq, exact Content-Length).
import { createHash } from 'node:crypto';
import type { SipCaptureMessage } from '@switchboard/shared/types';
import type { Random } from '../../lib/random';

export interface Endpoint {
  ip: string;
  port: number;
}

export interface InvitePlan {
  sipCallId: string;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  /** the carrier's gateway */
  carrier: Endpoint;
  /** the SBC's public address */
  sbc: Endpoint;
  /** ms since the epoch */
  attemptedAt: number;
  answeredAt: number | null;
  terminatedAt: number;
  /** final status of the INVITE (200 when answered) */
  status: number;
  /** who sent the BYE of an answered call */
  hangupBy: 'caller' | 'callee';
}

const REASONS: Record<number, string> = {
  100: 'Trying',
  180: 'Ringing',
  200: 'OK',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  480: 'Temporarily Unavailable',
  486: 'Busy Here',
  487: 'Request Terminated',
  500: 'Server Internal Error',
  503: 'Service Unavailable',
  603: 'Decline',
};

export const reasonPhrase = (status: number) => REASONS[status] ?? 'Unknown';

const USER_AGENT = { carrier: 'Carrier-SBC/4.2', sbc: 'jambonz-sbc' };

function sdp(host: string, sessionId: number, port: number): string {
  return [
    'v=0',
    `o=- ${sessionId} ${sessionId} IN IP4 ${host}`,
    's=-',
    `c=IN IP4 ${host}`,
    't=0 0',
    `m=audio ${port} RTP/AVP 0 8 101`,
    'a=rtpmap:0 PCMU/8000',
    'a=rtpmap:8 PCMA/8000',
    'a=rtpmap:101 telephone-event/8000',
    'a=fmtp:101 0-16',
    'a=ptime:20',
    'a=sendrecv',
    '',
  ].join('\r\n');
}

function message(startLine: string, headers: [string, string][], body = ''): string {
  const all = [...headers, ['Content-Length', String(Buffer.byteLength(body, 'utf8'))]] as [string, string][];
  return `${startLine}\r\n${all.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}

const micros = (ms: number, extraMicros = 0) => Math.round(ms * 1000) + extraMicros;

/** The captured messages of the call's INVITE dialog, in time order. */
export function inviteDialog(plan: InvitePlan, rnd: Random): SipCaptureMessage[] {
  const inbound = plan.direction === 'inbound';
  const caller = inbound ? plan.carrier : plan.sbc;
  const callee = inbound ? plan.sbc : plan.carrier;
  const callerAgent = inbound ? USER_AGENT.carrier : USER_AGENT.sbc;
  const calleeAgent = inbound ? USER_AGENT.sbc : USER_AGENT.carrier;
  const fromTag = rnd.hex(10);
  const toTag = rnd.hex(10);
  const branch = `z9hG4bK${rnd.hex(16)}`;
  const via = `SIP/2.0/UDP ${caller.ip}:${caller.port};branch=${branch};rport`;
  const fromHeader = `<sip:${plan.from}@${caller.ip}>;tag=${fromTag}`;
  const toHeader = `<sip:${plan.to}@${callee.ip}>`;
  const toTagged = `${toHeader};tag=${toTag}`;
  const requestUri = `sip:${plan.to}@${callee.ip}:${callee.port}`;
  const out: SipCaptureMessage[] = [];
  const send = (at: number, fromCaller: boolean, payload: string) =>
    out.push({
      time: at,
      src_ip: fromCaller ? caller.ip : callee.ip,
      src_port: fromCaller ? caller.port : callee.port,
      dst_ip: fromCaller ? callee.ip : caller.ip,
      dst_port: fromCaller ? callee.port : caller.port,
      transport: 'udp',
      payload,
    });
  const session = rnd.int(100000, 999999);
  const common = (cseq: string, to: string): [string, string][] => [
    ['Via', via],
    ['From', fromHeader],
    ['To', to],
    ['Call-ID', plan.sipCallId],
    ['CSeq', cseq],
  ];
  const response = (status: number, cseq: string, to: string, extra: [string, string][] = [], body = '') =>
    message(
      `SIP/2.0 ${status} ${reasonPhrase(status)}`,
      [...common(cseq, to), ...extra, ['Server', calleeAgent]],
      body,
    );

  const t0 = micros(plan.attemptedAt);
  const offer = sdp(caller.ip, session, rnd.int(10000, 30000) * 2);
  send(
    t0,
    true,
    message(
      `INVITE ${requestUri} SIP/2.0`,
      [
        ['Via', via],
        ['Max-Forwards', '70'],
        ['From', fromHeader],
        ['To', toHeader],
        ['Call-ID', plan.sipCallId],
        ['CSeq', '1 INVITE'],
        ['Contact', `<sip:${plan.from}@${caller.ip}:${caller.port}>`],
        ['Allow', 'INVITE, ACK, CANCEL, BYE, OPTIONS, INFO, NOTIFY, UPDATE'],
        ['Supported', 'timer, replaces'],
        ['User-Agent', callerAgent],
        ['Content-Type', 'application/sdp'],
      ],
      offer,
    ),
  );
  const end = micros(plan.terminatedAt);
  const trying = t0 + rnd.int(4000, 40000);
  send(trying, false, response(100, '1 INVITE', toHeader));
  const rings = plan.status === 200 || [486, 487, 480, 408, 603].includes(plan.status);
  const ringing = Math.min(
    trying + rnd.int(80_000, 900_000),
    (plan.answeredAt ? micros(plan.answeredAt) : end) - 2000,
  );
  if (rings) send(Math.max(ringing, trying + 1000), false, response(180, '1 INVITE', toTagged));

  if (plan.status === 200 && plan.answeredAt !== null) {
    const answered = micros(plan.answeredAt);
    send(
      answered,
      false,
      response(
        200,
        '1 INVITE',
        toTagged,
        [
          ['Contact', `<sip:${plan.to}@${callee.ip}:${callee.port}>`],
          ['Content-Type', 'application/sdp'],
        ],
        sdp(callee.ip, session + 1, rnd.int(10000, 30000) * 2),
      ),
    );
    const ackVia = `SIP/2.0/UDP ${caller.ip}:${caller.port};branch=z9hG4bK${rnd.hex(16)};rport`;
    send(
      answered + rnd.int(15_000, 60_000),
      true,
      message(`ACK sip:${plan.to}@${callee.ip}:${callee.port} SIP/2.0`, [
        ['Via', ackVia],
        ['Max-Forwards', '70'],
        ['From', fromHeader],
        ['To', toTagged],
        ['Call-ID', plan.sipCallId],
        ['CSeq', '1 ACK'],
      ]),
    );
    const byFromCaller = plan.hangupBy === 'caller';
    const sender = byFromCaller ? caller : callee;
    const byeVia = `SIP/2.0/UDP ${sender.ip}:${sender.port};branch=z9hG4bK${rnd.hex(16)};rport`;
    const byeHeaders: [string, string][] = byFromCaller
      ? [
          ['Via', byeVia],
          ['Max-Forwards', '70'],
          ['From', fromHeader],
          ['To', toTagged],
          ['Call-ID', plan.sipCallId],
          ['CSeq', '2 BYE'],
        ]
      : [
          ['Via', byeVia],
          ['Max-Forwards', '70'],
          ['From', toTagged],
          ['To', fromHeader],
          ['Call-ID', plan.sipCallId],
          ['CSeq', '101 BYE'],
        ];
    const target = byFromCaller
      ? `sip:${plan.to}@${callee.ip}:${callee.port}`
      : `sip:${plan.from}@${caller.ip}:${caller.port}`;
    send(
      end,
      byFromCaller,
      message(`BYE ${target} SIP/2.0`, [
        ...byeHeaders,
        ['User-Agent', byFromCaller ? callerAgent : calleeAgent],
      ]),
    );
    send(
      end + rnd.int(8_000, 40_000),
      !byFromCaller,
      message('SIP/2.0 200 OK', [...byeHeaders.filter(([k]) => k !== 'Max-Forwards')]),
    );
    return out;
  }

  if (plan.status === 487) {
    // the caller gave up while it rang
    send(
      end,
      true,
      message(`CANCEL ${requestUri} SIP/2.0`, [
        ['Via', via],
        ['Max-Forwards', '70'],
        ['From', fromHeader],
        ['To', toHeader],
        ['Call-ID', plan.sipCallId],
        ['CSeq', '1 CANCEL'],
      ]),
    );
    send(end + rnd.int(5_000, 30_000), false, response(200, '1 CANCEL', toTagged));
    send(end + rnd.int(30_000, 60_000), false, response(487, '1 INVITE', toTagged));
  } else {
    send(
      end,
      false,
      response(plan.status, '1 INVITE', toTagged, plan.status === 486 ? [['Retry-After', '60']] : []),
    );
  }
  // the ACK of a failed INVITE is part of its transaction (same branch)
  send(
    end + rnd.int(60_000, 120_000),
    true,
    message(`ACK ${requestUri} SIP/2.0`, [
      ['Via', via],
      ['Max-Forwards', '70'],
      ['From', fromHeader],
      ['To', toTagged],
      ['Call-ID', plan.sipCallId],
      ['CSeq', '1 ACK'],
    ]),
  );
  return out;
}

export interface RegisterPlan {
  sipCallId: string;
  /** the SBC registers to the carrier */
  sbc: Endpoint;
  registrar: Endpoint;
  username: string;
  realm: string;
  at: number;
  expires: number;
  /** the registrar's final answer (default 200); 408: nothing answered, the SBC gave up */
  final?: number;
}

/** REGISTER, 401 with a digest challenge, REGISTER with credentials, 200 OK (or the plan's final answer). */
export function registerDialog(plan: RegisterPlan, rnd: Random): SipCaptureMessage[] {
  const fromTag = rnd.hex(10);
  const aor = `<sip:${plan.username}@${plan.realm}>`;
  const contact = `<sip:${plan.username}@${plan.sbc.ip}:${plan.sbc.port}>;expires=${plan.expires}`;
  const nonce = rnd.hex(24);
  const cnonce = rnd.hex(8);
  const out: SipCaptureMessage[] = [];
  const send = (at: number, toRegistrar: boolean, payload: string) =>
    out.push({
      time: at,
      src_ip: toRegistrar ? plan.sbc.ip : plan.registrar.ip,
      src_port: toRegistrar ? plan.sbc.port : plan.registrar.port,
      dst_ip: toRegistrar ? plan.registrar.ip : plan.sbc.ip,
      dst_port: toRegistrar ? plan.registrar.port : plan.sbc.port,
      transport: 'udp',
      payload,
    });
  const request = (cseq: number, branch: string, extra: [string, string][]) =>
    message(`REGISTER sip:${plan.realm} SIP/2.0`, [
      ['Via', `SIP/2.0/UDP ${plan.sbc.ip}:${plan.sbc.port};branch=${branch};rport`],
      ['Max-Forwards', '70'],
      ['From', `${aor};tag=${fromTag}`],
      ['To', aor],
      ['Call-ID', plan.sipCallId],
      ['CSeq', `${cseq} REGISTER`],
      ['Contact', contact],
      ['Expires', String(plan.expires)],
      ['User-Agent', USER_AGENT.sbc],
      ...extra,
    ]);
  const reply = (status: number, cseq: number, branch: string, extra: [string, string][]) =>
    message(`SIP/2.0 ${status} ${reasonPhrase(status)}`, [
      [
        'Via',
        `SIP/2.0/UDP ${plan.sbc.ip}:${plan.sbc.port};branch=${branch};rport=${plan.sbc.port};received=${plan.sbc.ip}`,
      ],
      ['From', `${aor};tag=${fromTag}`],
      ['To', `${aor};tag=${rnd.hex(10)}`],
      ['Call-ID', plan.sipCallId],
      ['CSeq', `${cseq} REGISTER`],
      ...extra,
      ['Server', USER_AGENT.carrier],
    ]);
  const t0 = micros(plan.at);
  const b1 = `z9hG4bK${rnd.hex(16)}`;
  const b2 = `z9hG4bK${rnd.hex(16)}`;
  send(t0, true, request(1, b1, []));
  const final = plan.final ?? 200;
  if (final === 408) {
    // no answer: the retransmissions (T1 doubling) until the transaction times out
    for (const after of [500_000, 1_500_000, 3_500_000]) send(t0 + after, true, request(1, b1, []));
    return out;
  }
  const challenged = t0 + rnd.int(20_000, 90_000);
  send(
    challenged,
    false,
    reply(401, 1, b1, [
      ['WWW-Authenticate', `Digest realm="${plan.realm}", nonce="${nonce}", algorithm=MD5, qop="auth"`],
    ]),
  );
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const uri = `sip:${plan.realm}`;
  const digest = md5(
    `${md5(`${plan.username}:${plan.realm}:${rnd.hex(12)}`)}:${nonce}:00000001:${cnonce}:auth:${md5(`REGISTER:${uri}`)}`,
  );
  const second = challenged + rnd.int(2_000, 10_000);
  send(
    second,
    true,
    request(2, b2, [
      [
        'Authorization',
        `Digest username="${plan.username}", realm="${plan.realm}", nonce="${nonce}", uri="${uri}", response="${digest}", algorithm=MD5, qop=auth, nc=00000001, cnonce="${cnonce}"`,
      ],
    ]),
  );
  send(
    second + rnd.int(20_000, 90_000),
    false,
    reply(final, 2, b2, final === 200 ? [['Contact', contact]] : []),
  );
  return out;
}
