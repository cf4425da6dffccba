// Keeps an active session alive and ends an idle one on time (docs/product/shell.md#session-renewal): while the
// user works, the token is renewed before JWT_EXPIRES_IN runs out (`POST /renew-token`, where the API announces
// `token-renewal`), without a reload; a session nobody uses ends when its token expires, with the spec's
// 'Your session has expired…'. A token renewed by another tab of the same user is taken over.
import { useEffect, useRef } from 'react';
import { useApiCapabilities, useRenewTokenMutation } from '@switchboard/shared/api';
import {
  STORAGE_KEYS,
  decodeJwtClaims,
  signedIn,
  signedOut,
  useAppDispatch,
  useAppSelector,
} from '@switchboard/shared/store';
import { keeperInterval, keeperStep } from './session-keeper';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** A token of the same user that lasts longer than `token`, from another tab (local storage), if any. */
function newerTokenOfSameUser(token: string): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
  if (!stored || stored === token) return null;
  const [mine, theirs] = [decodeJwtClaims(token), decodeJwtClaims(stored)];
  if (!mine || !theirs || mine.user_sid !== theirs.user_sid) return null;
  return (theirs.exp ?? 0) > (mine.exp ?? 0) ? stored : null;
}

export function SessionKeeper() {
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const { has } = useApiCapabilities();
  const canRenew = has('token-renewal');
  const [renewToken] = useRenewTokenMutation();
  // Loading the page is not activity: only what the user does after it.
  const lastActivity = useRef(0);
  const renewing = useRef(false);
  // A token the API would not renew (403: a restricted one, e.g. before a forced password change).
  const refused = useRef<string | null>(null);

  useEffect(() => {
    const mark = () => {
      lastActivity.current = Date.now();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, mark, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, mark, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (!token) return;
    const claims = decodeJwtClaims(token);
    if (typeof claims?.exp !== 'number') return;
    const exp = claims.exp;
    const iat = typeof claims.iat === 'number' ? claims.iat : exp - 3600;
    const tick = () => {
      const step = keeperStep({
        nowMs: Date.now(),
        iat,
        exp,
        lastActivityMs: lastActivity.current,
        canRenew,
      });
      if (step === 'wait') return;
      // Another tab of the same user may have renewed already: take its token rather than end or renew this one.
      const newer = newerTokenOfSameUser(token);
      if (newer) {
        dispatch(signedIn({ token: newer }));
        return;
      }
      if (step === 'expire') {
        dispatch(signedOut('expired'));
        return;
      }
      if (renewing.current || refused.current === token) return;
      renewing.current = true;
      renewToken()
        .unwrap()
        .then(
          ({ token: renewed }) => dispatch(signedIn({ token: renewed })),
          // A 401 has already ended the session (the base query says so); a 403 will not change for this token;
          // anything else (the network): the next tick tries again.
          (error: { status?: unknown }) => {
            if (error?.status === 403) refused.current = token;
          },
        )
        .finally(() => {
          renewing.current = false;
        });
    };
    const timer = window.setInterval(tick, keeperInterval(iat, exp));
    tick();
    return () => window.clearInterval(timer);
  }, [token, canRenew, dispatch, renewToken]);

  return null;
}
