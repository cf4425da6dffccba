// The api entry's tests (base query, early requests, invalidation) ask through the shared `api` as the areas do:
// a query endpoint for any path, so a test serves a body and reads back what the base query makes of it, and a
// store signed in (or not) that neither persists nor listens to the bus.
import { api } from '@switchboard/shared/api';
import { createPortalStore, sessionFromToken } from '@switchboard/shared/store';

export const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (path) => path }),
  }),
});

/** A fresh store signed in with `token` (null: signed out). */
export function storeWithSession(token: string | null) {
  return createPortalStore({
    preloadedState: token ? { session: sessionFromToken(token) } : undefined,
    persist: false,
    listenToBus: false,
  });
}
