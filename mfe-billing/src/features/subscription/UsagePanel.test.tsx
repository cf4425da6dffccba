import { screen } from '@testing-library/react';
import { TEST_ACCOUNT_SID } from '@switchboard/shared/testing';
import { renderBilling, setupFakeApi } from '../../testing/render';

const api = setupFakeApi();
const UPGRADE = `/internal/accounts/${TEST_ACCOUNT_SID}/subscription`;

describe('usage against capacity', () => {
  it('the busiest day against the plan, and a word when it is close', async () => {
    renderBilling(UPGRADE);
    expect(await screen.findByRole('region', { name: 'Usage against capacity' })).toBeInTheDocument();
    expect(await screen.findByText('4 of 5 call sessions (80%), on 2026-05-10')).toBeInTheDocument();
    expect(screen.getByText('3 of 25 registered devices (12%)')).toBeInTheDocument();
    expect(screen.getByText('You are close to your capacity')).toBeInTheDocument();
    expect(api.current.sent('GET', `/Accounts/${TEST_ACCOUNT_SID}/Usage`)[0].search).toBe('?days=30');
  });

  it('says so when call records cannot be read', async () => {
    api.current.db.usage = { ...api.current.db.usage, available: false };
    renderBilling(UPGRADE);
    expect(
      await screen.findByText('Call records cannot be read right now, so usage is not shown.'),
    ).toBeInTheDocument();
  });
});
