// ListPage over real HTTP (MSW): a client-paged list (the API answers a bare array) and a server-paged one
// (`{total, data}` for `?page=&page_size=`), as a remote would build them.
import { useState, type ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { api, listQuery } from '@switchboard/shared/api';
import {
  HttpResponse,
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
  findToast,
  http,
  newSid,
  noContent,
  pagedBody,
  readRequest,
  renderArea,
  sessionAs,
  setupFakeApi,
  testAccount,
} from '@switchboard/shared/testing';
import type { Account } from '@switchboard/shared/types';
import { ConfirmDelete } from '@switchboard/shared/ui';
import { ListPage, type ListPageProps, type ListParams } from './ListPage';

interface Client {
  client_sid: string;
  username: string;
  account_sid: string;
}

interface Carrier {
  voip_carrier_sid: string;
  name: string;
  account_sid: string | null;
}

const OTHER_ACCOUNT = '6a1f6c0e-0000-4000-8000-00000000000a';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTestClients: build.query<Client[], void>({
      query: () => '/Clients',
      providesTags: [{ type: 'Clients', id: 'LIST' }],
    }),
    deleteTestClient: build.mutation<void, string>({
      query: (sid) => ({ url: `/Clients/${sid}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Clients', id: 'LIST' }],
    }),
    getTestCarriers: build.query<
      { total: number; data: Carrier[] },
      { sp: string; page: number; pageSize: number; name: string; accountSid: string | null }
    >({
      query: ({ sp, page, pageSize, name, accountSid }) =>
        `/ServiceProviders/${sp}/VoipCarriers?${listQuery(page, pageSize, { name, account_sid: accountSid })}`,
      providesTags: [{ type: 'VoipCarriers', id: 'LIST' }],
    }),
    deleteTestCarrier: build.mutation<void, string>({
      query: (sid) => ({ url: `/VoipCarriers/${sid}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'VoipCarriers', id: 'LIST' }],
    }),
  }),
});

function createFake() {
  const db = {
    accounts: [testAccount(), testAccount({ account_sid: OTHER_ACCOUNT, name: 'Acme' })] as Account[],
    clients: [] as Client[],
    carriers: [] as Carrier[],
  };
  const log = createRequestLog();
  const handlers = [
    http.get(apiUrl('/ServiceProviders/:sid/Accounts'), () => HttpResponse.json(db.accounts)),
    http.get(apiUrl('/Clients'), () => HttpResponse.json(db.clients)),
    http.delete(apiUrl('/Clients/:sid'), ({ params }) => {
      db.clients = db.clients.filter((c) => c.client_sid !== params.sid);
      return noContent();
    }),
    http.get(apiUrl('/ServiceProviders/:sid/VoipCarriers'), async ({ request }) => {
      const { url } = await readRequest(request);
      const name = url.searchParams.get('name') ?? '';
      const account = url.searchParams.get('account_sid');
      const rows = db.carriers
        .filter((c) => c.name.includes(name) && (!account || c.account_sid === account))
        .sort((a, b) => a.name.localeCompare(b.name));
      const { total, data } = pagedBody(rows, url);
      return HttpResponse.json({ total, data });
    }),
    http.delete(apiUrl('/VoipCarriers/:sid'), ({ params }) => {
      db.carriers = db.carriers.filter((c) => c.voip_carrier_sid !== params.sid);
      return noContent();
    }),
  ];
  return { db, handlers, ...log };
}

const fake = setupFakeApi(createFake);

function addClients(count: number, accountSid = TEST_ACCOUNT_SID, prefix = 'client') {
  for (let i = 0; i < count; i += 1)
    fake.current.db.clients.push({
      client_sid: newSid(),
      username: `${prefix} ${String(i).padStart(2, '0')}`,
      account_sid: accountSid,
    });
}

