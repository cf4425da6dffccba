import { createContext, useContext, useSyncExternalStore } from 'react';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { selectUser, useAppSelector } from '@switchboard/shared/store';
import { internalRelative, visibilityOf } from '../navigation';
import type { RemoteId, RemoteRegistry, RemoteState, RoutesModule } from './types';

export const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry: no RemoteRegistryContext provider');
  return registry;
}

const IDLE: RemoteState = { status: 'idle' };

/** The live state of one remote's routes (null: none). */
export function useRemoteState(remote: RemoteId | null, module: RoutesModule = 'routes'): RemoteState {
  const registry = useRemoteRegistry();
  return useSyncExternalStore(registry.subscribe, () => (remote ? registry.get(remote, module) : IDLE));
}

/** Re-renders on any change of the registry (declarations arriving, remotes loading); returns the registry. */
export function useRegistrySnapshot(): RemoteRegistry {
  const registry = useRemoteRegistry();
  useSyncExternalStore(registry.subscribe, registry.version);
  return registry;
}

/**
 * Who owns a pathname, for the signed-in user and the feature switches in force: the owning remote, or null
 * (`settled` says whether every declaration has answered, i.e. whether null is final).
 */
export function usePathOwner(pathname: string, kind: 'internal' | 'public' = 'internal') {
  const registry = useRegistrySnapshot();
  const user = useAppSelector(selectUser);
  const config = useRuntimeConfig();
  const relative = kind === 'internal' ? internalRelative(pathname) : pathname.replace(/^\/+/, '');
  const owner = relative === null ? null : registry.ownerOf(relative, visibilityOf({ user, config }), kind);
  return { owner, settled: registry.declarationsSettled(), registry };
}
