// The audio of a recorded call: a RIFF/WAVE file, 16-bit PCM, 8000 Hz, two channels (0: the caller, 1: the
// application — prompts, TTS, the other party), rendered from what the media server heard: speech-like syllables
// (a glottal pulse train through two formant resonators, with pitch and loudness contours) and in-band DTMF tones
// (the two sine waves of each digit, at the times the trace's dtmf spans give). Rendered in one-second chunks, so a
// long recording never sits in memory.
import { Readable } from 'node:stream';
import { Random } from '../../../lib/random';

export const SAMPLE_RATE = 8000;
export const CHANNELS = 2;
const BYTES_PER_FRAME = CHANNELS * 2;

export interface SpeechSegment {
  channel: 0 | 1;
  start_ms: number;
  end_ms: number;
  /** base pitch of the speaker, Hz */
  pitch: number;
}

export interface DtmfTone {
  digit: string;
  start_ms: number;
  duration_ms: number;
}

/** What a recording holds (stored with it; see recordings.ts). */
export interface RecordingMedia {
  seed: number;
  duration_ms: number;
  speech: SpeechSegment[];
  dtmf: DtmfTone[];
}

export const DTMF_FREQUENCIES: Record<string, [number, number]> = {
  '1': [697, 1209],
  '2': [697, 1336],
  '3': [697, 1477],
  A: [697, 1633],
  '4': [770, 1209],
  '5': [770, 1336],
  '6': [770, 1477],
  B: [770, 1633],
  '7': [852, 1209],
  '8': [852, 1336],
  '9': [852, 1477],
  C: [852, 1633],
  '*': [941, 1209],
  '0': [941, 1336],
  '#': [941, 1477],
  D: [941, 1633],
};

export function wavHeader(frames: number): Buffer {
  const dataBytes = frames * BYTES_PER_FRAME;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(CHANNELS, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * BYTES_PER_FRAME, 28);
  header.writeUInt16LE(BYTES_PER_FRAME, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

export const wavSize = (media: RecordingMedia) => 44 + framesOf(media) * BYTES_PER_FRAME;
const framesOf = (media: RecordingMedia) => Math.round((media.duration_ms / 1000) * SAMPLE_RATE);

interface Syllable {
  start: number;
  end: number;
  f0: number;
  f0End: number;
  f1: number;
  f2: number;
  amp: number;
}

/** Cuts speech segments into syllables (120–300 ms, short gaps), each with its pitch glide and vowel formants. */
function syllablesOf(media: RecordingMedia, channel: 0 | 1): Syllable[] {
  const rnd = new Random(media.seed * 2 + channel + 1);
  const out: Syllable[] = [];
  for (const segment of media.speech.filter((s) => s.channel === channel)) {
    let t = (segment.start_ms / 1000) * SAMPLE_RATE;
    const end = (segment.end_ms / 1000) * SAMPLE_RATE;
    while (t < end) {
      const length = rnd.int(120, 300) * 8;
      const stop = Math.min(t + length, end);
      const f0 = segment.pitch * (0.85 + rnd.next() * 0.3);
      out.push({
        start: Math.floor(t),
        end: Math.floor(stop),
        f0,
        f0End: f0 * (0.8 + rnd.next() * 0.35),
        f1: rnd.int(300, 850),
        f2: rnd.int(900, 2400),
        amp: 4500 + rnd.next() * 4500,
      });
      t = stop + rnd.int(25, 90) * 8;
      if (rnd.chance(0.12)) t += rnd.int(150, 400) * 8; // a breath between phrases
    }
  }
  return out;
}

class Resonator {
  private y1 = 0;
  private y2 = 0;
  private a1 = 0;
  private a2 = 0;
  private gain = 0;
  tune(frequency: number, bandwidth: number) {
    const r = Math.exp((-Math.PI * bandwidth) / SAMPLE_RATE);
    this.a1 = 2 * r * Math.cos((2 * Math.PI * frequency) / SAMPLE_RATE);
    this.a2 = -r * r;
    this.gain = 1 - r;
  }
  step(x: number) {
    const y = this.gain * x + this.a1 * this.y1 + this.a2 * this.y2;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** One channel's samples, rendered in order chunk after chunk. */
class ChannelVoice {
  private readonly syllables: Syllable[];
  private index = 0;
  private phase = 0;
  private readonly f1 = new Resonator();
  private readonly f2 = new Resonator();
  private tuned = -1;
  private readonly noise: Random;

  constructor(media: RecordingMedia, channel: 0 | 1) {
    this.syllables = syllablesOf(media, channel);
    this.noise = new Random(media.seed * 7 + channel);
  }

  sample(n: number): number {
    // line noise: the faint hiss of a phone line
    let value = (this.noise.next() - 0.5) * 60;
    while (this.index < this.syllables.length && this.syllables[this.index].end <= n) this.index += 1;
    const s = this.syllables[this.index];
    if (s && n >= s.start) {
      if (this.tuned !== this.index) {
        this.f1.tune(s.f1, 90);
        this.f2.tune(s.f2, 140);
        this.tuned = this.index;
      }
      const progress = (n - s.start) / (s.end - s.start);
      const f0 = s.f0 + (s.f0End - s.f0) * progress;
      this.phase += f0 / SAMPLE_RATE;
      let pulse = 0;
      if (this.phase >= 1) {
        this.phase -= 1;
        pulse = 1;
      }
      const source = pulse * 12 + (this.noise.next() - 0.5) * 0.25;
      const envelope = Math.sin(Math.PI * Math.min(1, progress)) ** 0.6;
      value += (this.f1.step(source) * 1.0 + this.f2.step(source) * 0.6) * s.amp * envelope;
    }
    return value;
  }
}

function dtmfSample(media: RecordingMedia, n: number): number {
  const t = n / SAMPLE_RATE;
  let value = 0;
  for (const tone of media.dtmf) {
    const start = tone.start_ms / 1000;
    if (t < start || t >= start + tone.duration_ms / 1000) continue;
    const [low, high] = DTMF_FREQUENCIES[tone.digit] ?? DTMF_FREQUENCIES['0'];
    const local = t - start;
    value += 6000 * Math.sin(2 * Math.PI * low * local) + 7000 * Math.sin(2 * Math.PI * high * local);
  }
  return value;
}

const clamp16 = (v: number) => Math.max(-32768, Math.min(32767, Math.round(v)));

/** The WAV file as a stream of one-second chunks. */
export function renderWav(media: RecordingMedia): Readable {
  const frames = framesOf(media);
  const voices = [new ChannelVoice(media, 0), new ChannelVoice(media, 1)];
  let next = 0;
  let headerSent = false;
  return new Readable({
    read() {
      if (!headerSent) {
        headerSent = true;
        this.push(wavHeader(frames));
        return;
      }
      if (next >= frames) {
        this.push(null);
        return;
      }
      const count = Math.min(SAMPLE_RATE, frames - next);
      const chunk = Buffer.alloc(count * BYTES_PER_FRAME);
      for (let i = 0; i < count; i += 1) {
        const n = next + i;
        chunk.writeInt16LE(clamp16(voices[0].sample(n) + dtmfSample(media, n)), i * 4);
        chunk.writeInt16LE(clamp16(voices[1].sample(n)), i * 4 + 2);
      }
      next += count;
      this.push(chunk);
    },
  });
}
