// Google Cloud Text-to-Speech and Speech-to-Text, with an access token traded for the service key (a signed JWT).
import { googleTokenRequest } from '../../../outbound/google-auth';
import { SpeechTestError } from '../protocols/errors';
import { fetchAudio, fetchJson } from '../protocols/http';
import { str, type StoredCredential, type VendorClients } from './client';

async function googleToken(
  cred: StoredCredential<'google'>,
  signal: AbortSignal,
  now: Date,
): Promise<string> {
  const key = JSON.parse(str(cred.service_key) || '{}') as Record<string, string>;
  if (!key.private_key || !key.client_email)
    throw new SpeechTestError('uploaded file is not a google service key');
  const serviceKey = {
    private_key: key.private_key,
    client_email: key.client_email,
    token_uri: key.token_uri,
  };
  let request: { tokenUri: string; body: string };
  try {
    request = await googleTokenRequest(serviceKey, 'https://www.googleapis.com/auth/cloud-platform', now);
  } catch (err) {
    throw new SpeechTestError((err as Error).message);
  }
  const token = await fetchJson<{ access_token?: string }>(
    {
      url: request.tokenUri,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: request.body,
    },
    signal,
  );
  if (!token.access_token) throw new SpeechTestError('Google gave no access token for the service key');
  return token.access_token;
}

export const google: VendorClients<'google'> = (cred, now) => ({
  tts: async (text, signal) => {
    const token = await googleToken(cred, signal, now);
    const model = str(cred.model_id);
    return fetchAudio(
      {
        url: 'https://texttospeech.googleapis.com/v1/text:synthesize',
        headers: { authorization: `Bearer ${token}` },
        body: {
          input: { text },
          voice: model
            ? { languageCode: 'en-US', modelName: model }
            : { languageCode: 'en-US', name: 'en-US-Standard-C' },
          audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: 16000 },
        },
      },
      signal,
      { base64Of: (json) => json.audioContent },
    );
  },
  stt: async (clip, signal) => {
    const token = await googleToken(cred, signal, now);
    const json = await fetchJson<{ results?: { alternatives?: { transcript?: string }[] }[] }>(
      {
        url: 'https://speech.googleapis.com/v1/speech:recognize',
        headers: { authorization: `Bearer ${token}` },
        body: {
          config: { encoding: 'LINEAR16', sampleRateHertz: clip.sampleRate, languageCode: 'en-US' },
          audio: { content: clip.pcm.toString('base64') },
        },
      },
      signal,
    );
    return (json.results ?? []).map((r) => r.alternatives?.[0]?.transcript ?? '').join(' ');
  },
});
