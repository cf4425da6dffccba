// The selected account travels in the URL as `?account_sid=` (host contract), so a reload, a second tab or a
// shared link keeps it. The store keeps it too (remembered for the next visit) and the bus tells other areas.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { bus } from '@switchboard/shared/bus';
import { accountSelected, useAppDispatch } from '@switchboard/shared/store';
import type { Account } from '@switchboard/shared/types';
import { ACCOUNT_PARAM } from './paths';
import { useSessionInfo } from './session';

export interface SelectedAccount {
  /** The account the URL (else the session) selects; an account user's own account; null for none. */
  accountSid: string | null;
  /** Select an account (null: none / all). Updates the URL, the session and tells the other areas. */
  selectAccount: (accountSid: string | null) => void;
}

export function useSelectedAccount(): SelectedAccount {
  const { isAccountUser, ownAccountSid, selectedAccountSid } = useSessionInfo();
  const [searchParams, setSearchParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const fromUrl = searchParams.get(ACCOUNT_PARAM);
  const accountSid = isAccountUser ? ownAccountSid : fromUrl || selectedAccountSid || null;

  // A link or reload with ?account_sid= selects that account for the rest of the portal too.
  useEffect(() => {
    if (!isAccountUser && fromUrl && fromUrl !== selectedAccountSid) {
      dispatch(accountSelected(fromUrl));
      bus.emit('account:changed', { accountSid: fromUrl });
    }
  }, [dispatch, fromUrl, isAccountUser, selectedAccountSid]);

  const selectAccount = useCallback(
    (next: string | null) => {
      if (isAccountUser) return;
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          if (next) copy.set(ACCOUNT_PARAM, next);
          else copy.delete(ACCOUNT_PARAM);
          return copy;
        },
        { replace: true },
      );
      dispatch(accountSelected(next));
      bus.emit('account:changed', { accountSid: next });
    },
    [dispatch, isAccountUser, setSearchParams],
  );

  return { accountSid, selectAccount };
}

/** Accounts sorted by name (case-insensitive), the order every picker shows. */
export function sortByName<T extends { name: string }>(items: ReadonlyArray<T> | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/**
 * For pages that need one account (applications): the selected account when it belongs to the list,
 * otherwise the first by name.
 */
export function useRequiredAccount(accounts: ReadonlyArray<Account> | undefined): SelectedAccount & {
  effectiveAccountSid: string | null;
} {
  const selected = useSelectedAccount();
  const effectiveAccountSid = useMemo(() => {
    if (!accounts) return null;
    if (selected.accountSid && accounts.some((a) => a.account_sid === selected.accountSid)) return selected.accountSid;
    return sortByName(accounts)[0]?.account_sid ?? null;
  }, [accounts, selected.accountSid]);
  return { ...selected, effectiveAccountSid };
}
