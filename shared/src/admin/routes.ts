// Route helpers for a remote's `./routes` table (paths relative to /internal, one lazy chunk per page).
import type { ComponentType } from 'react';

/** A route's `lazy` that gives the page to render. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A page module: its default export is the page. */
export interface PageModule {
  default: ComponentType;
}

/**
 * A route's `lazy` that loads a page module on the first visit and renders its default export, once whatever else
 * it waits for is there too (an area's texts in the user's language):
 * `{ path: 'carriers', lazy: page(() => import('./features/carriers/CarriersPage'), telephonyTranslations) }`.
 */
export function page(load: () => Promise<PageModule>, ...ready: Promise<unknown>[]): LazyPage {
  return async () => ({ Component: (await Promise.all([load(), ...ready]))[0].default });
}

/** As `page`, for a page that is a named export of its chunk (several pages sharing one). */
export function namedPage(load: () => Promise<ComponentType>, ...ready: Promise<unknown>[]): LazyPage {
  return async () => ({ Component: (await Promise.all([load(), ...ready]))[0] });
}
