// Invoices and receipts of a hosted account against the API in memory (hosted mode, the payment sandbox): what the
// sandbox invoiced for an upgrade, a capacity change whose charge failed, and a decrease credited to the next one.
import { screen, within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { readBack } from '@switchboard/shared/testing';
import type { Invoice } from '@switchboard/shared/types';
import { renderBilling } from '../../testing/render';
import { HOSTED, card, products, signUp, subscribe, upgrade, type HostedAccount } from '../../testing/seed';

const { api, sessionAs } = setupContractTest(HOSTED);
let account: HostedAccount;

beforeEach(async () => {
  account = await signUp(api.current);
});

const day = (iso: string | null) => (iso ?? '').slice(0, 10);
const invoicesOf = () =>
  readBack(() =>
    api.current.call<{ upcoming: Invoice; invoices: Invoice[] }>(
      'GET',
      `/Accounts/${account.accountSid}/Invoices`,
      account.token,
    ),
  );

describe('Invoices', () => {
  it('the next invoice and the past ones with amount, status and a receipt link', async () => {
    // $54.00 paid for 12 sessions; 13 refused by a card that cannot be charged (an open invoice); then 11, the
    // $4.50 credited to the next invoice
    await upgrade(api.current, account, 12);
    await subscribe(api.current, account, {
      action: 'update-payment-method',
      payment_method_id: card('chargeCustomerFail'),
    });
    await subscribe(api.current, account, { action: 'update-quantities', products: products(13) });
    await subscribe(api.current, account, { action: 'update-quantities', products: products(11) });
    renderBilling(`/internal/accounts/${account.accountSid}/invoices`, { preloadedState: account.session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    const { upcoming, invoices } = await invoicesOf();
    const next = await screen.findByRole('region', { name: 'Next invoice' });
    expect(within(next).getByText('Amount due').nextSibling).toHaveTextContent('$45.00');
    expect(within(next).getByText('Charged on').nextSibling).toHaveTextContent(
      day(upcoming.next_payment_attempt),
    );
    expect(within(next).getByText('Credit applied: $4.50')).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: 'Past invoices' })).getByRole('table');
    const rows = within(past).getAllByRole('row').slice(1);
    const [open, paid] = invoices;
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        day(open.created),
        `${day(open.period_start)} – ${day(open.period_end)}`,
        '$4.50',
        'Unpaid',
        `Receipt ${open.number} (opens in a new tab)`,
      ],
      [
        day(paid.created),
        `${day(paid.period_start)} – ${day(paid.period_end)}`,
        '$54.00',
        'Paid',
        `Receipt ${paid.number} (opens in a new tab)`,
      ],
    ]);
    expect(within(rows[1]).getByRole('link')).toHaveAttribute(
      'href',
      `/receipts/${account.accountSid}/${paid.id}`,
    );
  });

  it('none yet; service-provider users may read an account’s invoices too', async () => {
    renderBilling(`/internal/accounts/${account.accountSid}/invoices`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing will be billed/)).toBeInTheDocument();
  });

  it('the printable receipt: the invoice alone with a Print button', async () => {
    await upgrade(api.current, account, 10);
    const [paid] = (await invoicesOf()).invoices;
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderBilling(`/receipts/${account.accountSid}/${paid.id}`, {
      preloadedState: account.session,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Receipt ${paid.number}` }),
    ).toBeInTheDocument();
    // a signed-up account is named after its e-mail
    expect(screen.getByText('Billed to').nextSibling).toHaveTextContent(
      `${account.email} (${account.email})`,
    );
    expect(screen.getByText('Amount paid').nextSibling).toHaveTextContent('$45.00');
    expect(screen.getByText('10 × concurrent call session (at $4.50 / month)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('a receipt needs a session', async () => {
    renderBilling(`/receipts/${account.accountSid}/in_test_1`, { preloadedState: {} });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
