// Speechmatics real-time recognition over a WebSocket (the credential's endpoint, EU by default).
import { wsTranscribe } from '../protocols/ws';
import { asWs, baseUrl, str, withPath, type VendorClients } from './client';

export const speechmatics: VendorClients<'speechmatics'> = (cred) => ({
  stt: (clip, signal) => {
    // EndOfStream names the last audio chunk: the clip is sent in a known number of chunks.
    const chunks = Math.ceil(clip.pcm.length / 3200);
    const heard: string[] = [];
    const url = withPath(
      asWs(baseUrl(str(cred.speechmatics_stt_uri) || 'eu2.rt.speechmatics.com', 'wss')),
      '/v2',
    );
    return wsTranscribe(
      {
        url,
        headers: str(cred.api_key) ? { authorization: `Bearer ${str(cred.api_key)}` } : {},
        start: [
          {
            message: 'StartRecognition',
            audio_format: { type: 'raw', encoding: 'pcm_s16le', sample_rate: clip.sampleRate },
            transcription_config: { language: 'en' },
          },
        ],
        ready: (m) => m.message === 'RecognitionStarted',
        audio: clip.pcm,
        end: [{ message: 'EndOfStream', last_seq_no: chunks }],
        transcriptOf: (m) => {
          if (m.message === 'AddTranscript')
            heard.push(String((m.metadata as { transcript?: string })?.transcript ?? ''));
          return m.message === 'EndOfTranscript' ? heard.join('') : undefined;
        },
        errorOf: (m) => (m.message === 'Error' ? String(m.reason ?? m.type ?? 'error') : undefined),
      },
      signal,
    );
  },
});
