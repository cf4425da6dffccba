// The recording player's wavesurfer.js options, in one place for the player and for the test that keeps the page's
// Content-Security-Policy in step with the stylesheet wavesurfer writes into its shadow root (whose text depends on
// the height): waveform-csp.test.ts.
import type { WaveSurferOptions } from 'wavesurfer.js';
import { WAVEFORM_SAMPLE_RATE } from '@switchboard/shared/validation';

/** The height of one channel's lane, px. */
export const WAVEFORM_HEIGHT = 56;

export function waveformOptions(container: HTMLElement): WaveSurferOptions {
  return {
    container,
    sampleRate: WAVEFORM_SAMPLE_RATE,
    height: WAVEFORM_HEIGHT,
    normalize: true,
    splitChannels: [
      { waveColor: '#2f6fed', progressColor: '#1e3a8a' },
      { waveColor: '#da1c5c', progressColor: '#7a1236' },
    ],
    cursorColor: '#111827',
  };
}
