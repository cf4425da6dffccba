// Route helpers for a remote's `./routes` table (paths relative to /internal, one lazy chunk per page).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A page module: its default export is the page. */
export interface PageModule {
  default: ComponentType;
}

/**
 * A route's `lazy` that loads a page module on the first visit and renders its default export:
 * `{ path: 'carriers', lazy: page(() => import('./features/carriers/CarriersPage')) }`.
 */
export function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}
