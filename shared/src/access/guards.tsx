// Route guards: render the page, or say why not (a toast with the spec's text) and go elsewhere.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '@switchboard/shared/bus';
import {
  PENDING_STEP_PATHS,
  selectIsSignedIn,
  selectPendingStep,
  selectSessionEndedBy,
  selectUser,
  useAppSelector,
} from '@switchboard/shared/store';
import type { Scope } from '@switchboard/shared/types';
import { ACCESS_MESSAGES, hasScope, isViewOnly } from './scope';

/** Toasts once per mount (StrictMode runs effects twice; the ref survives that). */
function useToastOnce(message: string | undefined, when: boolean) {
  const shown = useRef(false);
  useEffect(() => {
    if (when && message && !shown.current) {
      shown.current = true;
      toast('error', message);
    }
  }, [when, message]);
}

export interface RequireSignInProps {
  children: ReactNode;
  /** Where the sign-in page is (default '/'). */
  signInPath?: string;
  /** Toast shown on the way (default: 'You must log in to view that page'; null for none). */
  message?: string | null;
}

/**
 * Protected pages: signed-out visitors go to sign-in with 'You must log in to view that page'. The page they
 * wanted travels in the location state (`from`), so sign-in can bring them back. When the session just ended in
 * this page (sign-out, 401) the shell shows that reason instead, so this guard stays quiet. A session with a step
 * still to do (the forced password change, a required second factor) goes to that step's page: its token may do
 * nothing else.
 */
export function RequireSignIn({
  children,
  signInPath = '/',
  message = ACCESS_MESSAGES.signInRequired,
}: RequireSignInProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const endedBy = useAppSelector(selectSessionEndedBy);
  const pendingStep = useAppSelector(selectPendingStep);
  const location = useLocation();
  useToastOnce(message ?? undefined, !signedIn && endedBy === null);
  if (!signedIn) {
    return <Navigate to={signInPath} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (pendingStep) return <Navigate to={PENDING_STEP_PATHS[pendingStep]} replace />;
  return <>{children}</>;
}

export interface RequireScopeProps {
  /** The lowest scope allowed in. */
  min: Scope;
  /** Where the others go. */
  redirectTo: string;
  /** Error toast on the way (the spec's texts are in ACCESS_MESSAGES). */
  message?: string;
  children: ReactNode;
}

/** Pages for a minimum scope, e.g. `<RequireScope min="service_provider" redirectTo=… message={ACCESS_MESSAGES.allAccounts}>`. */
export function RequireScope({ min, redirectTo, message, children }: RequireScopeProps) {
  const user = useAppSelector(selectUser);
  const allowed = hasScope(user, min);
  useToastOnce(message, !allowed);
  if (!allowed) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}

/** Whether the signed-in user reaches at least `min`. */
export function useHasScope(min: Scope): boolean {
  return hasScope(useAppSelector(selectUser), min);
}

/** Whether the signed-in user is view-only (forms render read-only). */
export function useViewOnly(): boolean {
  return isViewOnly(useAppSelector(selectUser));
}
