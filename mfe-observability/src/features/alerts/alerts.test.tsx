// The Alerts page (list, date filter, account selector, paging, an alert expanded to all its fields) and the
// unread-alerts badge: the page marks alerts read; ./background polls for account users and announces the count.
// Against the API in memory, the alerts reported through its ingest path.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { bus } from '@switchboard/shared/bus';
import { createPortalStore } from '@switchboard/shared/store';
import { HttpResponse, apiUrl, http, testRuntimeConfig } from '@switchboard/shared/testing';
import { ALERT_POLL_INTERVAL_MS } from '@switchboard/shared/validation';
import { ACCOUNT_SID, SP_SID, addAccount, addAlerts } from '../../testing/seed';
import { renderObservability } from '../../testing/render';
import { start } from '../../background';
import { lastViewed, markAlertsViewed, unreadQuery } from '../unread-alerts/unread.rules';

const { api, sessionAs } = setupContractTest();
const alertRequests = () =>
  api.current.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/Alerts'));
const lastQuery = () => Object.fromEntries(new URLSearchParams(alertRequests().at(-1)!.search));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the Alerts page', () => {
  test('alerts newest first, the total, the date filter; each expands to every field', async () => {
    await addAlerts(api.current, { vendor: 'google' }, {}, {});
    const { user } = renderObservability('/internal/alerts', {
      preloadedState: sessionAs('account'),
    });
    const list = await screen.findByRole('list', { name: 'Alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Total: 3 record(s)')).toBeInTheDocument();
    expect(alertRequests().at(-1)!.path).toBe(`/Accounts/${ACCOUNT_SID}/Alerts`);
    expect(lastQuery()).toMatchObject({ page: '1', count: '25' });
    const first = within(list).getAllByRole('listitem')[0];
    await user.click(within(first).getByRole('button'));
    for (const field of [
      'time:',
      'alert_type:',
      'message:',
      'detail:',
      'account_sid:',
      'service_provider_sid:',
      'vendor:',
      'target_sid:',
    ])
      expect(within(first).getByText(field)).toBeInTheDocument();
    expect(within(first).getByText('google')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Date'), '30');
    await waitFor(() => expect(lastQuery()).toMatchObject({ days: '30' }));
  });

  test('service providers: all accounts (the provider’s alerts) or one', async () => {
    const other = await addAccount(api.current, 'Other account');
    await addAlerts(api.current, {}, { account_sid: other });
    const { user } = renderObservability('/internal/alerts', {
      preloadedState: sessionAs('service_provider'),
    });
    await waitFor(() => expect(screen.getByText('Total: 2 record(s)')).toBeInTheDocument());
    expect(alertRequests().at(-1)!.path).toBe(`/ServiceProviders/${SP_SID}/Alerts`);
    await user.selectOptions(await screen.findByLabelText('Account'), other);
    await waitFor(() => expect(screen.getByText('Total: 1 record(s)')).toBeInTheDocument());
  });

  test('none: "No data."; a failing list: the server’s message, and Retry asks again', async () => {
    let refuse = true;
    // a refusal the API does not give an account user of their own account; then the API answers
    api.server.use(
      http.get(apiUrl('/Accounts/:sid/Alerts'), () =>
        refuse ? HttpResponse.json({ msg: 'insufficient permissions' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = renderObservability('/internal/alerts', {
      preloadedState: sessionAs('account'),
    });
    expect(await screen.findByText('insufficient permissions')).toBeInTheDocument();
    expect(screen.getByText('The alerts could not be loaded')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data.')).toBeInTheDocument();
  });

  test('opening the page reads the alerts: the badge goes and the next count starts now', async () => {
    const badges: unknown[] = [];
    const off = bus.on('menu:badge', (b) => badges.push(b));
    const session = sessionAs('account');
    renderObservability('/internal/alerts', { preloadedState: session });
    await screen.findByRole('heading', { level: 1, name: 'Alerts' });
    // the page marks the alerts read in an effect after it shows: on a busy machine the heading can come first
    await waitFor(() =>
      expect(badges).toContainEqual({ item: 'observability.alerts', count: 0, label: '0 unread alerts' }),
    );
    expect(lastViewed(session.session.user!.user_sid!)).not.toBeNull();
    off();
  });
});

describe('the unread-alerts badge (./background)', () => {
  test('the contract’s poll: page 1 of 10 since the last visit (else 30 days), every 60 s, the count on the bus', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const badges: { count: number | null; label?: string }[] = [];
    const off = bus.on('menu:badge', (b) => badges.push(b));
    try {
      testRuntimeConfig();
      const store = createPortalStore({
        persist: false,
        preloadedState: sessionAs('account'),
      });
      const userSid = store.getState().session.user!.user_sid!;
      await addAlerts(api.current, ...Array.from({ length: 12 }, () => ({})));
      const stop = start({ store });
      await waitFor(() =>
        expect(badges.at(-1)).toEqual({ item: 'observability.alerts', count: 12, label: '12 unread alerts' }),
      );
      expect(lastQuery()).toEqual({ page: '1', count: '10', days: '30' });
      // the user reads them; new alerts since then are counted at the next poll
      markAlertsViewed(userSid, new Date(Date.now()));
      await addAlerts(api.current, { time: new Date(Date.now() + 1000).toISOString() });
      await act(async () => {
        jest.advanceTimersByTime(ALERT_POLL_INTERVAL_MS);
      });
      await waitFor(() => expect(badges.at(-1)).toMatchObject({ count: 1, label: '1 unread alert' }));
      expect(lastQuery().start).toBeDefined();
      stop();
      expect(badges.at(-1)).toMatchObject({ count: 0 });
      store.dispose();
    } finally {
      off();
      jest.useRealTimers();
    }
  });

  test('a server that fails (the time series down): no badge, and a pause that grows, kept across page loads', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const badges: { count: number | null }[] = [];
    const off = bus.on('menu:badge', (b) => badges.push(b));
    // the alerts' time series down, which the API cannot be made to be
    const failing = http.get(apiUrl('/Accounts/:sid/Alerts'), () =>
      HttpResponse.json({ msg: 'connect ECONNREFUSED 127.0.0.1:8086' }, { status: 500 }),
    );
    api.server.use(failing);
    const stores: ReturnType<typeof createPortalStore>[] = [];
    const load = () => {
      const store = createPortalStore({
        persist: false,
        preloadedState: sessionAs('account'),
      });
      stores.push(store);
      return start({ store });
    };
    const pass = async (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      });
    try {
      testRuntimeConfig();
      let stop = load();
      await waitFor(() => expect(alertRequests()).toHaveLength(1));
      await waitFor(() => expect(badges.at(-1)).toMatchObject({ count: 0 }));
      // not at the next minute: after 2
      await pass(ALERT_POLL_INTERVAL_MS);
      expect(alertRequests()).toHaveLength(1);
      await pass(ALERT_POLL_INTERVAL_MS);
      await waitFor(() => expect(alertRequests()).toHaveLength(2));
      // the user opens another page: the new page waits out the pause too (4 minutes now)
      stop();
      stop = load();
      await pass(3 * ALERT_POLL_INTERVAL_MS);
      expect(alertRequests()).toHaveLength(2);
      // the time series is back: the next poll counts, and polls go back to every minute
      api.server.resetHandlers();
      await addAlerts(api.current, {}, {});
      await pass(ALERT_POLL_INTERVAL_MS);
      await waitFor(() => expect(badges.at(-1)).toMatchObject({ count: 2 }));
      expect(alertRequests()).toHaveLength(3);
      await pass(ALERT_POLL_INTERVAL_MS);
      await waitFor(() => expect(alertRequests()).toHaveLength(4));
      stop();
    } finally {
      stores.forEach((s) => s.dispose());
      off();
      jest.useRealTimers();
    }
  });

  test('other scopes: no poll', async () => {
    const store = createPortalStore({
      persist: false,
      preloadedState: sessionAs('admin'),
    });
    const stop = start({ store });
    await new Promise((r) => setTimeout(r, 50));
    expect(alertRequests()).toHaveLength(0);
    stop();
    store.dispose();
  });

  test('the poll query', () => {
    expect(unreadQuery(null)).toBe('page=1&count=10&days=30');
    expect(unreadQuery('2026-03-18T10:00:00.000Z')).toBe(
      'page=1&count=10&start=2026-03-18T10%3A00%3A00.000Z',
    );
  });
});
