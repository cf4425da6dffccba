// Cartesia: Sonic TTS over HTTP (with the extra options) and Ink streaming STT over a WebSocket.
import { fetchAudio } from '../protocols/http';
import { wsTranscribe } from '../protocols/ws';
import { extraOptions, str, type VendorClients } from './client';

const VERSION = '2024-06-10';

export const cartesia: VendorClients<'cartesia'> = (cred) => ({
  tts: (text, signal) =>
    fetchAudio(
      {
        url: 'https://api.cartesia.ai/tts/bytes',
        headers: { 'X-API-Key': str(cred.api_key), 'Cartesia-Version': VERSION },
        body: {
          model_id: str(cred.model_id) || 'sonic-2',
          transcript: text,
          voice: { mode: 'id', id: '694f9389-aac1-45b6-b726-9d9369183238' },
          output_format: { container: 'wav', encoding: 'pcm_s16le', sample_rate: 16000 },
          ...extraOptions(cred),
        },
      },
      signal,
    ),
  stt: (clip, signal) =>
    wsTranscribe(
      {
        url: `wss://api.cartesia.ai/stt/websocket?model=${encodeURIComponent(str(cred.stt_model_id) || 'ink-whisper')}&encoding=pcm_s16le&sample_rate=${clip.sampleRate}&api_key=${encodeURIComponent(str(cred.api_key))}&cartesia_version=${VERSION}`,
        audio: clip.pcm,
        end: ['done'],
        transcriptOf: (m) =>
          m.type === 'transcript' && m.is_final ? String(m.text ?? '') : m.type === 'done' ? '' : undefined,
        errorOf: (m) => (m.type === 'error' ? String(m.message ?? m.error ?? 'error') : undefined),
      },
      signal,
    ),
});
