// The accounts list against the API in memory: the current service provider's accounts, the filter, paging, and
// deletion with what still blocks it as the API counts it.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { apiUrl, http, HttpResponse, readBack } from '@switchboard/shared/testing';
import type { Account } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  addAccount,
  addApplication,
  addCarrier,
  addNumber,
  addServiceProvider,
  addTenant,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);

async function addEmptyAccount(name: string) {
  return { name, account_sid: await addAccount(api.current, name) };
}

describe('Accounts list', () => {
  it('lists the service provider’s accounts with name, SID, edit and delete actions, and an Add account link', async () => {
    await addEmptyAccount('Acme');
    renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Acme',
      'default account',
    ]);
    expect(within(table).getByText(TEST_ACCOUNT_SID)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit default account' })).toHaveAttribute(
      'href',
      `/internal/accounts/${TEST_ACCOUNT_SID}/edit`,
    );
    expect(within(table).getByRole('button', { name: 'Delete Acme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toHaveAttribute(
      'href',
      '/internal/accounts/add',
    );
    expect(screen.getByText('Total: 2 record(s)')).toBeInTheDocument();
  });

  it('shows only the accounts of the current service provider', async () => {
    const elsewhere = await addServiceProvider(api.current, 'another provider');
    await addAccount(api.current, 'Elsewhere', { service_provider_sid: elsewhere });
    renderIdentity('/internal/accounts', { preloadedState: sessionAs('service_provider') });
    await screen.findByRole('rowheader', { name: 'default account' });
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('filters by name or SID', async () => {
    const acme = await addEmptyAccount('Acme');
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Acme' });
    const filter = screen.getByRole('searchbox', { name: 'Filter accounts' });
    await user.type(filter, 'acm{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'default account' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    await user.clear(filter);
    await user.type(filter, `${acme.account_sid.slice(-6)}{Enter}`);
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(1));
    await user.clear(filter);
    await user.type(filter, 'nothing like it{Enter}');
    expect(await screen.findByText('No Accounts.')).toBeInTheDocument();
  });

  it('says "No Accounts." when the service provider has none', async () => {
    const empty = await addServiceProvider(api.current, 'new provider');
    renderIdentity('/internal/accounts', {
      preloadedState: sessionAs('admin', { serviceProviderSid: empty }),
    });
    expect(await screen.findByText('No Accounts.')).toBeInTheDocument();
  });

  it('deletes an account with nothing left in it after confirmation: "Deleted account X"', async () => {
    const acme = await addEmptyAccount('Acme');
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete account' });
    expect(within(dialog).getByText('Are you sure you want to delete Acme?')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findByText('Deleted account Acme')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Acme' })).not.toBeInTheDocument());
    expect(api.current.sent('DELETE', `/Accounts/${acme.account_sid}`)).toHaveLength(1);
    const left = await readBack(() => api.current.asAdmin<Account[]>('GET', '/Accounts'));
    expect(left.map((a) => a.name)).toEqual(['default account']);
  });

  it('refuses to delete while applications, phone numbers, Teams tenants or API keys remain, and says which', async () => {
    // a fresh install's default account has 'hello world', 'dial time' and an API key; add a number and a tenant
    await addNumber(api.current, '15083084809', await addCarrier(api.current, 'a trunk'));
    await addTenant(api.current, 'tenant.example.com');
    const [key] = await api.current.asAdmin<{ token: string }[]>(
      'GET',
      `/Accounts/${TEST_ACCOUNT_SID}/ApiKeys`,
    );
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete default account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('This account cannot be deleted yet')).toBeInTheDocument();
    expect(within(dialog).getByText('2 applications: dial time, hello world')).toBeInTheDocument();
    expect(within(dialog).getByText('1 phone number: 15083084809')).toBeInTheDocument();
    expect(within(dialog).getByText('1 MS Teams tenant: tenant.example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(`1 API key: ending ${key.token.slice(-4)}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(api.current.sent('DELETE', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
  });

  it('ignores what belongs to other accounts when checking', async () => {
    const acme = await addEmptyAccount('Acme');
    const other = await addAccount(api.current, 'Other');
    await addApplication(api.current, 'not mine', { account_sid: other });
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: `Delete ${acme.name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(within(dialog).queryByText('This account cannot be deleted yet')).not.toBeInTheDocument();
  });

  it('shows the server’s message when it refuses the deletion', async () => {
    await addEmptyAccount('Acme');
    // a refusal the API does not give an admin
    api.server.use(
      http.delete(apiUrl('/Accounts/:sid'), () =>
        HttpResponse.json({ msg: 'insufficient permissions' }, { status: 403 }),
      ),
    );
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await within(dialog).findByText('insufficient permissions')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
  });

  it('sends account users to their own account with "You do not have permissions to manage all accounts"', async () => {
    const { router } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('account') });
    expect(await screen.findByText('You do not have permissions to manage all accounts')).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/internal/accounts/${TEST_ACCOUNT_SID}/edit`),
    );
  });

  it('offers view-only users no add or delete actions', async () => {
    renderIdentity('/internal/accounts', {
      preloadedState: sessionAs('service_provider', { isViewOnly: true }),
    });
    await screen.findByRole('rowheader', { name: 'default account' });
    expect(screen.queryByRole('link', { name: 'Add account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit default account' })).toBeInTheDocument();
  });

  it('pages the list client-side with the spec’s page sizes', async () => {
    for (let i = 0; i < 30; i += 1) await addEmptyAccount(`Account ${String(i).padStart(2, '0')}`);
    const { user } = renderIdentity('/internal/accounts', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Account 00' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByText('Total: 31 record(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(6);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    expect(screen.getAllByRole('rowheader')).toHaveLength(31);
  });
});
