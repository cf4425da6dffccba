import type { RouteObject } from 'react-router';
import { RemoteRouteError } from './RemoteRouteError';

/** A remote's routes, each top-level one inside the remote error boundary (unless it brings its own). */
export function wrapRemoteRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.errorElement || route.ErrorBoundary
      ? route
      : ({ ...route, errorElement: <RemoteRouteError /> } as RouteObject),
  );
}
