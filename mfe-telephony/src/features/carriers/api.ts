// Carriers (docs/api/contract.md#service-providers, #accounts, #carriers-and-gateways–#carriers-and-gateways, #reference-lists): the paged list, one carrier, its SIP and SMPP gateways,
// create / update on the service-provider or account path, delete, predefined carriers, SBC and SMPP addresses,
// and the REGISTER pcap download (the observability area's endpoint).
import { api, listQuery, toListPage, type ListPageResult } from '@switchboard/shared/api';
import type {
  CreatedSid,
  Paged,
  PredefinedCarrier,
  Sbc,
  SipGateway,
  SipGatewayPayload,
  SmppAddress,
  SmppGateway,
  SmppGatewayPayload,
  VoipCarrier,
  VoipCarrierListItem,
  VoipCarrierPayload,
} from '@switchboard/shared/types';
import { CARRIER_LIST_PAGE_SIZE } from '@switchboard/shared/constants';

const enc = encodeURIComponent;

export interface CarriersPageArgs {
  serviceProviderSid: string;
  page: number;
  pageSize: number;
  name: string;
  accountSid: string | null;
}

/** Who a carrier is written for: the service-provider path, or an account user's account path. */
export type CarrierOwnerPath = { kind: 'service-provider'; sid: string } | { kind: 'account'; sid: string };

const ownerBase = (owner: CarrierOwnerPath) =>
  owner.kind === 'account' ? `/Accounts/${enc(owner.sid)}` : `/ServiceProviders/${enc(owner.sid)}`;

/**
 * A download's response as an object URL the page hands to a link (serialisable in the store; the page revokes
 * it). A failed response keeps its body so the error shows the server's message.
 */
