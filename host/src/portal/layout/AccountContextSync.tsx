// Keeps the URL's `?account_sid=` and the store's selected account in step: the URL wins (a reload, a second tab or
// a shared link); a page without it gets the remembered account added (replace, no new history entry).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { bus } from '@switchboard/shared/bus';
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

  useEffect(() => {
    if (fixed) return;
    if (fromUrl && fromUrl !== stored) {
      dispatch(accountSelected(fromUrl));
      bus.emit('account:changed', { accountSid: fromUrl });
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
