// The portal store: one root reducer built with combineSlices (session + the shared RTK Query api), into which
// remotes inject their own slices lazily. The host creates one store; a remote mounted alone creates its own
// with the same factory; tests create a fresh one per test.
import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
  type Slice,
  type SliceCaseReducers,
  type SliceSelectors,
  type WithSlice,
} from '@reduxjs/toolkit';
import { api } from '@switchboard/shared/api';
import { bus } from '@switchboard/shared/bus';
import {
  accountSelected,
  pendingStepDone,
  readStoredSession,
  serviceProviderSelected,
  sessionSlice,
  signedIn,
  signedOut,
  type SessionState,
} from './session';
import { STORAGE_KEYS, clearPortalStorage, rememberServiceProvider, writeLocal } from './storage';
import { clearDrafts } from './drafts';
// Declared in the area's index so remotes can augment it through the package subpath.
import type { LazyLoadedSlices } from './index';

/** The one root reducer (a federation singleton, so a slice injected by a remote reaches the host's store). */
export const rootReducer = combineSlices(sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

/** Injects a remote's slice; returns the slice with selectors bound to the root state. Safe to call twice. */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return slice.injectInto(rootReducer);
}

export type PortalState = ReturnType<typeof rootReducer>;

export interface CreatePortalStoreOptions {
  /** Initial state (tests; a remote mounted with props). Without `session`, the session comes from storage. */
  preloadedState?: Partial<PortalState>;
  /** Keep the session in local storage and wipe it on sign-out (default true). */
  persist?: boolean;
  /**
   * Talk to the bus (default true): end this store's session on `session:expired` (any 401).
   */
  listenToBus?: boolean;
  /**
   * Where this store's API calls get their token and base URL, when not from the session and the runtime config:
   * an area mounted in a partner's page (two areas side by side each keep their own).
   */
  credentials?: StoreCredentials;
}

/** A store's own credentials (read by the base query through the thunk's extra argument). */
export interface StoreCredentials {
  getToken?: () => string | null | undefined;
  apiBaseUrl?: string;
}

function persistSession(session: SessionState) {
  writeLocal(STORAGE_KEYS.token, session.token);
  writeLocal(STORAGE_KEYS.pendingSteps, session.pendingSteps.length ? session.pendingSteps.join(',') : null);
  if (session.user?.scope === 'admin' && session.user.user_sid && session.serviceProviderSid)
    rememberServiceProvider(session.user.user_sid, session.serviceProviderSid);
  // Only admins choose their service provider; others get theirs from the token on every load.
  writeLocal(
    STORAGE_KEYS.serviceProviderSid,
    session.user?.scope === 'admin' ? session.serviceProviderSid : null,
  );
  writeLocal(STORAGE_KEYS.accountSid, session.user?.scope === 'account' ? null : session.accountSid);
}

/**
 * How long RTK's development checks may take per action before they warn (see below). Under Jest the checks still
 * run (a mutated or unserializable state still fails a test), but their duration is not judged: on a loaded machine
 * it said only how busy the machine was (209–413 ms seen), and speed is for the benchmarks to measure.
 */
const DEV_CHECK_WARN_AFTER_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 200;

export function createPortalStore({
  preloadedState,
  persist = true,
  listenToBus = true,
  credentials,
}: CreatePortalStoreOptions = {}) {
  const listener = createListenerMiddleware();
  const session = preloadedState?.session ?? (persist ? readStoredSession().session : undefined);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, ...(session ? { session } : {}) } as PortalState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { credentials } },
        // The development checks walk the whole state on every action and warn past `warnAfter` (RTK's default
        // 32 ms is tuned for a fast desktop). On a loaded two-core machine (Jest's workers, jsdom, a dev build)
        // the portal's ordinary state took 35–64 ms, and a GC pause adds more: the warning was noise, and the
        // test suite fails on console warnings. 200 ms still flags a state grown large enough to slow every
        // action; production builds run neither check.
        immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
        serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS },
      })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });

  // A new user (or none) must never see the previous user's cached data.
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut),
    effect: (action, { dispatch, getOriginalState }) => {
      const before = (getOriginalState() as PortalState).session;
      const after = (store.getState() as PortalState).session;
      if (signedOut.match(action) || before.user?.user_sid !== after.user?.user_sid)
        dispatch(api.util.resetApiState());
    },
  });

  if (persist) {
    listener.startListening({
      matcher: isAnyOf(signedIn, serviceProviderSelected, accountSelected, pendingStepDone),
      effect: () => persistSession((store.getState() as PortalState).session),
    });
    listener.startListening({
      actionCreator: signedOut,
      effect: (action) => {
        clearPortalStorage();
        // A session that ran out keeps its forms' drafts for the next sign-in; a sign-out on purpose does not.
        if (action.payload.reason === 'signed-out') clearDrafts();
      },
    });
  }

  // Any 401 from the API ends the session (the shell then shows sign-in with the expiry message).
  const unsubscribe = listenToBus
    ? bus.on('session:expired', () => {
        if ((store.getState() as PortalState).session.token !== null) store.dispatch(signedOut('expired'));
      })
    : () => undefined;

  return Object.assign(store, {
    /** Stops listening to the bus (a remote unmounted, a test finished). */
    dispose: unsubscribe,
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type PortalDispatch = PortalStore['dispatch'];
export type { WithSlice };
