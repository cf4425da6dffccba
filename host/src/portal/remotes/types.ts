// The vocabulary of the host's remote registry: a remote's id, why it failed to load, what it exposes, the states
// of its declaration and its routes, the loader that fetches them, and the registry's interface (registry.ts).
import type { RouteObject } from 'react-router';
import type { AreaDeclaration, VersionClash, VisibilityContext } from '@switchboard/shared/config';

/** A remote's id: a key of config.json `remotes` ('identity', 'telephony', …); its federation name is mfe_<id>. */
export type RemoteId = string;

export const federationNameOf = (remote: RemoteId) => `mfe_${remote}`;

/** Why a remote could not be loaded; the boundary words its message from this. */
export type RemoteFailureKind = 'unreachable' | 'timeout' | 'invalid' | 'version';

export class RemoteLoadError extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
    cause?: unknown,
    /** For 'version': what the remote requires that this portal does not provide. */
    readonly clashes: VersionClash[] = [],
  ) {
    super(message, { cause });
    this.name = 'RemoteLoadError';
  }
}

/** What this host build provides to share (the webpack factory defines it). */
export const HOST_PROVIDED_SHARED: Readonly<Record<string, string>> =
  typeof __SB_PROVIDED_SHARED__ !== 'undefined' ? (__SB_PROVIDED_SHARED__ ?? {}) : {};

/** The modules a remote may expose to the host (host/REMOTES.md). */
export type ExposedModule = RoutesModule | 'background';
/** Route lists: `./routes` (under /internal) and `./public-routes` (at the root, signed out too). */
export type RoutesModule = 'routes' | 'public-routes';

export interface RemoteLoader {
  /** The remote's mf-manifest.json, parsed. `attempt` > 0 on a Retry (caches must be bypassed). */
  loadManifest(remote: RemoteId, manifestUrl: string, attempt: number): Promise<unknown>;
  /** One of the remote's exposed modules (its namespace object or default export). */
  loadModule(remote: RemoteId, manifestUrl: string, module: ExposedModule, attempt: number): Promise<unknown>;
}

export type RemoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; routes: RouteObject[] }
  | { status: 'failed'; error: RemoteLoadError };

export type DeclarationState =
  | { status: 'loading' }
  | { status: 'loaded'; declaration: AreaDeclaration }
  | { status: 'failed'; error: RemoteLoadError };

/** A remote that neither answers nor fails is given up on after this long (then: the message and Retry). */
export const REMOTE_TIMEOUT_MS = 8000;

export interface RemoteRegistry {
  /** Configured remote ids, in config order. */
  remotes(): RemoteId[];
  isConfigured(remote: RemoteId): boolean;
  /** Changes whenever any state changes (for useSyncExternalStore over several remotes). */
  version(): number;
  subscribe(listener: () => void): () => void;

  /** Starts reading every configured remote's declaration (once); resolves when all have settled. */
  loadDeclarations(): Promise<void>;
  declaration(remote: RemoteId): DeclarationState;
  /** Every declaration has arrived or failed. */
  declarationsSettled(): boolean;
  /** Loaded declarations, in config order. */
  declarations(): AreaDeclaration[];
  /** Remotes whose declaration could not be read. */
  failedDeclarations(): RemoteId[];
  /** The remote owning a path under /internal (relative, e.g. 'accounts/x/edit') or a public path, or null. */
  ownerOf(relativePath: string, ctx: VisibilityContext, kind?: 'internal' | 'public'): RemoteId | null;

  /** The state of a remote's `./routes` (or `./public-routes`). */
  get(remote: RemoteId, module?: RoutesModule): RemoteState;
  /** Starts loading the routes unless loading or loaded; resolves when settled. Never rejects. */
  ensure(remote: RemoteId, module?: RoutesModule): Promise<RemoteState>;
  /** Loads again after a failure (the declaration too, when that failed). */
  retry(remote: RemoteId, module?: RoutesModule): Promise<RemoteState>;
  /** Reads the failed declarations again. */
  retryDeclarations(): Promise<void>;
  /** Called once per remote and module when its routes arrive (the portal patches them into the router). */
  onLoaded(listener: (remote: RemoteId, routes: RouteObject[], module: RoutesModule) => void): () => void;
  /** Loads another exposed module ('public-routes', 'background') within the same deadline. */
  loadModule(remote: RemoteId, module: ExposedModule): Promise<unknown>;
  /** Why the remote's code could not be loaded the last time it was needed; null when it could (or was not yet). */
  unavailable(remote: RemoteId): RemoteLoadError | null;
  /** Whether some of the remote's code has loaded on this page. */
  hasLoaded(remote: RemoteId): boolean;
  /** Whether the remote's declaration came from the release registry (config.json) rather than its manifest. */
  isRecorded(remote: RemoteId): boolean;
  /** The remote's manifest, once read. */
  manifest(remote: RemoteId): unknown;
}
