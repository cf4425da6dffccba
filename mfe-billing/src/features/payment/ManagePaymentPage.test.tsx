// The card of a paid hosted account against the API in memory (hosted mode, the payment sandbox's test cards).
import { screen, within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast, readBack } from '@switchboard/shared/testing';
import type { UsersMe } from '@switchboard/shared/types';
import { renderBilling, typeCard } from '../../testing/render';
import { HOSTED, card, products, signUp, subscribe, upgrade, type HostedAccount } from '../../testing/seed';
import { CARD_SAVED } from './payment.rules';

const { api } = setupContractTest(HOSTED);
let account: HostedAccount;
let PAGE = '';

beforeEach(async () => {
  account = await signUp(api.current);
  PAGE = `/internal/accounts/${account.accountSid}/manage-payment`;
});

describe('Manage Payment Information', () => {
  it('shows the card: type, number masked to its last four, expiry; Cancel back to the account', async () => {
    await upgrade(api.current, account);
    renderBilling(PAGE, { preloadedState: account.session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Payment Information' }),
    ).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current Payment Information' });
    expect(within(current).getByText('Card Type').nextSibling).toHaveTextContent('Visa');
    expect(within(current).getByText('Card Number').nextSibling).toHaveTextContent('**** **** **** 4242');
    expect(within(current).getByText('Expiration').nextSibling).toHaveTextContent('12/2030');
    expect(within(current).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/internal/accounts/${account.accountSid}/edit`,
    );
    expect(screen.queryByRole('region', { name: 'New Payment Information' })).toBeNull();
  });

  it('Change Payment Info → New Payment Information; Save New Card saves it', async () => {
    await upgrade(api.current, account);
    const { user } = renderBilling(PAGE, { preloadedState: account.session });
    await user.click(await screen.findByRole('button', { name: 'Change Payment Info' }));
    const section = screen.getByRole('region', { name: 'New Payment Information' });
    await typeCard(user, '5555555555554444');
    await user.click(within(section).getByRole('button', { name: 'Save New Card' }));
    expect(await findToast(CARD_SAVED)).toBeInTheDocument();
    expect(api.current.sent('POST', '/Subscriptions')[0].body).toEqual({
      action: 'update-payment-method',
      payment_method_id: expect.stringMatching(/^pm_card_mastercard-/),
    });
    const me = await readBack(() => api.current.call<UsersMe>('GET', '/Users/me', account.token));
    expect(me.subscription).toMatchObject({ last4: '4444', card_type: 'mastercard' });
  });

  it('a refused card shows its reason; Cancel closes the new card', async () => {
    await upgrade(api.current, account);
    const { user } = renderBilling(PAGE, { preloadedState: account.session });
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
    // an upgrade whose card was saved but could not be charged: the subscription waits (incomplete)
    await subscribe(api.current, account, {
      action: 'upgrade-to-paid',
      payment_method_id: card('chargeCustomerFail'),
      products: products(10),
    });
    renderBilling(PAGE, { preloadedState: account.session });
    expect(await screen.findByText('A payment did not go through')).toBeInTheDocument();
  });
});
