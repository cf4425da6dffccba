// When a session ends in this page — Sign out, or any 401 — go to sign-in and say why (docs/product/shell.md#session-end).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@switchboard/shared/bus';
import { selectSessionEndedBy, useAppSelector, type SignOutReason } from '@switchboard/shared/store';
import { HOST_MESSAGES } from '../../messages';

export function SessionEvents() {
  const endedBy = useAppSelector(selectSessionEndedBy);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Starts empty so a token found expired at start-up is reported too.
  const reported = useRef<SignOutReason | null>(null);

  useEffect(() => {
    if (endedBy === reported.current) return;
    reported.current = endedBy;
    if (!endedBy) return;
    if (endedBy === 'expired') toast('error', HOST_MESSAGES.sessionExpired);
    else toast('success', HOST_MESSAGES.signedOut);
    if (pathname !== '/') void navigate('/', { replace: true });
  }, [endedBy, navigate, pathname]);

  return null;
}
