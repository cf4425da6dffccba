// The SIP ladder from captures as the API serves them: files read in every format a capture tool writes, messages
// parsed, hosts as columns, the legs of a call joined, retransmissions shown once with a count.
import { readCapture } from './pcap';
import { arrowAt, buildLadder, finalInviteResponse, hostNamesOf, nameHosts } from './ladder.rules';
import { header, sipMessagesOf } from './sip-message';
import { pcapOf, pcapngOf, sip, type WireMessage } from './testing/pcap-fixtures';

const CARRIER = '203.0.113.5';
const SBC = '198.51.100.20';
const FS = '10.0.1.11';
const T0 = Date.UTC(2026, 2, 18, 15, 0, 0) * 1000;
const SDP = [
  'v=0',
  'o=- 1 1 IN IP4 203.0.113.5',
  's=-',
  'c=IN IP4 203.0.113.5',
  't=0 0',
  'm=audio 20000 RTP/AVP 0',
  'a=rtpmap:0 PCMU/8000',
  '',
].join('\r\n');

const msg = (ms: number, src: string, dst: string, text: string): WireMessage => ({
  micros: T0 + ms * 1000,
  src,
  srcPort: src === FS ? 5070 : 5060,
  dst,
  dstPort: dst === FS ? 5070 : 5060,
  text,
});
const invite = (callId: string, from: string, to: string) =>
  sip(
    `INVITE sip:+15550100@${to} SIP/2.0`,
    [
      ['Via', `SIP/2.0/UDP ${from};branch=z9hG4bK${callId.length}`],
      ['From', `<sip:+14155550100@${from}>;tag=a1`],
      ['To', `<sip:+15550100@${to}>`],
      ['Call-ID', callId],
      ['CSeq', '1 INVITE'],
      ['Content-Type', 'application/sdp'],
    ],
    SDP,
  );
const response = (callId: string, status: string, cseq = '1 INVITE') =>
  sip(`SIP/2.0 ${status}`, [
    ['Via', 'SIP/2.0/UDP x;branch=z9hG4bK1'],
    ['From', '<sip:+14155550100@x>;tag=a1'],
    ['To', '<sip:+15550100@y>;tag=b2'],
    ['Call-ID', callId],
    ['CSeq', cseq],
  ]);

// The A-leg: the carrier calls in, the SBC relays to the feature server, which answers.
const A = 'a-leg@203.0.113.5';
const aLeg = [
  msg(0, CARRIER, SBC, invite(A, CARRIER, SBC)),
  msg(3, SBC, FS, invite(A, SBC, FS)),
  msg(20, FS, SBC, response(A, '100 Trying')),
  msg(500, CARRIER, SBC, invite(A, CARRIER, SBC)), // retransmitted
  msg(1500, CARRIER, SBC, invite(A, CARRIER, SBC)), // and again
  msg(2000, FS, SBC, response(A, '200 OK')),
  msg(2004, SBC, CARRIER, response(A, '200 OK')),
];
// The B-leg of a dial: the feature server out through the SBC to the carrier, which answers 503.
const B = 'b-leg@10.0.1.11';
const bLeg = [
  msg(2600, FS, SBC, invite(B, FS, SBC)),
  msg(2605, SBC, CARRIER, invite(B, SBC, CARRIER)),
  msg(2900, CARRIER, SBC, response(B, '503 Service Unavailable')),
  msg(2904, SBC, FS, response(B, '503 Service Unavailable')),
];

describe('reading captures', () => {
  const expected = aLeg.map((m) => [m.micros, m.src, m.dst, m.text.split('\r\n')[0]]);
  const seen = (file: Uint8Array) =>
    sipMessagesOf(readCapture(file)).map((m) => [m.micros, m.src, m.dst, m.startLine]);

  test.each([
    ['libpcap, Ethernet, µs, little-endian', pcapOf(aLeg)],
    ['libpcap, big-endian, ns', pcapOf(aLeg, { bigEndian: true, nanos: true })],
    ['libpcap, Linux cooked (SLL)', pcapOf(aLeg, { link: 'sll' })],
    ['libpcap, IPv4 fragments', pcapOf(aLeg, { mtu: 128 })],
    [
      'libpcap, TCP (messages split across segments, a segment sent twice)',
      pcapOf(aLeg, { transport: 'tcp' }),
    ],
    ['pcapng', pcapngOf(aLeg)],
  ])('%s', (_name, file) => {
    expect(seen(file)).toEqual(expected);
  });

  test('headers, compact forms and folded lines; the body by Content-Length', () => {
    const text =
      'SIP/2.0 180 Ringing\r\ni: abc@host\r\nv: SIP/2.0/UDP a;branch=z9hG4bK1\r\nSubject: a long\r\n  folded line\r\nl: 0\r\n\r\n';
    const [m] = sipMessagesOf(readCapture(pcapOf([msg(0, SBC, CARRIER, text)])));
    expect(m.status).toBe(180);
    expect(m.reason).toBe('Ringing');
    expect(header(m, 'Call-ID')).toBe('abc@host');
    expect(header(m, 'via')).toMatch(/^SIP\/2\.0\/UDP/);
    expect(header(m, 'Subject')).toBe('a long folded line');
    const [inv] = sipMessagesOf(readCapture(pcapOf([aLeg[0]])));
    expect(inv.method).toBe('INVITE');
    expect(inv.uri).toBe(`sip:+15550100@${SBC}`);
    expect(inv.body).toBe(SDP);
  });

  test('a file that is not a capture says so', () => {
    expect(() => readCapture(new TextEncoder().encode('<html>Not Found</html> and some more text'))).toThrow(
      'This is not a pcap or pcapng file.',
    );
  });
});

