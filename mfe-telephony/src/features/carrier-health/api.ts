// Carrier health: `GET …/CarrierHealth` and `GET /VoipCarriers/:sid/Health` where the API has them (the
// `carrier-health` addition, docs/api/additions.md#carrier-health); on a jambonz API the same list is made from the
// plain carriers and the recent calls of the last hour (health.rules.ts), with no gateway health.
import { api } from '@switchboard/shared/api';
import type {
  CarrierHealth,
  CarrierHealthHistory,
  CarrierHealthList,
  RecentCall,
  TimeSeriesPaged,
  VoipCarrier,
} from '@switchboard/shared/types';
import { PLAIN_CALLS_READ, healthFromPlainApi } from './health.rules';

const enc = encodeURIComponent;
const HOUR_MS = 3_600_000;

/** Whose carriers: a service provider's (its users and admins), or an account user's (its own and the provider's). */
export type HealthOwner = { kind: 'service_provider'; sid: string } | { kind: 'account'; sid: string };

const ownerPath = (owner: HealthOwner) =>
  owner.kind === 'account' ? `/Accounts/${enc(owner.sid)}` : `/ServiceProviders/${enc(owner.sid)}`;

/** The list as the page shows it: on an API without carrier health, how many of the hour's calls were counted. */
export interface CarrierHealthView {
  generated_at: string;
  carriers: CarrierHealth[];
  /** only on an API without carrier health: the calls counted and the hour's total */
  sampled?: { counted: number; total: number };
}

export const carrierHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCarrierHealth: build.query<CarrierHealthView, { owner: HealthOwner; plain: boolean }>({
      async queryFn({ owner, plain }, _api, _extra, baseQuery) {
        if (!plain) {
          const result = await baseQuery(`${ownerPath(owner)}/CarrierHealth`);
          return result.error ? { error: result.error } : { data: result.data as CarrierHealthList };
        }
        const now = Date.now();
        // an account user reads its own carriers and its provider's through the root list (narrowed by scope)
        const carriers = await baseQuery(
          owner.kind === 'account' ? '/VoipCarriers' : `/ServiceProviders/${enc(owner.sid)}/VoipCarriers`,
        );
        if (carriers.error) return { error: carriers.error };
        const start = new Date(now - HOUR_MS).toISOString();
        const calls = await baseQuery(
          `${ownerPath(owner)}/RecentCalls?page=1&count=${PLAIN_CALLS_READ}&start=${enc(start)}`,
        );
        if (calls.error) return { error: calls.error };
        const page = calls.data as TimeSeriesPaged<RecentCall>;
        return {
          data: {
            generated_at: new Date(now).toISOString(),
            carriers: healthFromPlainApi(carriers.data as VoipCarrier[], page.data, now),
            sampled: { counted: page.data.length, total: page.total },
          },
        };
      },
      providesTags: [{ type: 'CarrierHealth', id: 'LIST' }],
    }),
    getCarrierHealthHistory: build.query<CarrierHealthHistory, string>({
      query: (carrierSid) => `/VoipCarriers/${enc(carrierSid)}/Health`,
      providesTags: (_r, _e, sid) => [{ type: 'CarrierHealth', id: sid }],
    }),
  }),
});

export const { useGetCarrierHealthQuery, useGetCarrierHealthHistoryQuery } = carrierHealthApi;
