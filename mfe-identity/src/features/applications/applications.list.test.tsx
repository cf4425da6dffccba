// The applications list against the API in memory: paged and filtered by the API, the account in the URL, what
// blocks a delete, and what view-only users get.
import { screen, waitFor, within } from '@testing-library/react';
import { findToast } from '@switchboard/shared/testing';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  DIAL_TIME_SID,
  HELLO_WORLD_SID,
  addAccount,
  addApplication,
  addCarrier,
  addNumber,
  addServiceProvider,
  addTenant,
} from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, applications, listRequests, sessionAs } from './applications.fixtures';

describe('Applications list', () => {
  it('asks the server for one page at a time and shows "Total: N record(s)"', async () => {
    for (let i = 0; i < 28; i += 1) await addApplication(api.current, `app ${String(i).padStart(2, '0')}`);
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'app 00' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(25);
    expect(screen.getByText('Total: 30 record(s)')).toBeInTheDocument();
    expect(listRequests()[0].search).toBe('?page=1&page_size=25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'hello world' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(5);
    expect(listRequests().at(-1)?.search).toBe('?page=2&page_size=25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(screen.getAllByRole('rowheader')).toHaveLength(30));
    expect(listRequests().at(-1)?.search).toBe('?page=1&page_size=50');
  });

  it('filters on the server after a 1 s pause', async () => {
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'hello world' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter applications' }), 'hello');
    expect(listRequests().some((r) => r.search.includes('name='))).toBe(false);
    await waitFor(
      () => expect(screen.queryByRole('rowheader', { name: 'dial time' })).not.toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    expect(listRequests().at(-1)?.search).toBe('?page=1&page_size=25&name=hello');
    await user.clear(screen.getByRole('searchbox', { name: 'Filter applications' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter applications' }), 'zzz{Enter}');
    expect(await screen.findByText('No applications.')).toBeInTheDocument();
  });

  it('lists the selected account’s applications; the account travels in the URL', async () => {
    const acme = await addAccount(api.current, 'Acme');
    await addApplication(api.current, 'acme app', { account_sid: acme });
    const { user, router } = renderIdentity('/internal/applications', {
      preloadedState: sessionAs('service_provider'),
    });
    // Without a selection: the first account by name.
    expect(await screen.findByRole('rowheader', { name: 'acme app' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account' }), 'default account');
    expect(await screen.findByRole('rowheader', { name: 'hello world' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?account_sid=${TEST_ACCOUNT_SID}`);
    expect(screen.getByRole('link', { name: 'Add application' })).toHaveAttribute(
      'href',
      `/internal/applications/add?account_sid=${TEST_ACCOUNT_SID}`,
    );
  });

  it('opens on the account of a deep link', async () => {
    await addAccount(api.current, 'Acme');
    renderIdentity(`/internal/applications?account_sid=${TEST_ACCOUNT_SID}`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('rowheader', { name: 'hello world' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(TEST_ACCOUNT_SID);
  });

  it('account users see their account without an account filter', async () => {
    renderIdentity('/internal/applications', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('rowheader', { name: 'hello world' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('prompts to create an account first when there is none', async () => {
    const empty = await addServiceProvider(api.current, 'new provider');
    renderIdentity('/internal/applications', {
      preloadedState: sessionAs('admin', { serviceProviderSid: empty }),
    });
    expect(
      await screen.findByText('You must create an account before you can create an application.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toHaveAttribute(
      'href',
      '/internal/accounts/add',
    );
  });

  it('deletes an unused application: "Deleted application X"', async () => {
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete dial time' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted application dial time')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'dial time' })).not.toBeInTheDocument(),
    );
    expect((await applications()).map((a) => a.name)).toEqual(['hello world']);
  });

  it('deleting the only application of the last page goes back a page instead of showing an empty list', async () => {
    for (let i = 0; i < 24; i += 1) await addApplication(api.current, `app ${String(i).padStart(2, '0')}`);
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'app 00' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete hello world' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete application' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await findToast('Deleted application hello world')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'app 00' })).toBeInTheDocument();
    expect(screen.getByText('Total: 25 record(s)')).toBeInTheDocument();
    expect(screen.queryByText('No applications.')).not.toBeInTheDocument();
    expect(listRequests().at(-1)?.search).toBe('?page=1&page_size=25');
  });

  it('refuses while accounts or Teams tenants use the application, and says which', async () => {
    await api.current.asAdmin('PUT', `/Accounts/${TEST_ACCOUNT_SID}`, {
      device_calling_application_sid: HELLO_WORLD_SID,
    });
    await addTenant(api.current, 'tenant.example.com', { application_sid: HELLO_WORLD_SID });
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete hello world' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      await within(dialog).findByText('Account default account uses it for device calling'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('MS Teams tenant tenant.example.com routes calls to it'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('shows the server’s reason when phone numbers still point at it', async () => {
    await addNumber(api.current, '15083084809', await addCarrier(api.current, 'a trunk'), {
      application_sid: DIAL_TIME_SID,
    });
    const { user } = renderIdentity('/internal/applications', { preloadedState: sessionAs('admin') });
    await user.click(await screen.findByRole('button', { name: 'Delete dial time' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(
      await within(dialog).findByText('cannot delete application with phone numbers'),
    ).toBeInTheDocument();
  });

  it('view-only users get no add or delete actions', async () => {
    renderIdentity('/internal/applications', {
      preloadedState: sessionAs('account', { isViewOnly: true }),
    });
    await screen.findByRole('rowheader', { name: 'hello world' });
    expect(screen.queryByRole('link', { name: 'Add application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
