// The search box on an API without `GET /Search` (the real jambonz API): the kinds whose providers name a list
// (`list` in their declaration) are searched in the browser, in the lists the API gives the user — fetched once
// when typing starts, kept a minute, filtered and ranked as the API would (searchListed).
import { api } from '@switchboard/shared/api';
import { searchListed } from '@switchboard/shared/search';
import type { SearchResponse } from '@switchboard/shared/types';
import type { SearchProviderEntry } from './search';

/** Whose lists: the service provider in view (an admin's choice, else the user's) and the user's account. */
export interface ListOwners {
  serviceProviderSid: string | null;
  accountSid: string | null;
  /** an account user's lists may be at a path of their own (`accountPath`) */
  isAccountUser: boolean;
}

/** A provider's list path with the owners filled in; null when it names one the user has not. */
export function listPathOf(provider: SearchProviderEntry, owners: ListOwners): string | null {
  const source = provider.list;
  if (!source) return null;
  let missing = false;
  const template = (owners.isAccountUser && source.accountPath) || source.path;
  const path = template.replace(/\{(service_provider_sid|account_sid)\}/g, (_, name: string) => {
    const sid = name === 'account_sid' ? owners.accountSid : owners.serviceProviderSid;
    if (!sid) missing = true;
    return encodeURIComponent(sid ?? '');
  });
  return missing ? null : path;
}

/** Each path's rows: an array the API answered, or null when it refused or failed. */
export type ListedRows = Record<string, unknown[] | null>;

const listSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchLists: build.query<ListedRows, string[]>({
      async queryFn(paths, _api, _extra, baseQuery) {
        const answers = await Promise.all(paths.map((path) => baseQuery(path)));
        const rows: ListedRows = {};
        paths.forEach((path, index) => {
          const { data } = answers[index]!;
          const list = Array.isArray(data)
            ? data
            : Array.isArray((data as { data?: unknown } | undefined)?.data)
              ? (data as { data: unknown[] }).data
              : null;
          rows[path] = list;
        });
        // nothing to search in: say the search failed rather than that nothing matched
        const failed = answers.find((answer) => answer.error);
        if (paths.length && Object.values(rows).every((list) => list === null) && failed)
          return { error: failed.error! };
        return { data: rows };
      },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const useSearchListsQuery = listSearchApi.useSearchListsQuery;

/** The box's answer from the lists: per provider with a list, its best matches; failed lists answer nothing. */
export function searchInLists(
  q: string,
  providers: ReadonlyArray<SearchProviderEntry>,
  owners: ListOwners,
  rows: ListedRows,
): SearchResponse {
  const groups = providers.flatMap((provider) => {
    const path = listPathOf(provider, owners);
    const list = path ? rows[path] : null;
    if (!provider.list || !list) return [];
    return [{ kind: provider.kind, ...searchListed(q, list, provider.list) }];
  });
  return { q, groups, unsupported: [] };
}
