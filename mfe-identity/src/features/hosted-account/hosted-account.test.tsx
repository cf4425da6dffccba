import { screen, waitFor, within } from '@testing-library/react';
import {
  TEST_ACCOUNT_SID,
  apiUrl,
  capabilitiesHandler,
  findToast,
  http,
  HttpResponse,
  sessionAs,
} from '@switchboard/shared/testing';
import type { Invoice, UsersMe } from '@switchboard/shared/types';
import { renderIdentity } from '../../testing/render';
import { setupFakeApi } from '../../testing/setup';

const api = setupFakeApi();
const EDIT = `/internal/accounts/${TEST_ACCOUNT_SID}/edit`;
const hosted = { features: { hosted: true } };

/** The upcoming invoice as `GET /Accounts/:sid/Invoices` has it (null: nothing will be billed). */
let upcomingInvoice: Invoice | null;
/** Which of the two invoice reads the page made. */
let invoiceReads: string[];
beforeEach(() => {
  invoiceReads = [];
  upcomingInvoice = {
    id: 'in_next',
    number: null,
    status: 'draft',
    currency: 'usd',
    subtotal: 5000,
    total: 5000,
    amount_due: 5000,
    amount_paid: 0,
    created: '2026-05-01T00:00:00.000Z',
    period_start: '2026-05-01T00:00:00.000Z',
    period_end: '2026-06-01T00:00:00.000Z',
    next_payment_attempt: '2026-06-01T00:00:00.000Z',
    paid_at: null,
    lines: [],
  };
});

function me(plan: 'trial' | 'paid', extra: Partial<UsersMe['subscription']> = {}): UsersMe {
  return {
    user: { user_sid: 'u', name: 'acctuser@example.com', email: 'acctuser@example.com', provider: 'local' },
    account: {
      account_sid: TEST_ACCOUNT_SID,
      plan_type: plan,
      sip_realm: 'acme.sip.example.com',
      root_domain: 'sip.example.com',
      device_to_call_ratio: 5,
      trial_end_date: '2026-06-21T00:00:00.000Z',
    },
    sp: {},
    subscription: {
      status: 'active',
      account_subscription_sid: 's',
      start_date: '2026-05-01T00:00:00.000Z',
      products: [
        { name: 'concurrent call session', units: 'sessions', quantity: plan === 'paid' ? 10 : 5 },
        { name: 'registered device', units: 'devices', quantity: plan === 'paid' ? 2 : 0 },
      ],
      ...extra,
    },
  } as unknown as UsersMe;
}

function hostedHandlers(user: UsersMe, { carriers = 0, credentials = 0 } = {}) {
  api.server.use(
    http.get(apiUrl('/Users/me'), () => HttpResponse.json(user)),
    http.get(apiUrl('/Accounts/:sid/VoipCarriers'), () =>
      HttpResponse.json(Array.from({ length: carriers }, () => ({ name: 'c' }))),
    ),
    http.get(apiUrl('/Accounts/:sid/SpeechCredentials'), () =>
      HttpResponse.json(Array.from({ length: credentials }, () => ({ vendor: 'google' }))),
    ),
    http.get(apiUrl('/Invoices'), () => {
      invoiceReads.push('GET /Invoices');
      return HttpResponse.json({
        total: 5000,
        amount_due: 5000,
        currency: 'usd',
        next_payment_attempt: Date.UTC(2026, 5, 1) / 1000,
      });
    }),
    http.get(apiUrl('/Accounts/:sid/Invoices'), () => {
      invoiceReads.push('GET /Accounts/:sid/Invoices');
      return HttpResponse.json({
        upcoming: upcomingInvoice,
        invoices: [],
        account: { name: 'a', email: null, plan_type: 'paid' },
      });
    }),
    http.get(apiUrl('/Subscriptions'), () =>
      HttpResponse.json({
        id: 'sub',
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: Date.UTC(2026, 5, 1) / 1000,
      }),
    ),
  );
}

beforeEach(() => {
  const account = api.current.db.accounts.find((a) => a.account_sid === TEST_ACCOUNT_SID)!;
  account.sip_realm = 'acme.sip.example.com';
});

