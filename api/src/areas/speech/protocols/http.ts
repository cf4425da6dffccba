// The HTTP side of the vendor clients: a request that must answer audio (TTS) or JSON (STT, tokens).
import { SpeechTestError, httpFailure } from './errors';

export interface Audio {
  bytes: Buffer;
  contentType: string;
}

export interface HttpCall {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** an object is sent as JSON */
  body?: unknown;
}

function init(call: HttpCall, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  let body: BodyInit | undefined;
  if (call.body instanceof Buffer || call.body instanceof Uint8Array) body = call.body as BodyInit;
  else if (
    typeof call.body === 'string' ||
    call.body instanceof URLSearchParams ||
    call.body instanceof FormData
  )
    body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] ??= 'application/json';
  }
  return {
    method: call.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal,
    redirect: 'follow',
  };
}

/** Audio we recognise by its first bytes, whatever the content type says. */
export function sniffAudio(bytes: Buffer): string | null {
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WAVE'
  )
    return 'audio/wav';
  if (bytes.length >= 3 && bytes.toString('ascii', 0, 3) === 'ID3') return 'audio/mpeg';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) return 'audio/mpeg';
  if (bytes.length >= 4 && bytes.toString('ascii', 0, 4) === 'OggS') return 'audio/ogg';
  if (bytes.length >= 4 && bytes.toString('ascii', 0, 4) === 'fLaC') return 'audio/flac';
  return null;
}

/** Raw 16-bit PCM wrapped in a WAV header, so a browser can play it. */
export function pcmToWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** Audio from raw bytes: known containers as they are, bare PCM (`pcmRate`) as WAV; anything else is an error. */
export function toAudio(bytes: Buffer, contentType: string, pcmRate?: number): Audio {
  if (bytes.length === 0) throw new SpeechTestError('the service answered no audio');
  const sniffed = sniffAudio(bytes);
  if (sniffed) return { bytes, contentType: sniffed };
  if (pcmRate && /pcm|octet|l16|raw/i.test(contentType))
    return { bytes: pcmToWav(bytes, pcmRate), contentType: 'audio/wav' };
  if (/^audio\//i.test(contentType)) return { bytes, contentType: contentType.split(';')[0] };
  throw new SpeechTestError(`the service answered ${contentType || 'something'} instead of audio`);
}

/** A TTS call answering audio bytes (or JSON carrying base64 audio when `base64Of` is given). */
export async function fetchAudio(
  call: HttpCall,
  signal: AbortSignal,
  options: { base64Of?: (json: Record<string, unknown>) => unknown; pcmRate?: number } = {},
): Promise<Audio> {
  const response = await fetch(call.url, init(call, signal));
  if (!response.ok) throw await httpFailure(response);
  const contentType = response.headers.get('content-type') ?? '';
  if (options.base64Of && contentType.includes('json')) {
    const json = (await response.json()) as Record<string, unknown>;
    const encoded = options.base64Of(json);
    if (typeof encoded !== 'string' || !encoded) throw new SpeechTestError('the service answered no audio');
    return toAudio(Buffer.from(encoded, 'base64'), 'application/octet-stream', options.pcmRate);
  }
  return toAudio(Buffer.from(await response.arrayBuffer()), contentType, options.pcmRate);
}

/** A call answering JSON (recognition results, tokens). */
export async function fetchJson<T = Record<string, unknown>>(
  call: HttpCall,
  signal: AbortSignal,
): Promise<T> {
  const response = await fetch(call.url, init(call, signal));
  if (!response.ok) throw await httpFailure(response);
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new SpeechTestError(`the service answered something that is not JSON: ${text.slice(0, 80)}`);
  }
}
