// A paid plan over its period with the local payment sandbox: the dry run's numbers, capacity changes (charged,
// credited, waiting for payment), the return to the free plan at the period's end, renewals, invoices and who may
// read them (billing-subscriptions.fixtures.ts).
import { sweepPlans } from '../src/areas/billing';
import {
  DAY,
  PERIOD_END,
  T0,
  api,
  app,
  card,
  me,
  newAccount,
  paidAccount,
  products,
  quantities,
  setClock,
  subscribe,
} from './billing-subscriptions.fixtures';
import { login } from './helpers';

describe('capacity changes', () => {
  it('the dry run: prorated and monthly cost for the rest of the period; confirming charges it', async () => {
    const { token, accountSid } = await paidAccount(10);
    // Half way through the period.
    setClock(T0 + (PERIOD_END - T0) / 2);
    const dry = await subscribe(token, {
      action: 'update-quantities',
      products: products(20, 5),
      dry_run: true,
    });
    expect(dry.statusCode).toBe(201);
    // $45.00 → $90.00 + $5.00: half of the $50.00 difference
    expect(dry.json()).toEqual({
      currency: 'usd',
      prorated_cost: 2500,
      monthly_cost: 9500,
      next_invoice_date: new Date(PERIOD_END).toISOString(),
    });
    // nothing changed yet
    expect(quantities(await me(token))['concurrent call session']).toBe(10);
    const done = await subscribe(token, { action: 'update-quantities', products: products(20, 5) });
    expect(done.json()).toEqual({ status: 'success' });
    expect(quantities(await me(token))).toEqual({ 'concurrent call session': 20, 'registered device': 5 });
    const { invoices, upcoming } = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    expect(invoices[0]).toMatchObject({ status: 'paid', total: 2500 });
    expect(invoices[0].lines.every((l: { proration: boolean }) => l.proration)).toBe(true);
    expect(upcoming).toMatchObject({ total: 9500, next_payment_attempt: new Date(PERIOD_END).toISOString() });
    const summary = (await api('GET', '/v1/Invoices', token)).json();
    expect(summary).toMatchObject({ total: 9500, currency: 'usd', next_payment_attempt: PERIOD_END / 1000 });
  });

  it('a decrease is credited to the next invoice', async () => {
    const { token } = await paidAccount(20);
    setClock(T0 + (PERIOD_END - T0) / 2);
    const dry = (
      await subscribe(token, { action: 'update-quantities', products: products(10), dry_run: true })
    ).json();
    expect(dry).toMatchObject({ prorated_cost: -2250, monthly_cost: 4500 });
    expect((await subscribe(token, { action: 'update-quantities', products: products(10) })).json()).toEqual({
      status: 'success',
    });
    const next = (await api('GET', '/v1/Invoices', token)).json();
    expect(next).toMatchObject({ total: 4500, amount_due: 2250 });
  });

  it('when the charge fails the change waits ("payment required"); a new card pays and applies it', async () => {
    const { token } = await paidAccount(10);
    await subscribe(token, {
      action: 'update-payment-method',
      payment_method_id: card('chargeCustomerFail'),
    });
    setClock(T0 + 10 * DAY);
    const res = await subscribe(token, { action: 'update-quantities', products: products(30) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'failed', reason: 'payment required' });
    expect(quantities(await me(token))['concurrent call session']).toBe(10);
    const paid = await subscribe(token, { action: 'update-payment-method', payment_method_id: card('visa') });
    expect(paid.json()).toEqual({ status: 'success' });
    expect(quantities(await me(token))['concurrent call session']).toBe(30);
  });

  it('update-payment-method on a free account has nothing to update', async () => {
    const { token } = await newAccount();
    expect(
      (await subscribe(token, { action: 'update-payment-method', payment_method_id: card('visa') })).json(),
    ).toEqual({
      msg: 'the account has no payment details yet: upgrade to a paid plan first',
    });
  });
});

describe('return to the free plan, renewals', () => {
  it('downgrade-to-free keeps the paid capacity until the period ends, then the free plan starts', async () => {
    const { token, accountSid } = await paidAccount(12);
    setClock(T0 + 5 * DAY);
    const res = await subscribe(token, { action: 'downgrade-to-free' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await api('GET', '/v1/Subscriptions', token)).json()).toMatchObject({
      cancel_at_period_end: true,
      current_period_end: PERIOD_END / 1000,
    });
    const during = await me(token);
    expect(during.account.plan_type).toBe('paid');
    expect(quantities(during)['concurrent call session']).toBe(12);
    // Nothing more to bill.
    expect((await api('GET', '/v1/Invoices', token)).statusCode).toBe(404);
    setClock(PERIOD_END + 60_000);
    await sweepPlans(app.ctx);
    const after = await me(token);
    expect(after.account.plan_type).toBe('free');
    expect(quantities(after)).toEqual({ 'concurrent call session': 1, 'registered device': 1 });
    const limits = (await api('GET', `/v1/Accounts/${accountSid}/Limits`, token)).json();
    expect(limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'voice_call_session', quantity: 1 }),
        expect.objectContaining({ category: 'device', quantity: 1 }),
      ]),
    );
  });

  it('a period ending renews with a new invoice paid by the card', async () => {
    const { token, accountSid } = await paidAccount(5);
    setClock(PERIOD_END + 60_000);
    await sweepPlans(app.ctx);
    const { invoices } = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    expect(invoices.map((i: { status: string; total: number }) => [i.status, i.total])).toEqual([
      ['paid', 2500],
      ['paid', 2500],
    ]);
    expect((await me(token)).account.plan_type).toBe('paid');
  });

  it('a trial that ran out becomes the free plan', async () => {
    const { token } = await newAccount();
    setClock(T0 + 22 * DAY);
    await sweepPlans(app.ctx);
    const after = await me(token);
    expect(after.account.plan_type).toBe('free');
    expect(quantities(after)).toEqual({ 'concurrent call session': 1, 'registered device': 1 });
  });
});

describe('invoices: who may read them', () => {
  it('the account, its service provider and admins; not another account', async () => {
    const { token, accountSid } = await paidAccount(5);
    const { invoices } = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    const one = await api('GET', `/v1/Accounts/${accountSid}/Invoices/${invoices[0].id}`, token);
    expect(one.json()).toMatchObject({
      id: invoices[0].id,
      number: expect.stringMatching(/-0001$/),
      status: 'paid',
    });
    expect((await api('GET', `/v1/Accounts/${accountSid}/Invoices/in_sbx_nope`, token)).statusCode).toBe(404);
    const stranger = await newAccount();
    expect((await api('GET', `/v1/Accounts/${accountSid}/Invoices`, stranger.token)).statusCode).toBe(403);
    expect(
      (await api('GET', `/v1/Accounts/${accountSid}/Invoices/${invoices[0].id}`, stranger.token)).statusCode,
    ).toBe(403);
    const admin = await login(app, 'admin', 'admin');
    expect((await api('GET', `/v1/Accounts/${accountSid}/Invoices`, admin)).json().invoices).toHaveLength(1);
    expect((await api('GET', '/v1/Accounts/not-a-sid/Invoices', admin)).statusCode).toBe(400);
    // A free account without a customer has no invoices.
    expect(
      (await api('GET', `/v1/Accounts/${stranger.accountSid}/Invoices`, stranger.token)).json(),
    ).toMatchObject({
      upcoming: null,
      invoices: [],
    });
    expect((await api('GET', '/v1/Invoices', stranger.token)).statusCode).toBe(404);
  });
});
