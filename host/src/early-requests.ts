// Requests the entry starts before the code that needs them has arrived (or has got round to asking), handed over
// to that code. A deep link (a signed-in reload of /internal/phone-numbers…) needs its remote's manifest; asking
// for it as soon as config.json is in, rather than once the portal chunk has run, takes its round trip off the
// first page's critical path. After 'Log in', the first page's API GETs start with the token
// (portal/session/landing-requests.ts) and the shared base query takes them over through the registry below
// (docs/architecture.md#benchmarks). Kept tiny: it is part of the sign-in page's entry chunk.

interface EarlyRequest {
  response: Promise<Response>;
  abort: () => void;
  /** performance.now() after which it is no longer handed over (an API answer goes stale); none: never. */
  until?: number;
}

/**
 * Options of an early request: its Accept and Authorization headers (an API call sends them as the base query
 * would, shared/src/api/base-query.ts, so the answer is the same), and how long its answer may be handed over.
 */
export interface EarlyRequestOptions {
  accept?: string;
  authorization?: string | null;
  maxAgeMs?: number;
}

const early = new Map<string, EarlyRequest>();
/** Requests the code that needs them has already asked for: too late to request them early. */
const taken = new Set<string>();

/** One request per URL and Authorization header: the same GET with another token is another request. */
const keyOf = (url: string, authorization?: string | null) =>
  authorization ? `${url}\n${authorization}` : url;

/**
 * Starts a GET of `url` now (once, unless its reader came first); `takeEarlyRequest` hands it over later. Returns
 * its response, for a caller that also wants to peek at it (a clone: the reader gets the body), if it started one.
 */
export function requestEarly(
  url: string,
  { accept, authorization, maxAgeMs }: EarlyRequestOptions = {},
): Promise<Response> | undefined {
  const key = keyOf(url, authorization);
  dropStale();
  if (early.has(key) || taken.has(key)) return undefined;
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (accept) headers.Accept = accept;
  if (authorization) headers.Authorization = authorization;
  const response = fetch(url, { signal: controller.signal, headers });
  // Failures are handled by whoever takes the request (or by nobody, when the page never needs it).
  response.catch(() => undefined);
  // Not taken in time: not handed over (its reader fetches for itself; see handOver).
  const until = maxAgeMs === undefined ? undefined : performance.now() + maxAgeMs;
  early.set(key, { response, abort: () => controller.abort(), until });
  return response;
}

/**
 * Hands `answer` over, as `requestEarly` would hand over its request, to the code that asks for this GET: an answer
 * that arrived some other way (the login's, portal/session/landing-requests.ts). Returns it as `requestEarly` does.
 */
export function provideEarly(
  url: string,
  answer: Response,
  { authorization, maxAgeMs }: Omit<EarlyRequestOptions, 'accept'> = {},
): Promise<Response> | undefined {
  const key = keyOf(url, authorization);
  dropStale();
  if (early.has(key) || taken.has(key)) return undefined;
  const response = Promise.resolve(answer);
  const until = maxAgeMs === undefined ? undefined : performance.now() + maxAgeMs;
  early.set(key, { response, abort: () => undefined, until });
  return response;
}

/**
 * Forgets the answers nobody took in time (a landing page left before it asked): they are never handed over, and
 * the same GET asked for early again (signing in again in the same tab) is sent afresh.
 */
function dropStale() {
  const now = performance.now();
  for (const [key, request] of early)
    if (request.until !== undefined && now > request.until) early.delete(key);
}

/** The early request for `key` if there is one and it is fresh, handed over once. */
function handOver(key: string): EarlyRequest | undefined {
  const request = early.get(key);
  early.delete(key);
  if (request?.until !== undefined && performance.now() > request.until) return undefined;
  return request;
}

/**
 * The request `requestEarly` started for `url` (with that Authorization header), if any and still fresh; each is
 * handed over once (a Retry fetches again).
 */
export function takeEarlyRequest(url: string, authorization?: string | null): EarlyRequest | undefined {
  const key = keyOf(url, authorization);
  // On a busy page the portal may get here before config.json's early reader: it fetches for itself, once.
  taken.add(key);
  return handOver(key);
}

/**
 * Where shared code (the base query of every app, shared/src/api/early-requests.ts) finds the early requests
 * without importing the host: one well-known global symbol.
 */
const REGISTRY_KEY = Symbol.for('switchboard.early-requests');
// Every GET of the base query looks here: nothing is recorded for the ones that find nothing.
(globalThis as Record<symbol, unknown>)[REGISTRY_KEY] = {
  take: (url: string, authorization: string | null) => handOver(keyOf(url, authorization)),
};

/** The first segment of a path pattern ('accounts/:sid/subscription' → 'accounts'); null when it is not fixed. */
function firstSegmentOf(pattern: unknown): string | null {
  const raw = typeof pattern === 'string' ? pattern : (pattern as { pattern?: unknown } | null)?.pattern;
  if (typeof raw !== 'string') return null;
  const first = raw.replace(/^\/+/, '').split('/')[0];
  return first === '' || first.startsWith(':') || first.includes('*') ? null : first;
}

/**
 * Whether a recorded declaration may own `pathname` (judged by first segments, which is enough to ask early for
 * the manifest a page needs; the portal decides with react-router's ranking).
 */
function mayOwn(declaration: unknown, pathname: string): boolean {
  const internal = /^\/internal(\/|$)/.test(pathname);
  const relative = (internal ? pathname.slice('/internal'.length) : pathname).replace(/^\/+/, '');
  const segment = relative.split('/')[0];
  if (segment === '') return false;
  const paths = (declaration as Record<string, unknown> | null)?.[internal ? 'paths' : 'publicPaths'];
  if (!Array.isArray(paths)) return false;
  return paths.some((pattern) => {
    const first = firstSegmentOf(pattern);
    return first === null || first === segment;
  });
}

/**
 * The manifests the page will need, requested as soon as config.json is in: those of remotes config.json brings no
 * recorded declaration for (their menu items come from their manifests), and that of the remote owning the page
 * (a config that is not as expected is left to the boot). Other remotes' manifests wait until their code is
 * needed (docs/architecture.md#the-release-registry).
 */
export function requestManifestsEarly(
  configResponse: Promise<Response>,
  pathname: string = globalThis.location?.pathname ?? '/',
): void {
  configResponse
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((config) => {
      const { remotes, areas } = (config ?? {}) as { remotes?: unknown; areas?: unknown };
      if (!remotes || typeof remotes !== 'object') return;
      for (const [id, url] of Object.entries(remotes)) {
        if (typeof url !== 'string' || !url.trim()) continue;
        const declaration = (areas as Record<string, { declaration?: unknown }> | undefined)?.[id]
          ?.declaration;
        if (declaration === undefined || mayOwn(declaration, pathname)) requestEarly(url.trim());
      }
    })
    .catch(() => undefined);
}
