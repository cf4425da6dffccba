import { createSelector } from '@reduxjs/toolkit';
import { SCOPE_LEVELS, type Scope, type ScopeLevel } from '@switchboard/shared/types';
import type { SessionState } from './session';

/** Any state that has the session slice (the portal store, or a remote's own store). */
export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectIsSignedIn = (state: WithSession) => state.session.token !== null;
/** The step a restricted session must do next (its page is PENDING_STEP_PATHS[step]); null for a full session. */
export const selectPendingStep = (state: WithSession) => state.session.pendingSteps[0] ?? null;
/** Signed in with nothing pending: the token may read and change what the user's scope allows. */
export const selectHasFullSession = (state: WithSession) =>
  state.session.token !== null && state.session.pendingSteps.length === 0;
export const selectScope = (state: WithSession): Scope | null => state.session.user?.scope ?? null;
/** account 0, service_provider 1, admin 2; -1 when signed out or unknown. */
export const selectScopeLevel = (state: WithSession): ScopeLevel | -1 => {
  const scope = selectScope(state);
  return scope ? SCOPE_LEVELS[scope] : -1;
};
export const selectIsViewOnly = (state: WithSession) => state.session.user?.is_view_only === true;
export const selectServiceProviderSid = (state: WithSession) => state.session.serviceProviderSid;
export const selectAccountSid = (state: WithSession) => state.session.accountSid;
/** 'signed-out' / 'expired' after a session ended in this page; null otherwise. */
export const selectSessionEndedBy = (state: WithSession) => state.session.endedBy;

/** Who the badge shows: name and scope. */
export const selectUserBadge = createSelector([selectUser], (user) =>
  user ? { name: user.name ?? 'Unknown user', scope: user.scope, userSid: user.user_sid } : null,
);
