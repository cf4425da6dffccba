// Keeps the URL's `?account_sid=` and the store's selected account in step. When the URL changes (a deep link, a
// reload, back/forward, a link without the parameter) it wins, or gets the remembered account added (replace, no
// new history entry). A change made in the page (useAccountContext) updates both itself, store first: the URL
// catching up a moment later must not be read as a navigation back to the old account.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  ACCOUNT_PARAM,
  accountSelected,
  selectAccountSid,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@switchboard/shared/store';

export function AccountContextSync() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const stored = useAppSelector(selectAccountSid);
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(ACCOUNT_PARAM);
  const fixed = user?.scope === 'account';
  const lastUrl = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (fixed) return;
    const urlChanged = fromUrl !== lastUrl.current;
    lastUrl.current = fromUrl;
    if (!urlChanged) return;
    if (fromUrl && fromUrl !== stored) {
      dispatch(accountSelected(fromUrl));
    } else if (!fromUrl && stored) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(ACCOUNT_PARAM, stored);
          return next;
        },
        { replace: true },
      );
    }
  }, [fixed, fromUrl, stored, dispatch, setParams]);

  return null;
}
