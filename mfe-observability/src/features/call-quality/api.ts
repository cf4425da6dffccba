// Call statistics of an account or of a service provider's accounts (`GET …/CallStatistics`,
// docs/api/additions.md#call-statistics).
import { api } from '@switchboard/shared/api';
import type { CallStatistics } from '@switchboard/shared/types';
import { ownerPath, type CallsOwner } from '../recent-calls/api';

export const callStatisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCallStatistics: build.query<CallStatistics, { owner: CallsOwner; query: string }>({
      query: ({ owner, query }) => `${ownerPath(owner)}/CallStatistics?${query}`,
    }),
  }),
});

export const { useGetCallStatisticsQuery } = callStatisticsApi;
