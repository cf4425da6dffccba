// Recent calls (docs/api/contract.md#service-providers/#accounts, #recent-calls-and-alerts): the time-series list of an account or of a service provider's
// accounts, the calls-per-hour chart, a call's SIP capture summary, pcap, trace and logs, its recording (read,
// delete) and the CSV export. Files (pcap, recording, CSV) come back as object URLs, never as blobs in the store.
import { useCallback } from 'react';
import { api, portalBaseQuery, type ApiError } from '@switchboard/shared/api';
import { useAppStore } from '@switchboard/shared/store';
import type { CallsPerHour, OtlpTrace, RecentCall, TimeSeriesPaged } from '@switchboard/shared/types';

/** Whose calls: one account, or every account of a service provider ("All accounts"). */
export type CallsOwner = { accountSid: string } | { serviceProviderSid: string };

export const ownerPath = (owner: CallsOwner) =>
  'accountSid' in owner
    ? `/Accounts/${encodeURIComponent(owner.accountSid)}`
    : `/ServiceProviders/${encodeURIComponent(owner.serviceProviderSid)}`;

export interface CallsQueryArgs {
  owner: CallsOwner;
  /** the query string: page, count, days or start/end, direction, answered, filter */
  query: string;
}

/** A file fetched with the session's token (a Blob: kept in the component, never in the store). */
export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? fallback;

export const recentCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentCalls: build.query<TimeSeriesPaged<RecentCall>, CallsQueryArgs>({
      query: ({ owner, query }) => `${ownerPath(owner)}/RecentCalls?${query}`,
      providesTags: [{ type: 'RecentCalls', id: 'LIST' }],
    }),
    getCallsPerHour: build.query<CallsPerHour, CallsQueryArgs>({
      query: ({ owner, query }) => `${ownerPath(owner)}/CallsPerHour?${query}`,
      providesTags: [{ type: 'RecentCalls', id: 'CHART' }],
    }),
    /** Homer's summary of a Call-ID: `total` > 0 means a pcap exists. */
    getSipCapture: build.query<{ total: number }, { owner: CallsOwner; sipCallId: string }>({
      query: ({ owner, sipCallId }) => `${ownerPath(owner)}/RecentCalls/${encodeURIComponent(sipCallId)}`,
    }),
    getTrace: build.query<OtlpTrace, { accountSid: string; traceId: string }>({
      query: ({ accountSid, traceId }) =>
        `/Accounts/${encodeURIComponent(accountSid)}/RecentCalls/trace/${encodeURIComponent(traceId)}`,
      keepUnusedDataFor: 300,
    }),
    getCallLogs: build.query<string[], { accountSid: string; callSid: string }>({
      query: ({ accountSid, callSid }) =>
        `/Accounts/${encodeURIComponent(accountSid)}/RecentCalls/${encodeURIComponent(callSid)}/logs`,
    }),
    deleteRecording: build.mutation<void, { path: string }>({
      query: ({ path }) => ({ url: path, method: 'DELETE' }),
      invalidatesTags: [{ type: 'RecentCalls', id: 'LIST' }],
    }),
  }),
});

/** The most calls an export written here gathers (20 pages of the time series' largest page, 500). */
export const EXPORT_HERE_MAX_CALLS = 10_000;
const EXPORT_PAGE = 500;

/**
 * The calls of a filter, newest first, page after page (an API without `…/RecentCalls/export.csv`), up to
 * EXPORT_HERE_MAX_CALLS; with the total the API reported.
 */
export function useCallsOfFilter(): (
  owner: CallsOwner,
  pageQuery: (page: number, count: number) => string,
) => Promise<{ calls: RecentCall[]; total: number }> {
  const store = useAppStore();
  return useCallback(
    async (owner, pageQuery) => {
      const calls: RecentCall[] = [];
      let total = 0;
      for (let page = 1; calls.length < EXPORT_HERE_MAX_CALLS; page += 1) {
        const result = await store
          .dispatch(
            recentCallsApi.endpoints.getRecentCalls.initiate(
              { owner, query: pageQuery(page, EXPORT_PAGE) },
              { subscribe: false, forceRefetch: true },
            ),
          )
          .unwrap();
        total = result.total;
        calls.push(...result.data);
        if (result.data.length < EXPORT_PAGE || calls.length >= total) break;
      }
      return { calls: calls.slice(0, EXPORT_HERE_MAX_CALLS), total };
    },
    [store],
  );
}

export const {
  useGetRecentCallsQuery,
  useGetCallsPerHourQuery,
  useGetSipCaptureQuery,
  useGetTraceQuery,
  useLazyGetCallLogsQuery,
  useDeleteRecordingMutation,
} = recentCallsApi;

/**
 * Fetches a file (recording, pcap, CSV) through the portal's base query — the session's token (or a partner's
 * token getter), the API base URL, errors as {status, msg} — and hands over the Blob. Rejects with the ApiError.
 */
export function useFetchFile(): (path: string, fileName: string) => Promise<FetchedFile> {
  const store = useAppStore();
  return useCallback(
    async (path: string, fileName: string) => {
      const controller = new AbortController();
      const result = await portalBaseQuery(
        {
          url: path,
          headers: { 'Content-Type': 'application/octet-stream' },
          responseHandler: (response: Response) => response.blob(),
        },
        {
          signal: controller.signal,
          abort: () => controller.abort(),
          dispatch: store.dispatch,
          getState: store.getState,
          extra: undefined,
          endpoint: 'fetchFile',
          type: 'query',
        },
        {},
      );
      if (result.error) throw result.error as ApiError;
      const response = (result.meta as { response?: Response } | undefined)?.response;
      return {
        blob: result.data as Blob,
        fileName: fileNameOf(response?.headers.get('Content-Disposition') ?? null, fileName),
      };
    },
    [store],
  );
}

/** Saves a fetched file the way a download link does. */
export function saveFile(file: FetchedFile): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
