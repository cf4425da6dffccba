// Live traffic for the development server: a call ends every few seconds, its CDR written as it ends (as the SBC
// does), and the SBC's pings and registrations once a minute, until stopped.
import type { Store } from '../../db/store';
import { Random } from '../../lib/random';
import { simulateCall } from './artefacts';
import { startLiveHealth } from './health';
import { packCall } from './packing';
import { loadPlatform } from './platform';
import { writeSimulatedCalls } from './writer';

/**
 * Live traffic: a call ends every few seconds (its CDR written as it ends, like the SBC does), until stopped.
 * Returns the stop function.
 */
export function startLiveTraffic(
  store: Store,
  options: { seed: number; meanIntervalMs?: number; accounts?: readonly string[]; now?: () => number },
): () => void {
  const now = options.now ?? Date.now;
  const rnd = new Random(`${options.seed}:live:${now()}`);
  const mean = options.meanIntervalMs ?? 4000;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    try {
      const accounts = loadPlatform(store, options.accounts);
      if (accounts.length) {
        const account = rnd.pick(accounts);
        const end = now();
        // the same call twice from one seed (its course depends only on the seed): once to learn its length,
        // then placed so that it ends now
        const seed = rnd.int(1, 2 ** 30);
        const draft = simulateCall(account, new Random(seed), end);
        const length = draft.cdr.terminated_at - draft.cdr.attempted_at;
        const call = simulateCall(account, new Random(seed), end - length);
        if (call.cdr.terminated_at <= end + 1) writeSimulatedCalls(store, [packCall(call)], end);
      }
    } catch (error) {
      console.error('live traffic: could not write a call', error);
    }
    timer = setTimeout(tick, Math.max(250, rnd.exponential(mean)));
  };
  timer = setTimeout(tick, Math.max(250, rnd.exponential(mean)));
  // and the SBC's pings and registrations, once a minute
  const stopHealth = startLiveHealth(store, { seed: options.seed, now });
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
    stopHealth();
  };
}
