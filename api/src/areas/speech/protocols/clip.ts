// The audio a credential is tested with: a short real WAV clip shipped with the API (assets/speech-test-clip.wav,
// 16 kHz 16-bit mono PCM) for speech-to-text, and the phrase synthesized for text-to-speech and 'Listen'.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SPEECH_TEST_PHRASE } from '@switchboard/shared/validation';

export const TEST_PHRASE = SPEECH_TEST_PHRASE;

export interface Clip {
  /** the whole RIFF/WAVE file */
  wav: Buffer;
  /** its samples: 16-bit signed little-endian PCM, mono */
  pcm: Buffer;
  sampleRate: number;
}

/** Reads a PCM WAV file's format and samples (the chunks before `data` may vary). */
export function parseWav(wav: Buffer): Clip {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') sampleRate = wav.readUInt32LE(offset + 12);
    if (id === 'data') return { wav, pcm: wav.subarray(offset + 8, offset + 8 + size), sampleRate };
    offset += 8 + size + (size % 2);
  }
  throw new Error('the WAVE file has no data chunk');
}

let cached: Clip | null = null;

/** The bundled clip (api/assets: four folders up from this one, in src/ as in dist/). */
export function testClip(): Clip {
  cached ??= parseWav(
    readFileSync(path.join(__dirname, '..', '..', '..', '..', 'assets', 'speech-test-clip.wav')),
  );
  return cached;
}
