// ListPage over real HTTP (MSW) with a client-paged list: the API answers a bare array, filtered, sorted and paged
// in the browser. The server-paged list is ListPage.paged.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import {
  HttpResponse,
  TEST_ACCOUNT_SID,
  apiUrl,
  findToast,
  http,
  newSid,
  renderArea,
  sessionAs,
} from '@switchboard/shared/testing';
import { ConfirmDelete } from '@switchboard/shared/ui';
import { OTHER_ACCOUNT, fake, addClients, ClientsPage, rowNames, renderPage } from './ListPage.fixtures';

describe('ListPage over a bare array (client-side paging)', () => {
  it('shows the header with Add, the name column linking to the edit page, row actions and the total', async () => {
    addClients(2);
    renderPage(<ClientsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'SIP clients' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'SIP clients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User name', 'Account', 'Actions']);
    expect(rowNames()).toEqual(['client 00', 'client 01']);
    const first = fake.current.db.clients[0];
    expect(within(table).getByRole('link', { name: 'client 00' })).toHaveAttribute(
      'href',
      `/internal/clients/${first.client_sid}/edit`,
    );
    expect(within(table).getByRole('link', { name: 'Edit client 00' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete client 00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add client' })).toHaveAttribute('href', '/internal/clients/add');
    expect(screen.getByText('Total: 2 record(s)')).toBeInTheDocument();
  });

  it('sorts by name, pages by 25 and changes the page size', async () => {
    addClients(30, TEST_ACCOUNT_SID, 'b');
    fake.current.db.clients.push({
      client_sid: newSid(),
      username: 'A first',
      account_sid: TEST_ACCOUNT_SID,
    });
    const { user } = renderPage(<ClientsPage />);
    await screen.findByRole('rowheader', { name: 'A first' });
    expect(rowNames()).toHaveLength(25);
    expect(rowNames()[0]).toBe('A first');
    expect(screen.getByText('Total: 31 record(s)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(rowNames()).toHaveLength(6);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    expect(rowNames()).toHaveLength(31);
  });

  it('filters by name once typing pauses for 1 s (at once on Enter), back on page 1', async () => {
    addClients(30);
    fake.current.db.clients.push({ client_sid: newSid(), username: 'zebra', account_sid: TEST_ACCOUNT_SID });
    const { user } = renderPage(<ClientsPage />);
    await screen.findByRole('rowheader', { name: 'client 00' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const box = screen.getByRole('searchbox', { name: 'Filter sip clients' });
    await user.type(box, 'ZEB');
    // Not yet: the filter waits for the pause.
    expect(screen.getByText('Total: 31 record(s)')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['zebra']), { timeout: 3000 });
    expect(screen.getByText('Total: 1 record(s)')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nothing like it{Enter}');
    expect(await screen.findByText('No sip clients.')).toBeInTheDocument();
    expect(screen.getByText('Total: 0 record(s)')).toBeInTheDocument();
  });

  it('filters by account for service-provider scope and up; the account travels in the URL', async () => {
    addClients(1, TEST_ACCOUNT_SID, 'mine');
    addClients(1, OTHER_ACCOUNT, 'acme');
    const { user, router } = renderPage(<ClientsPage />);
    await screen.findByRole('rowheader', { name: 'acme 00' });
    expect(rowNames()).toEqual(['acme 00', 'mine 00']);
    const selector = screen.getByRole('combobox', { name: 'Account' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All accounts', 'Acme', 'default account']);
    await user.selectOptions(selector, 'Acme');
    expect(rowNames()).toEqual(['acme 00']);
    expect(router.state.location.search).toBe(`?account_sid=${OTHER_ACCOUNT}`);
    await user.selectOptions(selector, 'All accounts');
    expect(rowNames()).toEqual(['acme 00', 'mine 00']);
  });

  it('opens on the account of a deep link', async () => {
    addClients(1, TEST_ACCOUNT_SID, 'mine');
    addClients(1, OTHER_ACCOUNT, 'acme');
    renderPage(<ClientsPage />, `/internal/list?account_sid=${TEST_ACCOUNT_SID}`);
    await screen.findByRole('rowheader', { name: 'mine 00' });
    expect(rowNames()).toEqual(['mine 00']);
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue(TEST_ACCOUNT_SID);
  });

  it('shows account users no account selector', async () => {
    addClients(1);
    renderPage(<ClientsPage />, '/internal/list', 'account');
    await screen.findByRole('rowheader', { name: 'client 00' });
    expect(screen.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('offers view-only users no add or delete actions', async () => {
    addClients(1);
    renderArea([{ path: 'list', element: <ClientsPage /> }], '/internal/list', {
      preloadedState: sessionAs('service_provider', { is_view_only: true }),
    });
    await screen.findByRole('rowheader', { name: 'client 00' });
    expect(screen.queryByRole('link', { name: 'Add client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit client 00' })).toBeInTheDocument();
  });

  it('deletes after confirmation with the success message, and only rows that may be deleted', async () => {
    addClients(2);
    const kept = fake.current.db.clients[1];
    const { user } = renderPage(<ClientsPage canDelete={(c) => c.client_sid !== kept.client_sid} />);
    await screen.findByRole('rowheader', { name: 'client 00' });
    expect(screen.queryByRole('button', { name: 'Delete client 01' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete client 00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete client' });
    expect(within(dialog).getByText('Are you sure you want to delete client 00?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted sip client')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['client 01']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s message when it refuses', async () => {
    addClients(1);
    fake.server.use(
      http.delete(apiUrl('/Clients/:sid'), () =>
        HttpResponse.json({ msg: 'client in use' }, { status: 422 }),
      ),
    );
    const { user } = renderPage(<ClientsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete client 00' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('client in use')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'client 00' })).toBeInTheDocument();
  });

  it('shows the server’s message with Retry when the list cannot be read, and the rows once it can', async () => {
    addClients(1);
    let fail = true;
    fake.server.use(
      http.get(apiUrl('/Clients'), () =>
        fail ? HttpResponse.json({ msg: 'database unavailable' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderPage(<ClientsPage />);
    expect(await screen.findByText('database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('No sip clients.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'client 00' })).toBeInTheDocument();
  });

  it('uses a dialog of the page’s own for deletions that need one', async () => {
    addClients(1);
    const { user } = renderPage(
      <ClientsPage
        onDelete={undefined}
        deleteDialog={(client, close) => (
          <ConfirmDelete
            open
            what="client"
            name={client.username}
            message={`${client.username} still has registrations`}
            confirmDisabled
            onCancel={close.onCancel}
            onConfirm={async () => close.onDeleted()}
          />
        )}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete client 00' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('client 00 still has registrations')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('asks to choose a service provider first when the list needs one', async () => {
    addClients(1);
    renderArea([{ path: 'list', element: <ClientsPage requireServiceProvider /> }], '/internal/list', {
      preloadedState: sessionAs('admin', {}, { serviceProviderSid: null }),
    });
    expect(await screen.findByText('Choose a service provider to see its sip clients.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
