// Loading remotes with the Module Federation runtime: remotes are registered at run time from config.json (no
// URL is baked into a build), with a runtime plugin that puts a deadline on every manifest fetch and retries a
// failed one once. Failures surface as RemoteLoadError for the boundary; the registry adds the overall timeout.
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { takeEarlyRequest } from '../../early-requests';
import { federationNameOf, RemoteLoadError, type RemoteId, type RemoteLoader } from './types';

const MANIFEST_TIMEOUT_MS = 5000;

/** Why the last manifest fetch of a URL failed, as seen by the plugin (the runtime wraps the error it gets). */
const fetchFailures = new Map<string, RemoteLoadError>();

/**
 * Manifests the host has already read for the remotes' declarations: the runtime gets the same text instead of
 * asking the remote's server again (one round trip less before a remote's first page).
 */
const manifestTexts = new Map<string, string>();

/**
 * GET with a deadline and one retry; failures as RemoteLoadError (remembered per URL for `classify`). `early`:
 * the same GET already under way (the entry's, see early-requests.ts), used as the first attempt.
 */
async function fetchWithDeadline(
  url: string,
  init?: RequestInit,
  early?: ReturnType<typeof takeEarlyRequest>,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController();
    const underWay = attempt === 0 ? early : undefined;
    const timer = setTimeout(() => {
      controller.abort();
      underWay?.abort();
    }, MANIFEST_TIMEOUT_MS);
    try {
      const response = await (underWay?.response ?? fetch(url, { ...init, signal: controller.signal }));
      if (!response.ok) throw new RemoteLoadError('unreachable', `${url} answered HTTP ${response.status}`);
      fetchFailures.delete(url);
      return response;
    } catch (error) {
      if (attempt >= 1 || controller.signal.aborted) {
        const failure = controller.signal.aborted
          ? new RemoteLoadError(
              'timeout',
              `${url} did not answer within ${MANIFEST_TIMEOUT_MS / 1000} s`,
              error,
            )
          : error instanceof RemoteLoadError
            ? error
            : new RemoteLoadError('unreachable', `${url} cannot be reached`, error);
        fetchFailures.set(url, failure);
        throw failure;
      }
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Layer 1 of 3 (runtime plugin → registry timeout/Retry → route error boundary): fetch deadline + one retry. */
export function switchboardRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'switchboard-remote-loading',
    async fetch(url, init) {
      const known = manifestTexts.get(url);
      if (known !== undefined) {
        // Served once from what the declarations read; a Retry (or a new release) asks the server again.
        manifestTexts.delete(url);
        return new Response(known, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return fetchWithDeadline(url, init);
    },
    errorLoadRemote({ error, lifecycle, id }) {
      // Rethrown to the registry, which shows the message and Retry; logged for operators.
      console.error(`remote ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}

let pluginRegistered = false;

function classify(error: unknown, manifestUrl: string): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const seen = fetchFailures.get(manifestUrl);
  if (seen) return seen;
  const text = error instanceof Error ? error.message : String(error);
  // The manifest arrived but is not JSON / not a manifest; anything else (scripts that fail to load…) is reach.
  if (/JSON|Unexpected token|is not valid|parse/i.test(text))
    return new RemoteLoadError('invalid', text, error);
  return new RemoteLoadError('unreachable', text, error);
}

const registered = new Set<string>();

export const federationLoader: RemoteLoader = {
  async loadManifest(_remote: RemoteId, manifestUrl: string, attempt: number) {
    // The first read may already be under way since the page started; a Retry bypasses every cache.
    const response =
      attempt > 0
        ? await fetchWithDeadline(manifestUrl, { cache: 'no-cache' })
        : await fetchWithDeadline(manifestUrl, undefined, takeEarlyRequest(manifestUrl));
    const text = await response.text();
    let manifest: unknown;
    try {
      manifest = JSON.parse(text);
    } catch (error) {
      throw new RemoteLoadError('invalid', `${manifestUrl} is not JSON`, error);
    }
    // Only a remote not registered yet will have the runtime fetch it.
    if (!registered.has(manifestUrl)) manifestTexts.set(manifestUrl, text);
    return manifest;
  },
  async loadModule(remote: RemoteId, manifestUrl: string, module: string, attempt: number) {
    if (!pluginRegistered) {
      registerPlugins([switchboardRuntimePlugin()]);
      pluginRegistered = true;
    }
    const name = federationNameOf(remote);
    // On Retry, `force` drops what the runtime cached for the failed attempt (entry, manifest, module).
    if (!registered.has(manifestUrl) || attempt > 0) {
      if (attempt > 0) manifestTexts.delete(manifestUrl);
      registerRemotes([{ name, entry: manifestUrl }], attempt > 0 ? { force: true } : undefined);
      registered.add(manifestUrl);
    }
    fetchFailures.delete(manifestUrl);
    try {
      return await loadRemote(`${name}/${module}`);
    } catch (error) {
      throw classify(error, manifestUrl);
    }
  },
};
