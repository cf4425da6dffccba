// Upgrading and changing a hosted account's subscription against the API in memory in hosted mode, payments in the
// payment sandbox (Stripe's test cards): the price table, the card field, declines, 3-D Secure, the dry run, a
// failed charge, the return to the free plan.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { apiUrl, findToast, http, readBack } from '@switchboard/shared/testing';
import type { UsersMe } from '@switchboard/shared/types';
import { BILLING_MESSAGES } from '@switchboard/shared/validation';
import { renderBilling, typeCard } from '../../testing/render';
import { HOSTED, card, products, signUp, subscribe, upgrade, type HostedAccount } from '../../testing/seed';

const { api, sessionAs } = setupContractTest(HOSTED);
let account: HostedAccount;
let UPGRADE = '';
let MODIFY = '';
let ACCOUNT_PAGE = '';

beforeEach(async () => {
  account = await signUp(api.current);
  UPGRADE = `/internal/accounts/${account.accountSid}/subscription`;
  MODIFY = `/internal/accounts/${account.accountSid}/modify-subscription`;
  ACCOUNT_PAGE = `/internal/accounts/${account.accountSid}/edit`;
});

const asOwner = () => ({ preloadedState: account.session });
const me = () => readBack(() => api.current.call<UsersMe>('GET', '/Users/me', account.token));
/** The day the current period ends (the next billing cycle), as the page writes it. */
const periodEnd = async () => {
  const sub = await readBack(() =>
    api.current.call<{ current_period_end: number }>('GET', '/Subscriptions', account.token),
  );
  return new Date(sub.current_period_end * 1000).toISOString().slice(0, 10);
};

const capacity = (name: RegExp) => screen.getByRole('spinbutton', { name });
const total = () => screen.getByTestId('total-monthly-cost');

