// The bus's `navigate` event (from code outside the router, e.g. an area mounted with its own router) moves the
// host's router.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { bus } from '@switchboard/shared/bus';

export function BusNavigation() {
  const navigate = useNavigate();
  useEffect(() => bus.on('navigate', ({ to, replace }) => void navigate(to, { replace })), [navigate]);
  return null;
}
