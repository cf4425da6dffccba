// The call page's data (docs/product/observability.md#call-page): the call found by its sid among the owner's
// calls, the legs it dialled (the owner's calls over its time with the call's Call-ID as sip_parent_callid, or its
// trace), each leg's capture as the pcap download serves it (read here: pcap.ts), and each leg's quality where the
// API reports it (`call-quality`).
import { useEffect, useState } from 'react';
import { api } from '@switchboard/shared/api';
import type { CallQuality, RecentCall } from '@switchboard/shared/types';
import { NO_TRACE_ID } from '@switchboard/shared/validation';
import { ownerPath, useFetchFile, type CallsOwner } from '../recent-calls/api';
import { readCapture } from './pcap';
import { sipMessagesOf, type SipMessage } from './sip-message';

export const callPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCallQuality: build.query<CallQuality, { owner: CallsOwner; callSid: string }>({
      query: ({ owner, callSid }) => `${ownerPath(owner)}/RecentCalls/${encodeURIComponent(callSid)}/quality`,
    }),
  }),
});
export const { useGetCallQualityQuery } = callPageApi;

/** The query of one call by its sid (the contract's `filter`: an exact call_sid), over the last 30 days. */
export const callQuery = (callSid: string) =>
  new URLSearchParams({ page: '1', count: '1', days: '30', filter: callSid }).toString();

/** The owner's calls over the call's time, 500 at most: where its dialled legs are. */
export const legsQuery = (call: RecentCall) =>
  new URLSearchParams({
    page: '1',
    count: '500',
    start: call.attempted_at,
    end: call.terminated_at,
  }).toString();

/** The legs a call dialled: calls whose parent Call-ID is its own, or that share its trace. */
export function dialledLegs(call: RecentCall, candidates: readonly RecentCall[]): RecentCall[] {
  const traced = call.trace_id && call.trace_id !== NO_TRACE_ID ? call.trace_id : null;
  return candidates
    .filter(
      (c) =>
        c.call_sid !== call.call_sid &&
        ((call.sip_callid && c.sip_parent_callid === call.sip_callid) || (traced && c.trace_id === traced)),
    )
    .sort((a, b) => Date.parse(a.attempted_at) - Date.parse(b.attempted_at));
}

export type CaptureState =
  { status: 'loading' } | { status: 'ready'; legs: SipMessage[][] } | { status: 'error'; msg: string };

/** Each leg's SIP capture, fetched as the pcap download serves it and read here; a leg without one is left out. */
export function useLegCaptures(owner: CallsOwner | null, callIds: readonly string[]): CaptureState {
  const fetchFile = useFetchFile();
  const [state, setState] = useState<CaptureState>({ status: 'loading' });
  const key = callIds.join('\n');
  useEffect(() => {
    if (!owner || !key) return;
    let live = true;
    setState({ status: 'loading' });
    const ids = key.split('\n');
    Promise.all(
      ids.map(async (callId) => {
        try {
          const file = await fetchFile(
            `${ownerPath(owner)}/RecentCalls/${encodeURIComponent(callId)}/invite/pcap`,
            `callid-${callId}.pcap`,
          );
          return sipMessagesOf(readCapture(new Uint8Array(await file.blob.arrayBuffer())));
        } catch (error) {
          // nothing captured for this leg (the contract's 404): it has no arrows
          if ((error as { status?: number }).status === 404) return [];
          throw error;
        }
      }),
    ).then(
      (legs) => live && setState({ status: 'ready', legs }),
      (error: { msg?: string; message?: string }) =>
        live &&
        setState({ status: 'error', msg: error.msg ?? error.message ?? 'The capture could not be read.' }),
    );
    return () => {
      live = false;
    };
    // the owner's path names it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner && ownerPath(owner), key, fetchFile]);
  return state;
}
