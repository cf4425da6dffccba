// Deepgram Flux: conversational speech recognition only (the hosted v2 listen endpoint, one model).
import { str, type VendorClients } from './client';
import { deepgramAuth, deepgramListen } from './deepgram';

export const deepgramflux: VendorClients<'deepgramflux'> = (cred) => ({
  stt: (clip, signal) =>
    deepgramListen(
      'wss://api.deepgram.com',
      'flux-general-en',
      true,
      deepgramAuth(str(cred.api_key)),
      clip,
      signal,
    ),
});
