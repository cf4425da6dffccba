// The audit trail (`GET /Accounts/:sid/Activity`, `/ServiceProviders/:sid/Activity`, admins' `/Activity`): who
// changed what, newest first, paged like the time-series lists.
import { api } from '@switchboard/shared/api';
import type { ActivityPage } from '@switchboard/shared/types';

/** Whose trail: an account's, a service provider's (its accounts' included), or the whole platform's (admins). */
export type ActivityOwner =
  { kind: 'account'; sid: string } | { kind: 'service_provider'; sid: string } | { kind: 'platform' };

export interface ActivityQuery {
  owner: ActivityOwner;
  page: number;
  count: number;
  /** `days`, or `start`/`end` (timeRangeQuery) */
  range: Record<string, string>;
  user?: string;
  entity?: string;
  action?: string;
}

function basePath(owner: ActivityOwner): string {
  if (owner.kind === 'account') return `/Accounts/${encodeURIComponent(owner.sid)}/Activity`;
  if (owner.kind === 'service_provider') return `/ServiceProviders/${encodeURIComponent(owner.sid)}/Activity`;
  return '/Activity';
}

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ActivityPage, ActivityQuery>({
      query: ({ owner, page, count, range, user, entity, action }) => {
        const params = new URLSearchParams({ page: String(page), count: String(count), ...range });
        for (const [key, value] of Object.entries({ user, entity, action }))
          if (value) params.set(key, value);
        return `${basePath(owner)}?${params.toString()}`;
      },
      // A write anywhere may add an entry: always asked again when the page is opened.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActivityQuery } = activityApi;
