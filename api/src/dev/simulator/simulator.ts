// The traffic simulator: a voice platform's days for the accounts in the database. For each account it places
// inbound calls to its numbers (through the carrier that owns each number) and outbound calls from them, with a
// working-day rhythm, SIP outcomes and termination reasons in realistic proportions, and durations; and, as the
// platform would record them: the CDR, an OTLP trace of what the feature server did (the application's webhooks,
// TTS, speech or DTMF gathers, the dial), the SIP capture of the INVITE dialog (and REGISTERs of carriers that
// register), the feature server's log lines, a recording for accounts and applications that record, and the alerts
// of webhook, speech and limit failures. Everything follows from the seed: the same seed and end time give the same
// traffic, down to every sid.
import type { Store } from '../../db/store';
import type { AlertRecord, CdrRecord } from '../../observability/records';
import {
  insertAlerts,
  insertCdrs,
  packBlob,
  putPackedCallLogs,
  putPackedSipCapture,
  putPackedTrace,
  putSipCapture,
  type PackedBlob,
} from '../../observability/records';
import {
  LocalRecordingStore,
  recordingKey,
  storedMedia,
  type StoredMedia,
} from '../../observability/recordings';
import { Random } from '../../observability/random';
import { inviteDialog, registerDialog, type Endpoint } from '../../observability/sip';
import { TraceBuilder, type SpanHandle } from '../../observability/otlp';
import type { DtmfTone, RecordingMedia, SpeechSegment } from '../../observability/wav';
import type { SipCaptureMessage } from '@switchboard/shared/types';
import { NO_TRACE_ID } from '@switchboard/shared/validation';

const DAY_MS = 86_400_000;
/** Share of the other answered calls that are traced. */
const TRACE_SAMPLE_RATIO = 0.3;
const SBC: Endpoint = { ip: '198.51.100.20', port: 5060 };
const FEATURE_SERVERS = ['10.0.1.11', '10.0.1.12', '10.0.1.13'];

interface CarrierModel {
  sid: string | null;
  name: string;
  gateway: Endpoint;
  requiresRegister: boolean;
  registerUser: string | null;
  registerRealm: string | null;
}

interface NumberModel {
  number: string;
  carrier: CarrierModel;
  applicationSid: string | null;
}

interface ApplicationModel {
  sid: string;
  name: string;
  callHook: string;
  statusHook: string | null;
  ttsVendor: string;
  ttsVoice: string;
  ttsLanguage: string;
  sttVendor: string;
  record: boolean;
}

export interface AccountModel {
  index: number;
  sid: string;
  serviceProviderSid: string;
  name: string;
  recordAll: boolean;
  tracing: boolean;
  numbers: NumberModel[];
  carriers: CarrierModel[];
  applications: ApplicationModel[];
}

/** A dotted IPv4 for a gateway (an FQDN gets a stable documentation address: the capture needs an IP). */
function ipOf(address: string): string {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  let h = 0;
  for (const c of address) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `203.0.113.${(h % 250) + 1}`;
}

