// ElevenLabs: TTS over HTTP on the credential's data-residency host, with its model and extra options.
import { baseUrl, extraOptions, str, ttsOnly } from './client';

export const elevenlabs = ttsOnly<'elevenlabs'>((c, text) => ({
  url: `${baseUrl(str(c.api_uri) || 'api.elevenlabs.io', 'https')}/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM?output_format=mp3_44100_128`,
  headers: { 'xi-api-key': str(c.api_key), accept: 'audio/mpeg' },
  body: { text, model_id: str(c.model_id) || 'eleven_turbo_v2_5', ...extraOptions(c) },
}));
