// Local stand-ins of the speech protocols the vendor clients speak, on free loopback ports: the minimal happy path
// of each, so the 'OK' path is exercised end to end (the real vendors cannot be reached from here).
//   - HTTP TTS: any POST answers real WAV audio (custom vendor TTS, Deepgram /v1/speak, PlayHT, Resemble,
//     ElevenLabs with an api_uri, Azure containers' /cognitiveservices/v1) — Resemble gets base64 in JSON;
//     Azure containers' speech-to-text path answers a recognition result;
//   - WebSocket STT: the jambonz custom STT protocol, Deepgram's /v1/listen and Speechmatics' /v2, each answering
//     a transcript once the audio has come;
//   - gRPC: NVIDIA Riva (Synthesize, Recognize) and Cobalt Cubic (ListModels, Recognize).
// Also usable as a standalone process for the browser tests: `startSpeechStandins()` returns the URLs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { WebSocketServer, type WebSocket } from 'ws';
import { testClip } from '../src/areas/speech/protocols/clip';
import { CUBIC_PROTO, RIVA_PROTO } from '../src/areas/speech/protocols/grpc-protos';

export const STANDIN_TRANSCRIPT = 'hello from the stand-in';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface SpeechStandins {
  /** http://127.0.0.1:<port> — TTS on any path, Azure container STT on its path */
  httpUrl: string;
  /** ws://127.0.0.1:<port> — /custom (jambonz custom STT), /v1/listen (Deepgram), /v2 (Speechmatics) */
  wsUrl: string;
  /** 127.0.0.1:<port> — Riva and Cubic gRPC services */
  grpcTarget: string;
  requests: RecordedRequest[];
  /** what WebSocket clients sent: path, then JSON messages and the number of audio bytes */
  sockets: { path: string; headers: http.IncomingHttpHeaders; messages: unknown[]; audioBytes: number }[];
  close: () => Promise<void>;
}

function wav(): Buffer {
  return testClip().wav;
}

function handleHttp(requests: RecordedRequest[]) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0];
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (req.method !== 'POST') {
        res.writeHead(405).end();
        return;
      }
      if (req.headers.authorization === 'Bearer refuse-me') {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid token' }));
        return;
      }
      if (path.startsWith('/speech/recognition/')) {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ RecognitionStatus: 'Success', DisplayText: STANDIN_TRANSCRIPT }));
        return;
      }
      if (path === '/synthesize') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true, audio_content: wav().toString('base64') }));
        return;
      }
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav());
    });
  };
}

function handleSocket(sockets: SpeechStandins['sockets']) {
  return (socket: WebSocket, req: http.IncomingMessage) => {
    const path = (req.url ?? '/').split('?')[0];
    const seen = { path, headers: req.headers, messages: [] as unknown[], audioBytes: 0 };
    sockets.push(seen);
    const send = (m: unknown) => socket.send(JSON.stringify(m));
    let chunks = 0;
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        seen.audioBytes += (data as Buffer).length;
        chunks += 1;
        if (path === '/v2') send({ message: 'AudioAdded', seq_no: chunks });
        return;
      }
      let m: Record<string, unknown>;
      try {
        m = JSON.parse(data.toString()) as Record<string, unknown>;
      } catch {
        return;
      }
      seen.messages.push(m);
      if (path === '/custom' && m.type === 'stop')
        send({
          type: 'transcription',
          is_final: true,
          alternatives: [{ transcript: STANDIN_TRANSCRIPT, confidence: 0.9 }],
          channel: 1,
          language: 'en-US',
        });
      if (path === '/v1/listen' && m.type === 'CloseStream') {
        send({
          type: 'Results',
          is_final: true,
          channel: { alternatives: [{ transcript: STANDIN_TRANSCRIPT }] },
        });
      }
      if (path === '/v2' && m.message === 'StartRecognition')
        send({ message: 'RecognitionStarted', id: 'standin' });
      if (path === '/v2' && m.message === 'EndOfStream') {
        send({ message: 'AddTranscript', metadata: { transcript: STANDIN_TRANSCRIPT } });
        send({ message: 'EndOfTranscript' });
      }
    });
  };
}

const LOADER: protoLoader.Options = { keepCase: true, longs: String, enums: String, defaults: true };
type Pkg = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function grpcServer(): grpc.Server {
  const riva = grpc.loadPackageDefinition(protoLoader.fromJSON(RIVA_PROTO, LOADER)) as Pkg;
  const cubic = grpc.loadPackageDefinition(protoLoader.fromJSON(CUBIC_PROTO, LOADER)) as Pkg;
  const server = new grpc.Server();
  const pcm = testClip().pcm;
  const recognized = { results: [{ alternatives: [{ transcript: STANDIN_TRANSCRIPT, confidence: 0.9 }] }] };
  server.addService(riva.nvidia.riva.tts.RivaSpeechSynthesis.service, {
    Synthesize: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(null, { audio: pcm }),
  });
  server.addService(riva.nvidia.riva.asr.RivaSpeechRecognition.service, {
    Recognize: (
      call: grpc.ServerUnaryCall<{ audio: Buffer }, unknown>,
      callback: grpc.sendUnaryData<unknown>,
    ) =>
      call.request.audio?.length
        ? callback(null, recognized)
        : callback({ code: grpc.status.INVALID_ARGUMENT, details: 'no audio' }),
  });
  server.addService(cubic.cobaltspeech.cubic.Cubic.service, {
    ListModels: (_call: unknown, callback: grpc.sendUnaryData<unknown>) =>
      callback(null, { models: [{ id: 'en_US-8khz', name: 'English US' }] }),
    Recognize: (
      call: grpc.ServerUnaryCall<{ config: { model_id: string }; audio: { data: Buffer } }, unknown>,
      callback: grpc.sendUnaryData<unknown>,
    ) =>
      call.request.config?.model_id === 'en_US-8khz' && call.request.audio?.data?.length
        ? callback(null, recognized)
        : callback({ code: grpc.status.INVALID_ARGUMENT, details: 'bad request' }),
  });
  return server;
}

export async function startSpeechStandins(): Promise<SpeechStandins> {
  const requests: RecordedRequest[] = [];
  const sockets: SpeechStandins['sockets'] = [];
  const httpServer = http.createServer(handleHttp(requests));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const wsHttp = http.createServer();
  const wss = new WebSocketServer({ server: wsHttp });
  wss.on('connection', handleSocket(sockets));
  await new Promise<void>((resolve) => wsHttp.listen(0, '127.0.0.1', resolve));
  const server = grpcServer();
  const grpcPort = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, port) =>
      err ? reject(err) : resolve(port),
    ),
  );
  return {
    httpUrl: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    wsUrl: `ws://127.0.0.1:${(wsHttp.address() as AddressInfo).port}`,
    grpcTarget: `127.0.0.1:${grpcPort}`,
    requests,
    sockets,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => wsHttp.close(() => resolve()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
    },
  };
}

/** A TCP port that accepts connections and never answers (a vendor that hangs: the 10 s deadline). */
export async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(() => {
    /* never answers */
  });
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
