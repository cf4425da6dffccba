// The selected account travels in the URL as `?account_sid=` (host contract: `useAccountContext` of the shared
// store, which also remembers it in the store and tells the other areas on the bus).
import { useMemo } from 'react';
import { useAccountContext } from '@switchboard/shared/store';

export interface SelectedAccount {
  /** The account the URL (else the session) selects; an account user's own account; null for none. */
  accountSid: string | null;
  /** Select an account (null: none / all). Updates the URL, the session and tells the other areas. */
  selectAccount: (accountSid: string | null) => void;
}

export function useSelectedAccount(): SelectedAccount {
  // The URL is read first (then the remembered selection), so pages work the same in the host and mounted alone.
  const { accountSid, setAccountSid } = useAccountContext();
  return { accountSid, selectAccount: setAccountSid };
}

/** Orders by name the way every picker and list does: case- and accent-insensitive. */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, undefined, { sensitivity: 'base' });
}

/** Items sorted by name (case-insensitive), the order every picker shows. */
export function sortByName<T extends { name: string }>(items: ReadonlyArray<T> | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => compareNames(a.name, b.name));
}

/** The account a page that needs one works on: `selected` when it is in the list, otherwise the first by name. */
export function effectiveAccountSid(
  accounts: ReadonlyArray<{ account_sid: string; name: string }> | undefined,
  selected: string | null,
): string | null {
  if (!accounts) return null;
  if (selected && accounts.some((a) => a.account_sid === selected)) return selected;
  return sortByName(accounts)[0]?.account_sid ?? null;
}

/**
 * For pages that need one account (applications): the selected account when it belongs to the list,
 * otherwise the first by name.
 */
export function useRequiredAccount(
  accounts: ReadonlyArray<{ account_sid: string; name: string }> | undefined,
): SelectedAccount & {
  effectiveAccountSid: string | null;
} {
  const selected = useSelectedAccount();
  const effective = useMemo(
    () => effectiveAccountSid(accounts, selected.accountSid),
    [accounts, selected.accountSid],
  );
  return { ...selected, effectiveAccountSid: effective };
}
