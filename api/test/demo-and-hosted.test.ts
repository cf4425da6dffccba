import { buildApp } from '../src/app';
import { DEMO_PASSWORD, seedDemo } from '../src/dev/demo/seed';
import { apiFor, login } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

describe('demo data (--demo, npm run seed:demo)', () => {
  it('adds service providers, accounts, users of every scope, applications, keys, numbers — once', async () => {
    const app = await buildApp();
    expect(await seedDemo(app.ctx)).toBe(true);
    expect(await seedDemo(app.ctx)).toBe(false);
    const api = apiFor(app);
    const admin = await login(app, 'ops-admin', DEMO_PASSWORD);
    expect(
      (await api('GET', '/v1/ServiceProviders', admin)).json().map((s: { name: string }) => s.name),
    ).toEqual(['Acme Telecom', 'default service provider', 'Globex Voice']);
    const accounts = (await api('GET', '/v1/Accounts', admin)).json();
    expect(accounts).toHaveLength(6);
    expect(accounts.find((a: { name: string }) => a.name === 'Acme Sales').bucket_credential).toMatchObject({
      vendor: 'aws_s3',
      secret_access_key: expect.stringMatching(/^demo-sX+$/),
    });
    const spAdmin = await login(app, 'acme-telecom-admin', DEMO_PASSWORD);
    expect((await api('GET', '/v1/Accounts', spAdmin)).json().map((a: { name: string }) => a.name)).toEqual([
      'Acme Labs',
      'Acme Sales',
      'Acme Support',
    ]);
    const user = await login(app, 'acme-support-user', DEMO_PASSWORD);
    const apps = (await api('GET', '/v1/Applications?page=1&page_size=25', user)).json();
    expect(apps.total).toBe(4);
    expect(apps.data.find((a: { name: string }) => a.name === 'IVR main menu').env_vars).toEqual({
      GREETING: 'Welcome to Acme Support',
      MAX_RETRIES: 3,
    });
    expect((await api('GET', '/v1/PhoneNumbers', user)).json()).toHaveLength(15); // 3 of the identity demo, 12 of the telephony demo
    const viewer = await login(app, 'acme-support-viewer', DEMO_PASSWORD);
    expect((await api('POST', '/v1/Applications', viewer, { name: 'x' })).statusCode).toBe(403);
    expect(
      (
        await api(
          'GET',
          `/v1/Accounts/${accounts.find((a: { name: string }) => a.name === 'Acme Support').account_sid}/TtsCache`,
          user,
        )
      ).json(),
    ).toEqual({ size: 5 });
    await login(app, 'default-user', DEMO_PASSWORD);
    await app.close();
  });
});

describe('hosted mode', () => {
  it('takes payments with Stripe: without a key, only a plugged-in provider (the dev sandbox) will do', async () => {
    await expect(buildApp({ hosted: true })).rejects.toThrow(/STRIPE_SECRET_KEY/);
    // the sandbox's tables come with it (migration 41), and only with it
    const plain = await buildApp();
    expect(
      plain.ctx.store.get("SELECT 1 FROM sqlite_master WHERE name = 'sandbox_customers'"),
    ).toBeUndefined();
    await plain.close();
    const sandboxed = await buildApp({ hosted: true, billing: { localProvider: paymentSandbox } });
    expect(
      sandboxed.ctx.store.get("SELECT 1 FROM sqlite_master WHERE name = 'sandbox_customers'"),
    ).toBeDefined();
    await sandboxed.close();
  });

  it('GET /Users/me adds api_keys, subscription and static_ips for account users', async () => {
    const app = await buildApp({
      hosted: true,
      adminInitialPassword: 'admin',
      billing: { localProvider: paymentSandbox },
    });
    const api = apiFor(app);
    const admin = await login(app, 'admin', 'admin');
    const account = '9351f46a-678c-43f5-b8a6-d4eb58d131af';
    await api('POST', '/v1/Users', admin, {
      name: 'hosteduser',
      email: 'h@example.com',
      initial_password: 'Passw0rd!23',
      account_sid: account,
    });
    const token = await login(app, 'hosteduser');
    const before = (await api('GET', '/v1/Users/me', token)).json();
    expect(before.subscription).toBeNull();
    expect(before.api_keys).toHaveLength(1);
    expect(before.static_ips).toEqual([]);
    const { store } = app.ctx;
    store.insert('account_subscriptions', {
      account_subscription_sid: 'aa000000-0000-4000-8000-000000000000',
      account_sid: account,
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      card_type: 'visa',
    });
    store.insert('account_products', {
      account_product_sid: 'ab000000-0000-4000-8000-000000000000',
      account_subscription_sid: 'aa000000-0000-4000-8000-000000000000',
      product_sid: 'c4403cdb-8e75-4b27-9726-7d8315e3216d',
      quantity: 10,
    });
    const after = (await api('GET', '/v1/Users/me', token)).json();
    expect(after.subscription).toMatchObject({
      status: 'active',
      account_subscription_sid: 'aa000000-0000-4000-8000-000000000000',
      products: [{ name: 'concurrent call session', units: 'sessions', quantity: 10 }],
      last4: '4242',
      card_type: 'visa',
    });
    // admins have no account: no hosted extras
    expect((await api('GET', '/v1/Users/me', admin)).json()).not.toHaveProperty('subscription');
    await app.close();
  });
});
