// The WebSocket side of the vendor clients: open, say how the audio comes, stream the clip, say it is over, and
// wait for the final transcript — the shape every streaming speech-to-text API shares (messages differ per vendor).
import WebSocket from 'ws';
import { SpeechTestError } from './errors';

export type WsMessage = Record<string, unknown>;

export interface WsConversation {
  url: string;
  headers?: Record<string, string>;
  /** messages sent once the socket is open (objects as JSON text) */
  start?: unknown[];
  /** wait for a message the service sends when it is ready for audio (e.g. Speechmatics' RecognitionStarted) */
  ready?: (message: WsMessage) => boolean;
  /** the audio to stream, sent in chunks of ~100 ms */
  audio: Buffer;
  chunkBytes?: number;
  /** audio sent as JSON instead of binary frames (e.g. base64 in a field) */
  audioFrame?: (chunk: Buffer, index: number) => unknown;
  /** messages sent after the audio */
  end?: unknown[];
  /** a final transcript in a message ('' counts: the service recognised the clip and heard no words) */
  transcriptOf: (message: WsMessage) => string | undefined;
  /** a message that is an error */
  errorOf?: (message: WsMessage) => string | undefined;
  /** the transcript when the service closes normally after the audio without a final message */
  onCloseTranscript?: () => string | undefined;
}

const frame = (data: unknown) =>
  typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data);

/** Runs one conversation; resolves with the transcript, rejects with the reason. */
export function wsTranscribe(conversation: WsConversation, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    let settled = false;
    let audioSent = false;
    const socket = new WebSocket(conversation.url, {
      headers: conversation.headers,
      handshakeTimeout: 10_000,
    });
    const finish = (error: Error | null, transcript?: string) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      try {
        if (socket.readyState === WebSocket.OPEN) socket.close(1000);
        else socket.terminate();
      } catch {
        /* already gone */
      }
      if (error) reject(error);
      else resolve(transcript ?? '');
    };
    const onAbort = () =>
      finish(signal.reason instanceof Error ? signal.reason : new SpeechTestError('stopped'));
    signal.addEventListener('abort', onAbort);

    const sendAudio = () => {
      if (audioSent) return;
      audioSent = true;
      const size = conversation.chunkBytes ?? 3200;
      for (let i = 0, n = 0; i < conversation.audio.length; i += size, n += 1) {
        const chunk = conversation.audio.subarray(i, i + size);
        socket.send(conversation.audioFrame ? frame(conversation.audioFrame(chunk, n)) : chunk);
      }
      for (const message of conversation.end ?? []) socket.send(frame(message));
    };

    socket.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString('utf8')));
      res.on('end', () => {
        const detail = body.replace(/\s+/g, ' ').trim().slice(0, 200);
        finish(new SpeechTestError(`HTTP ${res.statusCode}${detail ? `: ${detail}` : ''}`));
      });
    });
    socket.on('open', () => {
      for (const message of conversation.start ?? []) socket.send(frame(message));
      if (!conversation.ready) sendAudio();
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      let message: WsMessage;
      try {
        message = JSON.parse(data.toString()) as WsMessage;
      } catch {
        return;
      }
      const error = conversation.errorOf?.(message);
      if (error) return finish(new SpeechTestError(error));
      if (!audioSent && conversation.ready?.(message)) return sendAudio();
      const transcript = conversation.transcriptOf(message);
      if (transcript !== undefined) finish(null, transcript.trim());
    });
    socket.on('error', (err) => finish(err));
    socket.on('close', (code, reason) => {
      if (settled) return;
      const transcript = audioSent && code === 1000 ? conversation.onCloseTranscript?.() : undefined;
      if (transcript !== undefined) return finish(null, transcript);
      const why = reason.toString('utf8');
      finish(
        new SpeechTestError(
          `the service closed the connection (code ${code}${why ? `: ${why}` : ''}) without a transcript`,
        ),
      );
    });
  });
}
