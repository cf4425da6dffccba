// The portal store in react-router's loader context, so a remote's route `loader` can start its page's API calls
// (RTK Query prefetches) as soon as a navigation begins — in parallel with the page's code, not after it renders.
// Routers made by the host (and the kit's area shells) pass it with `getContext`; a loader under a router without it
// gets null and simply leaves the fetching to the page.
import { createContext, RouterContextProvider } from 'react-router';
import type { PortalStore } from './store';

export const portalStoreContext = createContext<PortalStore | null>(null);

/** Router options that give loaders the store (`future.v8_middleware` makes `context` a RouterContextProvider). */
export function routerOptionsWithStore(store: PortalStore) {
  return {
    future: { v8_middleware: true },
    getContext() {
      const context = new RouterContextProvider();
      context.set(portalStoreContext, store);
      return context;
    },
  } as const;
}

/** The store from a loader's `context` argument, or null when the router does not provide it. */
export function storeOfLoader(context: unknown): PortalStore | null {
  if (!(context instanceof RouterContextProvider)) return null;
  try {
    return context.get(portalStoreContext);
  } catch {
    return null;
  }
}
