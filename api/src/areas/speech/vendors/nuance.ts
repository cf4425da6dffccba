// Nuance: hosted Mix first exchanges the client id and secret for a token (what can be checked from here);
// synthesis and recognition are gRPC services not available here, and on-prem servers take gRPC directly.
import { SpeechTestError } from '../protocols/errors';
import { fetchJson } from '../protocols/http';
import { str, type VendorClients } from './client';

export const nuance: VendorClients<'nuance'> = (cred) => {
  const token = async (signal: AbortSignal) => {
    const json = await fetchJson<{ access_token?: string }>(
      {
        url: 'https://auth.crt.nuance.com/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(str(cred.client_id))}:${str(cred.secret)}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials&scope=tts asr',
      },
      signal,
    );
    if (!json.access_token) throw new SpeechTestError('invalid client_id or secret');
    return json.access_token;
  };
  const onPremUnsupported = () => {
    throw new SpeechTestError(
      'testing an on-prem Nuance server is not supported yet: its gRPC API is not available here',
    );
  };
  return {
    tts: async (_text, signal) => {
      if (str(cred.nuance_tts_uri)) return onPremUnsupported();
      await token(signal);
      throw new SpeechTestError('Nuance synthesis over gRPC is not supported yet');
    },
    stt: async (_clip, signal) => {
      if (str(cred.nuance_stt_uri)) return onPremUnsupported();
      await token(signal);
      throw new SpeechTestError('Nuance recognition over gRPC is not supported yet');
    },
  };
};
