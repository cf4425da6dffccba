// Usage against limits of an account or of a service provider's accounts (`GET …/LimitUsage`,
// docs/api/additions.md#limit-usage).
import { api } from '@switchboard/shared/api';
import type { LimitUsage } from '@switchboard/shared/types';
import { ownerPath, type CallsOwner } from '../recent-calls/api';

export const limitUsageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLimitUsage: build.query<LimitUsage, { owner: CallsOwner }>({
      query: ({ owner }) => `${ownerPath(owner)}/LimitUsage`,
    }),
  }),
});

export const { useGetLimitUsageQuery } = limitUsageApi;
