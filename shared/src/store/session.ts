// The session slice: who is signed in (token + claims decoded from it), the current service provider and the
// selected account.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isTokenExpired, userFromToken, type SessionUser } from './jwt';
import { STORAGE_KEYS, readLocal } from './storage';

export interface SessionState {
  token: string | null;
  /** Decoded from the token; null when signed out or when the token is not a JWT (API key). */
  user: SessionUser | null;
  /** The current service provider: the user's own for SP and account users; chosen (remembered) by admins. */
  serviceProviderSid: string | null;
  /** The selected account (the `?account_sid=` of the URL); an account user's own account. */
  accountSid: string | null;
  /**
   * How the last session of this page ended, until the next sign-in: the shell shows the matching message
   * ("You've successfully logged out." / "Your session has expired…") instead of "You must log in…".
   */
  endedBy: SignOutReason | null;
  /**
   * What the user must do before the token may do anything else (Switchboard's API refuses the rest with 403):
   * the forced password change, then the two-factor set-up their service provider requires. Empty for a full
   * session, and always on a jambonz API, which has neither restriction.
   */
  pendingSteps: PendingStep[];
}

export type SignOutReason = 'signed-out' | 'expired';
export type PendingStep = 'password-change' | 'two-factor-setup';

/** The page where each pending step is done (the host's routes). */
export const PENDING_STEP_PATHS: Record<PendingStep, string> = {
  'password-change': '/create-password',
  'two-factor-setup': '/two-factor-setup',
};

const PENDING_STEPS: readonly PendingStep[] = ['password-change', 'two-factor-setup'];

function readPendingSteps(): PendingStep[] {
  const stored = readLocal(STORAGE_KEYS.pendingSteps);
  if (!stored) return [];
  return stored.split(',').filter((step): step is PendingStep => PENDING_STEPS.includes(step as PendingStep));
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  serviceProviderSid: null,
  accountSid: null,
  endedBy: null,
  pendingSteps: [],
};

/** A session for a token: context from its claims, or (for admins) what was remembered. */
export function sessionFromToken(
  token: string,
  remembered: { serviceProviderSid?: string | null; accountSid?: string | null } = {},
): SessionState {
  const user = userFromToken(token);
  return {
    token,
    user,
    serviceProviderSid: user?.service_provider_sid ?? remembered.serviceProviderSid ?? null,
    accountSid: user?.scope === 'account' ? user.account_sid : (remembered.accountSid ?? null),
    endedBy: null,
    pendingSteps: [],
  };
}

/**
 * The session kept in local storage, if any. An expired token is dropped (`expired: true`), so the shell can
 * say why the user is back on the sign-in page.
 */
export function readStoredSession(nowMs: number = Date.now()): { session: SessionState; expired: boolean } {
  const token = readLocal(STORAGE_KEYS.token);
  if (!token) return { session: initialSessionState, expired: false };
  if (isTokenExpired(token, nowMs))
    return { session: { ...initialSessionState, endedBy: 'expired' }, expired: true };
  return {
    session: {
      ...sessionFromToken(token, {
        serviceProviderSid: readLocal(STORAGE_KEYS.serviceProviderSid),
        accountSid: readLocal(STORAGE_KEYS.accountSid),
      }),
      pendingSteps: readPendingSteps(),
    },
    expired: false,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /**
     * Signed in (or a new token for the same user): context is taken from the token's claims. A sign-in names its
     * pending steps; a renewed token keeps the ones still to do.
     */
    signedIn(state, action: PayloadAction<{ token: string; pendingSteps?: PendingStep[] }>) {
      const { token, pendingSteps } = action.payload;
      const next = sessionFromToken(token, {
        serviceProviderSid: state.serviceProviderSid,
        accountSid: state.accountSid,
      });
      // A different user must not inherit the previous user's selections.
      const sameUser = state.user && next.user && state.user.user_sid === next.user.user_sid;
      const session = sameUser ? next : sessionFromToken(token);
      return {
        ...session,
        pendingSteps: pendingSteps ?? (sameUser ? state.pendingSteps : []),
      };
    },
    /** A pending step is done (the password changed, two-factor set up): the next one, or a full session. */
    pendingStepDone(state, action: PayloadAction<PendingStep>) {
      state.pendingSteps = state.pendingSteps.filter((step) => step !== action.payload);
    },
    /** Signed out, or the server said 401: everything goes. */
    signedOut: {
      reducer: (_state, action: PayloadAction<{ reason: SignOutReason }>) => ({
        ...initialSessionState,
        endedBy: action.payload.reason,
      }),
      prepare: (reason: SignOutReason = 'signed-out') => ({ payload: { reason } }),
    },
    serviceProviderSelected(state, action: PayloadAction<string | null>) {
      if (state.serviceProviderSid === action.payload) return;
      // Accounts belong to a service provider: another provider means no account is selected any more. The
      // first choice after sign-in (none before) keeps it: a deep link's account may be selected already.
      const switched = state.serviceProviderSid !== null;
      state.serviceProviderSid = action.payload;
      if (switched && state.user?.scope !== 'account') state.accountSid = null;
    },
    accountSelected(state, action: PayloadAction<string | null>) {
      // An account user's account is fixed by the token.
      if (state.user?.scope === 'account') return;
      state.accountSid = action.payload;
    },
  },
});

export const { signedIn, signedOut, serviceProviderSelected, accountSelected, pendingStepDone } =
  sessionSlice.actions;
