// Verbio Speech Center: a token for the client id and secret, then synthesis and recognition over REST.
import { SpeechTestError } from '../protocols/errors';
import { fetchAudio, fetchJson } from '../protocols/http';
import { str, type VendorClients } from './client';

export const verbio: VendorClients<'verbio'> = (cred) => {
  const token = async (signal: AbortSignal) => {
    const json = await fetchJson<{ access_token?: string }>(
      {
        url: 'https://auth.verbio.com/api/v1/token',
        body: { client_id: str(cred.client_id), client_secret: str(cred.client_secret) },
      },
      signal,
    );
    if (!json.access_token)
      throw new SpeechTestError('Verbio gave no access token for the client id and secret');
    return json.access_token;
  };
  return {
    tts: async (text, signal) =>
      fetchAudio(
        {
          url: 'https://us.rest.speechcenter.verbio.com/api/v1/synthesize',
          headers: { authorization: `Bearer ${await token(signal)}` },
          body: { voice_id: 'tommy_en_us', output_sample_rate: 16000, output_encoding: 'pcm16', text },
        },
        signal,
        { pcmRate: 16000 },
      ),
    stt: async (clip, signal) => {
      const json = await fetchJson<{ result?: { text?: string }; text?: string }>(
        {
          url: `https://us.rest.speechcenter.verbio.com/api/v1/recognize?language=en-US&topic=GENERIC&asr_version=${encodeURIComponent(str(cred.engine_version) || 'V1')}`,
          headers: { authorization: `Bearer ${await token(signal)}`, 'content-type': 'audio/wav' },
          body: clip.wav,
        },
        signal,
      );
      return json.result?.text ?? json.text ?? '';
    },
  };
};
