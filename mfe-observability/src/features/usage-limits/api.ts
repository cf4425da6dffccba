// Usage against limits of an account or of a service provider's accounts (`GET …/LimitUsage`,
// docs/api/additions.md#limit-usage).
import { api } from '@switchboard/shared/api';
import type { LimitUsage } from '@switchboard/shared/types';
import { ownerPath, type CallsOwner } from '../recent-calls/api';

export const limitUsageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLimitUsage: build.query<LimitUsage, { owner: CallsOwner; from: string; to: string }>({
      query: ({ owner, from, to }) =>
        `${ownerPath(owner)}/LimitUsage?${new URLSearchParams({ from, to }).toString()}`,
    }),
  }),
});

export const { useGetLimitUsageQuery } = limitUsageApi;
