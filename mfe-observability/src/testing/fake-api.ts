// An in-memory observability API for component tests: MSW handlers over calls, alerts, traces, captures, logs and
// recordings that answer with the real server's shapes (contract §4, §5.11, §5.12, §6.4), so pages are tested
// through real HTTP calls; `fake.requests` / `fake.sent()` tell what the page asked for.
import {
  TEST_ACCOUNT_SID,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
  http,
  HttpResponse,
  newSid,
  noContent,
  testAccount,
} from '@switchboard/shared/testing';
import type { Account, Alert, CallsPerHourBucket, OtlpTrace, RecentCall } from '@switchboard/shared/types';

export const OTHER_ACCOUNT_SID = '949fb32c-aa31-4f92-9173-5b827c761cb1';
export const NOW = Date.parse('2026-03-18T15:30:00.000Z');

let sequence = 0;
export function makeCall(overrides: Partial<RecentCall> = {}): RecentCall {
  sequence += 1;
  const attempted = NOW - sequence * 60_000;
  return {
    attempted_at: new Date(attempted).toISOString(),
    answered_at: new Date(attempted + 4000).toISOString(),
    terminated_at: new Date(attempted + 64_000).toISOString(),
    answered: true,
    account_sid: TEST_ACCOUNT_SID,
    service_provider_sid: TEST_SP_SID,
    application_sid: null,
    call_sid: newSid(),
    from: `+1415555${String(1000 + sequence)}`,
    to: '15550100100',
    sip_callid: `${sequence}-abc@203.0.113.10`,
    sip_parent_callid: null,
    termination_reason: 'caller hungup',
    host: '198.51.100.20',
    remote_host: '203.0.113.10',
    trunk: 'Acme SIP trunk',
    direction: 'inbound',
    trace_id: '00000000000000000000000000000000',
    recording_url: null,
    sip_status: 200,
    duration: 60,
    ...overrides,
  };
}

/** A trace with a root, a recording span and DTMF digits 2 s and 5 s into the recording. */
export function makeTrace(traceId: string, extraSpans = 0): OtlpTrace {
  const t0 = BigInt(NOW) * 1_000_000n;
  const span = (
    id: string,
    parent: string,
    name: string,
    startMs: number,
    endMs: number,
    attributes: Record<string, string> = {},
  ) => ({
    traceId,
    spanId: id,
    parentSpanId: parent,
    name,
    kind: 1,
    startTimeUnixNano: String(t0 + BigInt(startMs) * 1_000_000n),
    endTimeUnixNano: String(t0 + BigInt(endMs) * 1_000_000n),
    attributes: Object.entries(attributes).map(([key, value]) => ({ key, value: { stringValue: value } })),
  });
  const spans = [
    span('a000000000000001', '', 'incoming-call', 0, 60_000, { callSid: 'x' }),
    span('a000000000000002', 'a000000000000001', 'app-hook', 10, 150, {
      'http.url': 'https://hooks.example.com/ivr',
    }),
    span('a000000000000003', 'a000000000000001', 'background-record:listen', 1000, 60_000),
    span('a000000000000004', 'a000000000000001', 'verb:gather{input=["digits"]}', 1500, 9000),
    span('a000000000000005', 'a000000000000004', 'dtmf:4', 3000, 3050, { dtmf: '4', duration: '50ms' }),
    span('a000000000000006', 'a000000000000004', 'dtmf:2', 6000, 6180, { dtmf: '2', duration: '180ms' }),
  ];
  for (let i = 0; i < extraSpans; i += 1)
    spans.push(
      span(`b${String(i).padStart(15, '0')}`, 'a000000000000001', `verb:say{n=${i}}`, 100 + i, 200 + i),
    );
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: 'service.name', value: { stringValue: 'jambonz-feature-server' } }] },
        instrumentationLibrarySpans: [{ instrumentationLibrary: { name: 'jambonz-feature-server' }, spans }],
      },
    ],
  };
}

/** An alert of a few seconds ago (the page's date filter is the test machine's today). */
export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  sequence += 1;
  return {
    time: new Date(Date.now() - (sequence % 50) * 100 - 1000).toISOString(),
    alert_type: 'webhook-failure',
    message: `https://hooks.example.com/${sequence} returned 500`,
    detail: null,
    account_sid: TEST_ACCOUNT_SID,
    service_provider_sid: TEST_SP_SID,
    vendor: null,
    target_sid: null,
    ...overrides,
  };
}

function timeSeries<T>(rows: readonly T[], url: URL) {
  const page = url.searchParams.get('page');
  const count = url.searchParams.get('count');
  if (!page || Number(page) < 1)
    return HttpResponse.json({ msg: 'missing or invalid "page" query arg' }, { status: 400 });
  if (!count || Number(count) > 500)
    return HttpResponse.json({ msg: 'missing or invalid "count" query arg' }, { status: 400 });
  const size = Number(count);
  return HttpResponse.json({
    total: rows.length,
    page_size: count,
    page,
    data: rows.slice((Number(page) - 1) * size, Number(page) * size),
  });
}

