// SIP messages out of captured packets (RFC 3261 §7): the start line, the headers (folded lines joined, compact
// names expanded, §7.3.3), the body by Content-Length. A UDP datagram holds one message; a TCP stream is cut into
// messages by their Content-Length (§18.3). The SIP UA libraries on npm (sip.js, JsSIP) parse into their own
// transaction objects and bring a user agent with them; the portal needs the text, the headers and the body only.
// docs/product/observability.md#sip-ladder
import type { CapturedPacket } from './pcap';

export interface SipHeader {
  name: string;
  value: string;
}

export interface SipMessage {
  /** µs since the epoch */
  micros: number;
  src: string;
  dst: string;
  srcPort: number;
  dstPort: number;
  transport: 'udp' | 'tcp';
  /** INVITE, BYE… for a request; null for a response */
  method: string | null;
  /** the status of a response; null for a request */
  status: number | null;
  reason: string;
  /** the request URI of a request */
  uri: string | null;
  startLine: string;
  headers: SipHeader[];
  body: string;
  /** the whole message as captured */
  raw: string;
}

/** Compact header names (RFC 3261 §7.3.3, RFC 3515, RFC 3891…). */
const COMPACT: Record<string, string> = {
  i: 'Call-ID',
  m: 'Contact',
  e: 'Content-Encoding',
  l: 'Content-Length',
  c: 'Content-Type',
  f: 'From',
  s: 'Subject',
  k: 'Supported',
  t: 'To',
  v: 'Via',
  o: 'Event',
  r: 'Refer-To',
  b: 'Referred-By',
  u: 'Allow-Events',
  x: 'Session-Expires',
};

const decoder = new TextDecoder('utf-8', { fatal: false });

/** The first value of a header (any case, compact or not). */
export function header(message: Pick<SipMessage, 'headers'>, name: string): string | undefined {
  const lower = name.toLowerCase();
  return message.headers.find((h) => h.name.toLowerCase() === lower)?.value;
}

/** The text of one message (start line, headers, body), or null when it is not SIP. */
export function parseSipText(
  raw: string,
  packet: Omit<CapturedPacket, 'payload'>,
): Omit<SipMessage, never> | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = end >= 0 ? raw.slice(0, end) : raw;
  const lines = head.split(/\r?\n/);
  const startLine = lines[0]?.trim() ?? '';
  const response = /^SIP\/2\.0\s+(\d{3})\s*(.*)$/.exec(startLine);
  const request = /^([A-Z][A-Z0-9_-]*)\s+(\S+)\s+SIP\/2\.0$/.exec(startLine);
  if (!response && !request) return null;
  const headers: SipHeader[] = [];
  for (const line of lines.slice(1)) {
    if (/^[ \t]/.test(line) && headers.length) {
      headers[headers.length - 1].value += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    headers.push({ name: COMPACT[name.toLowerCase()] ?? name, value: line.slice(colon + 1).trim() });
  }
  return {
    micros: packet.micros,
    src: packet.srcIp,
    dst: packet.dstIp,
    srcPort: packet.srcPort,
    dstPort: packet.dstPort,
    transport: packet.transport,
    method: request ? request[1] : null,
    status: response ? Number(response[1]) : null,
    reason: response ? response[2] : '',
    uri: request ? request[2] : null,
    startLine,
    headers,
    body: end >= 0 ? raw.slice(end + 4) : '',
    raw,
  };
}

/** The length of the first whole message in `text` (headers + Content-Length bytes), or 0 when it is not whole. */
function firstMessageLength(text: string): number {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return 0;
  const length = /(?:^|\r\n)(?:content-length|l)[ \t]*:[ \t]*(\d+)/i.exec(text.slice(0, end));
  const bodyChars = length ? Number(length[1]) : 0;
  // Content-Length counts bytes: measure the body in bytes (SDP is ASCII; a UTF-8 body is rare)
  let chars = 0;
  let bytes = 0;
  const body = text.slice(end + 4);
  while (bytes < bodyChars && chars < body.length) {
    const code = body.charCodeAt(chars);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdbff ? 4 : 3;
    chars += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  }
  if (bytes < bodyChars) return 0;
  return end + 4 + chars;
}

/** The SIP messages of captured packets, in time order. */
export function sipMessagesOf(packets: readonly CapturedPacket[]): SipMessage[] {
  const messages: SipMessage[] = [];
  const streams = new Map<string, { text: string; first: CapturedPacket }>();
  for (const packet of packets) {
    const text = decoder.decode(packet.payload);
    if (packet.transport === 'udp') {
      // a keep-alive (CRLF) or anything that is not SIP is left out
      const message = parseSipText(text.replace(/^(\r\n)+/, ''), packet);
      if (message) messages.push(message);
      continue;
    }
    const key = `${packet.srcIp}:${packet.srcPort}>${packet.dstIp}:${packet.dstPort}`;
    const stream = streams.get(key);
    let buffer = (stream ? stream.text : '') + text;
    let first = stream && stream.text ? stream.first : packet;
    for (;;) {
      buffer = buffer.replace(/^(\r\n)+/, '');
      const length = firstMessageLength(buffer);
      if (!length) break;
      const message = parseSipText(buffer.slice(0, length), first);
      if (message) messages.push(message);
      buffer = buffer.slice(length);
      first = packet;
    }
    // a stream that is not SIP (or lost its framing) is dropped rather than growing without end
    streams.set(key, { text: buffer.length > 65_536 ? '' : buffer, first });
  }
  return messages.sort((a, b) => a.micros - b.micros);
}
