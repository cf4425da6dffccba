// Alerts (docs/api/contract.md#recent-calls-and-alerts): the time-series list of an account or of a service provider's accounts.
import { api } from '@switchboard/shared/api';
import type { Alert, TimeSeriesPaged } from '@switchboard/shared/types';
import { ownerPath, type CallsOwner } from '../recent-calls/api';

export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlerts: build.query<TimeSeriesPaged<Alert>, { owner: CallsOwner; query: string }>({
      query: ({ owner, query }) => `${ownerPath(owner)}/Alerts?${query}`,
      providesTags: [{ type: 'Alerts', id: 'LIST' }],
    }),
  }),
});

export const { useGetAlertsQuery } = alertsApi;
