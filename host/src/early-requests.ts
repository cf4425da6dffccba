// Requests the entry starts before the portal's code has arrived, handed over to the code that needs them. A
// deep link (a signed-in reload of /internal/phone-numbers…) needs every remote's manifest to know who owns the
// page; asking for them as soon as config.json is in, rather than once the portal chunk has run, takes their
// round trip off the first page's critical path. Kept tiny: it is part of the sign-in page's entry chunk.

interface EarlyRequest {
  response: Promise<Response>;
  abort: () => void;
}

const early = new Map<string, EarlyRequest>();

/** Starts a GET of `url` now (once); `takeEarlyRequest` hands it over later. */
export function requestEarly(url: string): void {
  if (early.has(url)) return;
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
  return request;
}

/** config.json's remote manifest URLs, requested early (a config that is not as expected is left to the boot). */
export function requestManifestsEarly(configResponse: Promise<Response>): void {
  configResponse
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null))
    .then((config) => {
      const remotes = (config as { remotes?: unknown } | null)?.remotes;
      if (!remotes || typeof remotes !== 'object') return;
      for (const url of Object.values(remotes)) if (typeof url === 'string' && url.trim()) requestEarly(url.trim());
    })
    .catch(() => undefined);
}
