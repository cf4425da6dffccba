// How the suite and the benchmark start Chromium: Debian's /usr/bin/chromium (never a downloaded browser), without
// the background traffic that floods a closed network.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
