// Requests the entry starts before the portal's code has arrived, handed over to the code that needs them. A
// deep link (a signed-in reload of /internal/phone-numbers…) needs its remote's manifest; asking for it as soon as
// config.json is in, rather than once the portal chunk has run, takes its round trip off the first page's critical
// path. Kept tiny: it is part of the sign-in page's entry chunk.

interface EarlyRequest {
  response: Promise<Response>;
  abort: () => void;
}

const early = new Map<string, EarlyRequest>();
/** URLs the code that needs them has already asked for: too late to request them early. */
const taken = new Set<string>();

/** Starts a GET of `url` now (once, unless its reader came first); `takeEarlyRequest` hands it over later. */
export function requestEarly(url: string): void {
  if (early.has(url) || taken.has(url)) return;
  const controller = new AbortController();
  const response = fetch(url, { signal: controller.signal });
  // Failures are handled by whoever takes the request (or by nobody, when the page never needs it).
  response.catch(() => undefined);
  early.set(url, { response, abort: () => controller.abort() });
}

/** The request `requestEarly` started for `url`, if any; each is handed over once (a Retry fetches again). */
export function takeEarlyRequest(url: string): EarlyRequest | undefined {
  const request = early.get(url);
  early.delete(url);
  // On a busy page the portal may get here before config.json's early reader: it fetches for itself, once.
  taken.add(url);
  return request;
}

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
