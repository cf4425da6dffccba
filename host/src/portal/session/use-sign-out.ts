import { useCallback, useState } from 'react';
import { useLogoutMutation } from '@switchboard/shared/api';
import { signedOut, useAppDispatch } from '@switchboard/shared/store';

const LOGOUT_WAIT_MS = 3000;

/**
 * Sign out: tell the server (ours revokes this session, a jambonz API every token of the user), then end the
 * session here whatever it said.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    await Promise.race([
      logout()
        .unwrap()
        .catch(() => undefined),
      new Promise((r) => setTimeout(r, LOGOUT_WAIT_MS)),
    ]);
    dispatch(signedOut('signed-out'));
    setBusy(false);
  }, [dispatch, logout]);
  return { signOut, busy };
}
