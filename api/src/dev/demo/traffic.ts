// `--demo`: a week of traffic for the demo accounts the first time (when no call is recorded yet), then calls in
// real time while the server runs, so the recent-calls live tail has something to show.
import type { AppContext } from '../../context';
import { simulate, startLiveTraffic } from '../simulator/simulator';

export const DEMO_SEED = 2024;

export function startDemoTraffic(ctx: AppContext): { stop: () => void; added: number } {
  const { store } = ctx;
  let added = 0;
  if (!store.get('SELECT 1 FROM cdrs LIMIT 1')) {
    added = simulate(store, { seed: DEMO_SEED, days: 7, until: ctx.now(), callsPerDay: 120 }).calls;
  }
  const stop = startLiveTraffic(store, { seed: DEMO_SEED, meanIntervalMs: 6000, now: ctx.now });
  return { stop, added };
}
