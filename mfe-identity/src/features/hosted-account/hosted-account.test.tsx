// The account page of the hosted variant against the API in memory in hosted mode (the payment sandbox): a
// visitor's signed-up account on its trial or paid plan, its next invoice, the setup list, deleting the account.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { HOSTED, signUp, subscribe, upgrade, type HostedAccount } from '@switchboard/api/testing/hosted';
import { capabilitiesHandler, findToast, readBack } from '@switchboard/shared/testing';
import type { Account, Invoice, UsersMe } from '@switchboard/shared/types';
import { renderIdentity } from '../../testing/render';

const api = setupContractApi(HOSTED);
const hosted = { features: { hosted: true } };
let account: HostedAccount;
let EDIT = '';
beforeEach(async () => {
  account = await signUp(api.current);
  EDIT = `/internal/accounts/${account.accountSid}/edit`;
});
const asOwner = () => ({ preloadedState: account.session, config: hosted });
const me = () => api.current.call<UsersMe>('GET', '/Users/me', account.token);
/** Which of the two invoice reads the page made. */
const invoiceReads = () =>
  api.current.requests
    .filter((r) => r.method === 'GET' && /\/Invoices$/.test(r.path))
    .map((r) => (r.path === '/Invoices' ? 'GET /Invoices' : 'GET /Accounts/:sid/Invoices'));
/** The next invoice as the API has it: its amount and day. */
async function nextInvoice() {
  const { upcoming } = await api.current.call<{ upcoming: Invoice | null }>(
    'GET',
    `/Accounts/${account.accountSid}/Invoices`,
    account.token,
  );
  return {
    total: `$${(upcoming!.total / 100).toFixed(2)}`,
    day: upcoming!.next_payment_attempt!.slice(0, 10),
  };
}
/** A carrier of the account, as its user adds one. */
const addCarrier = () =>
  api.current.call('POST', `/Accounts/${account.accountSid}/VoipCarriers`, account.token, {
    name: 'my trunk',
    is_active: true,
  });