/** The platform as the database describes it: accounts, their numbers, carriers and applications. */
export function loadPlatform(store: Store, onlyAccounts?: readonly string[]): AccountModel[] {
  const accounts = store
    .all<{ account_sid: string; service_provider_sid: string; name: string; record_all_calls: number }>(
      'SELECT account_sid, service_provider_sid, name, record_all_calls FROM accounts WHERE is_active = 1 ORDER BY created_at, account_sid',
    )
    .filter((a) => !onlyAccounts || onlyAccounts.includes(a.account_sid));
  const gatewayOf = (carrierSid: string): Endpoint | null => {
    const gw = store.get<{ ipv4: string; port: number | null }>(
      'SELECT ipv4, port FROM sip_gateways WHERE voip_carrier_sid = ? AND is_active = 1 ORDER BY inbound DESC, sip_gateway_sid LIMIT 1',
      carrierSid,
    );
    return gw ? { ip: ipOf(gw.ipv4), port: gw.port ?? 5060 } : null;
  };
  const carrierRows = store.all<{
    voip_carrier_sid: string;
    name: string;
    account_sid: string | null;
    service_provider_sid: string | null;
    requires_register: number;
    register_username: string | null;
    register_sip_realm: string | null;
  }>(
    'SELECT voip_carrier_sid, name, account_sid, service_provider_sid, requires_register, register_username, register_sip_realm FROM voip_carriers WHERE is_active = 1 ORDER BY created_at, voip_carrier_sid',
  );
  const carrierModel = (row: (typeof carrierRows)[number]): CarrierModel | null => {
    const gateway = gatewayOf(row.voip_carrier_sid);
    return gateway
      ? {
          sid: row.voip_carrier_sid,
          name: row.name,
          gateway,
          requiresRegister: row.requires_register === 1,
          registerUser: row.register_username,
          registerRealm: row.register_sip_realm,
        }
      : null;
  };
  // Accounts without a carrier of their own call through a well-known one (the predefined list of a fresh install).
  const predefined = store.all<{ name: string; ipv4: string; port: number }>(
    `SELECT c.name, g.ipv4, g.port FROM predefined_carriers c JOIN predefined_sip_gateways g
       ON g.predefined_carrier_sid = c.predefined_carrier_sid WHERE g.inbound = 1 GROUP BY c.name ORDER BY c.name`,
  );
  return accounts.map((account, index) => {
    const carriers = carrierRows
      .filter(
        (c) =>
          c.account_sid === account.account_sid ||
          (c.account_sid === null && c.service_provider_sid === account.service_provider_sid),
      )
      .map(carrierModel)
      .filter((c): c is CarrierModel => c !== null);
    if (carriers.length === 0) {
      const p = predefined.length
        ? predefined[index % predefined.length]
        : { name: 'carrier', ipv4: '203.0.113.5', port: 5060 };
      carriers.push({
        sid: null,
        name: p.name,
        gateway: { ip: ipOf(p.ipv4), port: p.port },
        requiresRegister: false,
        registerUser: null,
        registerRealm: null,
      });
    }
    const byCarrier = new Map(carriers.filter((c) => c.sid).map((c) => [c.sid as string, c]));
    const numbers: NumberModel[] = store
      .all<{ number: string; voip_carrier_sid: string | null; application_sid: string | null }>(
        'SELECT number, voip_carrier_sid, application_sid FROM phone_numbers WHERE account_sid = ? ORDER BY number',
        account.account_sid,
      )
      .map((n) => ({
        number: n.number,
        carrier:
          (n.voip_carrier_sid && byCarrier.get(n.voip_carrier_sid)) ||
          (n.voip_carrier_sid &&
            (() => {
              const row = carrierRows.find((c) => c.voip_carrier_sid === n.voip_carrier_sid);
              return row ? carrierModel(row) : null;
            })()) ||
          carriers[0],
        applicationSid: n.application_sid,
      }));
    if (numbers.length === 0) {
      // no numbers yet: the account's traffic arrives on numbers of a test range (555-01xx)
      const rnd = new Random(account.account_sid);
      for (let i = 0; i < 2; i += 1)
        numbers.push({
          number: `1555${String(rnd.int(1000000, 1999999))}`,
          carrier: carriers[0],
          applicationSid: null,
        });
    }
    const applications = store
      .all<{
        application_sid: string;
        name: string;
        call_url: string | null;
        status_url: string | null;
        speech_synthesis_vendor: string;
        speech_synthesis_voice: string | null;
        speech_synthesis_language: string;
        speech_recognizer_vendor: string;
        record_all_calls: number;
      }>(
        `SELECT a.application_sid, a.name, ch.url AS call_url, sh.url AS status_url, a.speech_synthesis_vendor,
           a.speech_synthesis_voice, a.speech_synthesis_language, a.speech_recognizer_vendor, a.record_all_calls
         FROM applications a LEFT JOIN webhooks ch ON ch.webhook_sid = a.call_hook_sid
         LEFT JOIN webhooks sh ON sh.webhook_sid = a.call_status_hook_sid
         WHERE a.account_sid = ? ORDER BY a.name, a.application_sid`,
        account.account_sid,
      )
      .map((a) => ({
        sid: a.application_sid,
        name: a.name,
        callHook: a.call_url ?? `https://hooks.example.com/${a.application_sid}`,
        statusHook: a.status_url,
        ttsVendor: a.speech_synthesis_vendor,
        ttsVoice: a.speech_synthesis_voice ?? 'en-US-Standard-C',
        ttsLanguage: a.speech_synthesis_language,
        sttVendor: a.speech_recognizer_vendor,
        record: a.record_all_calls === 1,
      }));
    return {
      index,
      sid: account.account_sid,
      serviceProviderSid: account.service_provider_sid,
      name: account.name,
      recordAll: account.record_all_calls === 1,
      // one account in four has tracing switched off: its calls carry the all-zero trace id
      tracing: index % 4 !== 3,
      numbers,
      carriers,
      applications,
    };
  });
}

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
}