export async function objectUrlOf(response: Response): Promise<unknown> {
  if (response.ok) return URL.createObjectURL(await response.blob());
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const CARRIERS_LIST = { type: 'VoipCarriers' as const, id: 'LIST' };

export const carriersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the carriers list, with how many numbers and routes use each (`usage=1`). */
    getCarriersPage: build.query<ListPageResult<VoipCarrierListItem>, CarriersPageArgs>({
      query: ({ serviceProviderSid, page, pageSize, name, accountSid }) =>
        `/ServiceProviders/${enc(serviceProviderSid)}/VoipCarriers?${listQuery(page, pageSize, {
          name,
          account_sid: accountSid,
          usage: 1,
        })}`,
      transformResponse: (body: Paged<VoipCarrierListItem> | VoipCarrierListItem[], _meta, args) =>
        toListPage(body, args.page, args.pageSize),
      providesTags: (result) => [
        CARRIERS_LIST,
        ...(result?.data ?? []).map((c) => ({ type: 'VoipCarriers' as const, id: c.voip_carrier_sid })),
      ],
    }),
    /**
     * Every carrier an account may use (its own and the service provider's), or every carrier of the service
     * provider without an account — the pickers of the phone-number, LCR and Teams forms (up to 10,000, docs/product/telephony.md#constants).
     */
    getCarrierChoices: build.query<VoipCarrier[], { serviceProviderSid: string; accountSid?: string | null }>(
      {
        query: ({ serviceProviderSid, accountSid }) =>
          `/ServiceProviders/${enc(serviceProviderSid)}/VoipCarriers?${listQuery(1, CARRIER_LIST_PAGE_SIZE, {
            account_sid: accountSid,
          })}`,
        transformResponse: (body: Paged<VoipCarrier> | VoipCarrier[]) =>
          Array.isArray(body) ? body : body.data,
        providesTags: [CARRIERS_LIST],
      },
    ),
    getCarrier: build.query<VoipCarrier, string>({
      query: (sid) => `/VoipCarriers/${enc(sid)}`,
      providesTags: (_r, _e, sid) => [{ type: 'VoipCarriers', id: sid }],
    }),
    createCarrier: build.mutation<CreatedSid, { owner: CarrierOwnerPath; body: VoipCarrierPayload }>({
      query: ({ owner, body }) => ({ url: `${ownerBase(owner)}/VoipCarriers`, method: 'POST', body }),
      invalidatesTags: [CARRIERS_LIST],
    }),
    updateCarrier: build.mutation<
      void,
      { owner: CarrierOwnerPath; sid: string; body: Partial<VoipCarrierPayload> }
    >({
      query: ({ owner, sid, body }) => ({
        url: `${ownerBase(owner)}/VoipCarriers/${enc(sid)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { sid }) => [CARRIERS_LIST, { type: 'VoipCarriers', id: sid }],
    }),
    deleteCarrier: build.mutation<void, string>({
      query: (sid) => ({ url: `/VoipCarriers/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, sid) => [CARRIERS_LIST, { type: 'VoipCarriers', id: sid }],
    }),
    getPredefinedCarriers: build.query<PredefinedCarrier[], void>({
      query: () => '/PredefinedCarriers',
      providesTags: ['PredefinedCarriers'],
    }),
    /** Creates a carrier (with its gateways) from a template, for the service provider or the account. */
    createFromPredefined: build.mutation<CreatedSid, { owner: CarrierOwnerPath; templateSid: string }>({
      query: ({ owner, templateSid }) => ({
        url: `${ownerBase(owner)}/PredefinedCarriers/${enc(templateSid)}`,
        method: 'POST',
      }),
      invalidatesTags: [CARRIERS_LIST],
    }),
    getSipGateways: build.query<SipGateway[], string>({
      query: (carrierSid) => `/SipGateways?voip_carrier_sid=${enc(carrierSid)}`,
      providesTags: (_r, _e, carrierSid) => [{ type: 'SipGateways', id: carrierSid }],
    }),
    getSmppGateways: build.query<SmppGateway[], string>({
      query: (carrierSid) => `/SmppGateways?voip_carrier_sid=${enc(carrierSid)}`,
      providesTags: (_r, _e, carrierSid) => [{ type: 'SmppGateways', id: carrierSid }],
    }),
    saveSipGateway: build.mutation<CreatedSid | void, { sid?: string; body: SipGatewayPayload }>({
      query: ({ sid, body }) =>
        sid
          ? { url: `/SipGateways/${enc(sid)}`, method: 'PUT', body }
          : { url: '/SipGateways', method: 'POST', body },
      invalidatesTags: (_r, _e, { body }) => [{ type: 'SipGateways', id: body.voip_carrier_sid }],
    }),
    deleteSipGateway: build.mutation<void, { sid: string; carrierSid: string }>({
      query: ({ sid }) => ({ url: `/SipGateways/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { carrierSid }) => [{ type: 'SipGateways', id: carrierSid }],
    }),
    saveSmppGateway: build.mutation<CreatedSid | void, { sid?: string; body: SmppGatewayPayload }>({
      query: ({ sid, body }) =>
        sid
          ? { url: `/SmppGateways/${enc(sid)}`, method: 'PUT', body }
          : { url: '/SmppGateways', method: 'POST', body },
      invalidatesTags: (_r, _e, { body }) => [{ type: 'SmppGateways', id: body.voip_carrier_sid }],
    }),
    deleteSmppGateway: build.mutation<void, { sid: string; carrierSid: string }>({
      query: ({ sid }) => ({ url: `/SmppGateways/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { carrierSid }) => [{ type: 'SmppGateways', id: carrierSid }],
    }),
    getSbcs: build.query<Sbc[], void>({ query: () => '/Sbcs', providesTags: ['Sbcs'] }),
    getSmppAddresses: build.query<SmppAddress[], void>({ query: () => '/Smpps' }),
    /** The REGISTER pcap of a carrier's last registration (`…/RecentCalls/:callId/register/pcap`). */
    downloadRegisterPcap: build.mutation<string, { serviceProviderSid: string; callId: string }>({
      query: ({ serviceProviderSid, callId }) => ({
        url: registerPcapPath(serviceProviderSid, callId),
        responseHandler: objectUrlOf,
      }),
    }),
  }),
});

/** The service-provider register pcap variant of the contract (docs/api/contract.md#service-providers), relative to the API base. */
export function registerPcapPath(serviceProviderSid: string, callId: string): string {
  return `/ServiceProviders/${enc(serviceProviderSid)}/RecentCalls/${enc(callId)}/register/pcap`;
}

export const {
  useGetCarriersPageQuery,
  useGetCarrierChoicesQuery,
  useGetCarrierQuery,
  useCreateCarrierMutation,
  useUpdateCarrierMutation,
  useDeleteCarrierMutation,
  useGetPredefinedCarriersQuery,
  useCreateFromPredefinedMutation,
  useGetSipGatewaysQuery,
  useGetSmppGatewaysQuery,
  useSaveSipGatewayMutation,
  useDeleteSipGatewayMutation,
  useSaveSmppGatewayMutation,
  useDeleteSmppGatewayMutation,
  useGetSbcsQuery,
  useGetSmppAddressesQuery,
  useDownloadRegisterPcapMutation,
} = carriersApi;
