// `./background` (area.json: background: true): while an account user is signed in, polls the account's alerts
// since the user last opened the Alerts page (the contract's poll: every 60 s, page 1 of 10) and shows the count
// beside the 'Alerts' menu item through the bus. The host knows nothing of alerts. A server that fails (5xx) is
// asked again after a growing pause, remembered across page loads, and no badge is shown meanwhile: a time series
// that is down must not cost a failed request on every page.
import { bus } from '@switchboard/shared/bus';
import { toApiError } from '@switchboard/shared/api';
import type { RuntimeConfig } from '@switchboard/shared/config';
import { selectUser, type PortalStore } from '@switchboard/shared/store';
import { ALERT_POLL_INTERVAL_MS } from '@switchboard/shared/validation';
import { alertsApi } from './features/alerts/api';
import {
  lastViewed,
  readBackoff,
  recordPollOutcome,
  unreadBadge,
  unreadQuery,
} from './features/unread-alerts/unread.rules';

export function start({ store }: { store: PortalStore; config?: RuntimeConfig }): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay: number) => {
    if (!stopped) timer = setTimeout(() => void poll(), Math.max(delay, 0));
  };
  const poll = async () => {
    const user = selectUser(store.getState());
    if (stopped || !user || user.scope !== 'account' || !user.account_sid) return;
    const userSid = user.user_sid ?? user.account_sid;
    const backoff = readBackoff(userSid);
    if (backoff && backoff.retryAt > Date.now()) return schedule(backoff.retryAt - Date.now());
    const request = store.dispatch(
      alertsApi.endpoints.getAlerts.initiate(
        { owner: { accountSid: user.account_sid }, query: unreadQuery(lastViewed(userSid)) },
        { forceRefetch: true, subscribe: false },
      ),
    );
    try {
      const page = await request.unwrap();
      recordPollOutcome(userSid, false);
      if (!stopped) bus.emit('menu:badge', unreadBadge(page.total));
      schedule(ALERT_POLL_INTERVAL_MS);
    } catch (error) {
      const { status } = toApiError(error);
      if (typeof status === 'number' && status >= 500) {
        // the server cannot count them now: no badge rather than a stale one, and a longer pause
        if (!stopped) bus.emit('menu:badge', unreadBadge(0));
        const next = recordPollOutcome(userSid, true);
        return schedule(next ? next.retryAt - Date.now() : ALERT_POLL_INTERVAL_MS);
      }
      // another failure (offline for a moment) keeps the last count; the next poll tries again
      schedule(ALERT_POLL_INTERVAL_MS);
    }
  };
  void poll();
  return () => {
    stopped = true;
    clearTimeout(timer);
    bus.emit('menu:badge', unreadBadge(0));
  };
}

export default { start };
