// The state of every remote's `./routes` module: idle → loading → loaded | failed, with Retry. One registry per
// page; the remote boundary renders from it (useSyncExternalStore) and the portal patches loaded routes into the
// router. Loading itself is a RemoteLoader (Module Federation in the browser, a fake over HTTP in tests).
import type { RouteObject } from 'react-router';
import type { RemoteId } from '../navigation';

/** Why a remote could not be loaded; the boundary words its message from this. */
export type RemoteFailureKind = 'unreachable' | 'timeout' | 'invalid';

export class RemoteLoadError extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'RemoteLoadError';
  }
}

export interface RemoteLoader {
  /** Loads the remote's `./routes` default export. `attempt` > 0 on a Retry (caches must be bypassed). */
  loadRoutes(remote: RemoteId, manifestUrl: string, attempt: number): Promise<unknown>;
}

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; routes: RouteObject[] }
  | { status: 'failed'; error: RemoteLoadError };

/** A remote that neither answers nor fails is given up on after this long (then: the message and Retry). */
export const REMOTE_TIMEOUT_MS = 8000;

const IDLE: RemoteState = { status: 'idle' };
const LOADING: RemoteState = { status: 'loading' };

function asLoadError(error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError('unreachable', error instanceof Error ? error.message : String(error), error);
}

function checkRoutes(value: unknown): RouteObject[] {
  const routes = (value as { default?: unknown } | null)?.default ?? value;
  if (!Array.isArray(routes) || routes.some((r) => typeof r !== 'object' || r === null)) {
    throw new RemoteLoadError('invalid', 'the remote did not expose a list of routes as ./routes');
  }
  return routes as RouteObject[];
}

export interface RemoteRegistry {
  isConfigured(remote: RemoteId): boolean;
  get(remote: RemoteId): RemoteState;
  /** Starts loading unless loading or loaded; resolves when settled. Never rejects. */
  ensure(remote: RemoteId): Promise<RemoteState>;
  /** Loads again after a failure. */
  retry(remote: RemoteId): Promise<RemoteState>;
  subscribe(listener: () => void): () => void;
  /** Called once per remote when its routes arrive (the portal patches them into the router). */
  onLoaded(listener: (remote: RemoteId, routes: RouteObject[]) => void): () => void;
}

export function createRemoteRegistry({
  remotes,
  loader,
  timeoutMs = REMOTE_TIMEOUT_MS,
}: {
  /** config.json `remotes`: id → manifest URL. */
  remotes: Record<string, string>;
  loader: RemoteLoader;
  timeoutMs?: number;
}): RemoteRegistry {
  const states = new Map<RemoteId, RemoteState>();
  const pending = new Map<RemoteId, Promise<RemoteState>>();
  const attempts = new Map<RemoteId, number>();
  const listeners = new Set<() => void>();
  const loadedListeners = new Set<(remote: RemoteId, routes: RouteObject[]) => void>();

  const set = (remote: RemoteId, state: RemoteState) => {
    states.set(remote, state);
    for (const listener of [...listeners]) listener();
  };

  function start(remote: RemoteId): Promise<RemoteState> {
    const url = remotes[remote];
    if (!url) return Promise.resolve(IDLE);
    const attempt = attempts.get(remote) ?? 0;
    attempts.set(remote, attempt + 1);
    set(remote, LOADING);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RemoteLoadError('timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`)),
        timeoutMs,
      );
    });
    const promise = Promise.race([loader.loadRoutes(remote, url, attempt), timeout])
      .then(checkRoutes)
      .then(
        (routes): RemoteState => {
          const state: RemoteState = { status: 'loaded', routes };
          set(remote, state);
          for (const listener of [...loadedListeners]) listener(remote, routes);
          return state;
        },
        (error: unknown): RemoteState => {
          const state: RemoteState = { status: 'failed', error: asLoadError(error) };
          set(remote, state);
          return state;
        },
      )
      .finally(() => {
        clearTimeout(timer);
        pending.delete(remote);
      });
    pending.set(remote, promise);
    return promise;
  }

  return {
    isConfigured: (remote) => Boolean(remotes[remote]),
    get: (remote) => states.get(remote) ?? IDLE,
    ensure(remote) {
      const inFlight = pending.get(remote);
      if (inFlight) return inFlight;
      const state = states.get(remote);
      if (state && state.status !== 'idle') return Promise.resolve(state);
      return start(remote);
    },
    retry(remote) {
      const inFlight = pending.get(remote);
      if (inFlight) return inFlight;
      const state = states.get(remote);
      if (state?.status === 'loaded') return Promise.resolve(state);
      return start(remote);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLoaded(listener) {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
  };
}
