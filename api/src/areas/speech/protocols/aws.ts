// Amazon: Polly's SynthesizeSpeech (a SigV4-signed POST) and Transcribe's streaming API (a SigV4-presigned
// WebSocket carrying AWS event-stream messages). Only access-key credentials can be tested from here: assume-role
// and instance-profile credentials are resolved on the media servers from their own AWS identity.
import { createHash, createHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import WebSocket from 'ws';
import { signV4 } from '../../../outbound/bucket-test';
import { SpeechTestError, httpFailure } from './errors';
import type { Clip } from './clip';
import { toAudio, type Audio } from './http';

export interface AwsKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export async function pollySynthesize(
  keys: AwsKeys,
  text: string,
  signal: AbortSignal,
  now: Date,
): Promise<Audio> {
  const url = new URL(`https://polly.${keys.region}.amazonaws.com/v1/speech`);
  const payload = JSON.stringify({ OutputFormat: 'mp3', Text: text, VoiceId: 'Joanna', Engine: 'standard' });
  const headers = signV4({ method: 'POST', url, service: 'polly', payload, now, ...keys });
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: payload,
    signal,
  });
  if (!response.ok) throw await httpFailure(response);
  return toAudio(
    Buffer.from(await response.arrayBuffer()),
    response.headers.get('content-type') ?? 'audio/mpeg',
  );
}

const hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** A SigV4 query-presigned URL (what a WebSocket handshake carries instead of headers). */
export function presignUrl(url: URL, keys: AwsKeys, service: string, now: Date, expires = 300): string {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${keys.region}/${service}/aws4_request`;
  const params = new URLSearchParams(url.search);
  params.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  params.set('X-Amz-Credential', `${keys.accessKeyId}/${scope}`);
  params.set('X-Amz-Date', amzDate);
  params.set('X-Amz-Expires', String(expires));
  params.set('X-Amz-SignedHeaders', 'host');
  const enc = (s: string) =>
    encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const query = [...params.entries()]
    .map(([k, v]) => [enc(k), enc(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = ['GET', url.pathname, query, `host:${url.host}\n`, 'host', hex('')].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return `${url.protocol}//${url.host}${url.pathname}?${query}&X-Amz-Signature=${signature}`;
}

/** One AWS event-stream message: prelude, string headers, payload, CRCs. */
export function encodeEvent(headers: Record<string, string>, payload: Buffer): Buffer {
  const parts = Object.entries(headers).map(([name, value]) => {
    const n = Buffer.from(name, 'utf8');
    const v = Buffer.from(value, 'utf8');
    const h = Buffer.alloc(1 + n.length + 1 + 2 + v.length);
    h.writeUInt8(n.length, 0);
    n.copy(h, 1);
    h.writeUInt8(7, 1 + n.length);
    h.writeUInt16BE(v.length, 2 + n.length);
    v.copy(h, 4 + n.length);
    return h;
  });
  const headerBytes = Buffer.concat(parts);
  const total = 12 + headerBytes.length + payload.length + 4;
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(total, 0);
  prelude.writeUInt32BE(headerBytes.length, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  const body = Buffer.concat([prelude, headerBytes, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([body, crc]);
}

export function decodeEvent(message: Buffer): { headers: Record<string, string>; payload: Buffer } {
  const total = message.readUInt32BE(0);
  const headersLength = message.readUInt32BE(4);
  const headers: Record<string, string> = {};
  let offset = 12;
  while (offset < 12 + headersLength) {
    const nameLength = message.readUInt8(offset);
    const name = message.toString('utf8', offset + 1, offset + 1 + nameLength);
    offset += 1 + nameLength;
    const type = message.readUInt8(offset);
    offset += 1;
    if (type !== 7) throw new SpeechTestError('unexpected event-stream header type');
    const length = message.readUInt16BE(offset);
    headers[name] = message.toString('utf8', offset + 2, offset + 2 + length);
    offset += 2 + length;
  }
  return { headers, payload: message.subarray(12 + headersLength, total - 4) };
}

const audioEvent = (chunk: Buffer) =>
  encodeEvent(
    { ':content-type': 'application/octet-stream', ':event-type': 'AudioEvent', ':message-type': 'event' },
    chunk,
  );

export function transcribeStream(keys: AwsKeys, clip: Clip, signal: AbortSignal, now: Date): Promise<string> {
  const url = new URL(
    `wss://transcribestreaming.${keys.region}.amazonaws.com:8443/stream-transcription-websocket?language-code=en-US&media-encoding=pcm&sample-rate=${clip.sampleRate}`,
  );
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(presignUrl(url, keys, 'transcribe', now));
    let done = false;
    const finish = (error: Error | null, transcript = '') => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      socket.terminate();
      if (error) reject(error);
      else resolve(transcript);
    };
    const onAbort = () => finish(signal.reason as Error);
    signal.addEventListener('abort', onAbort);
    const heard: string[] = [];
    socket.on('open', () => {
      for (let i = 0; i < clip.pcm.length; i += 3200) socket.send(audioEvent(clip.pcm.subarray(i, i + 3200)));
      socket.send(audioEvent(Buffer.alloc(0)));
    });
    socket.on('unexpected-response', (_req, res) => finish(new SpeechTestError(`HTTP ${res.statusCode}`)));
    socket.on('message', (data: Buffer) => {
      try {
        const { headers, payload } = decodeEvent(Buffer.from(data));
        const json = JSON.parse(payload.toString('utf8') || '{}') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
        if (headers[':message-type'] === 'exception')
          return finish(new SpeechTestError(json.Message ?? headers[':exception-type']));
        for (const result of json.Transcript?.Results ?? [])
          if (!result.IsPartial) heard.push(result.Alternatives?.[0]?.Transcript ?? '');
      } catch (err) {
        finish(err as Error);
      }
    });
    socket.on('error', (err) => finish(err));
    socket.on('close', () => finish(null, heard.join(' ')));
  });
}
