// The parts of the vendors' gRPC definitions the clients use, as protobuf JSON (field numbers as in the
// published .proto files: NVIDIA Riva riva_tts.proto / riva_asr.proto / riva_audio.proto, Cobalt cubic.proto).
// Only the fields we send or read are listed; protobuf skips the others on the wire.
import type { INamespace } from 'protobufjs';

// protobufjs' INamespace types require doc comments on methods; the loader does not.
const method = (requestType: string, responseType: string) => ({ requestType, responseType, comment: '' });

const field = (type: string, id: number, rule?: 'repeated') => (rule ? { type, id, rule } : { type, id });

export const RIVA_PROTO: INamespace = {
  nested: {
    nvidia: {
      nested: {
        riva: {
          nested: {
            AudioEncoding: {
              values: { ENCODING_UNSPECIFIED: 0, LINEAR_PCM: 1, FLAC: 2, MULAW: 3, OGGOPUS: 4, ALAW: 20 },
            },
            tts: {
              nested: {
                RivaSpeechSynthesis: {
                  methods: {
                    Synthesize: method('SynthesizeSpeechRequest', 'SynthesizeSpeechResponse'),
                  },
                },
                SynthesizeSpeechRequest: {
                  fields: {
                    text: field('string', 1),
                    language_code: field('string', 2),
                    encoding: field('nvidia.riva.AudioEncoding', 3),
                    sample_rate_hz: field('int32', 4),
                    voice_name: field('string', 5),
                  },
                },
                SynthesizeSpeechResponse: { fields: { audio: field('bytes', 1) } },
              },
            },
            asr: {
              nested: {
                RivaSpeechRecognition: {
                  methods: { Recognize: method('RecognizeRequest', 'RecognizeResponse') },
                },
                RecognitionConfig: {
                  fields: {
                    encoding: field('nvidia.riva.AudioEncoding', 1),
                    sample_rate_hertz: field('int32', 2),
                    language_code: field('string', 3),
                    max_alternatives: field('int32', 4),
                    audio_channel_count: field('int32', 7),
                  },
                },
                RecognizeRequest: {
                  fields: { config: field('RecognitionConfig', 1), audio: field('bytes', 2) },
                },
                SpeechRecognitionAlternative: {
                  fields: { transcript: field('string', 1), confidence: field('float', 2) },
                },
                SpeechRecognitionResult: {
                  fields: { alternatives: field('SpeechRecognitionAlternative', 1, 'repeated') },
                },
                RecognizeResponse: { fields: { results: field('SpeechRecognitionResult', 1, 'repeated') } },
              },
            },
          },
        },
      },
    },
  },
};

export const CUBIC_PROTO: INamespace = {
  nested: {
    cobaltspeech: {
      nested: {
        cubic: {
          nested: {
            Cubic: {
              methods: {
                ListModels: method('ListModelsRequest', 'ListModelsResponse'),
                Recognize: method('RecognizeRequest', 'RecognitionResponse'),
              },
            },
            ListModelsRequest: { fields: {} },
            Model: { fields: { id: field('string', 1), name: field('string', 2) } },
            ListModelsResponse: { fields: { models: field('Model', 1, 'repeated') } },
            RecognitionConfig: {
              fields: { model_id: field('string', 1), audio_encoding: field('Encoding', 2) },
              nested: { Encoding: { values: { RAW_LINEAR16: 0, WAV: 1, MP3: 2 } } },
            },
            RecognitionAudio: { fields: { data: field('bytes', 1) } },
            RecognizeRequest: {
              fields: { config: field('RecognitionConfig', 1), audio: field('RecognitionAudio', 2) },
            },
            RecognitionAlternative: {
              fields: { transcript: field('string', 1), confidence: field('double', 2) },
            },
            RecognitionResult: { fields: { alternatives: field('RecognitionAlternative', 1, 'repeated') } },
            RecognitionResponse: { fields: { results: field('RecognitionResult', 1, 'repeated') } },
          },
        },
      },
    },
  },
};
