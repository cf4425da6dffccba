// Inworld: TTS over HTTP answering base64 audio in JSON.
import { extraOptions, str, ttsOnly } from './client';

export const inworld = ttsOnly<'inworld'>(
  (c, text) => ({
    url: 'https://api.inworld.ai/tts/v1/voice',
    headers: { authorization: `Basic ${str(c.api_key)}` },
    body: { text, voiceId: 'Ashley', modelId: str(c.model_id) || 'inworld-tts-1', ...extraOptions(c) },
  }),
  (json) => json.audioContent,
);
