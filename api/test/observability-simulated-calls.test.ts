// The files of a simulated platform's calls: OTLP spans that nest, libpcap that parses, logs (also from a
// configured logs source) and a WAV recording with in-band DTMF.
import type { OtlpTrace } from '@switchboard/shared/types';
import { createWorld } from './helpers';
import { readPcap, PCAP_MAGIC } from '../src/areas/observability/sip-captures/pcap';
import { simulate, loadPlatform, simulateCall } from '../src/dev/simulator/simulator';
import { Random } from '../src/lib/random';
import { spansOf } from '../src/dev/simulator/otlp';
import { SBC_INSIDE_PORT } from '../src/dev/simulator/platform';
import { DTMF_FREQUENCIES } from '../src/areas/observability/recordings/wav';
import { NOW, ingest, w } from './observability.fixtures';

describe('a simulated platform: trace, pcap, logs and recording of its calls', () => {
  let account: string;
  let traced: { call_sid: string; trace_id: string; sip_callid: string; recording_url: string | null };
  beforeAll(async () => {
    account = (
      await w.api('POST', '/v1/Accounts', w.tokens.admin, { name: 'simulated', service_provider_sid: w.sp1 })
    ).json().sid;
    const app = await w.api('POST', '/v1/Applications', w.tokens.admin, {
      name: 'IVR',
      account_sid: account,
      call_hook: { url: 'https://hooks.example.com/ivr', method: 'POST' },
      call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
    });
    expect(app.statusCode).toBe(201);
    // record_all_calls: every answered call has a recording (and its trace); the capture agent misses a dialog
    // now and then (the simulator's 4 %), so the call taken is one whose dialog was captured
    w.app.ctx.store.run('UPDATE accounts SET record_all_calls = 1 WHERE account_sid = ?', account);
    simulate(w.app.ctx.store, { seed: 42, days: 1, until: NOW, callsPerDay: 120, accounts: [account] });
    traced = w.app.ctx.store.get(
      "SELECT call_sid, trace_id, sip_callid, recording_url FROM cdrs WHERE account_sid = ? AND recording_url IS NOT NULL AND trace_id <> '00000000000000000000000000000000' AND duration BETWEEN 20 AND 90 AND EXISTS (SELECT 1 FROM sip_captures c WHERE c.sip_callid = cdrs.sip_callid AND c.method = 'invite') ORDER BY attempted_at DESC LIMIT 1",
      account,
    )!;
  });

  test('the trace: OTLP spans with names and attributes like a feature server’s, nesting by parentSpanId', async () => {
    const res = await w.api(
      'GET',
      `/v1/Accounts/${account}/RecentCalls/trace/${traced.trace_id}`,
      w.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    const trace = res.json() as OtlpTrace;
    expect(trace.resourceSpans[0].instrumentationLibrarySpans?.[0].instrumentationLibrary?.name).toBe(
      'jambonz-feature-server',
    );
    const spans = spansOf(trace);
    const ids = new Set(spans.map((s) => s.spanId));
    const roots = spans.filter((s) => !s.parentSpanId);
    expect(roots).toHaveLength(1);
    expect(spans.filter((s) => s.parentSpanId).every((s) => ids.has(s.parentSpanId as string))).toBe(true);
    const names = spans.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['app-hook', 'background-record:listen', 'tts-generation']));
    const root = roots[0];
    expect(root.attributes?.find((a) => a.key === 'callSid')?.value.stringValue).toBe(traced.call_sid);
    // children lie within their parents
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    for (const s of spans.filter((x) => x.parentSpanId)) {
      const parent = byId.get(s.parentSpanId as string)!;
      expect(BigInt(s.startTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(parent.startTimeUnixNano));
    }
    // unknown trace, or another account's: 404 as the real server (text)
    const unknown = await w.api('GET', `/v1/Accounts/${account}/RecentCalls/trace/abc123`, w.tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('Not Found');
    expect(
      (await w.api('GET', `/v1/Accounts/${w.acct1}/RecentCalls/trace/${traced.trace_id}`, w.tokens.admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.api('GET', `/v1/Accounts/${account}/RecentCalls/trace/${traced.trace_id}`, w.tokens.acct))
        .statusCode,
    ).toBe(403);
  });

  test('the pcap: a libpcap file of the INVITE dialog that parses, with its Content-Disposition', async () => {
    const summary = await w.api(
      'GET',
      `/v1/Accounts/${account}/RecentCalls/${encodeURIComponent(traced.sip_callid)}`,
      w.tokens.admin,
    );
    expect(summary.statusCode).toBe(200);
    // the dialog between the carrier and the SBC, and as the SBC relayed it to the feature server
    expect(summary.json().total).toBe(14);
    const res = await w.api(
      'GET',
      `/v1/Accounts/${account}/RecentCalls/${encodeURIComponent(traced.sip_callid)}/invite/pcap`,
      w.tokens.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=callid-${traced.sip_callid}.pcap`);
    const file = res.rawPayload;
    expect(file.readUInt32LE(0)).toBe(PCAP_MAGIC);
    const { linkType, packets } = readPcap(file);
    expect(linkType).toBe(1);
    const methods = (hop: typeof packets) =>
      hop.map(
        (p) => p.payload.split('\r\n')[0].split(' ')[0].replace('SIP/2.0', '') || p.payload.split(' ')[1],
      );
    const inside = (p: (typeof packets)[number]) =>
      p.srcPort === SBC_INSIDE_PORT || p.dstPort === SBC_INSIDE_PORT;
    const dialog = ['INVITE', '100', '180', '200', 'ACK', 'BYE', '200'];
    expect(methods(packets.filter((p) => !inside(p)))).toEqual(dialog);
    expect(methods(packets.filter(inside))).toEqual(dialog);
    expect(new Set(packets.filter(inside).flatMap((p) => [p.srcIp, p.dstIp])).size).toBe(2);
    expect(packets.every((p) => p.ipChecksumOk && p.udpChecksumOk)).toBe(true);
    expect(packets.every((p) => p.payload.includes(`Call-ID: ${traced.sip_callid}`))).toBe(true);
    // Content-Length headers match the bodies
    for (const p of packets) {
      const [head, body] = p.payload.split('\r\n\r\n');
      expect(Number(/Content-Length: (\d+)/.exec(head)![1])).toBe(Buffer.byteLength(body));
    }
    const times = packets.map((p) => p.micros);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const missing = await w.api(
      'GET',
      `/v1/Accounts/${account}/RecentCalls/abc123/invite/pcap`,
      w.tokens.admin,
    );
    expect([missing.statusCode, missing.body]).toEqual([404, 'Not Found']);
    expect(
      (await w.api('GET', `/v1/Accounts/${account}/RecentCalls/abc123/bogus/pcap`, w.tokens.admin))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await w.api(
          'GET',
          `/v1/Accounts/${w.acct1}/RecentCalls/${encodeURIComponent(traced.sip_callid)}/invite/pcap`,
          w.tokens.admin,
        )
      ).statusCode,
    ).toBe(404);
  });

  test('the REGISTER pcap of a carrier, through the service provider (the carriers page’s link)', async () => {
    const now = Date.now();
    const message = (time: number, src: string, dst: string, payload: string) => ({
      time: time * 1000,
      src_ip: src,
      src_port: 5060,
      dst_ip: dst,
      dst_port: 5060,
      payload,
    });
    await ingest('SipCaptures', [
      {
        sip_callid: 'reg-1@198.51.100.20',
        method: 'register',
        service_provider_sid: w.sp1,
        messages: [
          message(
            NOW - 2000,
            '198.51.100.20',
            '203.0.113.9',
            'REGISTER sip:x.example.com SIP/2.0\r\nCall-ID: reg-1@198.51.100.20\r\nContent-Length: 0\r\n\r\n',
          ),
          message(
            NOW - 1900,
            '203.0.113.9',
            '198.51.100.20',
            'SIP/2.0 200 OK\r\nCall-ID: reg-1@198.51.100.20\r\nContent-Length: 0\r\n\r\n',
          ),
        ],
      },
    ]);
    void now;
    const res = await w.api(
      'GET',
      `/v1/ServiceProviders/${w.sp1}/RecentCalls/reg-1@198.51.100.20/register/pcap`,
      w.tokens.sp,
    );
    expect(res.statusCode).toBe(200);
    expect(readPcap(res.rawPayload).packets).toHaveLength(2);
    expect(
      (
        await w.api(
          'GET',
          `/v1/ServiceProviders/${w.sp1}/RecentCalls/reg-1@198.51.100.20/register/pcap`,
          w.tokens.spOther,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.api(
          'GET',
          `/v1/ServiceProviders/${w.sp1}/RecentCalls/reg-1@198.51.100.20/register/pcap`,
          w.tokens.acct,
        )
      ).statusCode,
    ).toBe(403);
  });

  test('the recording: a WAV at 8000 Hz, two channels, with the DTMF digits of the trace in band', async () => {
    const res = await w.api('GET', `/v1${traced.recording_url}`, w.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const wav = res.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(22)).toBe(2);
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.length).toBe(44 + wav.readUInt32LE(40));
    // speech-like: energy in the caller's and the application's channels, not a constant
    const frames = (wav.length - 44) / 4;
    expect(frames / 8000).toBeGreaterThan(10);
    // every DTMF span of the trace is a tone pair at that time in channel 0
    const trace = (
      await w.api('GET', `/v1/Accounts/${account}/RecentCalls/trace/${traced.trace_id}`, w.tokens.admin)
    ).json() as OtlpTrace;
    const spans = spansOf(trace);
    const listen = spans.find((s) => s.name === 'background-record:listen')!;
    const dtmf = spans.filter((s) => s.name.startsWith('dtmf:'));
    const goertzel = (start: number, length: number, frequency: number) => {
      let s1 = 0;
      let s2 = 0;
      const k = 2 * Math.cos((2 * Math.PI * frequency) / 8000);
      for (let n = 0; n < length; n += 1) {
        const x = wav.readInt16LE(44 + (start + n) * 4);
        const s = x + k * s1 - s2;
        s2 = s1;
        s1 = s;
      }
      return s1 * s1 + s2 * s2 - k * s1 * s2;
    };
    for (const span of dtmf) {
      const digit = span.attributes!.find((a) => a.key === 'dtmf')!.value.stringValue as string;
      const offset =
        Number((BigInt(span.startTimeUnixNano) - BigInt(listen.startTimeUnixNano)) / 1000n) / 1e6;
      const start = Math.round(offset * 8000) + 40;
      const [low, high] = DTMF_FREQUENCIES[digit];
      const others = [697, 770, 852, 941, 1209, 1336, 1477, 1633].filter((f) => f !== low && f !== high);
      const strongest = Math.max(...others.map((f) => goertzel(start, 480, f)));
      expect(goertzel(start, 480, low)).toBeGreaterThan(strongest * 10);
      expect(goertzel(start, 480, high)).toBeGreaterThan(strongest * 10);
    }
  });

  test('deleting a recording: 204, then gone (404), the call no longer links it, one audit entry; never by view-only', async () => {
    const viewer = await w.api('DELETE', `/v1${traced.recording_url}`, w.tokens.viewOnly);
    expect(viewer.statusCode).toBe(403);
    expect((await w.api('DELETE', `/v1${traced.recording_url}`, w.tokens.acct)).statusCode).toBe(403);
    const res = await w.api('DELETE', `/v1${traced.recording_url}`, w.tokens.admin);
    expect(res.statusCode).toBe(204);
    expect((await w.api('GET', `/v1${traced.recording_url}`, w.tokens.admin)).statusCode).toBe(404);
    expect((await w.api('DELETE', `/v1${traced.recording_url}`, w.tokens.admin)).statusCode).toBe(404);
    const call = w.app.ctx.store.get<{ recording_url: string | null }>(
      'SELECT recording_url FROM cdrs WHERE call_sid = ?',
      traced.call_sid,
    );
    expect(call?.recording_url).toBeNull();
    expect(
      w.app.ctx.store.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'recording' AND entity_sid = ?",
        traced.call_sid,
      )!.n,
    ).toBe(1);
  });

  test('logs: the contract’s 400 without a logs source; 404 "Call not found"; the SP path names the account path', async () => {
    const res = await w.api(
      'GET',
      `/v1/Accounts/${account}/RecentCalls/${traced.call_sid}/logs`,
      w.tokens.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: 'Logs are only available in AWS environments' });
    const sp = await w.api(
      'GET',
      `/v1/ServiceProviders/${w.sp1}/RecentCalls/${traced.call_sid}/logs`,
      w.tokens.admin,
    );
    expect(sp.json().msg).toBe(
      'account_sid is required,please use /Accounts/{account_sid}/RecentCalls/{call_sid}/logs',
    );
  });

  test('the simulator is deterministic for a seed, and its outcomes have realistic proportions', () => {
    const store = w.app.ctx.store;
    const [model] = loadPlatform(store, [account]);
    const a = Array.from(
      { length: 400 },
      (_, i) => simulateCall(model, new Random(`s${i}`), NOW - i * 60_000).cdr,
    );
    const b = Array.from(
      { length: 400 },
      (_, i) => simulateCall(model, new Random(`s${i}`), NOW - i * 60_000).cdr,
    );
    expect(b).toEqual(a);
    const c = simulateCall(model, new Random('another'), NOW).cdr;
    expect(c.call_sid).not.toBe(a[0].call_sid);
    const answered = a.filter((x) => x.answered).length / a.length;
    expect(answered).toBeGreaterThan(0.55);
    expect(answered).toBeLessThan(0.8);
    const inbound = a.filter((x) => x.direction === 'inbound').length / a.length;
    expect(inbound).toBeGreaterThan(0.4);
    expect(inbound).toBeLessThan(0.7);
    expect(new Set(a.filter((x) => !x.answered).map((x) => x.sip_status)).size).toBeGreaterThan(3);
    expect(
      a.every((x) => (x.answered ? /hungup$/.test(x.termination_reason!) : x.termination_reason !== null)),
    ).toBe(true);
  });
});

describe('logs with a logs source configured', () => {
  test('the call’s log lines (JSON lines of the feature server), from the local source', async () => {
    const app = await createWorld({ now: () => NOW, observability: { callLogs: 'local' } });
    try {
      const store = app.app.ctx.store;
      simulate(store, { seed: 9, days: 1, until: NOW, callsPerDay: 30, accounts: [app.acct1] });
      const call = store.get<{ call_sid: string }>(
        'SELECT call_sid FROM cdrs WHERE account_sid = ? AND answered = 1 LIMIT 1',
        app.acct1,
      )!;
      const res = await app.api(
        'GET',
        `/v1/Accounts/${app.acct1}/RecentCalls/${call.call_sid}/logs`,
        app.tokens.acct,
      );
      expect(res.statusCode).toBe(200);
      const lines = res.json() as string[];
      expect(lines.length).toBeGreaterThan(3);
      const first = JSON.parse(lines[0]);
      expect(first).toMatchObject({ level: 30, callSid: call.call_sid });
      const unknown = await app.api(
        'GET',
        `/v1/Accounts/${app.acct1}/RecentCalls/${crypto.randomUUID()}/logs`,
        app.tokens.acct,
      );
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { msg: 'Call not found' }]);
      expect(
        (await app.api('GET', `/v1/Accounts/${app.acct2}/RecentCalls/${call.call_sid}/logs`, app.tokens.acct))
          .statusCode,
      ).toBe(403);
    } finally {
      await app.app.close();
    }
  });
});
