// Rime Labs: TTS over HTTP with its model and extra options.
import { extraOptions, str, ttsOnly } from './client';

export const rimelabs = ttsOnly<'rimelabs'>((c, text) => ({
  url: 'https://users.rime.ai/v1/rime-tts',
  headers: { authorization: `Bearer ${str(c.api_key)}`, accept: 'audio/mp3' },
  body: { speaker: 'cove', text, modelId: str(c.model_id) || 'mistv2', ...extraOptions(c) },
}));
