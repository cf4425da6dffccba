// Gladia live recognition: a session opened over HTTP (in the credential's region), then its WebSocket.
import { SpeechTestError } from '../protocols/errors';
import { fetchJson } from '../protocols/http';
import { wsTranscribe } from '../protocols/ws';
import { str, type VendorClients } from './client';

export const gladia: VendorClients<'gladia'> = (cred) => ({
  stt: async (clip, signal) => {
    const session = await fetchJson<{ url?: string }>(
      {
        url: 'https://api.gladia.io/v2/live',
        headers: { 'x-gladia-key': str(cred.api_key) },
        body: {
          encoding: 'wav/pcm',
          sample_rate: clip.sampleRate,
          bit_depth: 16,
          channels: 1,
          ...(str(cred.region) ? { region: str(cred.region) } : {}),
        },
      },
      signal,
    );
    if (!session.url) throw new SpeechTestError('Gladia opened no live session');
    return wsTranscribe(
      {
        url: session.url,
        audio: clip.pcm,
        end: [{ type: 'stop_recording' }],
        transcriptOf: (m) => {
          const data = m.data as { is_final?: boolean; utterance?: { text?: string } } | undefined;
          return m.type === 'transcript' && data?.is_final ? (data.utterance?.text ?? '') : undefined;
        },
        onCloseTranscript: () => '',
      },
      signal,
    );
  },
});
