import { createSlice } from '@reduxjs/toolkit';
import { bus } from '@switchboard/shared/bus';
import {
  STORAGE_KEYS,
  accountSelected,
  createPortalStore,
  injectSlice,
  isTokenExpired,
  pendingStepDone,
  readStoredSession,
  selectAccountSid,
  selectHasFullSession,
  selectIsSignedIn,
  selectIsViewOnly,
  selectPendingStep,
  selectScope,
  selectScopeLevel,
  selectServiceProviderSid,
  selectUserBadge,
  serviceProviderSelected,
  signedIn,
  signedOut,
  userFromToken,
  type WithSlice,
} from './index';

// Unsigned JWTs like the server's (the portal only decodes them).
function jwt(claims: Record<string, unknown>): string {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.sig`;
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const SP = '2708b1b3-2736-40ea-b502-c53d8396247f';
const ACCOUNT = '9351f46a-678c-43f5-b8a6-d4eb58d131af';
const adminToken = (extra: object = {}) =>
  jwt({
    scope: 'admin',
    user_sid: 'u-admin',
    name: 'admin',
    permissions: [],
    is_view_only: false,
    exp: inAnHour(),
    ...extra,
  });
const accountToken = () =>
  jwt({
    scope: 'account',
    user_sid: 'u-acct',
    name: 'acctuser',
    is_view_only: true,
    permissions: ['VIEW_ONLY'],
    service_provider_sid: SP,
    account_sid: ACCOUNT,
    account_name: 'default account',
    exp: inAnHour(),
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('JWT claims', () => {
  it('reads the scope and context from the token (not from Users/me)', () => {
    expect(userFromToken(accountToken())).toMatchObject({
      scope: 'account',
      name: 'acctuser',
      account_sid: ACCOUNT,
      service_provider_sid: SP,
      is_view_only: true,
    });
  });

  it('is null for something that is not a JWT with a scope (e.g. an API key)', () => {
    expect(userFromToken('1cf2f4f4-64c4-4249-9a3e-5bb4cb597c2a')).toBeNull();
    expect(userFromToken(jwt({ scope: 'read-write' }))).toBeNull();
    expect(userFromToken('a.%%%.c')).toBeNull();
  });

  it('knows when a token has expired', () => {
    expect(isTokenExpired(adminToken({ exp: 1 }))).toBe(true);
    expect(isTokenExpired(adminToken())).toBe(false);
    expect(isTokenExpired('not-a-jwt')).toBe(false);
  });
});

describe('session slice and selectors', () => {
  it('starts signed out', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(selectScope(store.getState())).toBeNull();
    expect(selectScopeLevel(store.getState())).toBe(-1);
    expect(selectUserBadge(store.getState())).toBeNull();
  });

  it('signing in as an account user fixes the service provider and account from the token', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: accountToken() }));
    const state = store.getState();
    expect(selectScope(state)).toBe('account');
    expect(selectScopeLevel(state)).toBe(0);
    expect(selectServiceProviderSid(state)).toBe(SP);
    expect(selectAccountSid(state)).toBe(ACCOUNT);
    expect(selectIsViewOnly(state)).toBe(true);
    expect(selectUserBadge(state)).toEqual({ name: 'acctuser', scope: 'account', userSid: 'u-acct' });
    // An account user cannot pick another account.
    store.dispatch(accountSelected('someone-else'));
    expect(selectAccountSid(store.getState())).toBe(ACCOUNT);
  });

  it('an admin chooses the service provider; changing it clears the selected account', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: adminToken() }));
    expect(selectScopeLevel(store.getState())).toBe(2);
    store.dispatch(serviceProviderSelected(SP));
    store.dispatch(accountSelected(ACCOUNT));
    expect(selectAccountSid(store.getState())).toBe(ACCOUNT);
    store.dispatch(serviceProviderSelected('another-sp'));
    expect(selectServiceProviderSid(store.getState())).toBe('another-sp');
    expect(selectAccountSid(store.getState())).toBeNull();
  });

  it('the first service provider chosen after sign-in keeps an account already selected (a deep link)', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: adminToken() }));
    store.dispatch(accountSelected(ACCOUNT));
    store.dispatch(serviceProviderSelected(SP));
    expect(selectAccountSid(store.getState())).toBe(ACCOUNT);
  });

  it('a new token for the same user keeps the selections; another user starts afresh', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: adminToken() }));
    store.dispatch(serviceProviderSelected(SP));
    store.dispatch(signedIn({ token: adminToken({ iat: 5 }) }));
    expect(selectServiceProviderSid(store.getState())).toBe(SP);
    store.dispatch(signedIn({ token: adminToken({ user_sid: 'u-other' }) }));
    expect(selectServiceProviderSid(store.getState())).toBeNull();
  });

  it('signing out forgets everything', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: adminToken() }));
    store.dispatch(signedOut());
    expect(store.getState().session).toEqual({
      token: null,
      user: null,
      serviceProviderSid: null,
      accountSid: null,
      endedBy: 'signed-out',
      pendingSteps: [],
    });
    store.dispatch(signedIn({ token: adminToken() }));
    expect(store.getState().session.endedBy).toBeNull();
  });
});

describe('a session with steps still to do', () => {
  it('is not a full session until every step is done, in order', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: adminToken(), pendingSteps: ['password-change', 'two-factor-setup'] }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectHasFullSession(store.getState())).toBe(false);
    expect(selectPendingStep(store.getState())).toBe('password-change');
    store.dispatch(pendingStepDone('password-change'));
    expect(selectPendingStep(store.getState())).toBe('two-factor-setup');
    store.dispatch(pendingStepDone('two-factor-setup'));
    expect(selectPendingStep(store.getState())).toBeNull();
    expect(selectHasFullSession(store.getState())).toBe(true);
  });

  it('a renewed token of the same user keeps the steps; another user starts without them', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    store.dispatch(signedIn({ token: adminToken(), pendingSteps: ['two-factor-setup'] }));
    store.dispatch(signedIn({ token: adminToken({ iat: 2 }) }));
    expect(selectPendingStep(store.getState())).toBe('two-factor-setup');
    store.dispatch(signedIn({ token: adminToken({ user_sid: 'someone-else' }) }));
    expect(selectPendingStep(store.getState())).toBeNull();
  });

  it('survives a reload, and signing out forgets it', () => {
    const store = createPortalStore({ listenToBus: false });
    store.dispatch(signedIn({ token: adminToken(), pendingSteps: ['two-factor-setup'] }));
    expect(readStoredSession().session.pendingSteps).toEqual(['two-factor-setup']);
    store.dispatch(pendingStepDone('two-factor-setup'));
    expect(readStoredSession().session.pendingSteps).toEqual([]);
    store.dispatch(signedIn({ token: adminToken(), pendingSteps: ['two-factor-setup'] }));
    store.dispatch(signedOut());
    expect(localStorage.getItem(STORAGE_KEYS.pendingSteps)).toBeNull();
  });
});

describe('persistence in local storage', () => {
  it('keeps the token and the admin selections, and restores them on the next load', () => {
    const token = adminToken();
    const store = createPortalStore({ listenToBus: false });
    store.dispatch(signedIn({ token }));
    store.dispatch(serviceProviderSelected(SP));
    store.dispatch(accountSelected(ACCOUNT));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(localStorage.getItem(STORAGE_KEYS.serviceProviderSid)).toBe(SP);
    expect(localStorage.getItem(STORAGE_KEYS.accountSid)).toBe(ACCOUNT);

    const reloaded = createPortalStore({ listenToBus: false });
    expect(reloaded.getState().session).toMatchObject({ token, serviceProviderSid: SP, accountSid: ACCOUNT });
  });

  it('sign-out clears the portal keys from both storages and leaves other keys alone', () => {
    localStorage.setItem('someone-else', 'keep');
    sessionStorage.setItem('sb.createPassword', 'x');
    const store = createPortalStore({ listenToBus: false });
    store.dispatch(signedIn({ token: adminToken() }));
    store.dispatch(serviceProviderSelected(SP));
    store.dispatch(signedOut());
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.serviceProviderSid)).toBeNull();
    expect(sessionStorage.getItem('sb.createPassword')).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('keep');
  });

  it('an expired stored token is dropped and reported as expired', () => {
    localStorage.setItem(STORAGE_KEYS.token, adminToken({ exp: 1 }));
    expect(readStoredSession()).toEqual({
      session: {
        token: null,
        user: null,
        serviceProviderSid: null,
        accountSid: null,
        endedBy: 'expired',
        pendingSteps: [],
      },
      expired: true,
    });
  });

  it('a 401 on the bus ends the session of a listening store and clears storage', () => {
    const store = createPortalStore();
    store.dispatch(signedIn({ token: adminToken() }));
    bus.emit('session:expired', { status: 401 });
    store.dispose();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().session.endedBy).toBe('expired');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(bus.listenerCount('session:expired')).toBe(0);
  });
});

// What a remote does: a slice of its own, declared for typing through the package subpath, injected at run time.
const notesSlice = createSlice({
  name: 'testNotes',
  initialState: { items: [] as string[] },
  reducers: {
    added(state, action: { payload: string }) {
      state.items.push(action.payload);
    },
  },
  selectors: { selectItems: (state) => state.items },
});
declare module '@switchboard/shared/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof notesSlice> {}
}

describe('lazy slice injection', () => {
  it('a remote injects its slice into a running store', () => {
    const store = createPortalStore({ persist: false, listenToBus: false });
    const injected = injectSlice(notesSlice);
    // The injected slice's selectors fall back to its initial state until the first action.
    expect(injected.selectors.selectItems(store.getState())).toEqual([]);
    store.dispatch(notesSlice.actions.added('hello'));
    expect(injected.selectors.selectItems(store.getState())).toEqual(['hello']);
    // The session slice is untouched.
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});
