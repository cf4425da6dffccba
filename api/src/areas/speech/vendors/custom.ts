// Custom vendors ('custom:<name>'): the jambonz custom speech protocols — TTS over HTTP or the streaming TTS
// WebSocket, STT over the streaming WebSocket — on the URLs the credential names, with its bearer token.
import { SpeechTestError } from '../protocols/errors';
import { fetchAudio, type Audio } from '../protocols/http';
import { wsTranscribe, type WsMessage } from '../protocols/ws';
import { str, type VendorClients } from './client';

export const custom: VendorClients<'custom'> = (cred) => {
  const auth: Record<string, string> = str(cred.auth_token)
    ? { authorization: `Bearer ${str(cred.auth_token)}` }
    : {};
  return {
    tts: (text, signal) => {
      const httpUrl = str(cred.custom_tts_url);
      if (httpUrl)
        return fetchAudio(
          { url: httpUrl, headers: auth, body: { language: 'en-US', voice: 'default', type: 'text', text } },
          signal,
        );
      return customStreamingTts(str(cred.custom_tts_streaming_url), auth, text, signal);
    },
    stt: (clip, signal) =>
      wsTranscribe(
        {
          url: str(cred.custom_stt_url),
          headers: auth,
          start: [
            {
              type: 'start',
              language: 'en-US',
              format: 'raw',
              encoding: 'LINEAR16',
              sampleRateHz: clip.sampleRate,
              interimResults: false,
              options: {},
            },
          ],
          audio: clip.pcm,
          end: [{ type: 'stop' }],
          transcriptOf: (m) => {
            const alternatives = m.alternatives as { transcript?: string }[] | undefined;
            return m.type === 'transcription' && m.is_final !== false
              ? (alternatives?.[0]?.transcript ?? '')
              : undefined;
          },
          errorOf: (m) => (m.type === 'error' ? String(m.error ?? 'error') : undefined),
        },
        signal,
      ),
  };
};

/** The jambonz streaming TTS protocol: text in, binary audio frames out until the server says it is done. */
async function customStreamingTts(
  url: string,
  headers: Record<string, string>,
  text: string,
  signal: AbortSignal,
): Promise<Audio> {
  const { default: WebSocket } = await import('ws');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: Buffer[] = [];
    const done = (error: Error | null) => {
      signal.removeEventListener('abort', onAbort);
      socket.terminate();
      if (error) return reject(error);
      const pcm = Buffer.concat(frames);
      if (!pcm.length) return reject(new SpeechTestError('the service answered no audio'));
      import('../protocols/http').then(({ toAudio }) => resolve(toAudio(pcm, 'audio/l16', 8000)), reject);
    };
    const onAbort = () => done(signal.reason as Error);
    signal.addEventListener('abort', onAbort);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'stream', text }));
      socket.send(JSON.stringify({ type: 'flush' }));
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return void frames.push(Buffer.from(data as Buffer));
      try {
        const m = JSON.parse(data.toString()) as WsMessage;
        if (m.type === 'error') done(new SpeechTestError(String(m.error ?? 'error')));
        if (m.type === 'done' || m.type === 'end' || m.type === 'flushed') done(null);
      } catch {
        /* not JSON */
      }
    });
    socket.on('error', (err) => done(err));
    socket.on('close', () => done(null));
  });
}