describe('the account page in the hosted variant', () => {
  it('a trial: the plan and capacity, Upgrade, the SIP realm with its edit link, the setup list', async () => {
    hostedHandlers(me('trial'));
    renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText('Free trial (until 2026-06-21)')).toBeInTheDocument();
    expect(within(panel).getByText('5 simultaneous calls, 25 registered devices')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Upgrade to a paid plan' })).toHaveAttribute(
      'href',
      `/internal/accounts/${TEST_ACCOUNT_SID}/subscription`,
    );
    expect(within(panel).getByRole('link', { name: 'Edit SIP realm' })).toHaveAttribute(
      'href',
      `/internal/accounts/${TEST_ACCOUNT_SID}/sip-realm/edit`,
    );
    expect(within(panel).getByRole('link', { name: 'Invoices' })).toBeInTheDocument();
    const setup = await screen.findByRole('region', { name: 'Finish Account Setup' });
    expect(within(setup).getByRole('link', { name: 'Add a carrier' })).toHaveAttribute(
      'href',
      '/internal/carriers/add',
    );
    expect(within(setup).getByRole('link', { name: 'Add speech credentials' })).toHaveAttribute(
      'href',
      '/internal/speech-services/add',
    );
    expect(screen.getByRole('region', { name: 'Delete Account' })).toBeInTheDocument();
  });

  it('paid: Manage payment and Modify subscription, the card and the next invoice; the setup list marks what is done', async () => {
    hostedHandlers(me('paid', { last4: '4242', card_type: 'visa' }), { carriers: 1 });
    renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText('$50.00 on 2026-06-01')).toBeInTheDocument();
    // ratio 5 × 10 sessions + 2 additional devices, the rule named under the figure
    expect(within(panel).getByText('10 simultaneous calls, 52 registered devices')).toBeInTheDocument();
    expect(
      within(panel).getByText('Device-to-call ratio × call sessions + additional devices: 5 × 10 + 2'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('visa ending 4242')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manage payment' })).toHaveAttribute(
      'href',
      `/internal/accounts/${TEST_ACCOUNT_SID}/manage-payment`,
    );
    expect(within(panel).getByRole('link', { name: 'Modify subscription' })).toHaveAttribute(
      'href',
      `/internal/accounts/${TEST_ACCOUNT_SID}/modify-subscription`,
    );
    const setup = await screen.findByRole('region', { name: 'Finish Account Setup' });
    expect(within(setup).getByText('Add a carrier')).not.toHaveAttribute('href');
    expect(within(setup).getByText('(done)')).toBeInTheDocument();
    // this API has 'account-invoices': the next invoice from the account's history, not `GET /Invoices`
    expect(invoiceReads).toEqual(['GET /Accounts/:sid/Invoices']);
  });

  it('paid with nothing upcoming: no next invoice, and no `GET /Invoices` (its 404) on the way', async () => {
    upcomingInvoice = null;
    hostedHandlers(me('paid', { last4: '4242', card_type: 'visa' }), { carriers: 1 });
    renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText('visa ending 4242')).toBeInTheDocument();
    await waitFor(() => expect(invoiceReads).toEqual(['GET /Accounts/:sid/Invoices']));
    expect(within(panel).queryByText('Next invoice')).toBeNull();
  });

  it('on a jambonz API (no capabilities): the contract’s `GET /Invoices`', async () => {
    hostedHandlers(me('paid', { last4: '4242', card_type: 'visa' }), { carriers: 1 });
    api.server.use(capabilitiesHandler(null));
    renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText('$50.00 on 2026-06-01')).toBeInTheDocument();
    expect(invoiceReads).toEqual(['GET /Invoices']);
  });

  it('Delete Account: the typed phrase and the password, then the account is deleted and the session ends', async () => {
    hostedHandlers(me('trial'));
    const { user, store } = renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    const form = await screen.findByRole('region', { name: 'Delete Account' });
    await user.type(
      within(form).getByRole('textbox', { name: /Type 'delete my account' to confirm/ }),
      'delete account',
    );
    await user.click(within(form).getByRole('button', { name: 'Delete Account' }));
    expect(
      within(form).getByText('You must type the delete message correctly in order to delete your account.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(api.current.sent('DELETE', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
    await user.clear(within(form).getByRole('textbox', { name: /Type 'delete my account'/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /Type 'delete my account'/ }),
      'delete my account',
    );
    await user.type(within(form).getByLabelText(/^Password/), 'my-password');
    await user.click(within(form).getByRole('button', { name: 'Delete Account' }));
    expect(await findToast('Deleted account default account')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    await waitFor(() => expect(api.current.sent('DELETE', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(1));
    expect(api.current.sent('DELETE', `/Accounts/${TEST_ACCOUNT_SID}`)[0].body).toEqual({
      password: 'my-password',
    });
  });

  it('the server’s refusal is shown (e.g. what still belongs to the account)', async () => {
    hostedHandlers(me('trial'));
    api.server.use(
      http.delete(apiUrl('/Accounts/:sid'), () =>
        HttpResponse.json({ msg: 'invalid password' }, { status: 403 }),
      ),
    );
    const { user } = renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    const form = await screen.findByRole('region', { name: 'Delete Account' });
    await user.type(
      within(form).getByRole('textbox', { name: /Type 'delete my account'/ }),
      'delete my account',
    );
    await user.type(within(form).getByLabelText(/^Password/), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Delete Account' }));
    expect(await within(form).findByText('invalid password')).toBeInTheDocument();
  });

  it('an account without a SIP realm goes to SIP realm setup (core §4)', async () => {
    hostedHandlers(me('trial'));
    api.current.db.accounts.find((a) => a.account_sid === TEST_ACCOUNT_SID)!.sip_realm = null;
    renderIdentity(EDIT, { preloadedState: sessionAs('account'), config: hosted });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/internal/accounts/${TEST_ACCOUNT_SID}/sip-realm/edit`,
    );
  });

  it('none of it without the hosted variant, nor for a service-provider user', async () => {
    hostedHandlers(me('trial'));
    renderIdentity(EDIT, { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('heading', { name: 'Edit account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subscription' })).toBeNull();
  });
});
