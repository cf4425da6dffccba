// NVIDIA Riva: Synthesize and Recognize over gRPC, on the server the credential names.
import { rivaRecognize, rivaSynthesize } from '../protocols/grpc';
import { str, type VendorClients } from './client';

export const nvidia: VendorClients<'nvidia'> = (cred) => ({
  tts: (text, signal) => rivaSynthesize(str(cred.riva_server_uri), text, signal),
  stt: (clip, signal) => rivaRecognize(str(cred.riva_server_uri), clip, signal),
});