function addCarriers(count: number, accountSid: string | null = null, prefix = 'carrier') {
  for (let i = 0; i < count; i += 1)
    fake.current.db.carriers.push({
      voip_carrier_sid: newSid(),
      name: `${prefix} ${String(i).padStart(2, '0')}`,
      account_sid: accountSid,
    });
}

function useClients() {
  return testApi.useGetTestClientsQuery();
}

function useCarriers({ serviceProviderSid, page, pageSize, filter, accountSid }: ListParams) {
  return testApi.useGetTestCarriersQuery(
    { sp: serviceProviderSid ?? '', page, pageSize, name: filter, accountSid },
    { skip: !serviceProviderSid },
  );
}

function ClientsPage(props: Partial<ListPageProps<Client>>) {
  const [remove] = testApi.useDeleteTestClientMutation();
  return (
    <ListPage
      title="SIP clients"
      what="client"
      useItems={useClients}
      getRowKey={(c) => c.client_sid}
      getName={(c) => c.username}
      editPath={(c) => `/internal/clients/${c.client_sid}/edit`}
      nameHeader="User name"
      columns={[{ key: 'account', header: 'Account', render: (c) => c.account_sid }]}
      emptyText="No sip clients."
      add={{ label: 'Add client', to: '/internal/clients/add' }}
      accountFilter={{ mode: 'optional', accountOf: (c) => c.account_sid }}
      onDelete={(c) => remove(c.client_sid).unwrap()}
      deletedMessage={() => 'Deleted sip client'}
      {...props}
    />
  );
}

function CarriersPage(props: Partial<ListPageProps<Carrier>>) {
  const [remove] = testApi.useDeleteTestCarrierMutation();
  return (
    <ListPage
      title="Carriers"
      what="carrier"
      useItems={useCarriers}
      getRowKey={(c) => c.voip_carrier_sid}
      getName={(c) => c.name}
      editPath={(c) => `/internal/carriers/${c.voip_carrier_sid}/edit`}
      emptyText="No carriers."
      add={{ label: 'Add carrier', to: '/internal/carriers/add' }}
      accountFilter={{ mode: 'optional', label: 'Used by' }}
      onDelete={(c) => remove(c.voip_carrier_sid).unwrap()}
      {...props}
    />
  );
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const carrierRequests = () =>
  fake.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`).map((r) => r.search);

function renderPage(element: ReactElement, url = '/internal/list', scope: 'admin' | 'account' = 'admin') {
  return renderArea([{ path: 'list', element }], url, { preloadedState: sessionAs(scope) });
}

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

describe('ListPage over a paged API (server-side paging)', () => {
  it('asks for one page at a time with the page size, and shows the total the server counts', async () => {
    addCarriers(28);
    const { user } = renderPage(<CarriersPage />);
    await screen.findByRole('rowheader', { name: 'carrier 00' });
    expect(rowNames()).toHaveLength(25);
    expect(screen.getByText('Total: 28 record(s)')).toBeInTheDocument();
    expect(carrierRequests()).toEqual(['?page=1&page_size=25']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'carrier 27' });
    expect(rowNames()).toHaveLength(3);
    expect(carrierRequests().at(-1)).toBe('?page=2&page_size=25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(rowNames()).toHaveLength(28));
    expect(carrierRequests().at(-1)).toBe('?page=1&page_size=50');
  });

  it('sends the filter text and the "Used by" account to the server', async () => {
    addCarriers(2);
    addCarriers(1, OTHER_ACCOUNT, 'acme');
    const { user } = renderPage(<CarriersPage />);
    await screen.findByRole('rowheader', { name: 'carrier 00' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Used by' }), 'Acme');
    await waitFor(() => expect(rowNames()).toEqual(['acme 00']));
    expect(carrierRequests().at(-1)).toBe(`?page=1&page_size=25&account_sid=${OTHER_ACCOUNT}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Used by' }), 'All accounts');
    await user.type(screen.getByRole('searchbox', { name: 'Filter carriers' }), '01{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['carrier 01']));
    expect(carrierRequests().at(-1)).toBe('?page=1&page_size=25&name=01');
  });

  it('goes back a page when a deletion empties the last one, with the default message', async () => {
    addCarriers(26);
    const { user } = renderPage(<CarriersPage />);
    await screen.findByRole('rowheader', { name: 'carrier 00' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete carrier 25' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted carrier carrier 25')).toBeInTheDocument();
    expect(await screen.findByText('Total: 25 record(s)')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    expect(screen.queryByText('No carriers.')).not.toBeInTheDocument();
    expect(carrierRequests().at(-1)).toBe('?page=1&page_size=25');
  });
});

