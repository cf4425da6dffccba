// AssemblyAI streaming recognition: the v3 Universal streaming API, or the v2 real-time one (base64 frames).
import { wsTranscribe } from '../protocols/ws';
import { str, type VendorClients } from './client';

export const assemblyai: VendorClients<'assemblyai'> = (cred) => {
  const v3 = str(cred.service_version) === 'v3';
  return {
    stt: (clip, signal) =>
      wsTranscribe(
        v3
          ? {
              url: `wss://streaming.assemblyai.com/v3/ws?sample_rate=${clip.sampleRate}&encoding=pcm_s16le`,
              headers: { authorization: str(cred.api_key) },
              audio: clip.pcm,
              end: [{ type: 'Terminate' }],
              transcriptOf: (m) =>
                m.type === 'Turn' && m.end_of_turn
                  ? String(m.transcript ?? '')
                  : m.type === 'Termination'
                    ? ''
                    : undefined,
              errorOf: (m) => (m.error ? String(m.error) : undefined),
            }
          : {
              url: `wss://api.assemblyai.com/v2/realtime/ws?sample_rate=${clip.sampleRate}`,
              headers: { authorization: str(cred.api_key) },
              audio: clip.pcm,
              audioFrame: (chunk) => ({ audio_data: chunk.toString('base64') }),
              end: [{ terminate_session: true }],
              transcriptOf: (m) =>
                m.message_type === 'FinalTranscript'
                  ? String(m.text ?? '')
                  : m.message_type === 'SessionTerminated'
                    ? ''
                    : undefined,
              errorOf: (m) => (m.error ? String(m.error) : undefined),
            },
        signal,
      ),
  };
};
