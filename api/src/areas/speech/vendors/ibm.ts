// IBM Watson Text to Speech and Speech to Text, each with its own API key and region.
import { fetchAudio, fetchJson } from '../protocols/http';
import { str, type VendorClients } from './client';

const basic = (key: string) => `Basic ${Buffer.from(`apikey:${key}`).toString('base64')}`;

export const ibm: VendorClients<'ibm'> = (cred) => ({
  tts: (text, signal) =>
    fetchAudio(
      {
        url: `https://api.${str(cred.tts_region)}.text-to-speech.watson.cloud.ibm.com/v1/synthesize?voice=en-US_AllisonV3Voice`,
        headers: { authorization: basic(str(cred.tts_api_key)), accept: 'audio/wav' },
        body: { text },
      },
      signal,
    ),
  stt: async (clip, signal) => {
    const json = await fetchJson<{ results?: { alternatives?: { transcript?: string }[] }[] }>(
      {
        url: `https://api.${str(cred.stt_region)}.speech-to-text.watson.cloud.ibm.com/instances/${encodeURIComponent(str(cred.instance_id))}/v1/recognize`,
        headers: { authorization: basic(str(cred.stt_api_key)), 'content-type': 'audio/wav' },
        body: clip.wav,
      },
      signal,
    );
    return (json.results ?? []).map((r) => r.alternatives?.[0]?.transcript ?? '').join(' ');
  },
});
