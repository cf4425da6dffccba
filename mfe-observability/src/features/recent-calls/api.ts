// Recent calls (contract §6.3/§6.4, §5.11): the time-series list of an account or of a service provider's
// accounts, the calls-per-hour chart, a call's SIP capture summary, pcap, trace and logs, its recording (read,
// delete) and the CSV export. Files (pcap, recording, CSV) come back as object URLs, never as blobs in the store.
import { api, portalBaseQuery } from '@switchboard/shared/api';
import type { ApiError } from '@switchboard/shared/api';
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

/** A file fetched with the session's token, as an object URL the caller revokes. */
export interface DownloadedFile {
  url: string;
  type: string;
  size: number;
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
    /** A file (recording, pcap, CSV) through the base query (token, errors), handed over as an object URL. */
    downloadFile: build.mutation<DownloadedFile, { path: string; fileName: string }>({
      async queryFn({ path, fileName }, queryApi, extraOptions) {
        const result = await portalBaseQuery(
          {
            url: path,
            headers: { 'Content-Type': 'application/octet-stream' },
            responseHandler: (response: Response) => response.blob(),
          },
          queryApi,
          extraOptions ?? {},
        );
        if (result.error) return { error: result.error as ApiError };
        const blob = result.data as Blob;
        const response = (result.meta as { response?: Response } | undefined)?.response;
        const disposition = response?.headers.get('Content-Disposition') ?? null;
        return {
          data: {
            url: URL.createObjectURL(blob),
            type: blob.type,
            size: blob.size,
            fileName: fileNameOf(disposition, fileName),
          },
        };
      },
    }),
    deleteRecording: build.mutation<void, { path: string }>({
      query: ({ path }) => ({ url: path, method: 'DELETE' }),
      invalidatesTags: [{ type: 'RecentCalls', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetRecentCallsQuery,
  useGetCallsPerHourQuery,
  useGetSipCaptureQuery,
  useGetTraceQuery,
  useLazyGetCallLogsQuery,
  useDownloadFileMutation,
  useDeleteRecordingMutation,
} = recentCallsApi;
