// Who hears of call records once they are stored: a model kept in memory (the alert rules' live concurrency) learns
// of each new record after its transaction commits, without the records module knowing who listens.
import type { Store } from '../../../db/store';
import type { CdrRecord } from './shapes';

/** What a listener is told of a stored call record. */
export type StoredCall = Pick<
  CdrRecord,
  | 'account_sid'
  | 'service_provider_sid'
  | 'attempted_at'
  | 'terminated_at'
  | 'trunk'
  | 'answered'
  | 'sip_status'
>;
export type StoredCallsListener = (calls: readonly StoredCall[]) => void;

const listeners = new WeakMap<Store, Set<StoredCallsListener>>();

/** Listens to the call records stored through `store` from now on; returns how to stop. */
export function onCallsStored(store: Store, listener: StoredCallsListener): () => void {
  let set = listeners.get(store);
  if (!set) listeners.set(store, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Tells the listeners of new records, once the writes under way have committed (never of rolled-back ones). */
export function callsStored(store: Store, calls: readonly StoredCall[]): void {
  const set = listeners.get(store);
  if (!set?.size || calls.length === 0) return;
  store.afterCommit(() => {
    for (const listener of set) listener(calls);
  });
}
