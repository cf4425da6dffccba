// What renders at a path no route matches yet. If a remote's declaration claims the path: its boundary — a
// skeleton while the remote loads, the failure message with Retry when it cannot — and once its routes are in,
// the page itself (the portal patches the routes and matches the location again). While declarations are still
// arriving: a skeleton. A path nobody claims while some remote's declaration could not be read: that remote may
// own it, so the outage message with Retry. Otherwise: not found.
import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { useTranslation } from '@switchboard/shared/i18n';
import { Skeleton } from '@switchboard/shared/ui';
import { NotFoundPage } from '../errors/NotFoundPage';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { internalRelative } from '../navigation';
import { usePathOwner, useRemoteState } from './context';
import type { RoutesModule } from './types';
import { RemoteFailure } from './RemoteFailure';

export function RemoteSlot({ kind = 'internal' }: { kind?: 'internal' | 'public' }) {
  const { pathname } = useLocation();
  const { owner, settled, registry } = usePathOwner(pathname, kind);
  const module: RoutesModule = kind === 'internal' ? 'routes' : 'public-routes';
  const state = useRemoteState(owner, module);
  const inShell = kind === 'internal';
  const { t } = useTranslation(PORTAL_NAMESPACE);

  useEffect(() => {
    if (owner) void registry.ensure(owner, module);
  }, [registry, owner, module]);

  if (!owner) {
    if (!settled) return <Skeleton heading lines={6} label={t('frame.loading')} />;
    const failed = registry.failedDeclarations();
    const first = failed[0] ? registry.declaration(failed[0]) : null;
    if (first?.status === 'failed') {
      return <RemoteFailure kind={first.error.kind} onRetry={() => void registry.retryDeclarations()} />;
    }
    return <NotFoundPage inShell={inShell} />;
  }
  switch (state.status) {
    case 'failed':
      return (
        <RemoteFailure
          kind={state.error.kind}
          clashes={state.error.clashes}
          onRetry={() => void registry.retry(owner, module)}
        />
      );
    case 'loaded': {
      // Its routes have a page here: they are in, and the router is about to match them (the portal patches them
      // in and navigates again as they arrive, a moment after this slot hears of them) — not a 'not found' flash.
      const path = kind === 'internal' ? (internalRelative(pathname) ?? pathname) : pathname;
      const matched = matchRoutes(state.routes, `/${path.replace(/^\/+/, '')}`);
      // (a catch-all of the remote's own is no page of it)
      if (matched && matched[matched.length - 1].route.path !== '*')
        return <Skeleton heading lines={6} label={t('frame.loading')} />;
      // The remote is in and has no page here.
      return <NotFoundPage inShell={inShell} />;
    }
    default:
      return <Skeleton heading lines={6} label={t('frame.loading')} />;
  }
}
