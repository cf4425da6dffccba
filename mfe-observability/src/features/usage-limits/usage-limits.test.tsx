// The Usage page on the API in memory: calls reported through the ingest path and limits set through the API show as
// figures against the limits, nearest first; the chart's limit line is in its description and its table; without
// the API's `limit-usage` addition the page says so and asks nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { capabilitiesHandler } from '@switchboard/shared/testing';
import { ACCOUNT_SID, addAccount, addCalls } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

const { api, sessionAs } = setupContractTest();
const MIN = 60_000;
beforeAll(() => {
  // jsdom has no canvas: the chart draws nothing; its description and its table are what is checked
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
const usageRequests = () => api.current.requests.filter((r) => r.path.endsWith('/LimitUsage'));

/** Three calls of the default account up now (started 1–3 minutes ago, ending in 5), and 'Max calls' 5. */
async function busyAccount() {
  const now = Date.now();
  await addCalls(
    api.current,
    ...[1, 2, 3].map((m) => ({
      attempted_at: now - m * MIN,
      answered_at: now - m * MIN + 1000,
      terminated_at: now + 5 * MIN,
      duration: 60,
    })),
  );
  await api.current.asAdmin('POST', `/Accounts/${ACCOUNT_SID}/Limits`, {
    category: 'voice_call_session',
    quantity: 5,
  });
}

describe('Usage', () => {
  it('shows each account against its limits, nearest first, and the charts with the limit drawn', async () => {
    await busyAccount();
    await addAccount(api.current, 'Quiet account');
    const { user } = renderObservability('/internal/usage', {
      preloadedState: sessionAs('service_provider'),
    });
    const table = await screen.findByRole('table', { name: /nearest its limit first/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'All accounts',
      'default account',
      'Quiet account',
    ]);
    const cells = within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual([
      '3 / 5',
      '3 / 5',
      '3 / No limit',
      '0 / No limit',
      '60 % of Max calls',
    ]);
    expect(within(rows[2]).getAllByRole('cell')[4].textContent).toBe('No limit');

    await user.click(screen.getByRole('button', { name: 'Show the charts of default account' }));
    const charts = screen.getByRole('region', { name: 'Charts of default account' });
    expect(
      within(charts).getByRole('img', { name: /^Concurrent calls per hour: highest 3; Max calls 5\.$/ }),
    ).toBeInTheDocument();
    const hourly = within(charts).getByRole('table', { name: 'Concurrent calls per hour' });
    const header = within(hourly)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Hour', 'Calls', 'Max calls']);
    const last = within(hourly).getAllByRole('row').at(-1)!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '5']);
    // minutes have no limit set: the chart says so
    expect(
      within(charts).getByRole('img', { name: /^Minutes per day: highest 3; No limit\.$/ }),
    ).toBeInTheDocument();
    expect(usageRequests()).toHaveLength(1);
  });

  it('the period picker asks for the days chosen: a day per row of the minutes table', async () => {
    await busyAccount();
    const { user } = renderObservability('/internal/usage', { preloadedState: sessionAs('account') });
    await screen.findByRole('table', { name: /nearest its limit first/ });
    const period = screen.getByRole('combobox', { name: 'Period' });
    expect(period).toHaveValue('7');
    const minutesRows = () =>
      within(screen.getByRole('table', { name: 'Minutes per day' })).getAllByRole('row').length - 1;
    await user.click(screen.getByRole('button', { name: 'Show the charts of default account' }));
    // the 7 days up to now touch 8 calendar days (7 when it is exactly midnight UTC)
    expect(minutesRows()).toBeGreaterThanOrEqual(7);
    expect(minutesRows()).toBeLessThanOrEqual(8);

    await user.selectOptions(period, 'Last 31 days');
    await waitFor(() => expect(minutesRows()).toBeGreaterThanOrEqual(31));
    const asked = usageRequests().map((r) => new URLSearchParams(r.search));
    const last = asked.at(-1)!;
    expect(Date.parse(last.get('to')!) - Date.parse(last.get('from')!)).toBe(31 * 86_400_000);
    // a period picked later ends when it was picked, not when the page opened
    const opened = Date.parse(asked[0].get('to')!);
    const later = jest.spyOn(Date, 'now').mockReturnValue(opened + 3_600_000);
    try {
      await user.selectOptions(period, 'Last 24 hours');
      await waitFor(() => expect(usageRequests()).toHaveLength(asked.length + 1));
    } finally {
      later.mockRestore();
    }
    const dayAsked = new URLSearchParams(usageRequests().at(-1)!.search);
    expect(dayAsked.get('to')).toBe(new Date(opened + 3_600_000).toISOString());
    expect(Date.parse(dayAsked.get('to')!) - Date.parse(dayAsked.get('from')!)).toBe(86_400_000);
    // the account's three calls are in either period
    expect(
      within(screen.getByRole('table', { name: /nearest its limit first/ })).getAllByRole('cell')[0]
        .textContent,
    ).toBe('3 / 5');
  });

  it('an account user sees only their own account', async () => {
    await busyAccount();
    renderObservability('/internal/usage', { preloadedState: sessionAs('account') });
    const table = await screen.findByRole('table', { name: /nearest its limit first/ });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(usageRequests()[0].path).toBe(`/Accounts/${ACCOUNT_SID}/LimitUsage`);
  });

  it('on an API without usage figures the page says so and makes no request', async () => {
    api.server.use(capabilitiesHandler(null));
    renderObservability('/internal/usage', { preloadedState: sessionAs('service_provider') });
    expect(await screen.findByText(/usage against limits needs Switchboard’s API/)).toBeInTheDocument();
    expect(usageRequests()).toEqual([]);
  });
});
