// Everything the platform records about one call, as its course (call-plan.ts) and its session (session.ts) make it:
// the CDR, the SIP capture of the INVITE dialog, the feature server's log lines, the recording's description, the
// trace and the alerts.
import type { SipCaptureMessage } from '@switchboard/shared/types';
import {
  recordingKey,
  type AlertRecord,
  type CdrRecord,
  type RecordingMedia,
} from '../../areas/observability';
import type { Random } from '../../lib/random';
import { planCall } from './call-plan';
import type { AccountModel } from './platform';
import { SBC } from './platform';
import { callStreams, withInsideHop, type SimulatedStream } from './media';
import { FEATURE_SERVER_SIP_PORT, SBC_INSIDE_PORT } from './platform';
import { playSession } from './session';
import { inviteDialog } from './sip';

/** Everything the platform records about one call. */
export interface SimulatedCall {
  cdr: CdrRecord;
  /** OTLP JSON text */
  trace: string | null;
  spans: number;
  capture: SipCaptureMessage[] | null;
  logs: string[];
  recording: { key: string; media: RecordingMedia } | null;
  alerts: AlertRecord[];
  /** the RTP streams the media server reported (answered calls) */
  quality: SimulatedStream[];
}

/** A pino JSON line as the feature server writes it (the call's fields are serialised once per call). */
function pinoLine(time: number, fields: string, msg: string, level = 30): string {
  return `{"level":${level},"time":${Math.round(time)},"pid":17,"hostname":"fs-1",${fields},"msg":${JSON.stringify(msg)}}`;
}

/** One call: its CDR and everything recorded with it. `end` is when the call ended (ms). */
export function simulateCall(account: AccountModel, rnd: Random, attemptedAt: number): SimulatedCall {
  const plan = planCall(account, rnd, attemptedAt);
  const {
    direction,
    carrier,
    from,
    to,
    application,
    status,
    answered,
    callSid,
    sipCallId,
    answeredAt,
    talk,
    terminatedAt,
    hangupBy,
    terminationReason,
    record,
    recordingStart,
    media,
    fs,
  } = plan;
  const alerts: AlertRecord[] = [];
  const logs: string[] = [];
  const logFields = JSON.stringify({ callId: sipCallId, callSid, accountSid: account.sid }).slice(1, -1);
  const log = (at: number, msg: string, level = 30) => logs.push(pinoLine(at, logFields, msg, level));

  log(
    attemptedAt + 3,
    `${direction === 'inbound' ? 'new incoming call' : 'new outbound call'} from ${from} to ${to}`,
  );
  if (application) log(attemptedAt + 9, `retrieved application ${application.name} (${application.sid})`);

  const { trace, spans, traceId, speech, dtmf } = playSession(plan, rnd, log, alerts);
  if (!answered) log(terminatedAt, `call ended without answer: ${status} (${terminationReason})`);
  else log(terminatedAt, `call ended: ${terminationReason} after ${Math.round(talk / 1000)}s`);

  const year = new Date(attemptedAt).getUTCFullYear();
  const month = String(new Date(attemptedAt).getUTCMonth() + 1).padStart(2, '0');
  const day = String(new Date(attemptedAt).getUTCDate()).padStart(2, '0');
  let recording: SimulatedCall['recording'] = null;
  if (record) {
    recording = {
      key: recordingKey(String(year), month, day, callSid, 'wav'),
      media: { seed: rnd.int(1, 2 ** 30), duration_ms: terminatedAt - recordingStart, speech, dtmf },
    };
  }
  // the capture agent misses an occasional dialog
  const outside = rnd.chance(0.96)
    ? inviteDialog(
        {
          sipCallId,
          direction,
          from,
          to,
          carrier: carrier.gateway,
          sbc: SBC,
          attemptedAt,
          answeredAt,
          terminatedAt,
          status,
          hangupBy,
        },
        rnd,
      )
    : null;
  // the SBC relays the dialog to the feature server that handles the call (drawn from the media stream)
  const capture =
    outside && withInsideHop(outside, SBC, SBC_INSIDE_PORT, { ip: fs, port: FEATURE_SERVER_SIP_PORT }, media);
  const quality =
    answered && answeredAt !== null
      ? callStreams(
          {
            callSid,
            accountSid: account.sid,
            serviceProviderSid: account.serviceProviderSid,
            sipCallId,
            carrier: carrier.gateway,
            sbc: SBC,
            answeredAt,
            terminatedAt,
            impairment: plan.impairment,
          },
          media,
        )
      : [];
  const cdr: CdrRecord = {
    attempted_at: Math.round(attemptedAt),
    answered_at: answeredAt === null ? null : Math.round(answeredAt),
    terminated_at: terminatedAt,
    answered,
    direction,
    account_sid: account.sid,
    service_provider_sid: account.serviceProviderSid,
    application_sid: application?.sid ?? null,
    call_sid: callSid,
    from,
    to,
    sip_callid: sipCallId,
    sip_parent_callid: null,
    termination_reason: terminationReason,
    host: SBC.ip,
    remote_host: carrier.gateway.ip,
    trunk: carrier.name,
    trace_id: traceId,
    recording_url: recording
      ? `/Accounts/${account.sid}/RecentCalls/${callSid}/record/${year}/${month}/${day}/wav`
      : null,
    sip_status: status,
    duration: answered ? Math.round(talk / 1000) : 0,
  };
  return { cdr, trace, spans, capture, logs, recording, alerts, quality };
}
