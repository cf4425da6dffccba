// What ListPage's tests share (ListPage.test.tsx, ListPage.paged.test.tsx): a fake API over MSW with SIP clients
// (a bare array) and carriers (server-paged), and a page of each, as a remote would build them.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { api, listQuery } from '@switchboard/shared/api';
import {
  HttpResponse,
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
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
import { ListPage, type ListPageProps, type ListParams } from './ListPage';

export interface Client {
  client_sid: string;
  username: string;
  account_sid: string;
}

export interface Carrier {
  voip_carrier_sid: string;
  name: string;
  account_sid: string | null;
}

export const OTHER_ACCOUNT = '6a1f6c0e-0000-4000-8000-00000000000a';

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

export const fake = setupFakeApi(createFake);

export function addClients(count: number, accountSid = TEST_ACCOUNT_SID, prefix = 'client') {
  for (let i = 0; i < count; i += 1)
    fake.current.db.clients.push({
      client_sid: newSid(),
      username: `${prefix} ${String(i).padStart(2, '0')}`,
      account_sid: accountSid,
    });
}

export function addCarriers(count: number, accountSid: string | null = null, prefix = 'carrier') {
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

export function ClientsPage(props: Partial<ListPageProps<Client>>) {
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

export function CarriersPage(props: Partial<ListPageProps<Carrier>>) {
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

export const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
export const carrierRequests = () =>
  fake.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/VoipCarriers`).map((r) => r.search);

export function renderPage(
  element: ReactElement,
  url = '/internal/list',
  scope: 'admin' | 'account' = 'admin',
) {
  return renderArea([{ path: 'list', element }], url, { preloadedState: sessionAs(scope) });
}
