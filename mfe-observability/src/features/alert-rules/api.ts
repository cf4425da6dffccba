// Alert rules (docs/api/additions.md#alert-rules): an account's rules or a service provider's (its accounts' and its
// own), one rule, add, change, remove, a rule's delivery log; and the carriers a rule may watch.
import { api, listQuery } from '@switchboard/shared/api';
import { CARRIER_LIST_PAGE_SIZE } from '@switchboard/shared/constants';
import type { AlertRule, AlertRuleDelivery, CreatedSid, Paged, VoipCarrier } from '@switchboard/shared/types';
import type { AlertRuleBody } from '@switchboard/shared/validation';
import { ownerPath, type CallsOwner } from '../recent-calls/api';

const enc = encodeURIComponent;
const RULES = { type: 'AlertRules' as const, id: 'LIST' };

export const alertRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlertRules: build.query<AlertRule[], CallsOwner>({
      query: (owner) => `${ownerPath(owner)}/AlertRules`,
      providesTags: [RULES],
    }),
    getAlertRule: build.query<AlertRule, { owner: CallsOwner; sid: string }>({
      query: ({ owner, sid }) => `${ownerPath(owner)}/AlertRules/${enc(sid)}`,
      providesTags: (_r, _e, { sid }) => [{ type: 'AlertRules', id: sid }],
    }),
    getAlertRuleDeliveries: build.query<AlertRuleDelivery[], { owner: CallsOwner; sid: string }>({
      query: ({ owner, sid }) => `${ownerPath(owner)}/AlertRules/${enc(sid)}/Deliveries`,
      providesTags: (_r, _e, { sid }) => [{ type: 'AlertRules', id: `deliveries-${sid}` }],
    }),
    createAlertRule: build.mutation<CreatedSid, { owner: CallsOwner; body: AlertRuleBody }>({
      query: ({ owner, body }) => ({ url: `${ownerPath(owner)}/AlertRules`, method: 'POST', body }),
      invalidatesTags: [RULES],
    }),
    updateAlertRule: build.mutation<void, { owner: CallsOwner; sid: string; body: AlertRuleBody }>({
      query: ({ owner, sid, body }) => ({
        url: `${ownerPath(owner)}/AlertRules/${enc(sid)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { sid }) => [RULES, { type: 'AlertRules', id: sid }],
    }),
    deleteAlertRule: build.mutation<void, { owner: CallsOwner; sid: string }>({
      query: ({ owner, sid }) => ({ url: `${ownerPath(owner)}/AlertRules/${enc(sid)}`, method: 'DELETE' }),
      invalidatesTags: [RULES],
    }),
    /** The carriers a rule may watch: the provider's, and with an account that account's too. */
    getAlertRuleCarriers: build.query<
      VoipCarrier[],
      { serviceProviderSid: string; accountSid: string | null }
    >({
      query: ({ serviceProviderSid, accountSid }) =>
        `/ServiceProviders/${enc(serviceProviderSid)}/VoipCarriers?${listQuery(1, CARRIER_LIST_PAGE_SIZE, {
          account_sid: accountSid,
        })}`,
      transformResponse: (body: Paged<VoipCarrier> | VoipCarrier[]) =>
        Array.isArray(body) ? body : body.data,
      providesTags: [{ type: 'VoipCarriers', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAlertRulesQuery,
  useGetAlertRuleQuery,
  useGetAlertRuleDeliveriesQuery,
  useCreateAlertRuleMutation,
  useUpdateAlertRuleMutation,
  useDeleteAlertRuleMutation,
  useGetAlertRuleCarriersQuery,
} = alertRulesApi;
