// Soniox real-time recognition over a WebSocket (the key goes in the first message).
import { wsTranscribe } from '../protocols/ws';
import { str, type VendorClients } from './client';

export const soniox: VendorClients<'soniox'> = (cred) => ({
  stt: (clip, signal) => {
    const heard: string[] = [];
    return wsTranscribe(
      {
        url: 'wss://stt-rt.soniox.com/transcribe-websocket',
        start: [
          {
            api_key: str(cred.api_key),
            model: 'stt-rt-preview',
            audio_format: 'pcm_s16le',
            sample_rate: clip.sampleRate,
            num_channels: 1,
          },
        ],
        audio: clip.pcm,
        end: [''],
        transcriptOf: (m) => {
          for (const t of (m.tokens as { text?: string; is_final?: boolean }[]) ?? [])
            if (t.is_final) heard.push(t.text ?? '');
          return m.finished ? heard.join('') : undefined;
        },
        errorOf: (m) => (m.error_code ? `${m.error_code}: ${m.error_message ?? ''}` : undefined),
      },
      signal,
    );
  },
});
