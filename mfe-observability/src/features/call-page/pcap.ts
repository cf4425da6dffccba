// A small reader of packet captures, enough for SIP: the libpcap file the API serves for a call (the one 'Download
// pcap' saves; Switchboard's API or Homer's export behind a jambonz API) and pcapng, as Wireshark saves them. No
// package on npm reads captures in a browser down to the transport layer: pcap-parser and pcap-ng-parser are Node
// streams over Ethernet only, pcap (node_pcap) binds the native libpcap, pcap-decoder frames the records of
// microsecond pcap and stops there. docs/product/observability.md#sip-ladder
//
// Files: pcap (microsecond and nanosecond magic, either byte order) and pcapng (section header, interface
// description, enhanced and simple packet blocks). Links: Ethernet (with 802.1Q tags), BSD loopback, raw IP, Linux
// cooked (SLL, SLL2). Network: IPv4 (fragments reassembled) and IPv6 (extension headers skipped). Transport: UDP,
// and TCP (each direction's bytes in sequence order: a SIP message may span segments, or a segment hold several).

export interface CapturedPacket {
  /** µs since the epoch */
  micros: number;
  srcIp: string;
  srcPort: number;
  dstIp: string;
  dstPort: number;
  transport: 'udp' | 'tcp';
  payload: Uint8Array;
}

export class CaptureFormatError extends Error {}

const LINK = {
  NULL: 0,
  ETHERNET: 1,
  RAW: 101,
  RAW_ALT_12: 12,
  RAW_ALT_14: 14,
  IPV4: 228,
  IPV6: 229,
  SLL: 113,
  SLL2: 276,
} as const;

interface Frame {
  micros: number;
  linkType: number;
  data: Uint8Array;
}

/** Every frame of a pcap or pcapng file, with its link type. */
export function readFrames(file: Uint8Array): Frame[] {
  if (file.length < 24) throw new CaptureFormatError('The capture file is too short.');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const magic = view.getUint32(0, false);
  if (magic === 0x0a0d0d0a) return pcapngFrames(file, view);
  const formats: Record<number, { le: boolean; nanos: boolean }> = {
    0xa1b2c3d4: { le: false, nanos: false },
    0xd4c3b2a1: { le: true, nanos: false },
    0xa1b23c4d: { le: false, nanos: true },
    0x4d3cb2a1: { le: true, nanos: true },
  };
  const format = formats[magic];
  if (!format) throw new CaptureFormatError('This is not a pcap or pcapng file.');
  const { le, nanos } = format;
  const linkType = view.getUint32(20, le) & 0x0fffffff;
  const frames: Frame[] = [];
  for (let offset = 24; offset + 16 <= file.length;) {
    const seconds = view.getUint32(offset, le);
    const fraction = view.getUint32(offset + 4, le);
    const length = view.getUint32(offset + 8, le);
    const start = offset + 16;
    if (start + length > file.length) break; // a capture cut short: keep what is whole
    frames.push({
      micros: seconds * 1e6 + (nanos ? Math.floor(fraction / 1000) : fraction),
      linkType,
      data: file.subarray(start, start + length),
    });
    offset = start + length;
  }
  return frames;
}

