// What renders at an /internal path no route matches yet: if a remote owns the path, its boundary — a skeleton
// while the remote loads, the failure message with Retry when it cannot — and once its routes are in, the page
// itself (the portal patches the routes and matches the location again). Otherwise: not found.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@switchboard/shared/ui';
import { remoteForPath } from '../navigation';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useRemoteRegistry, useRemoteState } from './context';
import { RemoteFailure } from './RemoteFailure';

export function RemoteSlot() {
  const { pathname } = useLocation();
  const registry = useRemoteRegistry();
  const owner = remoteForPath(pathname);
  const remote = owner && registry.isConfigured(owner) ? owner : null;
  const state = useRemoteState(remote);

  useEffect(() => {
    if (remote) void registry.ensure(remote);
  }, [registry, remote]);

  if (!remote) return <NotFoundPage inShell />;
  switch (state.status) {
    case 'failed':
      return <RemoteFailure kind={state.error.kind} onRetry={() => void registry.retry(remote)} />;
    case 'loaded':
      // The remote is in and has no page here.
      return <NotFoundPage inShell />;
    default:
      return <Skeleton heading lines={6} label="Loading…" />;
  }
}
