// Capture files written the way capture tools write them, for the tests and the benchmark: libpcap (Ethernet or
// Linux cooked, microsecond or nanosecond, either byte order) and pcapng, UDP or TCP, IPv4 fragments on request.

export interface WireMessage {
  micros: number;
  src: string;
  srcPort: number;
  dst: string;
  dstPort: number;
  text: string;
}

const encoder = new TextEncoder();
const ip4 = (ip: string) => ip.split('.').map(Number);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function ipv4(
  src: string,
  dst: string,
  protocol: number,
  payload: Uint8Array,
  id = 1,
  fragment = 0,
): Uint8Array {
  const h = new Uint8Array(20);
  const v = new DataView(h.buffer);
  h[0] = 0x45;
  v.setUint16(2, 20 + payload.length);
  v.setUint16(4, id);
  v.setUint16(6, fragment);
  h[8] = 64;
  h[9] = protocol;
  h.set(ip4(src), 12);
  h.set(ip4(dst), 16);
  return concat([h, payload]);
}

function udp(m: WireMessage): Uint8Array {
  const body = encoder.encode(m.text);
  const h = new Uint8Array(8);
  const v = new DataView(h.buffer);
  v.setUint16(0, m.srcPort);
  v.setUint16(2, m.dstPort);
  v.setUint16(4, 8 + body.length);
  return concat([h, body]);
}

function tcp(m: WireMessage, seq: number, bytes: Uint8Array, flags = 0x18): Uint8Array {
  const h = new Uint8Array(20);
  const v = new DataView(h.buffer);
  v.setUint16(0, m.srcPort);
  v.setUint16(2, m.dstPort);
  v.setUint32(4, seq >>> 0);
  h[12] = 5 << 4;
  h[13] = flags;
  return concat([h, bytes]);
}

const ethernet = (ip: Uint8Array) =>
  concat([new Uint8Array([2, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0, 1, 0x08, 0x00]), ip]);
const cooked = (ip: Uint8Array) =>
  concat([new Uint8Array([0, 0, 0, 1, 0, 6, 2, 0, 0, 0, 0, 1, 0, 0, 0x08, 0x00]), ip]);

export interface PcapOptions {
  link?: 'ethernet' | 'sll';
  nanos?: boolean;
  bigEndian?: boolean;
  transport?: 'udp' | 'tcp';
  /** split UDP datagrams longer than this into IPv4 fragments */
  mtu?: number;
}

interface Frame {
  micros: number;
  data: Uint8Array;
}

function framesOf(messages: readonly WireMessage[], options: PcapOptions): Frame[] {
  const wrap = options.link === 'sll' ? cooked : ethernet;
  const frames: Frame[] = [];
  const seqs = new Map<string, number>();
  messages.forEach((m, index) => {
    if (options.transport === 'tcp') {
      const key = `${m.src}:${m.srcPort}>${m.dst}:${m.dstPort}`;
      let seq = seqs.get(key);
      if (seq === undefined) {
        seq = 1000;
        frames.push({
          micros: m.micros,
          data: wrap(ipv4(m.src, m.dst, 6, tcp(m, seq - 1, new Uint8Array(0), 0x02))),
        });
      }
      // the message in two segments, the first one sent twice (a TCP retransmission)
      const bytes = encoder.encode(m.text);
      const cut = Math.floor(bytes.length / 2);
      const first = wrap(ipv4(m.src, m.dst, 6, tcp(m, seq, bytes.subarray(0, cut))));
      frames.push({ micros: m.micros, data: first }, { micros: m.micros, data: first });
      frames.push({
        micros: m.micros,
        data: wrap(ipv4(m.src, m.dst, 6, tcp(m, seq + cut, bytes.subarray(cut)))),
      });
      seqs.set(key, seq + bytes.length);
      return;
    }
    const datagram = udp(m);
    if (options.mtu && datagram.length > options.mtu) {
      const size = Math.floor(options.mtu / 8) * 8;
      for (let at = 0; at < datagram.length; at += size) {
        const more = at + size < datagram.length ? 0x2000 : 0;
        frames.push({
          micros: m.micros,
          data: wrap(ipv4(m.src, m.dst, 17, datagram.subarray(at, at + size), 100 + index, more | (at / 8))),
        });
      }
      return;
    }
    frames.push({ micros: m.micros, data: wrap(ipv4(m.src, m.dst, 17, datagram, 100 + index)) });
  });
  return frames;
}

/** A libpcap file of the messages. */
export function pcapOf(messages: readonly WireMessage[], options: PcapOptions = {}): Uint8Array {
  const le = !options.bigEndian;
  const header = new Uint8Array(24);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, options.nanos ? 0xa1b23c4d : 0xa1b2c3d4, le);
  hv.setUint16(4, 2, le);
  hv.setUint16(6, 4, le);
  hv.setUint32(16, 65535, le);
  hv.setUint32(20, options.link === 'sll' ? 113 : 1, le);
  const parts: Uint8Array[] = [header];
  for (const frame of framesOf(messages, options)) {
    const record = new Uint8Array(16);
    const rv = new DataView(record.buffer);
    rv.setUint32(0, Math.floor(frame.micros / 1e6), le);
    rv.setUint32(4, options.nanos ? (frame.micros % 1e6) * 1000 : frame.micros % 1e6, le);
    rv.setUint32(8, frame.data.length, le);
    rv.setUint32(12, frame.data.length, le);
    parts.push(record, frame.data);
  }
  return concat(parts);
}

/** A pcapng file of the messages (one Ethernet interface, microsecond timestamps). */
export function pcapngOf(messages: readonly WireMessage[], options: PcapOptions = {}): Uint8Array {
  const block = (type: number, body: Uint8Array) => {
    const padded = new Uint8Array(Math.ceil(body.length / 4) * 4);
    padded.set(body);
    const out = new Uint8Array(12 + padded.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, type, true);
    v.setUint32(4, out.length, true);
    out.set(padded, 8);
    v.setUint32(out.length - 4, out.length, true);
    return out;
  };
  const shb = new Uint8Array(16);
  const sv = new DataView(shb.buffer);
  sv.setUint32(0, 0x1a2b3c4d, true);
  sv.setUint16(4, 1, true);
  sv.setInt32(8, -1, true);
  sv.setInt32(12, -1, true);
  const idb = new Uint8Array(8);
  new DataView(idb.buffer).setUint16(0, 1, true);
  const parts = [block(0x0a0d0d0a, shb), block(1, idb)];
  for (const frame of framesOf(messages, { ...options, link: 'ethernet' })) {
    const head = new Uint8Array(20);
    const v = new DataView(head.buffer);
    v.setUint32(4, Math.floor(frame.micros / 2 ** 32), true);
    v.setUint32(8, frame.micros % 2 ** 32, true);
    v.setUint32(12, frame.data.length, true);
    v.setUint32(16, frame.data.length, true);
    parts.push(block(6, concat([head, frame.data])));
  }
  return concat(parts);
}

/** A SIP message's text with an exact Content-Length. */
export function sip(startLine: string, headers: [string, string][], body = ''): string {
  const length = encoder.encode(body).length;
  return `${startLine}\r\n${[...headers, ['Content-Length', String(length)]].map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`;
}