function pcapngFrames(file: Uint8Array, view: DataView): Frame[] {
  const frames: Frame[] = [];
  let le = true;
  // per section: each interface's link type and timestamp unit (µs per tick, as a divisor of a second)
  let interfaces: { linkType: number; ticksPerSecond: number }[] = [];
  for (let offset = 0; offset + 12 <= file.length;) {
    const type = view.getUint32(offset, le);
    if (type === 0x0a0d0d0a) {
      const order = view.getUint32(offset + 8, true);
      le = order === 0x1a2b3c4d;
      if (!le && order !== 0x4d3c2b1a)
        throw new CaptureFormatError('This pcapng file has no byte-order mark.');
      interfaces = [];
    }
    const length = view.getUint32(offset + 4, le);
    if (length < 12 || offset + length > file.length) break;
    const body = offset + 8;
    if (type === 1) {
      // interface description: link type, then options (if_tsresol)
      let ticksPerSecond = 1e6;
      for (let o = body + 8; o + 4 <= offset + length - 4;) {
        const code = view.getUint16(o, le);
        const size = view.getUint16(o + 2, le);
        if (code === 0) break;
        if (code === 9 && size === 1) {
          const r = file[o + 4];
          ticksPerSecond = r & 0x80 ? 2 ** (r & 0x7f) : 10 ** r;
        }
        o += 4 + Math.ceil(size / 4) * 4;
      }
      interfaces.push({ linkType: view.getUint16(body, le), ticksPerSecond });
    } else if (type === 6) {
      // enhanced packet: interface, timestamp (high, low), captured length
      const iface = interfaces[view.getUint32(body, le)];
      const ticks = view.getUint32(body + 4, le) * 2 ** 32 + view.getUint32(body + 8, le);
      const captured = view.getUint32(body + 12, le);
      if (iface)
        frames.push({
          micros: Math.floor((ticks * 1e6) / iface.ticksPerSecond),
          linkType: iface.linkType,
          data: file.subarray(body + 20, body + 20 + captured),
        });
    } else if (type === 3 && interfaces[0]) {
      // simple packet: no timestamp
      const original = view.getUint32(body, le);
      frames.push({
        micros: 0,
        linkType: interfaces[0].linkType,
        data: file.subarray(body + 4, body + 4 + Math.min(original, length - 16)),
      });
    }
    offset += length;
  }
  return frames;
}

/** The network-layer packet of a frame: its version (4 or 6) and bytes, or null for anything else. */
function networkOf(frame: Frame): Uint8Array | null {
  const d = frame.data;
  const view = new DataView(d.buffer, d.byteOffset, d.byteLength);
  switch (frame.linkType) {
    case LINK.ETHERNET: {
      let offset = 12;
      let type = view.getUint16(offset, false);
      while ((type === 0x8100 || type === 0x88a8) && offset + 6 <= d.length) {
        offset += 4;
        type = view.getUint16(offset, false);
      }
      return type === 0x0800 || type === 0x86dd ? d.subarray(offset + 2) : null;
    }
    case LINK.NULL:
      return d.subarray(4);
    case LINK.RAW:
    case LINK.RAW_ALT_12:
    case LINK.RAW_ALT_14:
    case LINK.IPV4:
    case LINK.IPV6:
      return d;
    case LINK.SLL: {
      const type = view.getUint16(14, false);
      return type === 0x0800 || type === 0x86dd ? d.subarray(16) : null;
    }
    case LINK.SLL2: {
      const type = view.getUint16(0, false);
      return type === 0x0800 || type === 0x86dd ? d.subarray(20) : null;
    }
    default:
      return null;
  }
}

const ipv4Text = (b: Uint8Array, at: number) => `${b[at]}.${b[at + 1]}.${b[at + 2]}.${b[at + 3]}`;
function ipv6Text(b: Uint8Array, at: number): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((b[at + i] << 8) | b[at + i + 1]).toString(16));
  // the longest run of zero groups shortened to '::'
  const text = groups.join(':');
  const runs = text.match(/(^|:)0(:0)+(:|$)/g);
  if (!runs) return text;
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
  return text.replace(longest, '::');
}

interface Datagram {
  micros: number;
  src: string;
  dst: string;
  protocol: number;
  data: Uint8Array;
}

/** IPv4 fragments waiting for the rest: by source, destination, id and protocol. */
type Fragments = Map<string, { parts: { offset: number; data: Uint8Array; last: boolean }[] }>;