describe('ListPage that needs an account', () => {
  const needsAccount = { mode: 'required' as const };

  it('works on the first account by name until one is chosen, and adds to the chosen one', async () => {
    addCarriers(1, TEST_ACCOUNT_SID, 'mine');
    addCarriers(1, OTHER_ACCOUNT, 'acme');
    const { user } = renderPage(
      <CarriersPage
        accountFilter={needsAccount}
        add={{ label: 'Add carrier', to: (sid) => `/internal/carriers/add?account_sid=${sid}` }}
      />,
    );
    expect(await screen.findByRole('rowheader', { name: 'acme 00' })).toBeInTheDocument();
    const selector = screen.getByRole('combobox', { name: 'Account' });
    expect(within(selector).queryByRole('option', { name: 'All accounts' })).not.toBeInTheDocument();
    await user.selectOptions(selector, 'default account');
    expect(await screen.findByRole('rowheader', { name: 'mine 00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add carrier' })).toHaveAttribute(
      'href',
      `/internal/carriers/add?account_sid=${TEST_ACCOUNT_SID}`,
    );
  });

  it('prompts to create an account first when there is none', async () => {
    fake.current.db.accounts = [];
    renderPage(<CarriersPage accountFilter={needsAccount} />);
    expect(
      await screen.findByText('You must create an account before you can create a carrier.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toHaveAttribute(
      'href',
      '/internal/accounts/add',
    );
    expect(screen.queryByRole('link', { name: 'Add carrier' })).not.toBeInTheDocument();
  });

  it('shows why the accounts cannot be read, with Retry', async () => {
    let fail = true;
    fake.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/Accounts'), () =>
        fail ? HttpResponse.json({ msg: 'accounts unavailable' }, { status: 500 }) : undefined,
      ),
    );
    addCarriers(1, TEST_ACCOUNT_SID);
    const { user } = renderPage(<CarriersPage accountFilter={needsAccount} />);
    expect(await screen.findByText('accounts unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The rows render once for the list and again once the account is chosen: wait for the row to stay.
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'carrier 00' })).toBeInTheDocument());
  });
});

describe('ListPage with selectable rows and header actions', () => {
  function SelectingPage() {
    const [selected, setSelected] = useState<Set<string>>(new Set());
    return (
      <CarriersPage
        selection={{ selected, onChange: setSelected, label: (c) => `Select ${c.name}` }}
        headerActions={(params) => <p>{`Exporting page ${params.page}, filter "${params.filter}"`}</p>}
      >
        <p>{`${selected.size} selected`}</p>
      </CarriersPage>
    );
  }

  it('selects rows one by one or every row of the page, and lets header actions see the list’s state', async () => {
    addCarriers(3);
    const { user } = renderPage(<SelectingPage />);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    await user.click(await screen.findByRole('checkbox', { name: 'Select carrier 01' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(box('Select every row of this page')).toHaveProperty('indeterminate', true);
    await user.click(box('Select every row of this page'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(box('Select carrier 00')).toBeChecked();
    await user.click(box('Select every row of this page'));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByText('Exporting page 1, filter ""')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filter carriers'), '02');
    expect(
      await screen.findByText('Exporting page 1, filter "02"', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
