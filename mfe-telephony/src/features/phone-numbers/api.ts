// Phone numbers (docs/api/contract.md#phone-numbers): the server-paged list (filter over number and description), one number, create,
// update, delete, the bulk assignment of an application (one PUT per number, as the contract has it), and
// Switchboard's CSV import (dry run, then all or nothing) and export of the list's filter — or, on an API without
// them, the plain lists the browser does that work with (./csv-here.ts).
import { api, listQuery, toListPage, type ApiError, type ListPageResult } from '@switchboard/shared/api';
import type {
  Account,
  Application,
  CreatedSid,
  Paged,
  PhoneNumber,
  PhoneNumberImportReport,
  PhoneNumberPayload,
  VoipCarrier,
} from '@switchboard/shared/types';
import { objectUrlOf } from '../carriers/api';
import type { PlainLists } from './csv-here';

const enc = encodeURIComponent;

export interface NumbersPageArgs {
  serviceProviderSid: string;
  page: number;
  pageSize: number;
  filter: string;
  accountSid: string | null;
}

export interface NumbersFilter {
  serviceProviderSid: string;
  filter: string;
  accountSid: string | null;
}

const numbersFilter = ({ serviceProviderSid, filter, accountSid }: NumbersFilter) => ({
  service_provider_sid: serviceProviderSid,
  account_sid: accountSid,
  filter,
});

const NUMBERS_LIST = { type: 'PhoneNumbers' as const, id: 'LIST' };

const rowsOf = <T>(body: unknown): T[] =>
  Array.isArray(body) ? (body as T[]) : ((body as Paged<T> | null)?.data ?? []);

type Answer = { data?: unknown; error?: unknown };
type Fetch = (url: string) => PromiseLike<Answer> | Answer;

/**
 * The lists a CSV's names are looked up in, through the plain endpoints: the provider's accounts, its carriers,
 * the applications of those accounts, and every number the caller sees (a number is unique on the platform).
 */
async function plainLists(fetchJson: Fetch, serviceProviderSid: string): Promise<PlainLists> {
  const answers = await Promise.all([
    fetchJson('/Accounts'),
    fetchJson(`/ServiceProviders/${enc(serviceProviderSid)}/VoipCarriers`),
    fetchJson('/Applications'),
    fetchJson('/PhoneNumbers'),
  ]);
  const failed = answers.find((a) => a.error);
  if (failed) throw failed.error;
  const [accounts, carriers, applications, numbers] = answers.map((a) => a.data);
  const ours = rowsOf<Account>(accounts).filter((a) => a.service_provider_sid === serviceProviderSid);
  const accountSids = new Set(ours.map((a) => a.account_sid));
  return {
    accounts: ours,
    carriers: rowsOf<VoipCarrier>(carriers),
    applications: rowsOf<Application>(applications).filter(
      (a) => a.account_sid !== null && accountSids.has(a.account_sid),
    ),
    numbers: rowsOf<PhoneNumber>(numbers),
  };
}

