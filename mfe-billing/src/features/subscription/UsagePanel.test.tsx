// Usage against capacity on the upgrade page, from the account's call records as the API in memory counts them.
import { screen } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { HttpResponse, apiUrl, http } from '@switchboard/shared/testing';
import type { UsageReport } from '@switchboard/shared/types';
import { renderBilling } from '../../testing/render';
import { HOSTED, reportDeviceCalls, signUp, type HostedAccount } from '../../testing/seed';

const { api } = setupContractTest(HOSTED);
let account: HostedAccount;

beforeEach(async () => {
  account = await signUp(api.current);
});

describe('usage against capacity', () => {
  it('the busiest day against the plan, and a word when it is close', async () => {
    // yesterday (UTC) at noon: four calls at once from three devices
    const now = new Date();
    const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 12);
    const minute = 60_000;
    await reportDeviceCalls(api.current, account, [
      ['alice', noon, noon + 10 * minute],
      ['bob', noon + minute, noon + 9 * minute],
      ['carol', noon + 2 * minute, noon + 8 * minute],
      ['alice', noon + 3 * minute, noon + 7 * minute],
    ]);
    renderBilling(`/internal/accounts/${account.accountSid}/subscription`, {
      preloadedState: account.session,
    });
    expect(await screen.findByRole('region', { name: 'Usage against capacity' })).toBeInTheDocument();
    const day = new Date(noon).toISOString().slice(0, 10);
    expect(await screen.findByText(`4 of 5 call sessions (80%), on ${day}`)).toBeInTheDocument();
    expect(screen.getByText('3 of 25 registered devices (12%)')).toBeInTheDocument();
    expect(screen.getByText('You are close to your capacity')).toBeInTheDocument();
    expect(api.current.sent('GET', `/Accounts/${account.accountSid}/Usage`)[0].search).toBe('?days=30');
  });

  it('says so when call records cannot be read', async () => {
    // the API's answer when its call records cannot be read, which it cannot be made to be here
    api.server.use(
      http.get(apiUrl('/Accounts/:sid/Usage'), async ({ request, params }) => {
        const report = await api.current.call<UsageReport>(
          'GET',
          `/Accounts/${String(params.sid)}/Usage${new URL(request.url).search}`,
          account.token,
        );
        return HttpResponse.json({ ...report, available: false });
      }),
    );
    renderBilling(`/internal/accounts/${account.accountSid}/subscription`, {
      preloadedState: account.session,
    });
    expect(
      await screen.findByText('Call records cannot be read right now, so usage is not shown.'),
    ).toBeInTheDocument();
  });
});
