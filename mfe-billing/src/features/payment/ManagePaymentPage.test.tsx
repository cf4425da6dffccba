import { screen, within } from '@testing-library/react';
import { TEST_ACCOUNT_SID, findToast } from '@switchboard/shared/testing';
import { paidMe } from '../../testing/fake-api';
import { renderBilling, setupFakeApi, typeCard } from '../../testing/render';
import { CARD_SAVED } from './payment.rules';

const api = setupFakeApi();
const PAGE = `/internal/accounts/${TEST_ACCOUNT_SID}/manage-payment`;

beforeEach(() => {
  api.current.db.me = paidMe();
  api.current.becomePaid(10, 0);
});

describe('Manage Payment Information', () => {
  it('shows the card: type, number masked to its last four, expiry; Cancel back to the account', async () => {
    renderBilling(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Payment Information' }),
    ).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current Payment Information' });
    expect(within(current).getByText('Card Type').nextSibling).toHaveTextContent('Visa');
    expect(within(current).getByText('Card Number').nextSibling).toHaveTextContent('**** **** **** 4242');
    expect(within(current).getByText('Expiration').nextSibling).toHaveTextContent('12/2030');
    expect(within(current).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/internal/accounts/${TEST_ACCOUNT_SID}/edit`,
    );
    expect(screen.queryByRole('region', { name: 'New Payment Information' })).toBeNull();
  });

  it('Change Payment Info → New Payment Information; Save New Card saves it', async () => {
    const { user } = renderBilling(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change Payment Info' }));
    const section = screen.getByRole('region', { name: 'New Payment Information' });
    await typeCard(user, '5555555555554444');
    await user.click(within(section).getByRole('button', { name: 'Save New Card' }));
    expect(await findToast(CARD_SAVED)).toBeInTheDocument();
    expect(api.current.sent('POST', '/Subscriptions')[0].body).toEqual({
      action: 'update-payment-method',
      payment_method_id: expect.stringMatching(/^pm_card_mastercard-/),
    });
  });

  it('a refused card shows its reason; Cancel closes the new card', async () => {
    const { user } = renderBilling(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change Payment Info' }));
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save New Card' }));
    expect(await screen.findByText('Your card was declined.')).toHaveAttribute('role', 'alert');
    await user.click(
      within(screen.getByRole('region', { name: 'New Payment Information' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('region', { name: 'New Payment Information' })).toBeNull();
  });

  it('says when a payment is waiting for a new card', async () => {
    api.current.db.providerSubscription = { ...api.current.db.providerSubscription!, status: 'past_due' };
    renderBilling(PAGE);
    expect(await screen.findByText('A payment did not go through')).toBeInTheDocument();
  });
});
