// Deepgram: Aura TTS over HTTP and streaming STT over a WebSocket, on the hosted service or the credential's own
// endpoints (on-prem containers, EU hosting). Deepgram Flux (deepgramflux.ts) streams the same way.
import { isOn } from '@switchboard/shared/validation';
import type { Clip } from '../protocols/clip';
import { fetchAudio } from '../protocols/http';
import { wsTranscribe } from '../protocols/ws';
import { asHttp, asWs, baseUrl, str, type VendorClients } from './client';

const HOSTED_STT = 'wss://api.deepgram.com';

/** The clip streamed to `<host>/<v1|v2>/listen` with `model`, its transcript once final (Flux: at the turn's end). */
export function deepgramListen(
  host: string,
  model: string,
  flux: boolean,
  headers: Record<string, string>,
  clip: Clip,
  signal: AbortSignal,
): Promise<string> {
  const url = new URL(`${asWs(host)}/${flux ? 'v2' : 'v1'}/listen`);
  url.searchParams.set('encoding', 'linear16');
  url.searchParams.set('sample_rate', String(clip.sampleRate));
  url.searchParams.set('channels', '1');
  if (model) url.searchParams.set('model', model);
  return wsTranscribe(
    {
      url: url.toString(),
      headers,
      audio: clip.pcm,
      end: [{ type: 'CloseStream' }],
      transcriptOf: (m) => {
        if (flux) return m.event === 'EndOfTurn' ? String(m.transcript ?? '') : undefined;
        const channel = m.channel as { alternatives?: { transcript?: string }[] } | undefined;
        return m.type === 'Results' && m.is_final
          ? (channel?.alternatives?.[0]?.transcript ?? '')
          : undefined;
      },
      errorOf: (m) =>
        m.type === 'Error' || m.err_msg ? String(m.description ?? m.err_msg ?? 'error') : undefined,
      onCloseTranscript: () => '',
    },
    signal,
  );
}

/** The key as Deepgram takes it (none for an on-prem container without one). */
export const deepgramAuth = (key: string): Record<string, string> =>
  key ? { authorization: `Token ${key}` } : {};

export const deepgram: VendorClients<'deepgram'> = (cred) => {
  const auth = deepgramAuth(str(cred.api_key));
  const sttUri = str(cred.deepgram_stt_uri);
  const ttsUri = str(cred.deepgram_tts_uri);
  return {
    tts: (text, signal) =>
      fetchAudio(
        {
          url: `${ttsUri ? asHttp(baseUrl(ttsUri, 'http')) : 'https://api.deepgram.com'}/v1/speak?model=aura-asteria-en&encoding=linear16&container=wav`,
          headers: auth,
          body: { text },
        },
        signal,
      ),
    stt: (clip, signal) =>
      deepgramListen(
        sttUri ? baseUrl(sttUri, isOn(cred.deepgram_stt_use_tls) ? 'wss' : 'ws') : HOSTED_STT,
        str(cred.model_id),
        false,
        auth,
        clip,
        signal,
      ),
  };
};
