// What the host knows of each configured remote, in one registry per page:
// - its declaration (menu items and owned paths): recorded in the release registry and given with config.json
//   (the menu is drawn at once, before any remote answers), else read from its mf-manifest.json:
//   loading → loaded | failed. When a remote's manifest is read and disagrees with its record, the manifest wins
//   and the disagreement is logged (docs/architecture.md#the-release-registry);
// - its `./routes` module: idle → loading → loaded | failed, with Retry;
// - whether its code could be loaded the last time it was needed (the menu marks the items of one that could not).
// The menu and the remote boundary render from it (useSyncExternalStore); the portal patches loaded routes into
// the router. Loading itself is a RemoteLoader (Module Federation in the browser, a fake over HTTP in tests).
import type { RouteObject } from 'react-router';
import {
  isVisibleTo,
  parseAreaDeclaration,
  versionClashes,
  type AreaDeclaration,
  type AreaPath,
  type RuntimeConfig,
} from '@switchboard/shared/config';
import { bestOwner, readKnownPaths, rememberPaths } from './known-paths';
import { asLoadError, checkRoutes, withDeadline } from './load-checks';
import {
  HOST_PROVIDED_SHARED,
  REMOTE_TIMEOUT_MS,
  RemoteLoadError,
  type DeclarationState,
  type RemoteId,
  type RemoteLoader,
  type RemoteRegistry,
  type RemoteState,
  type RoutesModule,
} from './types';

const IDLE: RemoteState = { status: 'idle' };
const LOADING: RemoteState = { status: 'loading' };
const DECLARING: DeclarationState = { status: 'loading' };
/** The declarations config.json brings from the release registry, by remote id. */
export function recordedDeclarations(config: Pick<RuntimeConfig, 'areas'>): Record<RemoteId, unknown> {
  return Object.fromEntries(
    Object.entries(config.areas)
      .filter(([, area]) => area.declaration !== undefined)
      .map(([id, area]) => [id, area.declaration]),
  );
}