describe('the account page in the hosted variant', () => {
  it('a trial: the plan and capacity, Upgrade, the SIP realm with its edit link, the setup list', async () => {
    const trialEnd = (await me()).account.trial_end_date!.slice(0, 10);
    renderIdentity(EDIT, asOwner());
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText(`Free trial (until ${trialEnd})`)).toBeInTheDocument();
    expect(within(panel).getByText('5 simultaneous calls, 25 registered devices')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Upgrade to a paid plan' })).toHaveAttribute(
      'href',
      `/internal/accounts/${account.accountSid}/subscription`,
    );
    expect(within(panel).getByRole('link', { name: 'Edit SIP realm' })).toHaveAttribute(
      'href',
      `/internal/accounts/${account.accountSid}/sip-realm/edit`,
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
    await upgrade(api.current, account, 10, 2);
    await addCarrier();
    const next = await nextInvoice();
    // 10 sessions at $4.50 and 2 devices at $1.00
    expect(next.total).toBe('$47.00');
    renderIdentity(EDIT, asOwner());
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText(`$47.00 on ${next.day}`)).toBeInTheDocument();
    // ratio 5 × 10 sessions + 2 additional devices, the rule named under the figure
    expect(within(panel).getByText('10 simultaneous calls, 52 registered devices')).toBeInTheDocument();
    expect(
      within(panel).getByText('Device-to-call ratio × call sessions + additional devices: 5 × 10 + 2'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('visa ending 4242')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manage payment' })).toHaveAttribute(
      'href',
      `/internal/accounts/${account.accountSid}/manage-payment`,
    );
    expect(within(panel).getByRole('link', { name: 'Modify subscription' })).toHaveAttribute(
      'href',
      `/internal/accounts/${account.accountSid}/modify-subscription`,
    );
    const setup = await screen.findByRole('region', { name: 'Finish Account Setup' });
    expect(within(setup).getByText('Add a carrier')).not.toHaveAttribute('href');
    expect(within(setup).getByText('(done)')).toBeInTheDocument();
    // this API has 'account-invoices': the next invoice from the account's history, not `GET /Invoices`
    expect(invoiceReads()).toEqual(['GET /Accounts/:sid/Invoices']);
  });

  it('paid with nothing upcoming: no next invoice, and no `GET /Invoices` (its 404) on the way', async () => {
    // returning to the free plan at the period's end: nothing more will be billed
    await upgrade(api.current, account, 10, 2);
    await subscribe(api.current, account, { action: 'downgrade-to-free' });
    expect(
      (
        await api.current.call<{ upcoming: Invoice | null }>(
          'GET',
          `/Accounts/${account.accountSid}/Invoices`,
          account.token,
        )
      ).upcoming,
    ).toBeNull();
    renderIdentity(EDIT, asOwner());
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText('visa ending 4242')).toBeInTheDocument();
    await waitFor(() => expect(invoiceReads()).toEqual(['GET /Accounts/:sid/Invoices']));
    expect(within(panel).queryByText('Next invoice')).toBeNull();
  });

  it('on a jambonz API (no capabilities): the contract’s `GET /Invoices`', async () => {
    await upgrade(api.current, account, 10, 2);
    const next = await nextInvoice();
    // a jambonz API: no capabilities document (the API's own GET /Invoices answers)
    api.server.use(capabilitiesHandler(null));
    renderIdentity(EDIT, asOwner());
    const panel = await screen.findByRole('region', { name: 'Subscription' });
    expect(await within(panel).findByText(`$47.00 on ${next.day}`)).toBeInTheDocument();
    expect(invoiceReads()).toEqual(['GET /Invoices']);
  });

  it('Delete Account: the typed phrase and the password, then the account is deleted and the session ends', async () => {
    const { user, store } = renderIdentity(EDIT, asOwner());
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
    expect(api.current.sent('DELETE', `/Accounts/${account.accountSid}`)).toHaveLength(0);
    await user.clear(within(form).getByRole('textbox', { name: /Type 'delete my account'/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /Type 'delete my account'/ }),
      'delete my account',
    );
    await user.type(within(form).getByLabelText(/^Password/), 'secret-pass');
    await user.click(within(form).getByRole('button', { name: 'Delete Account' }));
    // a signed-up account is named after its e-mail
    expect(await findToast(`Deleted account ${account.email}`)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    await waitFor(() =>
      expect(api.current.sent('DELETE', `/Accounts/${account.accountSid}`)).toHaveLength(1),
    );
    expect(api.current.sent('DELETE', `/Accounts/${account.accountSid}`)[0].body).toEqual({
      password: 'secret-pass',
    });
    await readBack(() => api.current.idle());
    const left = await readBack(() => api.current.asAdmin<Account[]>('GET', '/Accounts'));
    expect(left.map((a) => a.account_sid)).not.toContain(account.accountSid);
  });

  it('the server’s refusal is shown (e.g. what still belongs to the account)', async () => {
    const { user } = renderIdentity(EDIT, asOwner());
    const form = await screen.findByRole('region', { name: 'Delete Account' });
    await user.type(
      within(form).getByRole('textbox', { name: /Type 'delete my account'/ }),
      'delete my account',
    );
    await user.type(within(form).getByLabelText(/^Password/), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Delete Account' }));
    expect(await within(form).findByText('invalid password')).toBeInTheDocument();
  });

  it('an account without a SIP realm goes to SIP realm setup (docs/product/identity.md#hosted-account-page)', async () => {
    const fresh = await signUp(api.current, { subdomain: null });
    renderIdentity(`/internal/accounts/${fresh.accountSid}/edit`, {
      preloadedState: fresh.session,
      config: hosted,
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/internal/accounts/${fresh.accountSid}/sip-realm/edit`,
    );
  });

  it('none of it without the hosted variant, nor for a service-provider user', async () => {
    renderIdentity(EDIT, { preloadedState: account.session });
    expect(await screen.findByRole('heading', { name: 'Edit account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subscription' })).toBeNull();
  });
});
