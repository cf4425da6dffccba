// Amazon Polly (TTS) and Transcribe streaming (STT), signed with the credential's access key.
import { SpeechTestError } from '../protocols/errors';
import { pollySynthesize, transcribeStream } from '../protocols/aws';
import { str, type VendorClients } from './client';

export const aws: VendorClients<'aws'> = (cred, now) => {
  const keys = () => {
    if (!str(cred.access_key_id) || !str(cred.secret_access_key))
      throw new SpeechTestError(
        'only access-key credentials can be tested here: assume-role and instance-profile credentials are resolved on the media servers',
      );
    return {
      accessKeyId: str(cred.access_key_id),
      secretAccessKey: str(cred.secret_access_key),
      region: str(cred.aws_region) || 'us-east-1',
    };
  };
  return {
    tts: (text, signal) => pollySynthesize(keys(), text, signal, now),
    stt: (clip, signal) => transcribeStream(keys(), clip, signal, now),
  };
};
