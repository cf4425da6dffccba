// What the feature server did during a call and what it heard: the application's webhooks, TTS prompts, digit and
// speech gathers and the dial as OTLP spans (kept when the call is traced), the audio of both channels at the same
// instants (speech and DTMF, for the recording), the log lines, and the alerts of failures (TTS, or a webhook that
// fails an unanswered call).
import { NO_TRACE_ID } from '@switchboard/shared/validation';
import type { AlertRecord, DtmfTone, SpeechSegment } from '../../areas/observability';
import type { Random } from '../../lib/random';
import { e164, type CallPlan } from './call-plan';
import { TraceBuilder, type SpanHandle } from './otlp';

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

/** Writes one of the call's log lines (ms, text, pino level). */
export type CallLog = (at: number, msg: string, level?: number) => void;

/** The trace (OTLP JSON text, when traced) and the audio of the call. */
export interface Session {
  trace: string | null;
  spans: number;
  traceId: string;
  speech: SpeechSegment[];
  dtmf: DtmfTone[];
}

/** Plays the call's application; its log lines go to `log`, its alerts to `alerts`. */
export function playSession(plan: CallPlan, rnd: Random, log: CallLog, alerts: AlertRecord[]): Session {
  const {
    account,
    application,
    answered,
    attemptedAt,
    answeredAt,
    terminatedAt,
    record,
    traced,
    callSid,
    sipCallId,
    from,
    to,
    direction,
    carrier,
    fs,
    recordingStart,
  } = plan;
  // The trace: what the feature server did, and the audio it heard and played, at the same instants.
  let trace: Session['trace'] = null;
  let spans = 0;
  let traceId = NO_TRACE_ID;
  const speech: SpeechSegment[] = [];
  const dtmf: DtmfTone[] = [];
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
    // (a slow webhook: the application answers after seconds; the draw is made either way, the traffic stays put)
    const hookLatency = Math.max(40, rnd.logNormal(140, 0.5), plan.slowWebhookMs ?? 0);
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
  return { trace, spans, traceId, speech, dtmf };
}
