// 'Whisper': OpenAI's text-to-speech (OpenAI's recognition is the 'openai' vendor).
import { str, ttsOnly } from './client';

export const whisper = ttsOnly<'whisper'>((c, text) => ({
  url: 'https://api.openai.com/v1/audio/speech',
  headers: { authorization: `Bearer ${str(c.api_key)}` },
  body: { model: str(c.model_id) || 'tts-1', input: text, voice: 'alloy', response_format: 'wav' },
}));
