// Voxist streaming recognition over a WebSocket (the key in the URL).
import { wsTranscribe } from '../protocols/ws';
import { str, type VendorClients } from './client';

export const voxist: VendorClients<'voxist'> = (cred) => ({
  stt: (clip, signal) =>
    wsTranscribe(
      {
        url: `wss://asr-streaming.voxist.com/ws?api_key=${encodeURIComponent(str(cred.api_key))}&lang=en-US&sample_rate=${clip.sampleRate}`,
        audio: clip.pcm,
        end: [{ event: 'eof' }],
        transcriptOf: (m) => (m.type === 'final' || m.is_final ? String(m.text ?? '') : undefined),
        errorOf: (m) => (m.type === 'error' ? String(m.message ?? 'error') : undefined),
        onCloseTranscript: () => '',
      },
      signal,
    ),
});
