// Cobalt Cubic: recognition over gRPC, on the server the credential names.
import { cubicRecognize } from '../protocols/grpc';
import { str, type VendorClients } from './client';

export const cobalt: VendorClients<'cobalt'> = (cred) => ({
  stt: (clip, signal) => cubicRecognize(str(cred.cobalt_server_uri), clip, signal),
});