describe('the ladder', () => {
  const names = hostNamesOf({ host: SBC, remote_host: CARRIER, trunk: 'Acme SIP' }, [FS]);
  const legs = [sipMessagesOf(readCapture(pcapOf(aLeg))), sipMessagesOf(readCapture(pcapOf(bLeg)))];
  const ladder = buildLadder(legs, names, A);

  test('one column per host, in the order they first take part, named from the call', () => {
    expect(ladder.hosts.map((h) => h.ip)).toEqual([CARRIER, SBC, FS]);
    expect(ladder.hosts.map((h) => h.label)).toEqual([
      `Carrier Acme SIP (${CARRIER})`,
      `SBC ${SBC}`,
      `Feature server ${FS}`,
    ]);
  });

  test('the legs joined on one time line, the A-leg first', () => {
    expect(ladder.legs).toEqual([
      { callId: A, label: 'A-leg' },
      { callId: B, label: 'B-leg' },
    ]);
    expect(ladder.arrows.map((a) => [a.label, a.from, a.to, a.leg])).toEqual([
      ['INVITE', 0, 1, 0],
      ['INVITE', 1, 2, 0],
      ['100 Trying', 2, 1, 0],
      ['200 OK', 2, 1, 0],
      ['200 OK', 1, 0, 0],
      ['INVITE', 2, 1, 1],
      ['INVITE', 1, 0, 1],
      ['503 Service Unavailable', 0, 1, 1],
      ['503 Service Unavailable', 1, 2, 1],
    ]);
  });

  test('a retransmission is the same arrow, counted; a message in two legs’ captures is one arrow', () => {
    expect(ladder.arrows[0].repeats).toEqual([T0 + 500_000, T0 + 1_500_000]);
    expect(ladder.arrows.slice(1).every((a) => a.repeats.length === 0)).toBe(true);
    const twice = buildLadder([legs[0], legs[0], legs[1]], names, A);
    expect(twice.arrows).toHaveLength(ladder.arrows.length);
    expect(twice.arrows[0].repeats).toHaveLength(2);
  });

  test('the same text between other addresses is an arrow of its own', () => {
    const [first] = legs[0];
    const relayed = { ...first, micros: first.micros + 1000, src: SBC, dst: FS };
    const both = buildLadder([[first, relayed]], names, A);
    expect(both.arrows.map((a) => [a.from, a.to, a.repeats.length])).toEqual([
      [0, 1, 0],
      [1, 2, 0],
    ]);
  });

  test('hosts named again (the trace names the feature server) keep the same arrows', () => {
    const unnamed = buildLadder(legs, undefined, A);
    expect(unnamed.hosts.map((h) => h.label)).toEqual([CARRIER, SBC, FS]);
    const named = nameHosts(unnamed, names);
    expect(named.arrows).toBe(unnamed.arrows);
    expect(named.hosts).toEqual(ladder.hosts);
    expect(nameHosts(named, new Map()).hosts.map((h) => [h.role, h.label])).toEqual([
      ['other', CARRIER],
      ['other', SBC],
      ['other', FS],
    ]);
  });

  test('the final answer to a leg’s INVITE comes from the far end, not its relay', () => {
    const b = finalInviteResponse(ladder, 1);
    expect(b).toMatchObject({ status: 503, reason: 'Service Unavailable', micros: T0 + 2_900_000 });
    expect(b?.from.role).toBe('carrier');
    expect(finalInviteResponse(ladder, 0)).toMatchObject({ status: 200, from: { role: 'feature-server' } });
  });

  test('the arrow at a moment: the last one sent by then', () => {
    expect(arrowAt(ladder.arrows, T0 - 1)).toBe(0);
    expect(arrowAt(ladder.arrows, T0 + 2_001_000)).toBe(3);
    expect(arrowAt(ladder.arrows, T0 + 9_000_000)).toBe(8);
    expect(arrowAt([], T0)).toBe(-1);
  });
});
