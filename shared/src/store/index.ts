// @switchboard/shared/store: the store factory, the session slice and its selectors, typed hooks.
export {
  createPortalStore,
  injectSlice,
  rootReducer,
  type CreatePortalStoreOptions,
  type StoreCredentials,
  type PortalDispatch,
  type PortalState,
  type PortalStore,
  type WithSlice,
} from './store';
export {
  accountSelected,
  initialSessionState,
  PENDING_STEP_PATHS,
  pendingStepDone,
  readStoredSession,
  serviceProviderSelected,
  sessionFromToken,
  sessionSlice,
  signedIn,
  signedOut,
  type PendingStep,
  type SessionState,
  type SignOutReason,
} from './session';
export * from './selectors';
export { decodeJwtClaims, isTokenExpired, userFromToken, type SessionUser } from './jwt';
export {
  STORAGE_KEYS,
  clearPortalStorage,
  rememberServiceProvider,
  rememberedServiceProviderOf,
} from './storage';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { clearDrafts, saveDraft, takeDraft } from './drafts';
export { ACCOUNT_PARAM, useAccountContext, type AccountContext } from './account-context';

/**
 * Slices that remotes inject at run time (`injectSlice(mySlice)`). A remote declares its slice for typing with:
 *   declare module '@switchboard/shared/store' {
 *     // eslint-disable-next-line @typescript-eslint/no-empty-object-type
 *     interface LazyLoadedSlices extends WithSlice<typeof myAreaSlice> {}
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}
export { portalStoreContext, routerOptionsWithStore, storeOfLoader } from './router-context';
