// The recording player's wavesurfer.js options, in one place for the player and for the test that keeps the page's
// Content-Security-Policy in step with the stylesheet wavesurfer writes into its shadow root (whose text depends on
// the height): waveform-csp.test.ts.
import type { WaveSurferOptions } from 'wavesurfer.js';
import { themeColor } from '@switchboard/shared/ui';
import { WAVEFORM_SAMPLE_RATE } from '@switchboard/shared/validation';

/** The height of one channel's lane, px. */
export const WAVEFORM_HEIGHT = 56;

/** The waveform's colours: the theme's tokens (tokens.css) as they apply at the container. */
export function waveformColors(container: Element | null) {
  const color = (token: string, fallback: string) => themeColor(container, token, fallback);
  return {
    splitChannels: [
      {
        waveColor: color('--sb-color-wave-1', '#2f6fed'),
        progressColor: color('--sb-color-wave-1-played', '#1e3a8a'),
      },
      {
        waveColor: color('--sb-color-wave-2', '#da1c5c'),
        progressColor: color('--sb-color-wave-2-played', '#7a1236'),
      },
    ],
    cursorColor: color('--sb-color-wave-cursor', '#111827'),
    /** the DTMF digits' regions */
    mark: color('--sb-color-wave-mark', 'rgb(138 43 226 / 25%)'),
    /** the call page's chosen moment */
    moment: color('--sb-color-wave-moment', 'rgb(220 38 38 / 45%)'),
  };
}

export function waveformOptions(container: HTMLElement): WaveSurferOptions {
  const { splitChannels, cursorColor } = waveformColors(container);
  return {
    container,
    sampleRate: WAVEFORM_SAMPLE_RATE,
    height: WAVEFORM_HEIGHT,
    normalize: true,
    splitChannels,
    cursorColor,
  };
}
