// The selected account travels in the URL as `?account_sid=` (so a reload, a second tab or a shared link keeps
// it) and is mirrored in the store (and local storage) for pages that do not carry it yet.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectAccountSid, selectUser } from './selectors';
import { accountSelected } from './session';

export const ACCOUNT_PARAM = 'account_sid';

export interface AccountContext {
  /** The selected account (an account user's own), or null for "all accounts". */
  accountSid: string | null;
  /** Selects an account (null: none); updates the URL, the store and tells the other apps. */
  setAccountSid: (accountSid: string | null) => void;
  /** True for account users: their account is fixed by the token. */
  fixed: boolean;
}

export function useAccountContext(): AccountContext {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const stored = useAppSelector(selectAccountSid);
  const [params, setParams] = useSearchParams();
  const fixed = user?.scope === 'account';
  const accountSid = fixed ? (user?.account_sid ?? null) : (params.get(ACCOUNT_PARAM) ?? stored);

  const setAccountSid = useCallback(
    (next: string | null) => {
      if (fixed) return;
      dispatch(accountSelected(next));
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(ACCOUNT_PARAM, next);
          else updated.delete(ACCOUNT_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [dispatch, fixed, setParams],
  );

  return { accountSid, setAccountSid, fixed };
}
