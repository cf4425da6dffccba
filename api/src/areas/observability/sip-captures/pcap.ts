// A libpcap file (the classic format tcpdump and Wireshark open: magic a1b2c3d4, microsecond timestamps, link type
// Ethernet) of captured SIP messages, each in its own Ethernet / IPv4 / UDP frame with correct checksums.
import type { SipCaptureMessage } from '@switchboard/shared/types';

export const PCAP_MAGIC = 0xa1b2c3d4;
const LINKTYPE_ETHERNET = 1;
const SNAPLEN = 65535;
const ETHERTYPE_IPV4 = 0x0800;
const IPPROTO_UDP = 17;

/** Microseconds since the epoch of a capture time (ISO-8601 with up to µs, or a number of µs). */
export function captureMicros(time: string | number): number {
  if (typeof time === 'number') return Math.round(time);
  const match = /\.(\d+)Z?$/.exec(time);
  const ms = Date.parse(time);
  if (Number.isNaN(ms)) throw new Error(`not a capture time: ${time}`);
  const fraction = match ? match[1].padEnd(6, '0').slice(0, 6) : '000000';
  return Math.floor(ms / 1000) * 1_000_000 + Number(fraction);
}

const ipBytes = (ip: string) => ip.split('.').map((part) => Number(part) & 0xff);

/** A locally administered MAC address derived from the IP, so each host keeps one address in the capture. */
const macOf = (ip: string) => Buffer.from([0x02, 0x42, ...ipBytes(ip)]);

function onesComplementSum(buffers: Buffer[]): number {
  let sum = 0;
  for (const buf of buffers) {
    for (let i = 0; i + 1 < buf.length; i += 2) sum += buf.readUInt16BE(i);
    if (buf.length % 2) sum += buf[buf.length - 1] << 8;
  }
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return sum;
}

const checksum = (...buffers: Buffer[]) => ~onesComplementSum(buffers) & 0xffff;

/** One Ethernet frame carrying the message over UDP. */
export function udpFrame(message: SipCaptureMessage, ipId: number): Buffer {
  const payload = Buffer.from(message.payload, 'utf8');
  const src = Buffer.from(ipBytes(message.src_ip));
  const dst = Buffer.from(ipBytes(message.dst_ip));

  const udp = Buffer.alloc(8);
  udp.writeUInt16BE(message.src_port, 0);
  udp.writeUInt16BE(message.dst_port, 2);
  udp.writeUInt16BE(8 + payload.length, 4);
  const pseudo = Buffer.alloc(12);
  src.copy(pseudo, 0);
  dst.copy(pseudo, 4);
  pseudo[9] = IPPROTO_UDP;
  pseudo.writeUInt16BE(8 + payload.length, 10);
  const udpSum = checksum(pseudo, udp, payload);
  udp.writeUInt16BE(udpSum === 0 ? 0xffff : udpSum, 6);

  const ip = Buffer.alloc(20);
  ip[0] = 0x45; // IPv4, 5 words of header
  ip.writeUInt16BE(20 + 8 + payload.length, 2);
  ip.writeUInt16BE(ipId & 0xffff, 4);
  ip.writeUInt16BE(0x4000, 6); // don't fragment
  ip[8] = 64; // TTL
  ip[9] = IPPROTO_UDP;
  src.copy(ip, 12);
  dst.copy(ip, 16);
  ip.writeUInt16BE(checksum(ip), 10);

  const ethernet = Buffer.alloc(14);
  macOf(message.dst_ip).copy(ethernet, 0);
  macOf(message.src_ip).copy(ethernet, 6);
  ethernet.writeUInt16BE(ETHERTYPE_IPV4, 12);
  return Buffer.concat([ethernet, ip, udp, payload]);
}

/** The whole pcap file: global header, then one record per message in time order. */
export function writePcap(messages: readonly SipCaptureMessage[]): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32LE(PCAP_MAGIC, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeInt32LE(0, 8);
  header.writeUInt32LE(0, 12);
  header.writeUInt32LE(SNAPLEN, 16);
  header.writeUInt32LE(LINKTYPE_ETHERNET, 20);
  const parts: Buffer[] = [header];
  const ordered = [...messages].sort((a, b) => captureMicros(a.time) - captureMicros(b.time));
  ordered.forEach((message, index) => {
    const frame = udpFrame(message, 0x1000 + index);
    const micros = captureMicros(message.time);
    const record = Buffer.alloc(16);
    record.writeUInt32LE(Math.floor(micros / 1_000_000), 0);
    record.writeUInt32LE(micros % 1_000_000, 4);
    record.writeUInt32LE(frame.length, 8);
    record.writeUInt32LE(frame.length, 12);
    parts.push(record, frame);
  });
  return Buffer.concat(parts);
}

/** What a reader of the file sees: one packet per record (used by tests and the capture summary). */
export interface ParsedPacket {
  micros: number;
  srcIp: string;
  srcPort: number;
  dstIp: string;
  dstPort: number;
  payload: string;
  ipChecksumOk: boolean;
  udpChecksumOk: boolean;
}

/** Reads a pcap file written in either byte order (a small reader: Ethernet / IPv4 / UDP only). */
export function readPcap(file: Buffer): { linkType: number; packets: ParsedPacket[] } {
  const magicLE = file.readUInt32LE(0);
  const le = magicLE === PCAP_MAGIC;
  if (!le && file.readUInt32BE(0) !== PCAP_MAGIC) throw new Error('not a libpcap file');
  const u32 = (offset: number) => (le ? file.readUInt32LE(offset) : file.readUInt32BE(offset));
  const linkType = u32(20);
  const packets: ParsedPacket[] = [];
  let offset = 24;
  while (offset + 16 <= file.length) {
    const seconds = u32(offset);
    const micros = u32(offset + 4);
    const length = u32(offset + 8);
    const frame = file.subarray(offset + 16, offset + 16 + length);
    if (frame.length !== length) throw new Error('truncated packet');
    offset += 16 + length;
    const ip = frame.subarray(14, 34);
    const udp = frame.subarray(34, 42);
    const payload = frame.subarray(42);
    const pseudo = Buffer.alloc(12);
    ip.copy(pseudo, 0, 12, 20);
    pseudo[9] = IPPROTO_UDP;
    pseudo.writeUInt16BE(udp.readUInt16BE(4), 10);
    const ipText = (b: Buffer) => [...b].join('.');
    packets.push({
      micros: seconds * 1_000_000 + micros,
      srcIp: ipText(ip.subarray(12, 16)),
      dstIp: ipText(ip.subarray(16, 20)),
      srcPort: udp.readUInt16BE(0),
      dstPort: udp.readUInt16BE(2),
      payload: payload.toString('utf8'),
      ipChecksumOk: onesComplementSum([ip]) === 0xffff,
      udpChecksumOk: onesComplementSum([pseudo, udp, payload]) === 0xffff,
    });
  }
  return { linkType, packets };
}
