// What ListPage's tests share (ListPage.test.tsx, ListPage.paged.test.tsx): the API in memory with SIP clients (a
// bare array) and carriers (server-paged) seeded through it, and a page of each, as a remote would build them.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  addAccount,
  addCarrier,
  type Scope,
  type SessionOptions,
} from '@switchboard/api/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { api, listQuery } from '@switchboard/shared/api';
import { renderArea } from '@switchboard/shared/testing';
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

export const { api: contract, sessionAs } = setupContractTest();

const ids = { other: '' };
/** The account 'Acme' beside the seeded 'default account', both with a SIP realm (a client needs one). */
export const otherAccount = () => ids.other;
beforeEach(async () => {
  await contract.current.asAdmin('PUT', `/Accounts/${DEFAULT_ACCOUNT_SID}`, {
    sip_realm: 'default.sip.example.com',
  });
  ids.other = await addAccount(contract.current, 'Acme', { sip_realm: 'acme.sip.example.com' });
});

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);

/** A SIP client named `username` of `accountSid` (the default account unless told): its sid. */
export const addClient = async (username: string, accountSid = DEFAULT_ACCOUNT_SID) =>
  (
    await contract.current.asAdmin<{ sid: string }>('POST', '/Clients', {
      account_sid: accountSid,
      username,
      password: 'pw-123456',
    })
  ).sid;

/** `count` SIP clients '<prefix> 00', '<prefix> 01', … of `accountSid`: their sids. */
export async function addClients(count: number, accountSid = DEFAULT_ACCOUNT_SID, prefix = 'client') {
  const sids: string[] = [];
  for (const username of numbered(prefix, count)) sids.push(await addClient(username, accountSid));
  return sids;
}

/** `count` carriers '<prefix> 00', … of the default service provider, or of `accountSid`. */
export async function addCarriers(count: number, accountSid: string | null = null, prefix = 'carrier') {
  for (const name of numbered(prefix, count))
    await addCarrier(contract.current, name, accountSid ? { account_sid: accountSid } : {});
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
  contract.current
    .sent('GET', `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/VoipCarriers`)
    .map((r) => r.search);

export function renderPage(
  element: ReactElement,
  url = '/internal/list',
  scope: Scope = 'admin',
  session: SessionOptions = {},
) {
  return renderArea([{ path: 'list', element }], url, {
    preloadedState: sessionAs(scope, session),
  });
}