export const phoneNumbersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPhoneNumbersPage: build.query<ListPageResult<PhoneNumber>, NumbersPageArgs>({
      query: (args) => `/PhoneNumbers?${listQuery(args.page, args.pageSize, numbersFilter(args))}`,
      transformResponse: (body: Paged<PhoneNumber> | PhoneNumber[], _meta, args) =>
        toListPage(body, args.page, args.pageSize),
      providesTags: (result) => [
        NUMBERS_LIST,
        ...(result?.data ?? []).map((n) => ({ type: 'PhoneNumbers' as const, id: n.phone_number_sid })),
      ],
    }),
    /** Numbers whose number contains `number` (the form's duplicate check; the server searches). */
    findPhoneNumbers: build.query<ListPageResult<PhoneNumber>, string>({
      query: (number) => `/PhoneNumbers?${listQuery(1, 100, { filter: number })}`,
      transformResponse: (body: Paged<PhoneNumber> | PhoneNumber[]) => toListPage(body, 1, 100),
    }),
    /** The numbers of a carrier (its delete check); the server filters, the dialog checks each row too. */
    getCarrierPhoneNumbers: build.query<ListPageResult<PhoneNumber>, string>({
      query: (carrierSid) => `/PhoneNumbers?${listQuery(1, 100, { voip_carrier_sid: carrierSid })}`,
      transformResponse: (body: Paged<PhoneNumber> | PhoneNumber[]) => toListPage(body, 1, 100),
    }),
    getPhoneNumber: build.query<PhoneNumber, string>({
      query: (sid) => `/PhoneNumbers/${enc(sid)}`,
      providesTags: (_r, _e, sid) => [{ type: 'PhoneNumbers', id: sid }],
    }),
    createPhoneNumber: build.mutation<CreatedSid, PhoneNumberPayload>({
      query: (body) => ({ url: '/PhoneNumbers', method: 'POST', body }),
      invalidatesTags: [NUMBERS_LIST, { type: 'VoipCarriers', id: 'LIST' }],
    }),
    /** One line of an import done here: `POST /PhoneNumbers`, the lists refreshed once at the end (importedHere). */
    addImportedPhoneNumber: build.mutation<CreatedSid, PhoneNumberPayload>({
      query: (body) => ({ url: '/PhoneNumbers', method: 'POST', body }),
    }),
    updatePhoneNumber: build.mutation<void, { sid: string; body: Partial<PhoneNumberPayload> }>({
      query: ({ sid, body }) => ({ url: `/PhoneNumbers/${enc(sid)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { sid }) => [NUMBERS_LIST, { type: 'PhoneNumbers', id: sid }],
    }),
    /** Points several numbers at one application (or none): one PUT each; the list refreshes once at the end. */
    assignApplication: build.mutation<null, { sids: string[]; applicationSid: string | null }>({
      async queryFn({ sids, applicationSid }, _api, _extra, baseQuery) {
        for (const sid of sids) {
          const result = await baseQuery({
            url: `/PhoneNumbers/${enc(sid)}`,
            method: 'PUT',
            body: { application_sid: applicationSid },
          });
          if (result.error) return { error: result.error };
        }
        // RTK Query needs a defined value for a success
        return { data: null };
      },
      invalidatesTags: (_r, _e, { sids }) => [
        NUMBERS_LIST,
        ...sids.map((sid) => ({ type: 'PhoneNumbers' as const, id: sid })),
      ],
    }),
    deletePhoneNumber: build.mutation<void, string>({
      query: (sid) => ({ url: `/PhoneNumbers/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, sid) => [
        NUMBERS_LIST,
        { type: 'PhoneNumbers', id: sid },
        { type: 'VoipCarriers', id: 'LIST' },
      ],
    }),
    importPhoneNumbers: build.mutation<
      PhoneNumberImportReport,
      { csv: string; dryRun: boolean; serviceProviderSid: string }
    >({
      query: ({ csv, dryRun, serviceProviderSid }) => ({
        url: `/PhoneNumbers/Import?${new URLSearchParams({
          service_provider_sid: serviceProviderSid,
          dry_run: String(dryRun),
        }).toString()}`,
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: csv,
      }),
      invalidatesTags: (_r, _e, { dryRun }) =>
        dryRun ? [] : [NUMBERS_LIST, { type: 'VoipCarriers', id: 'LIST' }],
    }),
    /** The lists a CSV is checked against in the browser (an API without `POST /PhoneNumbers/Import`). */
    getPlainNumberLists: build.query<PlainLists, string>({
      async queryFn(serviceProviderSid, _api, _extra, baseQuery) {
        try {
          return { data: await plainLists((url) => baseQuery(url), serviceProviderSid) };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      providesTags: [NUMBERS_LIST],
      keepUnusedDataFor: 0,
    }),
    /** The list's filter as CSV written in the browser (an API without `GET /PhoneNumbers/Export`). */
    exportPhoneNumbersHere: build.mutation<string, NumbersFilter>({
      async queryFn(args, _api, _extra, baseQuery) {
        const query = new URLSearchParams(
          Object.entries(numbersFilter(args)).filter((e): e is [string, string] => Boolean(e[1])),
        );
        try {
          const [lists, numbers] = await Promise.all([
            plainLists((url) => baseQuery(url), args.serviceProviderSid),
            baseQuery(`/PhoneNumbers?${query.toString()}`),
          ]);
          if (numbers.error) return { error: numbers.error as ApiError };
          // the writer is loaded only when a file is written
          const { numbersCsvHere } = await import('./csv-here');
          const csv = numbersCsvHere(rowsOf<PhoneNumber>(numbers.data), lists);
          return { data: URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' })) };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
    }),
    /** The list's filter as a CSV file, as an object URL to download. */
    exportPhoneNumbers: build.mutation<string, NumbersFilter>({
      query: (args) => ({
        url: `/PhoneNumbers/Export?${new URLSearchParams(
          Object.entries(numbersFilter(args)).filter((e): e is [string, string] => Boolean(e[1])),
        ).toString()}`,
        responseHandler: objectUrlOf,
      }),
    }),
  }),
});

/** After an import done line by line: every list of numbers (and carriers' counts) is out of date. */
export const importedHere = () =>
  phoneNumbersApi.util.invalidateTags([NUMBERS_LIST, { type: 'VoipCarriers', id: 'LIST' }]);

export const {
  useAddImportedPhoneNumberMutation,
  useGetPhoneNumbersPageQuery,
  useLazyFindPhoneNumbersQuery,
  useGetCarrierPhoneNumbersQuery,
  useGetPhoneNumberQuery,
  useCreatePhoneNumberMutation,
  useUpdatePhoneNumberMutation,
  useAssignApplicationMutation,
  useDeletePhoneNumberMutation,
  useImportPhoneNumbersMutation,
  useExportPhoneNumbersMutation,
  useGetPlainNumberListsQuery,
  useExportPhoneNumbersHereMutation,
} = phoneNumbersApi;
