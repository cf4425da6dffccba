// OpenAI speech-to-text: the clip posted to the transcriptions endpoint (OpenAI's TTS is the 'whisper' vendor).
import { fetchJson } from '../protocols/http';
import { str, type VendorClients } from './client';

export const openai: VendorClients<'openai'> = (cred) => ({
  stt: async (clip, signal) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(clip.wav)], { type: 'audio/wav' }), 'clip.wav');
    form.set('model', str(cred.model_id) || 'gpt-4o-mini-transcribe');
    const json = await fetchJson<{ text?: string }>(
      {
        url: 'https://api.openai.com/v1/audio/transcriptions',
        headers: { authorization: `Bearer ${str(cred.api_key)}` },
        body: form,
      },
      signal,
    );
    return json.text ?? '';
  },
});