const OUTCOMES: readonly (readonly [number, number])[] = [
  [200, 68],
  [487, 10],
  [486, 6],
  [480, 5],
  [408, 3],
  [404, 3],
  [603, 2],
  [503, 2],
  [500, 0.5],
  [403, 0.5],
];

const REASON: Record<number, string> = {
  487: 'caller abandoned',
  486: 'busy',
  480: 'no answer',
  408: 'no answer',
  404: 'failed',
  603: 'declined',
  503: 'failed',
  500: 'failed',
  403: 'failed',
};

/** Relative call volume per UTC hour (a working day in the Americas) and per weekday (Sunday first). */
const HOURLY = [3, 2, 1, 1, 1, 1, 1, 1, 2, 3, 5, 7, 9, 12, 14, 15, 15, 14, 14, 13, 12, 10, 7, 5];
const WEEKDAY = [0.35, 1, 1.05, 1.05, 1, 0.95, 0.45];

const PROMPTS = [
  'Thank you for calling. For sales press 1, for support press 2.',
  'Please say or enter your account number.',
  'Your call is important to us. Please hold while we connect you.',
  'Press 1 to confirm your appointment, or 2 to reschedule.',
  'Welcome back. How can I help you today?',
];
const TRANSCRIPTS = [
  'I need help with my bill',
  'representative',
  'check my order status',
  'yes please',
  'reschedule',
];

function e164(rnd: Random): string {
  const area = rnd.pick([212, 213, 305, 312, 404, 415, 503, 512, 617, 646, 702, 713, 801, 917]);
  return `+1${area}${rnd.int(200, 999)}${String(rnd.int(0, 9999)).padStart(4, '0')}`;
}

/** A pino JSON line as the feature server writes it (the call's fields are serialised once per call). */
function pinoLine(time: number, fields: string, msg: string, level = 30): string {
  return `{"level":${level},"time":${Math.round(time)},"pid":17,"hostname":"fs-1",${fields},"msg":${JSON.stringify(msg)}}`;
}

