// Remotes that declare `background: true` expose `./background`: code that runs while a user is signed in,
// outside the remote's pages (e.g. polling for unread alerts and announcing a menu badge on the bus). The host
// starts each one after sign-in once the page is idle, and stops it on sign-out. A module that fails to load or
// throws only loses its own background work.
import type { PortalStore } from '@switchboard/shared/store';
import type { RuntimeConfig } from '@switchboard/shared/config';
import type { RemoteId, RemoteRegistry } from './registry';

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

  const stopAll = () => {
    for (const stop of running.values()) {
      try {
        stop?.();
      } catch (error) {
        console.error('a background module failed to stop', error);
      }
    }
    running.clear();
  };

  const startDeclared = () => {
    if (!signedIn) return;
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
    const now = store.getState().session.token !== null;
    if (now === signedIn) return;
    signedIn = now;
    if (signedIn) startDeclared();
    else stopAll();
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
