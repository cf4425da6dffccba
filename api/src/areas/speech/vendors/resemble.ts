// Resemble AI: TTS over HTTP (hosted, or the credential's own server) answering base64 audio in JSON.
import { isOn } from '@switchboard/shared/validation';
import { baseUrl, str, ttsOnly, withPath } from './client';

export const resemble = ttsOnly<'resemble'>(
  (c, text) => ({
    url: str(c.resemble_tts_uri)
      ? withPath(
          baseUrl(str(c.resemble_tts_uri), isOn(c.resemble_tts_use_tls) ? 'https' : 'http'),
          '/synthesize',
        )
      : 'https://f.cluster.resemble.ai/synthesize',
    headers: { authorization: `Bearer ${str(c.api_key)}` },
    body: { voice_uuid: '55592656', data: text, output_format: 'wav' },
  }),
  (json) => json.audio_content,
);
