// Remotes that declare `background: true` expose `./background`: code that runs while a user is signed in,
// outside the remote's pages (e.g. polling for unread alerts and announcing a menu badge on the bus). The host
// starts each one after sign-in once the landing page has its data and the page is idle (on a slow link its
// chunks and calls must not compete with the first list), and stops it on sign-out. A module that fails to load
// or throws only loses its own background work.
import { selectHasFullSession, type PortalStore } from '@switchboard/shared/store';
import type { RuntimeConfig } from '@switchboard/shared/config';
import type { RemoteId, RemoteRegistry } from './types';

/** What `./background` exports: `start` returns its stop function. */
export interface BackgroundModule {
  start(context: { store: PortalStore; config: RuntimeConfig }): (() => void) | void;
}

const whenIdle = (run: () => void) => {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: object) => number })
    .requestIdleCallback;
  if (idle) idle(run, { timeout: 2000 });
  else setTimeout(run, 200);
};

/** Longest wait for the landing page before background work starts anyway (a page that calls nothing). */
const LANDING_WAIT_MS = 5000;

type ApiState = Record<string, { status?: string } | undefined>;

/**
 * Runs `run` once the API has answered at least one query since now and has nothing in flight (the landing page
 * has its data), then at an idle moment; returns the function that cancels it.
 */
function afterLandingPage(store: PortalStore, run: () => void): () => void {
  let finished = false;
  let answered = false;
  const fire = () => {
    if (finished) return;
    cancel();
    whenIdle(run);
  };
  const check = () => {
    const { queries, mutations } = store.getState().api as unknown as {
      queries: ApiState;
      mutations: ApiState;
    };
    const inFlight = [...Object.values(queries), ...Object.values(mutations)].some(
      (entry) => entry?.status === 'pending',
    );
    answered ||= Object.values(queries).some((entry) => entry?.status === 'fulfilled');
    if (answered && !inFlight) fire();
  };
  const unsubscribe = store.subscribe(check);
  const cap = setTimeout(fire, LANDING_WAIT_MS);
  const cancel = () => {
    finished = true;
    unsubscribe();
    clearTimeout(cap);
  };
  check();
  return cancel;
}

function startOf(module: unknown): BackgroundModule['start'] | null {
  const candidate = module as { start?: unknown; default?: { start?: unknown } } | null;
  const start = candidate?.start ?? candidate?.default?.start;
  return typeof start === 'function' ? (start as BackgroundModule['start']) : null;
}

/** Runs the declared background modules while signed in; returns the function that stops everything. */
export function runBackgroundModules(
  registry: RemoteRegistry,
  store: PortalStore,
  config: RuntimeConfig,
): () => void {
  const running = new Map<RemoteId, (() => void) | null>();
  let signedIn = false;
  let cancelWait: (() => void) | null = null;

  const stopAll = () => {
    cancelWait?.();
    cancelWait = null;
    for (const stop of running.values()) {
      try {
        stop?.();
      } catch (error) {
        console.error('a background module failed to stop', error);
      }
    }
    running.clear();
  };

  let landed = false;
  const startDeclared = () => {
    if (!signedIn) return;
    if (!landed) {
      // Once per sign-in: wait for the landing page, then start what is declared by then (and later ones at once).
      cancelWait ??= afterLandingPage(store, () => {
        if (!signedIn) return;
        landed = true;
        startDeclared();
      });
      return;
    }
    for (const declaration of registry.declarations()) {
      const remote = declaration.area;
      if (!declaration.background || running.has(remote)) continue;
      running.set(remote, null);
      whenIdle(() => {
        registry.loadModule(remote, 'background').then(
          (module) => {
            // Signed out (or restarted) meanwhile: do not start.
            if (!signedIn || running.get(remote) !== null) return;
            const start = startOf(module);
            if (!start) throw new Error('./background has no start function');
            running.set(remote, start({ store, config }) ?? null);
          },
          (error: unknown) => console.error(`remote ${remote}: ./background could not be loaded`, error),
        );
      });
    }
  };

  const follow = () => {
    // not while the session has a step still to do: its token may read nothing else
    const now = selectHasFullSession(store.getState());
    if (now === signedIn) return;
    signedIn = now;
    if (signedIn) startDeclared();
    else {
      landed = false;
      stopAll();
    }
  };

  const offStore = store.subscribe(follow);
  const offRegistry = registry.subscribe(startDeclared);
  follow();
  return () => {
    offStore();
    offRegistry();
    signedIn = false;
    stopAll();
  };
}
