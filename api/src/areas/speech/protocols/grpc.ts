// gRPC vendors: NVIDIA Riva (Synthesize, Recognize) and Cobalt Cubic (ListModels, Recognize), over the server
// URI the credential names (host:port, plaintext like an on-prem container; `https://` or `grpcs://` for TLS).
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { CUBIC_PROTO, RIVA_PROTO } from './grpc-protos';
import { SpeechTestError } from './errors';
import type { Clip } from './clip';
import { pcmToWav, type Audio } from './http';

const LOADER_OPTIONS: protoLoader.Options = { keepCase: true, longs: String, enums: String, defaults: true };
type Loaded = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let riva: Loaded | null = null;
let cubic: Loaded | null = null;
const rivaPackage = () =>
  (riva ??= grpc.loadPackageDefinition(protoLoader.fromJSON(RIVA_PROTO, LOADER_OPTIONS)) as Loaded);
const cubicPackage = () =>
  (cubic ??= grpc.loadPackageDefinition(protoLoader.fromJSON(CUBIC_PROTO, LOADER_OPTIONS)) as Loaded);

/** 'host:port', 'grpc://host:port' or 'https://host' → the target and whether to use TLS. */
export function grpcTarget(uri: string): { target: string; secure: boolean } {
  const trimmed = uri.trim();
  const match = /^([a-z]+):\/\/(.+?)\/?$/i.exec(trimmed);
  if (!match) return { target: trimmed, secure: false };
  const scheme = match[1].toLowerCase();
  const secure = scheme === 'https' || scheme === 'grpcs';
  const host = match[2];
  return { target: /:\d+$/.test(host) ? host : `${host}:${secure ? 443 : 80}`, secure };
}

function call<T>(client: grpc.Client, method: string, request: unknown, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const deadline = new Date(Date.now() + 10_000);
    type Unary = (
      request: unknown,
      metadata: grpc.Metadata,
      options: grpc.CallOptions,
      callback: (err: grpc.ServiceError | null, response: T) => void,
    ) => grpc.ClientUnaryCall;
    const pending = (client as unknown as Record<string, Unary>)[method].call(
      client,
      request,
      new grpc.Metadata(),
      { deadline },
      (err: grpc.ServiceError | null, response: T) => {
        signal.removeEventListener('abort', onAbort);
        if (err) reject(new SpeechTestError(err.details || err.message));
        else resolve(response);
      },
    );
    const onAbort = () => pending.cancel();
    signal.addEventListener('abort', onAbort);
  });
}

function client(Service: typeof grpc.Client, uri: string): grpc.Client {
  const { target, secure } = grpcTarget(uri);
  return new Service(target, secure ? grpc.credentials.createSsl() : grpc.credentials.createInsecure());
}

export async function rivaSynthesize(uri: string, text: string, signal: AbortSignal): Promise<Audio> {
  const tts = client(rivaPackage().nvidia.riva.tts.RivaSpeechSynthesis, uri);
  try {
    const response = await call<{ audio: Buffer }>(
      tts,
      'Synthesize',
      { text, language_code: 'en-US', encoding: 'LINEAR_PCM', sample_rate_hz: 16000 },
      signal,
    );
    if (!response.audio?.length) throw new SpeechTestError('the service answered no audio');
    return { bytes: pcmToWav(Buffer.from(response.audio), 16000), contentType: 'audio/wav' };
  } finally {
    tts.close();
  }
}

interface Results {
  results: { alternatives: { transcript: string }[] }[];
}
const firstTranscript = (r: Results) => r.results?.[0]?.alternatives?.[0]?.transcript ?? '';

export async function rivaRecognize(uri: string, clip: Clip, signal: AbortSignal): Promise<string> {
  const asr = client(rivaPackage().nvidia.riva.asr.RivaSpeechRecognition, uri);
  try {
    const response = await call<Results>(
      asr,
      'Recognize',
      {
        config: {
          encoding: 'LINEAR_PCM',
          sample_rate_hertz: clip.sampleRate,
          language_code: 'en-US',
          max_alternatives: 1,
          audio_channel_count: 1,
        },
        audio: clip.pcm,
      },
      signal,
    );
    return firstTranscript(response);
  } finally {
    asr.close();
  }
}

export async function cubicRecognize(uri: string, clip: Clip, signal: AbortSignal): Promise<string> {
  const cubicClient = client(cubicPackage().cobaltspeech.cubic.Cubic, uri);
  try {
    const { models } = await call<{ models: { id: string }[] }>(cubicClient, 'ListModels', {}, signal);
    if (!models?.length) throw new SpeechTestError('the Cobalt server has no speech recognition model');
    const response = await call<Results>(
      cubicClient,
      'Recognize',
      { config: { model_id: models[0].id, audio_encoding: 'WAV' }, audio: { data: clip.wav } },
      signal,
    );
    return firstTranscript(response);
  } finally {
    cubicClient.close();
  }
}
