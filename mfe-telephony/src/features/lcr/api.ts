// Outbound call routing (docs/api/contract.md#outbound-call-routing): the LCRs the caller may see, one LCR, create / update / delete, its
// routes in priority order, the batch save of the routes (one call), and the deletion of one route.
import { api } from '@switchboard/shared/api';
import type { CreatedSid, Lcr, LcrPayload, LcrRoute, LcrRoutePayload } from '@switchboard/shared/types';

const enc = encodeURIComponent;
const LCR_LIST = { type: 'Lcrs' as const, id: 'LIST' };

export const lcrApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLcrs: build.query<Lcr[], void>({
      query: () => '/Lcrs',
      providesTags: (result) => [
        LCR_LIST,
        ...(result ?? []).map((l) => ({ type: 'Lcrs' as const, id: l.lcr_sid })),
      ],
    }),
    getLcr: build.query<Lcr, string>({
      query: (sid) => `/Lcrs/${enc(sid)}`,
      providesTags: (_r, _e, sid) => [{ type: 'Lcrs', id: sid }],
    }),
    getLcrRoutes: build.query<LcrRoute[], string>({
      query: (lcrSid) => `/LcrRoutes?lcr_sid=${enc(lcrSid)}`,
      providesTags: (_r, _e, lcrSid) => [{ type: 'LcrRoutes', id: lcrSid }],
    }),
    /** The routes of several LCRs, in their order (what a carrier's delete check reads). */
    getLcrRoutesList: build.query<LcrRoute[][], string[]>({
      async queryFn(lcrSids, _api, _extra, baseQuery) {
        const all: LcrRoute[][] = [];
        for (const sid of lcrSids) {
          const result = await baseQuery(`/LcrRoutes?lcr_sid=${enc(sid)}`);
          if (result.error) return { error: result.error };
          all.push(result.data as LcrRoute[]);
        }
        return { data: all };
      },
    }),
    createLcr: build.mutation<CreatedSid, LcrPayload>({
      query: (body) => ({ url: '/Lcrs', method: 'POST', body }),
      invalidatesTags: [LCR_LIST],
    }),
    updateLcr: build.mutation<void, { sid: string; body: Partial<LcrPayload> }>({
      query: ({ sid, body }) => ({ url: `/Lcrs/${enc(sid)}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { sid }) => [LCR_LIST, { type: 'Lcrs', id: sid }],
    }),
    /** POST creates the routes of a new LCR; PUT saves them all (updated by sid, new ones created). */
    saveLcrRoutes: build.mutation<void, { lcrSid: string; routes: LcrRoutePayload[]; create: boolean }>({
      query: ({ lcrSid, routes, create }) => ({
        url: `/Lcrs/${enc(lcrSid)}/Routes`,
        method: create ? 'POST' : 'PUT',
        body: routes,
      }),
      invalidatesTags: (_r, _e, { lcrSid }) => [
        { type: 'LcrRoutes', id: lcrSid },
        { type: 'Lcrs', id: lcrSid },
        LCR_LIST,
        { type: 'VoipCarriers', id: 'LIST' },
      ],
    }),
    deleteLcrRoute: build.mutation<void, { sid: string; lcrSid: string }>({
      query: ({ sid }) => ({ url: `/LcrRoutes/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { lcrSid }) => [
        { type: 'LcrRoutes', id: lcrSid },
        { type: 'Lcrs', id: lcrSid },
      ],
    }),
    deleteLcr: build.mutation<void, string>({
      query: (sid) => ({ url: `/Lcrs/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: [LCR_LIST, { type: 'VoipCarriers', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetLcrsQuery,
  useGetLcrQuery,
  useGetLcrRoutesQuery,
  useGetLcrRoutesListQuery,
  useLazyGetLcrRoutesQuery,
  useCreateLcrMutation,
  useUpdateLcrMutation,
  useSaveLcrRoutesMutation,
  useDeleteLcrRouteMutation,
  useDeleteLcrMutation,
} = lcrApi;
