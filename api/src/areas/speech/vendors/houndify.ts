// SoundHound (Houndify): a recognition request signed with the client key (HMAC over user, request id and time).
import { createHmac, randomUUID } from 'node:crypto';
import { SpeechTestError } from '../protocols/errors';
import { fetchJson } from '../protocols/http';
import { asHttp, baseUrl, str, withPath, type VendorClients } from './client';

export const houndify: VendorClients<'houndify'> = (cred, now) => ({
  stt: async (clip, signal) => {
    const requestId = randomUUID();
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const key = Buffer.from(str(cred.client_key).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const signature = createHmac('sha256', key)
      .update(`${str(cred.user_id)};${requestId}${timestamp}`)
      .digest('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const endpoint = str(cred.houndify_server_uri);
    const json = await fetchJson<{
      Status?: string;
      ErrorMessage?: string;
      Disambiguation?: { ChoiceData?: { Transcription?: string }[] };
    }>(
      {
        url: endpoint
          ? withPath(asHttp(baseUrl(endpoint, 'https')), '/v1/audio')
          : 'https://api.houndify.com/v1/audio',
        headers: {
          'Hound-Request-Authentication': `${str(cred.user_id)};${requestId}`,
          'Hound-Client-Authentication': `${str(cred.client_id)};${timestamp};${signature}`,
          'content-type': 'audio/wav',
        },
        body: clip.wav,
      },
      signal,
    );
    if (json.Status && json.Status !== 'OK') throw new SpeechTestError(json.ErrorMessage ?? json.Status);
    return json.Disambiguation?.ChoiceData?.[0]?.Transcription ?? '';
  },
});