function callMatches(call: RecentCall, url: URL): boolean {
  const p = url.searchParams;
  if (p.get('direction') && call.direction !== p.get('direction')) return false;
  if (p.get('answered') && String(call.answered) !== p.get('answered')) return false;
  const filter = p.get('filter');
  if (filter && !(call.call_sid === filter || call.from?.includes(filter) || call.to?.includes(filter)))
    return false;
  // the window (start/end/days) is left to the API's own tests: the page's "today" is the test machine's
  return true;
}

export function createFakeApi() {
  const db = {
    accounts: [
      testAccount(),
      testAccount({ account_sid: OTHER_ACCOUNT_SID, name: 'Other account' }),
    ] as Account[],
    calls: [] as RecentCall[],
    alerts: [] as Alert[],
    chart: [] as CallsPerHourBucket[],
    traces: new Map<string, OtlpTrace>(),
    /** sip_callid → message count */
    captures: new Map<string, number>(),
    logs: new Map<string, string[]>(),
    /** recording paths that exist */
    recordings: new Set<string>(),
  };
  const log = createRequestLog();
  const owned =
    (params: Record<string, unknown>, prefix: 'Accounts' | 'ServiceProviders') =>
    (call: { account_sid: string | null; service_provider_sid: string | null }) =>
      prefix === 'Accounts' ? call.account_sid === params.sid : call.service_provider_sid === params.sid;
  const handlers = [
    http.get(apiUrl('/ServiceProviders/:sid/Accounts'), ({ params }) =>
      HttpResponse.json(db.accounts.filter((a) => a.service_provider_sid === params.sid)),
    ),
    ...(['Accounts', 'ServiceProviders'] as const).flatMap((prefix) => [
      http.get(apiUrl(`/${prefix}/:sid/RecentCalls`), ({ params, request }) => {
        const url = new URL(request.url);
        return timeSeries(
          db.calls.filter(owned(params, prefix)).filter((c) => callMatches(c, url)),
          url,
        );
      }),
      http.get(apiUrl(`/${prefix}/:sid/CallsPerHour`), () => HttpResponse.json({ data: db.chart })),
      http.get(apiUrl(`/${prefix}/:sid/Alerts`), ({ params, request }) => {
        const url = new URL(request.url);
        const start = url.searchParams.get('start');
        return timeSeries(
          db.alerts
            .filter(owned(params, prefix))
            .filter((a) => !start || Date.parse(a.time) >= Date.parse(start)),
          url,
        );
      }),
      http.get(
        apiUrl(`/${prefix}/:sid/RecentCalls/export.csv`),
        () =>
          new HttpResponse('attempted_at,from,to\r\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename=recent-calls-2026-03-18.csv',
            },
          }),
      ),
      http.get(apiUrl(`/${prefix}/:sid/RecentCalls/:callId`), ({ params }) => {
        const total = db.captures.get(String(params.callId));
        return total
          ? HttpResponse.json({ total, data: { messages: [] } })
          : new HttpResponse('Not Found', { status: 404 });
      }),
      http.get(apiUrl(`/${prefix}/:sid/RecentCalls/:callId/:method/pcap`), ({ params }) =>
        db.captures.has(String(params.callId))
          ? new HttpResponse(new Uint8Array([0xd4, 0xc3, 0xb2, 0xa1, 2, 0, 4, 0]), {
              headers: {
                'Content-Type': 'application/octet-stream',
                'Content-Disposition': `attachment; filename=callid-${String(params.callId)}.pcap`,
              },
            })
          : new HttpResponse('Not Found', { status: 404 }),
      ),
    ]),
    http.get(apiUrl('/Accounts/:sid/RecentCalls/trace/:traceId'), ({ params }) => {
      const trace = db.traces.get(String(params.traceId));
      return trace ? HttpResponse.json(trace) : new HttpResponse('Not Found', { status: 404 });
    }),
    http.get(apiUrl('/Accounts/:sid/RecentCalls/:callSid/logs'), ({ params }) => {
      const lines = db.logs.get(String(params.callSid));
      return lines ? HttpResponse.json(lines) : HttpResponse.json({ msg: 'Call not found' }, { status: 404 });
    }),
    http.get(apiUrl('/Accounts/:sid/RecentCalls/:callSid/record/:y/:m/:d/:format'), ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/v1/, '');
      return db.recordings.has(path)
        ? new HttpResponse(new Uint8Array([82, 73, 70, 70]), { headers: { 'Content-Type': 'audio/wav' } })
        : new HttpResponse('Not Found', { status: 404 });
    }),
    http.delete(apiUrl('/Accounts/:sid/RecentCalls/:callSid/record/:y/:m/:d/:format'), ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/v1/, '');
      if (!db.recordings.delete(path)) return new HttpResponse('Not Found', { status: 404 });
      for (const call of db.calls) if (call.recording_url === path) call.recording_url = null;
      return noContent();
    }),
  ];
  return { db, handlers, ...log };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
