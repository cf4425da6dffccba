// WellSaid Labs: streaming TTS over HTTP.
import { str, ttsOnly } from './client';

export const wellsaid = ttsOnly<'wellsaid'>((c, text) => ({
  url: 'https://api.wellsaidlabs.com/v1/tts/stream',
  headers: { 'X-Api-Key': str(c.api_key), accept: 'audio/mpeg' },
  body: { text, speaker_id: '3' },
}));