describe('Upgrade your Subscription', () => {
  it('shows the table with the trial’s capacity, the device line hidden until asked for, and recomputes as typed', async () => {
    const { user } = renderBilling(UPGRADE, asOwner());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade your Subscription' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Capacity and monthly price of your subscription' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Service', 'Capacity', 'Price', 'Cost']);
    expect(capacity(/Maximum concurrent call sessions/)).toHaveValue(5);
    expect(screen.queryByRole('spinbutton', { name: /Additional device registrations/ })).toBeNull();
    expect(screen.getByText('$25.00 flat')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$25.00');
    expect(screen.getByText('With 5 call sessions you can register 25 devices.')).toBeInTheDocument();
    expect(screen.getByTestId('devices-allowed')).toHaveTextContent('25');

    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '10');
    expect(screen.getByText('$4.50 per session')).toBeInTheDocument();
    expect(total()).toHaveTextContent('$45.00');
    await user.click(screen.getByRole('button', { name: 'Buy additional device registrations' }));
    await user.type(capacity(/Additional device registrations/), '{Backspace}3');
    expect(total()).toHaveTextContent('$48.00');
    // ratio 5 × 10 sessions + 3 additional devices (not 5 × 13 = 65), the rule named under the figure
    expect(screen.getByTestId('devices-allowed')).toHaveTextContent('53');
    expect(screen.getByTestId('devices-formula')).toHaveTextContent(
      'Device-to-call ratio × call sessions + additional devices: 5 × 10 + 3',
    );
    expect(screen.getByRole('button', { name: 'Pay $48.00 and Upgrade to Paid Plan' })).toBeEnabled();

    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '4');
    expect(screen.getByText('Call sessions must be a whole number from 5 to 1000.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ })).toBeDisabled();
  });

  it('4242… pays: the card becomes a payment method, the upgrade is sent, success toast, back to the account', async () => {
    const { user } = renderBilling(UPGRADE, asOwner());
    await screen.findByRole('heading', { name: 'Upgrade your Subscription' });
    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '10');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $45.00 and Upgrade to Paid Plan' }));
    expect(await findToast(BILLING_MESSAGES.paymentCompleted)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(ACCOUNT_PAGE);
    const [sent] = api.current.sent('POST', '/Subscriptions');
    expect(sent.body).toEqual({
      action: 'upgrade-to-paid',
      payment_method_id: expect.stringMatching(/^pm_card_visa-exp-12-2034-/),
      stripe_customer_id: expect.stringMatching(/^cus_sbx_/),
      products: products(10, 0),
    });
    // The card's number never went to the API.
    expect(JSON.stringify(api.current.requests.map((r) => r.body))).not.toContain('4242424242424242');
    // The account is on the paid plan with its capacity and the card.
    expect(await me()).toMatchObject({
      account: { plan_type: 'paid' },
      subscription: {
        last4: '4242',
        products: expect.arrayContaining([expect.objectContaining({ units: 'sessions', quantity: 10 })]),
      },
    });
  });

  it('the card field checks the card as Stripe does; a live card is refused in test mode', async () => {
    const { user } = renderBilling(UPGRADE, asOwner());
    await screen.findByRole('heading', { name: 'Upgrade your Subscription' });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await typeCard(user, '4111111111111111');
    expect(await screen.findByText(/Payments here run in test mode/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    expect(api.current.sent('POST', '/Subscriptions')).toHaveLength(0);
  });

  it('a declined card shows the reason and stays; a later card goes through', async () => {
    const { user } = renderBilling(UPGRADE, asOwner());
    await screen.findByRole('heading', { name: 'Upgrade your Subscription' });
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    expect(await screen.findByText('Your card was declined.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('location')).toBeNull();
    // The card field is open again for another card.
    await waitFor(() => expect(screen.getByLabelText('Card number')).toBeEnabled());
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    expect(await findToast(BILLING_MESSAGES.paymentCompleted)).toBeInTheDocument();
    // Nothing existed after the refusal: the second try is an upgrade again.
    expect(
      api.current.sent('POST', '/Subscriptions').map((r) => (r.body as { action: string }).action),
    ).toEqual(['upgrade-to-paid', 'upgrade-to-paid']);
  });

  it('a card that needs 3-D Secure: the authentication step, then paid', async () => {
    const { user } = renderBilling(UPGRADE, asOwner());
    await screen.findByRole('heading', { name: 'Upgrade your Subscription' });
    await typeCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await findToast(BILLING_MESSAGES.paymentCompleted)).toBeInTheDocument();
    expect(api.current.sent('POST', '/PaymentSandbox/confirm')[0].body).toEqual({
      client_secret: expect.any(String),
      outcome: 'succeed',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(ACCOUNT_PAGE);
  });

  it('a failed authentication or a refused charge: the reason, and the next card pays the waiting subscription', async () => {
    const { user } = renderBilling(UPGRADE, asOwner());
    await screen.findByRole('heading', { name: 'Upgrade your Subscription' });
    await typeCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText(/unable to authenticate your payment method/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '5555555555554444');
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    expect(await findToast(BILLING_MESSAGES.paymentCompleted)).toBeInTheDocument();
    const sent = api.current.sent('POST', '/Subscriptions');
    expect(sent.map((r) => (r.body as { action: string }).action)).toEqual([
      'upgrade-to-paid',
      'update-payment-method',
    ]);
  });

  it('shows a processing notice while the payment is under way', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the payment held back until the notice is seen; then the API takes it
    api.server.use(
      http.post(apiUrl('/Subscriptions'), async () => {
        await held;
      }),
    );
    const { user } = renderBilling(UPGRADE, asOwner());
    await screen.findByRole('heading', { name: 'Upgrade your Subscription' });
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: /and Upgrade to Paid Plan/ }));
    expect(
      await screen.findByText('We are processing your request. Please stay on this page until it is done.'),
    ).toBeInTheDocument();
    await act(async () => release());
    expect(await findToast(BILLING_MESSAGES.paymentCompleted)).toBeInTheDocument();
  });

  it('a paid account is sent to the modify page', async () => {
    await upgrade(api.current, account);
    renderBilling(UPGRADE, asOwner());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configure Your Subscription' }),
    ).toBeInTheDocument();
  });

  it('another account’s page is not the user’s', async () => {
    const other = await signUp(api.current, { subdomain: 'other' });
    renderBilling(UPGRADE, { preloadedState: other.session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });

  it('admins get no access', async () => {
    renderBilling(UPGRADE, { preloadedState: sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this resource' }),
    ).toBeInTheDocument();
  });
});

describe('Configure Your Subscription', () => {
  beforeEach(() => upgrade(api.current, account, 10, 0));

  it('no card field; Review Changes disabled while the quantities are the current ones', async () => {
    const { user } = renderBilling(MODIFY, asOwner());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configure Your Subscription' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const review = screen.getByRole('button', { name: 'Review Changes' });
    expect(review).toBeDisabled();
    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '20');
    expect(review).toBeEnabled();
    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '10');
    expect(review).toBeDisabled();
  });

  it('Review Changes shows the dry run (prorated and monthly), Confirm Changes makes it', async () => {
    const { user } = renderBilling(MODIFY, asOwner());
    await screen.findByRole('heading', { name: 'Configure Your Subscription' });
    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '20');
    await user.click(screen.getByRole('button', { name: 'Review Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Changes' });
    expect(within(dialog).getByText('20 simultaneous calls')).toBeInTheDocument();
    expect(within(dialog).getByText('100 registered devices')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        // the whole period is left: the difference of a month, $90.00 − $45.00
        'Your new monthly charge will be $90.00. $45.00 is charged now for the rest of the current billing period (prorated).',
      ),
    ).toBeInTheDocument();
    expect(api.current.sent('POST', '/Subscriptions')[0].body).toMatchObject({
      action: 'update-quantities',
      dry_run: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Changes' }));
    expect(await findToast(BILLING_MESSAGES.capacityModified)).toBeInTheDocument();
    const [, confirmed] = api.current.sent('POST', '/Subscriptions');
    expect(confirmed.body).toEqual({ action: 'update-quantities', products: products(20, 0) });
    expect((await me()).subscription?.products).toEqual(
      expect.arrayContaining([expect.objectContaining({ units: 'sessions', quantity: 20 })]),
    );
  });

  it('a charge that fails: the message of docs/product/billing.md#upgrade', async () => {
    // a card that is saved but cannot be charged (Stripe's 4000 0000 0000 0341)
    await subscribe(api.current, account, {
      action: 'update-payment-method',
      payment_method_id: card('chargeCustomerFail'),
    });
    const { user } = renderBilling(MODIFY, asOwner());
    await screen.findByRole('heading', { name: 'Configure Your Subscription' });
    await user.clear(capacity(/Maximum concurrent call sessions/));
    await user.type(capacity(/Maximum concurrent call sessions/), '30');
    await user.click(screen.getByRole('button', { name: 'Review Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Changes' }));
    expect(await findToast(BILLING_MESSAGES.capacityPaymentFailed)).toBeInTheDocument();
  });

  it('Return to free plan: confirmed, then the plan returns at the next billing cycle', async () => {
    const { user } = renderBilling(MODIFY, asOwner());
    await screen.findByRole('heading', { name: 'Configure Your Subscription' });
    await user.click(screen.getByRole('button', { name: 'Return to free plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Return to the free plan?' });
    // the date comes with the provider's subscription, which may answer after the dialog opens
    const end = await periodEnd();
    await waitFor(() =>
      expect(dialog).toHaveTextContent(`The free plan starts at the next billing cycle (${end})`),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return to free plan' }));
    expect(await findToast(BILLING_MESSAGES.downgraded)).toBeInTheDocument();
    expect(api.current.sent('POST', '/Subscriptions')[0].body).toEqual({ action: 'downgrade-to-free' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ACCOUNT_PAGE));
  });

  it('an account already returning to free says when, and offers no second return', async () => {
    await subscribe(api.current, account, { action: 'downgrade-to-free' });
    const end = await periodEnd();
    renderBilling(MODIFY, asOwner());
    expect(
      await screen.findByText(`Your paid capacity stays until ${end}; then the free plan starts.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to free plan' })).toBeDisabled();
  });

  it('the device line shows when the account has devices already', async () => {
    await subscribe(api.current, account, { action: 'update-quantities', products: products(10, 4) });
    renderBilling(MODIFY, asOwner());
    expect(await screen.findByRole('spinbutton', { name: /Additional device registrations/ })).toHaveValue(4);
    expect(screen.getByTestId('total-monthly-cost')).toHaveTextContent('$49.00');
  });
});
