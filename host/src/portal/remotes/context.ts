import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RemoteId } from '../navigation';
import type { RemoteRegistry, RemoteState } from './registry';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry: no RemoteRegistryContext provider');
  return registry;
}

const IDLE: RemoteState = { status: 'idle' };

/** The live state of one remote (null: none). */
export function useRemoteState(remote: RemoteId | null): RemoteState {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(registry.subscribe, () => (remote ? registry.get(remote) : IDLE));
}