/** One call: its CDR and everything recorded with it. `end` is when the call ended (ms). */
export function simulateCall(account: AccountModel, rnd: Random, attemptedAt: number): SimulatedCall {
  const direction: 'inbound' | 'outbound' = rnd.chance(0.56) ? 'inbound' : 'outbound';
  const did = rnd.pick(account.numbers);
  const carrier = direction === 'inbound' ? did.carrier : rnd.pick(account.carriers);
  const other = e164(rnd);
  const from = direction === 'inbound' ? other : did.number;
  const to = direction === 'inbound' ? did.number : other;
  const application =
    (did.applicationSid && account.applications.find((a) => a.sid === did.applicationSid)) ||
    (account.applications.length ? rnd.pick(account.applications) : null);
  const status = rnd.weighted(OUTCOMES);
  const answered = status === 200;
  const callSid = rnd.uuid();
  const sipCallId = `${rnd.hex(8)}-${rnd.hex(4)}-${rnd.hex(8)}@${direction === 'inbound' ? carrier.gateway.ip : SBC.ip}`;
  const fs = rnd.pick(FEATURE_SERVERS);
  const ring =
    status === 200
      ? Math.min(40_000, Math.max(400, rnd.logNormal(5500, 0.6)))
      : status === 487
        ? rnd.int(2000, 30_000)
        : status === 480 || status === 408
          ? rnd.int(20_000, 60_000)
          : status === 486 || status === 603
            ? rnd.int(800, 4000)
            : rnd.int(80, 900);
  const answeredAt = answered ? attemptedAt + ring : null;
  const talk = answered ? Math.min(1_200_000, Math.max(3000, rnd.logNormal(75_000, 0.9))) : 0;
  const terminatedAt = Math.round(answered ? (answeredAt as number) + talk : attemptedAt + ring);
  const hangupBy: 'caller' | 'callee' = rnd.chance(0.55) ? 'caller' : 'callee';
  const terminationReason = answered
    ? hangupBy === 'caller'
      ? 'caller hungup'
      : 'called party hungup'
    : REASON[status];
  const record = answered && (account.recordAll || application?.record === true || rnd.chance(0.04));
  // tracing samples part of the calls (an OTel trace-id ratio sampler), all of the recorded ones (the player's
  // DTMF and latency regions come from the trace)
  const traced =
    answered && account.tracing && application !== null && (record || rnd.chance(TRACE_SAMPLE_RATIO));
  const alerts: AlertRecord[] = [];
  const logs: string[] = [];
  const logFields = JSON.stringify({ callId: sipCallId, callSid, accountSid: account.sid }).slice(1, -1);
  const log = (at: number, msg: string, level = 30) => logs.push(pinoLine(at, logFields, msg, level));

  log(
    attemptedAt + 3,
    `${direction === 'inbound' ? 'new incoming call' : 'new outbound call'} from ${from} to ${to}`,
  );
  if (application) log(attemptedAt + 9, `retrieved application ${application.name} (${application.sid})`);

  // The trace: what the feature server did, and the audio it heard and played, at the same instants.
  let trace: SimulatedCall['trace'] = null;
  let spans = 0;
  let traceId = NO_TRACE_ID;
  const speech: SpeechSegment[] = [];
  const dtmf: DtmfTone[] = [];
  const recordingStart = answeredAt ?? attemptedAt;
  if (application && answered) {
    const tb = new TraceBuilder(
      rnd,
      {
        'service.name': 'jambonz-feature-server',
        'service.version': '0.9.6',
        'host.name': fs,
      },
      traced,
    );
    const root = tb.span(
      direction === 'inbound' ? 'incoming-call' : 'outbound-call',
      null,
      attemptedAt,
      terminatedAt,
      {
        callSid,
        accountSid: account.sid,
        applicationSid: application.sid,
        callId: sipCallId,
        from,
        to,
        direction,
        trunk: carrier.name,
      },
      2,
    );
    const hookStart = attemptedAt + rnd.int(8, 30);
    const hookLatency = Math.max(40, rnd.logNormal(140, 0.5));
    tb.span('app-hook', root, hookStart, hookStart + hookLatency, {
      'http.method': 'POST',
      'http.url': application.callHook,
      'http.statusCode': 200,
    });
    log(hookStart + hookLatency, `POST ${application.callHook} returned 200 in ${Math.round(hookLatency)}ms`);
    log((answeredAt as number) + 1, 'call answered');
    let rec: SpanHandle | null = null;
    if (record) {
      rec = tb.span('background-record:listen', root, answeredAt as number, terminatedAt, {
        'record.url': `wss://recorder.internal/${callSid}`,
        'record.channels': 2,
      });
    }
    let t = (answeredAt as number) + rnd.int(150, 400);
    const rel = (ms: number) => ms - recordingStart;
    const turns = rnd.int(1, 4);
    for (let turn = 0; turn < turns && t < terminatedAt - 1500; turn += 1) {
      // the application speaks a prompt
      const prompt = rnd.pick(PROMPTS);
      const cached = rnd.chance(0.6);
      const ttfb = cached ? rnd.int(5, 40) : Math.max(80, rnd.logNormal(260, 0.45));
      const sayLength = 900 + prompt.length * 55;
      const sayEnd = Math.min(terminatedAt, t + ttfb + sayLength);
      const say = tb.span(`verb:say{text="${prompt.slice(0, 40)}"}`, root, t, sayEnd, { 'verb.name': 'say' });
      tb.span('tts-generation', say, t, t + ttfb, {
        'tts.vendor': application.ttsVendor,
        'tts.voice': application.ttsVoice,
        'tts.language': application.ttsLanguage,
        'tts.cached': cached,
        time_to_first_byte_ms: String(Math.round(ttfb)),
      });
      if (!cached && rnd.chance(0.01)) {
        alerts.push({
          time: Math.round(t + ttfb),
          alert_type: 'tts-failure',
          message: `${application.ttsVendor} TTS failure: timeout after ${Math.round(ttfb)}ms, retried`,
          detail: `voice ${application.ttsVoice}`,
          account_sid: account.sid,
          service_provider_sid: account.serviceProviderSid,
          vendor: application.ttsVendor,
          target_sid: callSid,
        });
      }
      speech.push({ channel: 1, start_ms: rel(t + ttfb), end_ms: rel(sayEnd), pitch: 190 });
      log(
        t,
        `executing task say (${application.ttsVendor} ${application.ttsVoice}${cached ? ', cached' : ''})`,
      );
      t = sayEnd + rnd.int(100, 300);
      if (t >= terminatedAt - 1000) break;
      // then listens: digits or speech
      const byDigits = rnd.chance(0.5);
      const gatherEnd = Math.min(terminatedAt, t + rnd.int(2500, 7000));
      const gather = tb.span(`verb:gather{input=["digits","speech"]}`, root, t, gatherEnd, {
        'verb.name': 'gather',
      });
      if (byDigits) {
        let d = t + rnd.int(800, 1800);
        const digits = rnd.int(1, 4);
        let pressed = '';
        for (let i = 0; i < digits && d < gatherEnd - 300; i += 1) {
          const digit = rnd.pick(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#']);
          const length = rnd.int(100, 220);
          tb.span(`dtmf:${digit}`, gather, d, d + length, { dtmf: digit, duration: `${length}ms` });
          dtmf.push({ digit, start_ms: rel(d), duration_ms: length });
          pressed += digit;
          d += length + rnd.int(180, 600);
        }
        const hookAt = Math.min(gatherEnd, d);
        const latency = Math.max(30, rnd.logNormal(120, 0.5));
        tb.span('verb:hook', gather, hookAt, hookAt + latency, {
          'http.method': 'POST',
          'http.url': `${application.callHook.replace(/\/$/, '')}/action`,
          'http.statusCode': 200,
          'http.body': JSON.stringify({ reason: 'dtmfDetected', digits: pressed }),
        });
        log(hookAt, `gather: collected digits ${pressed}`);
      } else {
        const speakStart = t + rnd.int(400, 1200);
        const speakEnd = Math.min(gatherEnd - 200, speakStart + rnd.int(900, 2600));
        const transcript = rnd.pick(TRANSCRIPTS);
        const sttLatency = rnd.int(180, 700);
        tb.span(`stt-listen:1`, gather, t, speakEnd + sttLatency, {
          'stt.vendor': application.sttVendor,
          'stt.resolve': 'speech',
          'stt.latency_ms': String(sttLatency),
          'stt.result': JSON.stringify({
            vendor: { name: application.sttVendor },
            language_code: application.ttsLanguage,
            alternatives: [{ transcript, confidence: Number((0.75 + rnd.next() * 0.24).toFixed(2)) }],
          }),
        });
        if (speakEnd > speakStart)
          speech.push({
            channel: 0,
            start_ms: rel(speakStart),
            end_ms: rel(speakEnd),
            pitch: rnd.pick([110, 130, 210]),
          });
        const hookAt = Math.min(terminatedAt, speakEnd + sttLatency);
        tb.span('verb:hook', gather, hookAt, hookAt + rnd.int(60, 240), {
          'http.method': 'POST',
          'http.url': `${application.callHook.replace(/\/$/, '')}/action`,
          'http.statusCode': 200,
          'http.body': JSON.stringify({
            reason: 'speechDetected',
            speech: { alternatives: [{ transcript }] },
          }),
        });
        log(hookAt, `gather: speech "${transcript}"`);
      }
      t = gatherEnd + rnd.int(200, 500);
      // after the menu the caller is put through to a person for the rest of the call
      if ((turn === turns - 1 || rnd.chance(0.3)) && t < terminatedAt - 5000) {
        const target = e164(rnd);
        const dial = tb.span(`verb:dial{target="${target}"}`, root, t, terminatedAt, { 'verb.name': 'dial' });
        const connect = t + rnd.int(1500, 9000);
        tb.span('outdial', dial, t, Math.min(connect, terminatedAt), {
          'sip.uri': `sip:${target}@${carrier.gateway.ip}`,
          trunk: carrier.name,
          'sip.status': 200,
        });
        // a conversation: turns on both channels
        let s = Math.min(connect, terminatedAt);
        let channel: 0 | 1 = 1;
        while (s < terminatedAt - 800) {
          const length = rnd.int(1200, 6000);
          speech.push({
            channel,
            start_ms: rel(s),
            end_ms: rel(Math.min(terminatedAt, s + length)),
            pitch: channel === 1 ? 170 : 120,
          });
          s += length + rnd.int(200, 900);
          channel = channel === 1 ? 0 : 1;
        }
        log(t, `dialing ${target} via ${carrier.name}`);
        break;
      }
    }
    if (rec) log(terminatedAt + 20, 'recording stopped and uploaded');
    if (traced) {
      trace = tb.toJson();
      spans = tb.size;
      traceId = tb.traceId;
    }
  } else if (application && rnd.chance(0.25)) {
    // an unanswered call may still fail on the application's side
    const failure = rnd.weighted([
      ['webhook-failure', 5],
      ['webhook-connection-failure', 2],
      ['invalid-app-payload', 1],
    ] as const);
    alerts.push({
      time: attemptedAt + rnd.int(20, 400),
      alert_type: failure,
      message:
        failure === 'webhook-failure'
          ? `${application.callHook} returned 500`
          : failure === 'webhook-connection-failure'
            ? `failed to connect to ${application.callHook}`
            : `invalid application payload from ${application.callHook}: unknown verb "sayy"`,
      detail: failure === 'webhook-failure' ? 'Internal Server Error' : null,
      account_sid: account.sid,
      service_provider_sid: account.serviceProviderSid,
      vendor: null,
      target_sid: callSid,
    });
    log(attemptedAt + 200, `${failure}: ${application.callHook}`, 50);
  }
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
  const capture = rnd.chance(0.96)
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
  return { cdr, trace, spans, capture, logs, recording, alerts };
}

export interface SimulationOptions {
  seed: number;
  /** days of traffic, ending at `until` */
  days: number;
  /** ms since the epoch: the traffic ends here (default now) */
  until: number;
  /** average calls per account on a working day */
  callsPerDay: number;
  /** only these accounts (default every active account) */
  accounts?: readonly string[];
  /** calls written per transaction */
  batch?: number;
}

export interface SimulationResult {
  accounts: number;
  calls: number;
  alerts: number;
  recordings: number;
  traces: number;
  ms: number;
}

/** A simulated call as it is written: its trace, capture and log lines packed (packBlob), the rest as made. */
export interface PackedCall {
  cdr: CdrRecord;
  alerts: AlertRecord[];
  trace: PackedBlob | null;
  capture: PackedBlob | null;
  logs: PackedBlob | null;
  recording: { key: string; media: StoredMedia } | null;
}

/** Packs what the call carries for storage: half the work of a simulated call, which workers can do (see pool). */
export function packCall(call: SimulatedCall): PackedCall {
  return {
    cdr: call.cdr,
    alerts: call.alerts,
    trace: call.trace ? packBlob(call.trace, call.spans) : null,
    capture: call.capture ? packBlob(call.capture, call.capture.length) : null,
    logs: call.logs.length ? packBlob(call.logs, call.logs.length) : null,
    recording: call.recording && { key: call.recording.key, media: storedMedia(call.recording.media) },
  };
}

/**
 * Writes a batch of simulated calls (and their alerts, traces, captures, logs, recordings) in one transaction.
 * Calls already recorded (the same seed again) are left out with everything they carry; returns those written.
 */
export function writeSimulatedCalls(store: Store, calls: readonly PackedCall[], now: number): PackedCall[] {
  const recordings = new LocalRecordingStore(store);
  return store.transaction(() => {
    const fresh = insertCdrs(
      store,
      calls.map((c) => c.cdr),
    ).map((index) => calls[index]);
    insertAlerts(
      store,
      fresh.flatMap((c) => c.alerts),
    );
    for (const call of fresh) {
      const { cdr } = call;
      if (call.trace) putPackedTrace(store, cdr.trace_id, cdr.account_sid, call.trace, now);
      if (call.capture)
        putPackedSipCapture(
          store,
          {
            sip_callid: cdr.sip_callid,
            method: 'invite',
            account_sid: cdr.account_sid,
            service_provider_sid: cdr.service_provider_sid,
          },
          call.capture,
          cdr.terminated_at,
        );
      if (call.logs && cdr.call_sid) putPackedCallLogs(store, cdr.call_sid, cdr.account_sid, call.logs);
      if (call.recording && cdr.call_sid)
        recordings.put(
          cdr.account_sid,
          call.recording.key,
          cdr.call_sid,
          'wav',
          call.recording.media,
          cdr.terminated_at,
        );
    }
    return fresh;
  });
}

/** Limits and registrations of the simulated days: account and service-provider limit alerts, carrier REGISTERs. */
function platformEvents(
  store: Store,
  accounts: readonly AccountModel[],
  rnd: Random,
  since: number,
  until: number,
): AlertRecord[] {
  const alerts: AlertRecord[] = [];
  for (const account of accounts) {
    for (let day = since; day < until; day += DAY_MS) {
      if (rnd.chance(0.3)) {
        const limit = rnd.pick([10, 20, 30]);
        alerts.push({
          time: Math.round(day + rnd.int(13, 21) * 3_600_000 + rnd.int(0, 3_599_999)),
          alert_type: 'account-call-limit',
          message: `You have exceeded your account limit of ${limit} simultaneous calls`,
          detail: null,
          account_sid: account.sid,
          service_provider_sid: account.serviceProviderSid,
          vendor: null,
          target_sid: null,
        });
      }
      if (rnd.chance(0.12)) {
        alerts.push({
          time: Math.round(day + rnd.int(0, DAY_MS - 1)),
          alert_type: 'play-url-notfound',
          message: 'play: https://media.example.com/prompts/holiday-hours.mp3 returned 404',
          detail: null,
          account_sid: account.sid,
          service_provider_sid: account.serviceProviderSid,
          vendor: null,
          target_sid: null,
        });
      }
    }
  }
  // carriers that register: the SBC re-registers every hour; the last exchange is kept (Homer's view) and its
  // outcome becomes the carrier's registration status, as the platform's registrar does
  const seen = new Set<string>();
  for (const account of accounts) {
    for (const carrier of account.carriers) {
      if (!carrier.sid || !carrier.requiresRegister || seen.has(carrier.sid)) continue;
      seen.add(carrier.sid);
      const callId = `${rnd.hex(12)}@${SBC.ip}`;
      const at = until - rnd.int(60_000, 3_000_000);
      const messages = registerDialog(
        {
          sipCallId: callId,
          sbc: SBC,
          registrar: carrier.gateway,
          username: carrier.registerUser ?? 'trunk',
          realm: carrier.registerRealm ?? carrier.gateway.ip,
          at,
          expires: 3600,
        },
        rnd,
      );
      store.transaction(() => {
        putSipCapture(
          store,
          {
            sip_callid: callId,
            method: 'register',
            account_sid: null,
            service_provider_sid: account.serviceProviderSid,
            messages,
          },
          at,
        );
        store.run(
          'UPDATE voip_carriers SET register_status = ? WHERE voip_carrier_sid = ?',
          JSON.stringify({ status: 'ok', reason: '200 OK', callId }),
          carrier.sid,
        );
      });
    }
  }
  return alerts;
}

const HOUR_WEIGHT_TOTAL = HOURLY.reduce((sum, w) => sum + w, 0);

/**
 * An account's calls over the options' days, in time order of their hours. Each account draws from its own stream,
 * so adding an account does not change the others' traffic, and accounts can be simulated apart (see pool).
 */
export function* accountCalls(account: AccountModel, options: SimulationOptions): Generator<SimulatedCall> {
  const rnd = new Random(`${options.seed}:${account.sid}`);
  const since = options.until - options.days * DAY_MS;
  const volume = options.callsPerDay * (0.6 + rnd.next() * 0.8);
  for (let dayStart = Math.floor(since / DAY_MS) * DAY_MS; dayStart < options.until; dayStart += DAY_MS) {
    const weekday = new Date(dayStart).getUTCDay();
    for (let hour = 0; hour < 24; hour += 1) {
      const expected = (volume * WEEKDAY[weekday] * HOURLY[hour]) / HOUR_WEIGHT_TOTAL;
      // Poisson count for the hour
      let count = 0;
      for (let p = Math.exp(-expected), sum = p, u = rnd.next(); u > sum && count < 500;) {
        count += 1;
        p = (p * expected) / count;
        sum += p;
      }
      for (let i = 0; i < count; i += 1) {
        const at = dayStart + hour * 3_600_000 + rnd.next() * 3_600_000;
        if (at < since || at >= options.until) continue;
        const call = simulateCall(account, rnd, at);
        if (call.cdr.terminated_at > options.until) continue; // still in progress at the end: no CDR yet
        yield call;
      }
    }
  }
}

/** Adds what `written` carries to the result's counts. */
export function countWritten(result: SimulationResult, written: readonly PackedCall[]): void {
  for (const c of written) {
    result.calls += 1;
    result.alerts += c.alerts.length;
    if (c.recording) result.recordings += 1;
    if (c.trace) result.traces += 1;
  }
}

/** The days' platform events (limits, registrations), once the calls are written. */
export function finishSimulation(
  store: Store,
  accounts: readonly AccountModel[],
  options: SimulationOptions,
  result: SimulationResult,
): void {
  const since = options.until - options.days * DAY_MS;
  const events = platformEvents(store, accounts, new Random(options.seed), since, options.until).filter(
    (a) =>
      !store.get(
        'SELECT 1 FROM alerts WHERE time = ? AND alert_type = ? AND account_sid IS ?',
        a.time,
        a.alert_type,
        a.account_sid,
      ),
  );
  store.transaction(() => insertAlerts(store, events));
  result.alerts += events.length;
}

export const emptyResult = (accounts: number): SimulationResult => ({
  accounts,
  calls: 0,
  alerts: 0,
  recordings: 0,
  traces: 0,
  ms: 0,
});

/**
 * Sets this connection up for a bulk write of simulated days: a larger page cache and fewer WAL checkpoints (the
 * random keys of calls, traces and captures touch most index pages of every batch). Returns what puts both back
 * and checkpoints. Durability is unchanged: every batch is a committed transaction.
 */
export function startBulkWrites(store: Store): () => void {
  const cacheSize = store.db.pragma('cache_size', { simple: true }) as number;
  const autoCheckpoint = store.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  store.db.pragma('cache_size = -131072'); // 128 MiB
  store.db.pragma('wal_autocheckpoint = 10000'); // 40 MB of WAL between checkpoints
  return () => {
    store.db.pragma(`cache_size = ${Math.trunc(cacheSize)}`);
    store.db.pragma(`wal_autocheckpoint = ${Math.trunc(autoCheckpoint)}`);
    store.db.pragma('wal_checkpoint(PASSIVE)');
  };
}

/**
 * Days of traffic for the accounts, made and written in batches on this thread (`simulateInWorkers` makes them on
 * worker threads: the same calls, faster).
 */
export function simulate(store: Store, options: SimulationOptions): SimulationResult {
  const started = Date.now();
  const accounts = loadPlatform(store, options.accounts);
  const batchSize = options.batch ?? 2000;
  const result = emptyResult(accounts.length);
  let batch: PackedCall[] = [];
  const flush = () => {
    countWritten(result, writeSimulatedCalls(store, batch, options.until));
    batch = [];
  };
  const endBulkWrites = startBulkWrites(store);
  try {
    for (const account of accounts) {
      for (const call of accountCalls(account, options)) {
        batch.push(packCall(call));
        if (batch.length >= batchSize) flush();
      }
    }
    flush();
  } finally {
    endBulkWrites();
  }
  finishSimulation(store, accounts, options, result);
  result.ms = Date.now() - started;
  return result;
}

/**
 * Live traffic: a call ends every few seconds (its CDR written as it ends, like the SBC does), until stopped.
 * Returns the stop function.
 */
export function startLiveTraffic(
  store: Store,
  options: { seed: number; meanIntervalMs?: number; accounts?: readonly string[]; now?: () => number },
): () => void {
  const now = options.now ?? Date.now;
  const rnd = new Random(`${options.seed}:live:${now()}`);
  const mean = options.meanIntervalMs ?? 4000;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    try {
      const accounts = loadPlatform(store, options.accounts);
      if (accounts.length) {
        const account = rnd.pick(accounts);
        const end = now();
        // the same call twice from one seed (its course depends only on the seed): once to learn its length,
        // then placed so that it ends now
        const seed = rnd.int(1, 2 ** 30);
        const draft = simulateCall(account, new Random(seed), end);
        const length = draft.cdr.terminated_at - draft.cdr.attempted_at;
        const call = simulateCall(account, new Random(seed), end - length);
        if (call.cdr.terminated_at <= end + 1) writeSimulatedCalls(store, [packCall(call)], end);
      }
    } catch (error) {
      console.error('live traffic: could not write a call', error);
    }
    timer = setTimeout(tick, Math.max(250, rnd.exponential(mean)));
  };
  timer = setTimeout(tick, Math.max(250, rnd.exponential(mean)));
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
}