export function createRemoteRegistry({
  remotes,
  declarations = {},
  loader,
  timeoutMs = REMOTE_TIMEOUT_MS,
  provided = HOST_PROVIDED_SHARED,
}: {
  /** config.json `remotes`: id → manifest URL. */
  remotes: Record<string, string>;
  /** Declarations recorded in the release registry (config.json `areas[id].declaration`), by remote id. */
  declarations?: Readonly<Record<string, unknown>>;
  loader: RemoteLoader;
  timeoutMs?: number;
  /** The shared singletons this host provides, by name → version (a remote requiring others is refused). */
  provided?: Readonly<Record<string, string>>;
}): RemoteRegistry {
  const ids = Object.keys(remotes).filter((id) => remotes[id]);
  // Keyed by `<module>:<remote>`.
  const states = new Map<string, RemoteState>();
  const pending = new Map<string, Promise<RemoteState>>();
  const attempts = new Map<string, number>();
  const keyOf = (remote: RemoteId, module: RoutesModule) => `${module}:${remote}`;
  const declarationStates = new Map<RemoteId, DeclarationState>();
  const declaring = new Map<RemoteId, Promise<DeclarationState>>();
  const declarationAttempts = new Map<RemoteId, number>();
  const knownPaths = readKnownPaths();
  /** Each remote's manifest as last read (its shared requirements are checked before its code loads). */
  const manifests = new Map<RemoteId, unknown>();
  const manifestReads = new Map<RemoteId, Promise<unknown>>();
  const manifestFetches = new Map<RemoteId, Promise<unknown>>();
  /** Why a remote's code could not be loaded the last time it was needed (cleared when it loads). */
  const failures = new Map<RemoteId, RemoteLoadError>();
  /** Remotes whose declaration came from the release registry. */
  const recorded = new Set<RemoteId>();
  /** Remotes some of whose code has loaded on this page. */
  const loadedRemotes = new Set<RemoteId>();
  const listeners = new Set<() => void>();
  const loadedListeners = new Set<(remote: RemoteId, routes: RouteObject[], module: RoutesModule) => void>();
  let changes = 0;
  let allDeclared: Promise<void> | null = null;

  const changed = () => {
    changes += 1;
    for (const listener of [...listeners]) listener();
  };
  const set = (key: string, state: RemoteState) => {
    states.set(key, state);
    changed();
  };

  for (const id of ids) {
    if (declarations[id] === undefined) continue;
    const { declaration, problems } = parseAreaDeclaration(declarations[id], id);
    if (problems.length) console.warn(`remote ${id}: recorded declaration problems`, problems);
    recorded.add(id);
    declarationStates.set(id, { status: 'loaded', declaration });
    knownPaths[id] = { internal: declaration.paths, public: declaration.publicPaths };
  }

  const sameDeclaration = (a: AreaDeclaration, b: AreaDeclaration) => JSON.stringify(a) === JSON.stringify(b);

  /**
   * A recorded remote's live manifest against its record: when they disagree (version skew: the remote's server
   * is not on the release the registry says), the manifest wins and the disagreement is logged.
   */
  function reconcile(remote: RemoteId, manifest: unknown) {
    const state = declarationStates.get(remote);
    if (!recorded.has(remote) || state?.status !== 'loaded') return;
    const raw = (manifest as { metaData?: { switchboard?: unknown } } | null)?.metaData?.switchboard;
    if (raw === undefined) {
      console.warn(
        `remote ${remote}: its manifest has no declaration; the recorded one is kept (version skew)`,
      );
      return;
    }
    const { declaration } = parseAreaDeclaration(raw, remote);
    if (sameDeclaration(declaration, state.declaration)) return;
    console.warn(
      `remote ${remote}: its manifest's declaration differs from the release registry's record (version skew); the manifest's is used`,
    );
    declarationStates.set(remote, { status: 'loaded', declaration });
    knownPaths[remote] = { internal: declaration.paths, public: declaration.publicPaths };
    rememberPaths(remote, knownPaths[remote]);
    changed();
  }

  /**
   * One request for a remote's manifest at a time: the declaration and the code's version check share a first read
   * under way (the background module may start while the menu's declaration is still being read); a Retry
   * (`attempt` > 0) always asks the server again.
   */
  function fetchManifest(remote: RemoteId, attempt: number): Promise<unknown> {
    const inFlight = attempt === 0 ? manifestFetches.get(remote) : undefined;
    if (inFlight) return inFlight;
    const fetched = loader.loadManifest(remote, remotes[remote], attempt).finally(() => {
      if (manifestFetches.get(remote) === fetched) manifestFetches.delete(remote);
    });
    manifestFetches.set(remote, fetched);
    return fetched;
  }

  /** The remote's manifest: as read already, else (and on a Retry, `attempt` > 0) from its server. */
  function readManifest(remote: RemoteId, attempt: number): Promise<unknown> {
    if (attempt === 0 && manifests.has(remote)) return Promise.resolve(manifests.get(remote));
    const inFlight = manifestReads.get(remote);
    if (inFlight) return inFlight;
    const read = fetchManifest(remote, attempt)
      .then((manifest) => {
        manifests.set(remote, manifest);
        reconcile(remote, manifest);
        return manifest;
      })
      .finally(() => manifestReads.delete(remote));
    manifestReads.set(remote, read);
    return read;
  }

  /** The manifest checked against what this portal provides, before any of the remote's code runs. */
  async function checkedManifest(remote: RemoteId, attempt: number): Promise<void> {
    const clashes = versionClashes(await readManifest(remote, attempt), provided);
    if (clashes.length)
      throw new RemoteLoadError(
        'version',
        clashes.map((c) => `${c.name}: needs ${c.required}, this portal has ${c.provided}`).join('; '),
        undefined,
        clashes,
      );
  }

  /** Remembers how the last load of a remote's code went (the menu marks a remote that failed). */
  function noteOutcome(remote: RemoteId, error: RemoteLoadError | null) {
    const before = failures.get(remote);
    const wasLoaded = loadedRemotes.has(remote);
    if (error) failures.set(remote, error);
    else {
      failures.delete(remote);
      loadedRemotes.add(remote);
    }
    if (before !== error || wasLoaded !== loadedRemotes.has(remote)) changed();
  }

  function declare(remote: RemoteId): Promise<DeclarationState> {
    const inFlight = declaring.get(remote);
    if (inFlight) return inFlight;
    const attempt = declarationAttempts.get(remote) ?? 0;
    declarationAttempts.set(remote, attempt + 1);
    declarationStates.set(remote, DECLARING);
    changed();
    const promise = withDeadline(fetchManifest(remote, attempt), timeoutMs)
      .then((manifest): DeclarationState => {
        manifests.set(remote, manifest);
        const raw = (manifest as { metaData?: { switchboard?: unknown } } | null)?.metaData?.switchboard;
        if (raw === undefined)
          throw new RemoteLoadError('invalid', 'the manifest has no Switchboard declaration');
        const { declaration, problems } = parseAreaDeclaration(raw, remote);
        if (problems.length) console.warn(`remote ${remote}: declaration problems`, problems);
        knownPaths[remote] = { internal: declaration.paths, public: declaration.publicPaths };
        rememberPaths(remote, knownPaths[remote]);
        return { status: 'loaded', declaration };
      })
      .catch((error: unknown): DeclarationState => ({ status: 'failed', error: asLoadError(error) }))
      .then((state) => {
        declarationStates.set(remote, state);
        declaring.delete(remote);
        changed();
        return state;
      });
    declaring.set(remote, promise);
    return promise;
  }

  function start(remote: RemoteId, module: RoutesModule): Promise<RemoteState> {
    const url = remotes[remote];
    if (!url) return Promise.resolve(IDLE);
    const key = keyOf(remote, module);
    const attempt = attempts.get(key) ?? 0;
    attempts.set(key, attempt + 1);
    set(key, LOADING);
    const checked = async () => {
      // Before any of its code runs: does this portal provide the shared singletons in versions it accepts?
      await checkedManifest(remote, attempt);
      return loader.loadModule(remote, url, module, attempt);
    };
    const promise = withDeadline(checked(), timeoutMs)
      .then((exports) => checkRoutes(exports, module))
      .then(
        (routes): RemoteState => {
          const state: RemoteState = { status: 'loaded', routes };
          noteOutcome(remote, null);
          set(key, state);
          for (const listener of [...loadedListeners]) listener(remote, routes, module);
          return state;
        },
        (error: unknown): RemoteState => {
          const state: RemoteState = { status: 'failed', error: asLoadError(error) };
          noteOutcome(remote, state.error);
          set(key, state);
          return state;
        },
      )
      .finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  const registry: RemoteRegistry = {
    remotes: () => [...ids],
    isConfigured: (remote) => Boolean(remotes[remote]),
    version: () => changes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    loadDeclarations() {
      // Only remotes without a record: a recorded remote's manifest is read when its code is needed.
      allDeclared ??= Promise.all(ids.filter((id) => !recorded.has(id)).map(declare)).then(() => undefined);
      return allDeclared;
    },
    declaration: (remote) => declarationStates.get(remote) ?? DECLARING,
    declarationsSettled: () =>
      ids.every((id) => {
        const state = declarationStates.get(id);
        return state !== undefined && state.status !== 'loading';
      }),
    declarations: () =>
      ids.flatMap((id) => {
        const state = declarationStates.get(id);
        return state?.status === 'loaded' ? [state.declaration] : [];
      }),
    failedDeclarations: () => ids.filter((id) => declarationStates.get(id)?.status === 'failed'),
    ownerOf(relativePath, ctx, kind = 'internal') {
      const table: Array<{ remote: RemoteId; path: AreaPath }> = [];
      for (const id of ids) {
        const state = declarationStates.get(id);
        // A remote that is down keeps the paths it declared last time (its pages then show the outage message).
        const paths =
          state?.status === 'loaded'
            ? kind === 'internal'
              ? state.declaration.paths
              : state.declaration.publicPaths
            : (knownPaths[id]?.[kind] ?? []);
        for (const path of paths) if (isVisibleTo(path, ctx)) table.push({ remote: id, path });
      }
      return bestOwner(table, relativePath.replace(/^\/+/, ''));
    },

    get: (remote, module = 'routes') => states.get(keyOf(remote, module)) ?? IDLE,
    ensure(remote, module = 'routes') {
      const key = keyOf(remote, module);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const state = states.get(key);
      if (state && state.status !== 'idle') return Promise.resolve(state);
      return start(remote, module);
    },
    async retry(remote, module = 'routes') {
      const failed = states.get(keyOf(remote, module));
      // A failed declaration, or a release that did not fit this portal: read the manifest again (it may be new).
      // (A recorded remote's manifest is read again by the next attempt itself.)
      if (
        !recorded.has(remote) &&
        (declarationStates.get(remote)?.status === 'failed' ||
          (failed?.status === 'failed' && failed.error.kind === 'version'))
      )
        await declare(remote);
      const key = keyOf(remote, module);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const state = states.get(key);
      if (state?.status === 'loaded') return state;
      return start(remote, module);
    },
    async retryDeclarations() {
      await Promise.all(registry.failedDeclarations().map(declare));
    },
    onLoaded(listener) {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
    loadModule(remote, module) {
      const url = remotes[remote];
      if (!url)
        return Promise.reject(new RemoteLoadError('unreachable', `remote ${remote} is not configured`));
      const load = async () => {
        await checkedManifest(remote, 0);
        return loader.loadModule(remote, url, module, 0);
      };
      return withDeadline(load(), timeoutMs).then(
        (exports) => {
          noteOutcome(remote, null);
          return exports;
        },
        (error: unknown) => {
          const failure = asLoadError(error);
          noteOutcome(remote, failure);
          throw failure;
        },
      );
    },
    unavailable: (remote) => failures.get(remote) ?? null,
    hasLoaded: (remote) => loadedRemotes.has(remote),
    isRecorded: (remote) => recorded.has(remote),
    manifest: (remote) => manifests.get(remote),
  };
  return registry;
}
