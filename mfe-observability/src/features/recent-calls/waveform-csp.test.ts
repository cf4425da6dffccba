// The page's Content-Security-Policy lets exactly the stylesheet wavesurfer.js writes into the waveform's shadow
// root apply (scripts/lib/runtime-config.cjs, STYLE_HASHES): computed here from the real library with the player's
// options, so a wavesurfer upgrade or a new waveform height fails this test instead of the player in the browser.
import { createHash } from 'node:crypto';
import WaveSurfer from 'wavesurfer.js';
import { waveformOptions } from './waveform';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildCsp, buildRuntimeConfig } = require('../../../../scripts/lib/runtime-config.cjs');

test("wavesurfer's inline stylesheet is allowed by its hash in style-src, and nothing else inline", () => {
  // jsdom has no ResizeObserver; wavesurfer observes its container with one
  const original = globalThis.ResizeObserver;
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const container = document.createElement('div');
  document.body.append(container);
  // not destroyed afterwards: jsdom has no HTMLMediaElement.pause(); the container goes, nothing was loaded
  WaveSurfer.create(waveformOptions(container));
  try {
    const styles = [...(container.firstElementChild?.shadowRoot?.querySelectorAll('style') ?? [])];
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0].textContent ?? '')
      .digest('base64');
    const csp: string = buildCsp(buildRuntimeConfig({}), {});
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src ')) ?? '';
    // 'self', the remotes' origins, and this one hash
    expect(styleSrc.split(' ').filter((source) => source.startsWith("'"))).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
  } finally {
    container.remove();
    globalThis.ResizeObserver = original;
  }
});