function ipDatagram(micros: number, ip: Uint8Array, fragments: Fragments): Datagram | null {
  if (ip.length < 1) return null;
  const version = ip[0] >> 4;
  const view = new DataView(ip.buffer, ip.byteOffset, ip.byteLength);
  if (version === 4 && ip.length >= 20) {
    const headerLength = (ip[0] & 0x0f) * 4;
    const total = Math.min(view.getUint16(2, false) || ip.length, ip.length);
    const flags = view.getUint16(6, false);
    const moreFragments = (flags & 0x2000) !== 0;
    const offset = (flags & 0x1fff) * 8;
    const src = ipv4Text(ip, 12);
    const dst = ipv4Text(ip, 16);
    const protocol = ip[9];
    const data = ip.subarray(headerLength, total);
    if (!moreFragments && offset === 0) return { micros, src, dst, protocol, data };
    const key = `${src}|${dst}|${view.getUint16(4, false)}|${protocol}`;
    const entry = fragments.get(key) ?? { parts: [] };
    entry.parts.push({ offset, data, last: !moreFragments });
    fragments.set(key, entry);
    const parts = [...entry.parts].sort((a, b) => a.offset - b.offset);
    let expected = 0;
    for (const part of parts) {
      if (part.offset !== expected) return null;
      expected += part.data.length;
    }
    if (!parts[parts.length - 1].last) return null;
    fragments.delete(key);
    const whole = new Uint8Array(expected);
    for (const part of parts) whole.set(part.data, part.offset);
    return { micros, src, dst, protocol, data: whole };
  }
  if (version === 6 && ip.length >= 40) {
    let next = ip[6];
    let offset = 40;
    // hop-by-hop, routing, destination options: skipped; a fragment header: only a first fragment is read
    while ([0, 43, 60, 44].includes(next) && offset + 8 <= ip.length) {
      if (next === 44) {
        if ((new DataView(ip.buffer, ip.byteOffset + offset + 2, 2).getUint16(0, false) & 0xfff8) !== 0)
          return null;
        next = ip[offset];
        offset += 8;
      } else {
        const length = (ip[offset + 1] + 1) * 8;
        next = ip[offset];
        offset += length;
      }
    }
    const payloadLength = view.getUint16(4, false);
    return {
      micros,
      src: ipv6Text(ip, 8),
      dst: ipv6Text(ip, 24),
      protocol: next,
      data: ip.subarray(offset, Math.min(ip.length, 40 + payloadLength)),
    };
  }
  return null;
}

/** The UDP datagrams and TCP streams of a capture, in time order (a TCP stream: each segment's new bytes). */
export function readCapture(file: Uint8Array): CapturedPacket[] {
  const fragments: Fragments = new Map();
  const packets: CapturedPacket[] = [];
  // TCP: per direction, the next sequence number expected (segments seen again or out of order are dropped)
  const nextSeq = new Map<string, number>();
  for (const frame of readFrames(file)) {
    const ip = networkOf(frame);
    if (!ip) continue;
    const datagram = ipDatagram(frame.micros, ip, fragments);
    if (!datagram) continue;
    const { data } = datagram;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (datagram.protocol === 17 && data.length >= 8) {
      const length = Math.min(view.getUint16(4, false) || data.length, data.length);
      packets.push({
        micros: datagram.micros,
        srcIp: datagram.src,
        srcPort: view.getUint16(0, false),
        dstIp: datagram.dst,
        dstPort: view.getUint16(2, false),
        transport: 'udp',
        payload: data.subarray(8, length),
      });
    } else if (datagram.protocol === 6 && data.length >= 20) {
      const srcPort = view.getUint16(0, false);
      const dstPort = view.getUint16(2, false);
      const seq = view.getUint32(4, false);
      const headerLength = (data[12] >> 4) * 4;
      const flags = data[13];
      const key = `${datagram.src}:${srcPort}>${datagram.dst}:${dstPort}`;
      let payload = data.subarray(headerLength);
      if (flags & 0x02) {
        nextSeq.set(key, (seq + 1) >>> 0); // SYN
        continue;
      }
      const expected = nextSeq.get(key);
      if (expected !== undefined) {
        const behind = (expected - seq) | 0;
        if (behind > 0) payload = payload.subarray(Math.min(behind, payload.length));
        else if (behind < 0) continue; // a gap: the missing bytes never arrived in this capture
      }
      if (payload.length === 0) continue;
      nextSeq.set(key, (seq + ((data.length - headerLength) >>> 0)) >>> 0);
      packets.push({
        micros: datagram.micros,
        srcIp: datagram.src,
        srcPort,
        dstIp: datagram.dst,
        dstPort,
        transport: 'tcp',
        payload,
      });
    }
  }
  return packets.sort((a, b) => a.micros - b.micros);
}
