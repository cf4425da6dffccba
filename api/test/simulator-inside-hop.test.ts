// The SBC's inside hop in the simulator's SIP capture keeps SIP's causality whatever the random relay delays:
// the feature server never answers an INVITE it has not yet received (a CI run once caught 100 before INVITE).
import type { SipCaptureMessage } from '@switchboard/shared/types';
import { withInsideHop } from '../src/dev/simulator/media';
import { Random } from '../src/lib/random';

const CARRIER = { ip: '203.0.113.10', port: 5060 };
const SBC = { ip: '198.51.100.5', port: 5060 };
const FS = { ip: '10.0.0.20', port: 5070 };
const INSIDE_PORT = 5062;

const at = (micros: number, fromCarrier: boolean, first: string): SipCaptureMessage => ({
  time: micros,
  src_ip: fromCarrier ? CARRIER.ip : SBC.ip,
  src_port: 5060,
  dst_ip: fromCarrier ? SBC.ip : CARRIER.ip,
  dst_port: 5060,
  transport: 'udp',
  payload: `${first}\r\nCall-ID: x\r\n\r\n`,
});

// an inbound call whose SBC answers 100 Trying 50 µs after the INVITE, well inside the relay delay
const dialog = [
  at(1_000_000, true, 'INVITE sip:1@sbc SIP/2.0'),
  at(1_000_050, false, 'SIP/2.0 100 Trying'),
  at(1_900_000, false, 'SIP/2.0 180 Ringing'),
  at(3_000_000, false, 'SIP/2.0 200 OK'),
  at(3_020_000, true, 'ACK sip:1@sbc SIP/2.0'),
  at(9_000_000, true, 'BYE sip:1@sbc SIP/2.0'),
  at(9_000_300, false, 'SIP/2.0 200 OK'),
];
const firstWord = (m: SipCaptureMessage) => m.payload.split(' ')[m.payload.startsWith('SIP/2.0') ? 1 : 0];

test.each(Array.from({ length: 200 }, (_, seed) => seed))(
  'seed %i: the inside hop is in dialog order',
  (seed) => {
    const messages = withInsideHop(dialog, SBC, INSIDE_PORT, FS, new Random(seed + 1));
    const inside = messages.filter((m) => m.src_port === INSIDE_PORT || m.dst_port === INSIDE_PORT);
    expect(inside.map(firstWord)).toEqual(dialog.map(firstWord));
    const times = messages.map((m) => Number(m.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  },
);
