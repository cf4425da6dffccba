// Upgrade to a paid plan with the local payment sandbox's test cards: success, declined, action required, a card
// saved that cannot be charged (billing-subscriptions.fixtures.ts).
import { api, card, me, newAccount, products, quantities, subscribe } from './billing-subscriptions.fixtures';

describe('upgrade to paid', () => {
  it('4242… → success: charged at once, the plan, card and limits follow', async () => {
    const { token, accountSid } = await newAccount();
    const res = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('visa'),
      products: products(10, 2),
    });
    expect(res.statusCode).toBe(201);
    // 10 sessions in the $4.50 tier + 2 devices at $1.00
    expect(res.json()).toEqual({
      status: 'success',
      chargedAmount: 4700,
      currency: 'usd',
      statementDescriptor: 'SWITCHBOARD',
    });
    const after = await me(token);
    expect(after.account.plan_type).toBe('paid');
    expect(quantities(after)).toEqual({ 'concurrent call session': 10, 'registered device': 2 });
    expect(after.subscription).toMatchObject({
      last4: '4242',
      card_type: 'visa',
      exp_month: 12,
      exp_year: 2030,
    });
    const limits = (await api('GET', `/v1/Accounts/${accountSid}/Limits`, token)).json();
    expect(limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'voice_call_session', quantity: 10 }),
        // registered devices: ratio 5 × 10 sessions + 2 additional devices
        expect.objectContaining({ category: 'device', quantity: 52 }),
      ]),
    );
    const history = (await api('GET', `/v1/Accounts/${accountSid}/Invoices`, token)).json();
    expect(history.invoices).toHaveLength(1);
    expect(history.invoices[0]).toMatchObject({
      status: 'paid',
      total: 4700,
      amount_paid: 4700,
      card: { brand: 'visa', last4: '4242' },
    });
    // a paid plan is changed, not bought twice
    const again = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('visa'),
      products: products(5),
    });
    expect(again.json()).toEqual({
      msg: 'the account is on a paid plan already: change its capacity instead',
    });
  });

  it('4000 0000 0000 0002 → card error with the reason; nothing changes', async () => {
    const { token } = await newAccount();
    const res = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('chargeDeclined'),
      products: products(5),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'card error', reason: 'Your card was declined.' });
    expect((await me(token)).account.plan_type).toBe('trial');
  });

  it('4000 0025 0000 3155 → action required; authentication confirmed → paid; failed → not', async () => {
    const { token } = await newAccount();
    const res = await subscribe(token, {
      action: 'upgrade-to-paid',
      payment_method_id: card('authenticationRequiredOnSetup'),
      products: products(5),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status: 'action required',
      subscription: expect.stringMatching(/^sub_sbx_/),
      client_secret: expect.stringMatching(/_secret_/),
    });
    expect((await me(token)).account.plan_type).toBe('trial');
    // The browser's confirmCardPayment (sandbox): the customer fails the check first, then passes it.
    const failed = await api('POST', '/v1/PaymentSandbox/confirm', token, {
      client_secret: body.client_secret,
      outcome: 'fail',
    });
    expect(failed.json()).toEqual({
      status: 'requires_payment_method',
      error: expect.stringMatching(/unable to authenticate/),
    });
    expect((await me(token)).account.plan_type).toBe('trial');
    // a retry of the upgrade with the same card, authenticated this time
    const retry = (
      await subscribe(token, {
        action: 'upgrade-to-paid',
        payment_method_id: card('authenticationRequiredOnSetup'),
        products: products(5),
      })
    ).json();
    expect(retry.status).toBe('action required');
    const ok = await api('POST', '/v1/PaymentSandbox/confirm', token, {
      client_secret: retry.client_secret,
      outcome: 'succeed',
    });
    expect(ok.json()).toEqual({ status: 'succeeded' });
    const sub = (await api('GET', '/v1/Subscriptions', token)).json();
    expect(sub).toMatchObject({ id: retry.subscription, status: 'active', cancel_at_period_end: false });
    const after = await me(token);
    expect(after.account.plan_type).toBe('paid');
    expect(quantities(after)['concurrent call session']).toBe(5);
    // Someone else's payment cannot be confirmed.
    const stranger = await newAccount();
    expect(
      (
        await api('POST', '/v1/PaymentSandbox/confirm', stranger.token, {
          client_secret: retry.client_secret,
          outcome: 'succeed',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a card that is saved but cannot be charged (0341) → card error with the subscription; a new card pays it', async () => {
    const { token } = await newAccount();
    const res = (
      await subscribe(token, {
        action: 'upgrade-to-paid',
        payment_method_id: card('chargeCustomerFail'),
        products: products(6),
      })
    ).json();
    expect(res).toEqual({
      status: 'card error',
      subscription: expect.stringMatching(/^sub_sbx_/),
      client_secret: expect.any(String),
      reason: 'Your card was declined.',
    });
    expect((await me(token)).account.plan_type).toBe('trial');
    const declined = await subscribe(token, {
      action: 'update-payment-method',
      payment_method_id: card('chargeDeclinedInsufficientFunds'),
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ status: 'card error', reason: 'Your card has insufficient funds.' });
    const fixed = await subscribe(token, {
      action: 'update-payment-method',
      payment_method_id: card('mastercard'),
    });
    expect(fixed.json()).toEqual({ status: 'success' });
    const after = await me(token);
    expect(after.account.plan_type).toBe('paid');
    expect(quantities(after)['concurrent call session']).toBe(6);
    expect(after.subscription).toMatchObject({ last4: '4444', card_type: 'mastercard' });
  });
});
