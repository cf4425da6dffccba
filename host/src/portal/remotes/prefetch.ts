// Loading a page's code before it is visited: its remote's routes, then the lazy chunk of every route it matches.
import { matchRoutes, type RouteObject } from 'react-router';
import type { Features } from '@switchboard/shared/config';
import { internalRelative } from '../navigation';
import type { RemoteRegistry } from './types';

/** Loads what `pathname` (under /internal) needs to render; never rejects. */
export async function prefetchPage(
  registry: RemoteRegistry,
  pathname: string,
  features: Features,
): Promise<void> {
  const relative = internalRelative(pathname);
  if (relative === null) return;
  // Paths are not gated by scope: the owner is the same whoever signs in.
  const owner = registry.ownerOf(relative, { scope: null, features });
  if (!owner) return;
  const state = await registry.ensure(owner);
  if (state.status !== 'loaded') return;
  const matches = matchRoutes(state.routes as RouteObject[], `/${relative}`) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      // A route's `lazy` imports its page chunk; the router calling it later gets the module from the cache.
      if (typeof route.lazy === 'function') await route.lazy().catch(() => undefined);
    }),
  );
}
