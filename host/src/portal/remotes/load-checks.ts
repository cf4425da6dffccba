// What loading a remote's module takes besides the loader: any failure as a RemoteLoadError, the deadline, and
// the check that a routes module really exposes a list of routes.
import type { RouteObject } from 'react-router';
import { RemoteLoadError, type ExposedModule } from './types';

export function asLoadError(error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError('unreachable', error instanceof Error ? error.message : String(error), error);
}

/** A remote's `./routes` (or `./public-routes`) default export, checked. */
export function checkRoutes(value: unknown, module: ExposedModule = 'routes'): RouteObject[] {
  const routes = (value as { default?: unknown } | null)?.default ?? value;
  if (!Array.isArray(routes) || routes.some((r) => typeof r !== 'object' || r === null)) {
    throw new RemoteLoadError('invalid', `the remote did not expose a list of routes as ./${module}`);
  }
  return routes as RouteObject[];
}

export function withDeadline<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
