// What the API the portal talks to can do beyond the jambonz v1 contract, asked once per session
// (`GET /Capabilities`, no token), unless config.json brings the answer (the portal's server asked). A jambonz API
// has no such document: any failure to read one — 401 or 404 from jambonz, a network error — means plain jambonz
// v0.9.6, so every screen falls back to the plain endpoints rather than calling an addition that is not there.
import { useMemo } from 'react';
import { getRuntimeConfig } from '@switchboard/shared/config';
import { API_FEATURES, type ApiCapabilities, type ApiFeature } from '@switchboard/shared/types';
import { api } from './api';

/** What a jambonz API offers: the contract and nothing more. */
export const PLAIN_JAMBONZ: ApiCapabilities = { api: 'jambonz', version: '', features: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a capabilities document leniently: unknown feature names are dropped, anything malformed is plain. */
export function parseCapabilities(body: unknown): ApiCapabilities {
  if (!isRecord(body) || !Array.isArray(body.features)) return PLAIN_JAMBONZ;
  const known = new Set<string>(API_FEATURES);
  return {
    api: typeof body.api === 'string' ? body.api : 'unknown',
    version: typeof body.version === 'string' ? body.version : '',
    features: body.features.filter((f): f is ApiFeature => typeof f === 'string' && known.has(f)),
  };
}

export const capabilitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApiCapabilities: build.query<ApiCapabilities, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        // Asked by the portal's server for every browser when it could (config.json): not asked again here.
        const known = getRuntimeConfig().apiCapabilities;
        if (known !== undefined) return { data: parseCapabilities(known) };
        const result = await baseQuery('/Capabilities');
        return { data: result.error ? PLAIN_JAMBONZ : parseCapabilities(result.data) };
      },
      // What an API can do does not change during a session.
      keepUnusedDataFor: 24 * 3600,
    }),
  }),
});

export interface ApiCapabilityState {
  /** false until the document (or its absence) is known */
  known: boolean;
  capabilities: ApiCapabilities;
  /** Whether the API serves `feature`; false while not yet known. */
  has: (feature: ApiFeature) => boolean;
}

/** The API's capabilities for a screen: `has('phone-number-import')`, and `known` to wait where it matters. */
export function useApiCapabilities(): ApiCapabilityState {
  const { data } = capabilitiesApi.useGetApiCapabilitiesQuery();
  return useMemo(() => {
    const capabilities = data ?? PLAIN_JAMBONZ;
    return {
      known: data !== undefined,
      capabilities,
      has: (feature: ApiFeature) => capabilities.features.includes(feature),
    };
  }, [data]);
}
