// `./background` (area.json: background: true): while an account user is signed in, polls the account's alerts
// since the user last opened the Alerts page (the contract's poll: every 60 s, page 1 of 10) and shows the count
// beside the 'Alerts' menu item through the bus. The host knows nothing of alerts.
import { bus } from '@switchboard/shared/bus';
import type { RuntimeConfig } from '@switchboard/shared/config';
import { selectUser, type PortalStore } from '@switchboard/shared/store';
import { ALERT_POLL_INTERVAL_MS } from '@switchboard/shared/validation';
import { alertsApi } from './features/alerts/api';
import { lastViewed, unreadBadge, unreadQuery } from './features/unread-alerts/unread.rules';

export function start({ store }: { store: PortalStore; config?: RuntimeConfig }): () => void {
  let stopped = false;
  const poll = async () => {
    const user = selectUser(store.getState());
    if (stopped || !user || user.scope !== 'account' || !user.account_sid) return;
    const request = store.dispatch(
      alertsApi.endpoints.getAlerts.initiate(
        {
          owner: { accountSid: user.account_sid },
          query: unreadQuery(user.user_sid ? lastViewed(user.user_sid) : null),
        },
        { forceRefetch: true, subscribe: false },
      ),
    );
    try {
      const page = await request.unwrap();
      if (!stopped) bus.emit('menu:badge', unreadBadge(page.total));
    } catch {
      // a failed poll keeps the last count; the next one tries again
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), ALERT_POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
    bus.emit('menu:badge', unreadBadge(0));
  };
}

export default { start };
