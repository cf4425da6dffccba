// What keeps an account from being deleted, read through the plain endpoints (a jambonz API deletes an account with
// everything under it without asking, so this is all the check there is there; Switchboard's API refuses with the
// same lines): the shared rule's kinds — applications, its numbers and the numbers on its carriers, Teams tenants,
// API keys, and other owners' outbound call routing over its carriers.
import { api, type ApiError } from '@switchboard/shared/api';
import type {
  ApiKey,
  Application,
  Lcr,
  LcrRoute,
  MsTeamsTenant,
  Paged,
  PhoneNumber,
  VoipCarrier,
} from '@switchboard/shared/types';
import { type AccountDependentKind, type RemainingOfKind } from '@switchboard/shared/constants';

export type AccountDependents = Partial<Record<AccountDependentKind, RemainingOfKind>>;

type Answer = { data?: unknown; error?: unknown };
type Fetch = (url: string) => PromiseLike<Answer> | Answer;
const enc = encodeURIComponent;

async function read<T>(fetchJson: Fetch, url: string): Promise<T> {
  const answer = await fetchJson(url);
  if (answer.error) throw answer.error;
  return answer.data as T;
}

const rowsOf = <T>(body: T[] | Paged<T>) => (Array.isArray(body) ? body : body.data);
const named = (names: string[], total = names.length): RemainingOfKind => ({ names, total });

async function accountDependents(fetchJson: Fetch, sid: string): Promise<AccountDependents> {
  const account = `/Accounts/${enc(sid)}`;
  const [apps, ownNumbers, tenants, keys, carriers] = await Promise.all([
    read<Application[] | Paged<Application>>(fetchJson, `${account}/Applications?page=1&page_size=5`),
    read<PhoneNumber[]>(fetchJson, `/PhoneNumbers?account_sid=${enc(sid)}`),
    read<MsTeamsTenant[]>(fetchJson, '/MicrosoftTeamsTenants'),
    read<ApiKey[]>(fetchJson, `${account}/ApiKeys`),
    read<VoipCarrier[]>(fetchJson, `${account}/VoipCarriers`),
  ]);
  const own = new Set(carriers.filter((c) => c.account_sid === sid).map((c) => c.voip_carrier_sid));
  // numbers of others on its carriers (a server that ignores the filter answers a page of every number: each row
  // is checked)
  const onCarriers = (
    await Promise.all(
      [...own].map((carrier) =>
        read<PhoneNumber[] | Paged<PhoneNumber>>(
          fetchJson,
          `/PhoneNumbers?page=1&page_size=100&voip_carrier_sid=${enc(carrier)}`,
        ),
      ),
    )
  ).flatMap(rowsOf);
  const numbers = new Map(
    [
      ...ownNumbers.filter((n) => n.account_sid === sid),
      ...onCarriers.filter((n) => own.has(n.voip_carrier_sid ?? '')),
    ].map((n) => [n.phone_number_sid, n.number] as const),
  );
  let routings: string[] = [];
  if (own.size > 0) {
    const others = (await read<Lcr[]>(fetchJson, '/Lcrs')).filter((lcr) => lcr.account_sid !== sid);
    const routes = await Promise.all(
      others.map((lcr) => read<LcrRoute[]>(fetchJson, `/LcrRoutes?lcr_sid=${enc(lcr.lcr_sid)}`)),
    );
    routings = others
      .filter((_lcr, i) =>
        routes[i].some((route) => route.lcr_carrier_set_entries?.some((e) => own.has(e.voip_carrier_sid))),
      )
      .map((lcr) => lcr.name ?? lcr.lcr_sid)
      .sort();
  }
  const appRows = rowsOf(apps);
  return {
    applications: named(
      appRows.map((a) => a.name),
      Array.isArray(apps) ? apps.length : Number(apps.total) || 0,
    ),
    phoneNumbers: named([...numbers.values()].sort()),
    teamsTenants: named(tenants.filter((t) => t.account_sid === sid).map((t) => t.tenant_fqdn)),
    // a key's last 4 characters (never its token): the dialog names it in the user's language (apiKeyNameIn)
    apiKeys: named(keys.map((k) => k.token.slice(-4))),
    otherOwnersRoutings: named(routings),
  };
}

export const accountDependentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountDependents: build.query<AccountDependents, string>({
      async queryFn(sid, _api, _extra, baseQuery) {
        try {
          return { data: await accountDependents((url) => baseQuery(url), sid) };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      providesTags: [
        { type: 'Applications', id: 'LIST' },
        { type: 'PhoneNumbers', id: 'LIST' },
        { type: 'MsTeamsTenants', id: 'LIST' },
        { type: 'ApiKeys', id: 'LIST' },
        { type: 'Lcrs', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetAccountDependentsQuery } = accountDependentsApi;
