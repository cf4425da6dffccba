// The GETs a page's host started before this code asked for them (after 'Log in', the first page's API calls start
// with the token: docs/architecture.md#benchmarks). The host keeps them in a registry under one global symbol, so
// shared code reaches them without importing the host; a remote mounted elsewhere finds no registry and fetches.

/** The global symbol the host's registry is kept under (host/src/early-requests.ts installs it). */
export const EARLY_REQUESTS_KEY = Symbol.for('switchboard.early-requests');

/** What the host's registry offers: the request started for a URL with that Authorization header, once. */
export interface EarlyRequestRegistry {
  take: (
    url: string,
    authorization: string | null,
  ) => { response: Promise<Response>; abort: () => void } | undefined;
}

/**
 * The answer of an early GET matching `request` (same URL, same Authorization header), handed over once; undefined
 * when there is none (any other request), and the caller fetches.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const registry = (globalThis as Record<symbol, EarlyRequestRegistry | undefined>)[EARLY_REQUESTS_KEY];
  const early = registry?.take(request.url, request.headers.get('Authorization'));
  if (!early) return undefined;
  // The caller gave up (unsubscribed, timed out): so does the early request.
  if (request.signal.aborted) early.abort();
  else request.signal.addEventListener('abort', early.abort, { once: true });
  return early.response;
}

/** fetch, or the early request that already asked the same (the base query's `fetchFn`). */
export function fetchOrTakeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early =
    typeof input === 'object' && 'method' in input && !init ? takeEarlyResponse(input) : undefined;
  return early ?? fetch(input, init);
}
