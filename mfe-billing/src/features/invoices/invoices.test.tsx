import { screen, within } from '@testing-library/react';
import { TEST_ACCOUNT_SID, sessionAs } from '@switchboard/shared/testing';
import { invoice } from '../../testing/fake-api';
import { renderBilling, setupFakeApi } from '../../testing/render';

const api = setupFakeApi();

describe('Invoices', () => {
  it('the next invoice and the past ones with amount, status and a receipt link', async () => {
    api.current.db.invoices = [
      invoice(),
      invoice({
        id: 'in_test_0',
        number: 'TEST-0000',
        status: 'open',
        total: 1250,
        amount_due: 1250,
        amount_paid: 0,
        created: '2026-04-20T00:00:00.000Z',
        paid_at: null,
      }),
    ];
    api.current.db.upcoming = invoice({
      id: 'upcoming',
      number: null,
      status: 'draft',
      amount_due: 4000,
      amount_paid: 0,
      paid_at: null,
      next_payment_attempt: '2026-06-01T12:00:00.000Z',
    });
    renderBilling(`/internal/accounts/${TEST_ACCOUNT_SID}/invoices`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next invoice' });
    expect(within(next).getByText('Amount due').nextSibling).toHaveTextContent('$40.00');
    expect(within(next).getByText('Charged on').nextSibling).toHaveTextContent('2026-06-01');
    expect(within(next).getByText('Credit applied: $5.00')).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: 'Past invoices' })).getByRole('table');
    const rows = within(past).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2026-05-01', '2026-05-01 – 2026-06-01', '$45.00', 'Paid', 'Receipt TEST-0001 (opens in a new tab)'],
      ['2026-04-20', '2026-05-01 – 2026-06-01', '$12.50', 'Unpaid', 'Receipt TEST-0000 (opens in a new tab)'],
    ]);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute(
      'href',
      `/receipts/${TEST_ACCOUNT_SID}/in_test_1`,
    );
  });

  it('none yet; service-provider users may read an account’s invoices too', async () => {
    renderBilling(`/internal/accounts/${TEST_ACCOUNT_SID}/invoices`, {
      preloadedState: sessionAs('service_provider'),
    });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing will be billed/)).toBeInTheDocument();
  });

  it('the printable receipt: the invoice alone with a Print button', async () => {
    api.current.db.invoices = [invoice()];
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderBilling(`/receipts/${TEST_ACCOUNT_SID}/in_test_1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt TEST-0001' })).toBeInTheDocument();
    expect(screen.getByText('Billed to').nextSibling).toHaveTextContent('Acme (acctuser@example.com)');
    expect(screen.getByText('Amount paid').nextSibling).toHaveTextContent('$45.00');
    expect(screen.getByText('10 × concurrent call session (at $4.50 / month)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('a receipt needs a session', async () => {
    renderBilling(`/receipts/${TEST_ACCOUNT_SID}/in_test_1`, { preloadedState: {} });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
