// PlayHT: streaming TTS over HTTP (hosted, or the credential's own endpoint), with its voice engine and options.
import { asHttp, baseUrl, extraOptions, str, ttsOnly, withPath } from './client';

export const playht = ttsOnly<'playht'>((c, text) => ({
  url: str(c.playht_tts_uri)
    ? withPath(asHttp(baseUrl(str(c.playht_tts_uri), 'http')), '/api/v2/tts/stream')
    : 'https://api.play.ht/api/v2/tts/stream',
  headers: { AUTHORIZATION: str(c.api_key), 'X-USER-ID': str(c.user_id), accept: 'audio/mpeg' },
  body: {
    text,
    voice: 's3://voice-cloning-zero-shot/d9ff78ba-d016-47f6-b0ef-dd630f59414e/female-cs/manifest.json',
    voice_engine: str(c.voice_engine) || 'PlayHT2.0-turbo',
    output_format: 'mp3',
    ...extraOptions(c),
  },
}));
