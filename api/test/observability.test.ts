// Recent calls, alerts, traces, pcaps, logs, recordings, the chart, the export and the ingest path, on
// a fresh in-memory API per file: scopes (an account user sees only its calls and alerts), paging per docs/api/contract.md#paging,
// bad input, and the files themselves (libpcap that parses, WAV with in-band DTMF, OTLP spans that nest).
import type { OtlpTrace } from '@switchboard/shared/types';
import { createWorld, databaseFingerprint, type World } from './helpers';
import { readPcap, PCAP_MAGIC } from '../src/areas/observability/sip-captures/pcap';
import { simulate, loadPlatform, simulateCall } from '../src/dev/simulator/simulator';
import { Random } from '../src/lib/random';
import { spansOf } from '../src/dev/simulator/otlp';
import { SBC_INSIDE_PORT } from '../src/dev/simulator/platform';
import { DTMF_FREQUENCIES } from '../src/areas/observability/recordings/wav';

let w: World;
const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-18T15:30:00.000Z');

const cdr = (over: Record<string, unknown> = {}) => ({
  attempted_at: NOW - 10 * 60_000,
  answered_at: NOW - 9 * 60_000,
  terminated_at: NOW - 8 * 60_000,
  answered: true,
  direction: 'inbound',
  account_sid: w.acct1,
  call_sid: crypto.randomUUID(),
  from: '+14155550100',
  to: '15550100100',
  sip_callid: `${crypto.randomUUID()}@203.0.113.10`,
  trunk: 'Acme SIP trunk',
  sip_status: 200,
  duration: 60,
  ...over,
});

async function ingest(path: string, body: unknown, token = w.tokens.adminKey) {
  const res = await w.api('POST', `/v1/Ingest/${path}`, token, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const list = (token: string, url: string) => w.api('GET', url, token);

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
});
afterAll(async () => {
  await w.app.close();
});

describe('ingest: what a feature server reports', () => {
  test('admins (user or API key) and service providers report for their accounts; account users may not', async () => {
    expect((await ingest('Cdrs', [cdr()])).added).toBe(1);
    expect((await ingest('Cdrs', [cdr()], w.tokens.spKey)).added).toBe(1);
    for (const token of [w.tokens.acct, w.tokens.acctKey]) {
      const res = await w.api('POST', '/v1/Ingest/Cdrs', token, [cdr()]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('insufficient privileges');
    }
    // a service provider reports only for its own accounts
    const other = await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.sp, [cdr({ account_sid: w.acctB })]);
    expect(other.statusCode).toBe(403);
    // view-only users write nothing
    expect((await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.viewOnly, [cdr()])).statusCode).toBe(403);
  });

  test('a bad record refuses the whole batch, naming it, and nothing is written', async () => {
    const before = databaseFingerprint(w.app);
    const bad = [cdr(), cdr({ sip_status: 'ok' })];
    const res = await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.admin, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^record 1: sip_status/);
    const unknownAccount = await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.admin, [
      cdr({ account_sid: '00000000-0000-4000-8000-000000000000' }),
    ]);
    expect(unknownAccount.json().msg).toMatch(/record 0: account not found/);
    expect((await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.admin, [cdr({ extra: 1 })])).statusCode).toBe(
      400,
    );
    expect((await w.api('POST', '/v1/Ingest/Cdrs', w.tokens.admin, [])).statusCode).toBe(400);
    expect(databaseFingerprint(w.app)).toBe(before);
  });

  test('a repeated call_sid is ignored (a retried batch is harmless); one audit entry per request', async () => {
    const record = cdr();
    const audits = () =>
      w.app.ctx.store.get<{ n: number }>("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'cdr_batch'")!.n;
    const was = audits();
    expect((await ingest('Cdrs', [record, record])).added).toBe(1);
    expect((await ingest('Cdrs', [record])).added).toBe(0);
    expect(audits()).toBe(was + 2);
  });

  test('the ingest paths are in the OpenAPI document', async () => {
    const doc = (await w.api('GET', '/v1/openapi.json', null)).json();
    for (const path of ['Cdrs', 'Alerts', 'Traces', 'SipCaptures', 'CallLogs'])
      expect(doc.paths[`/v1/Ingest/${path}`]?.post).toBeDefined();
    expect(doc.paths['/v1/Accounts/{sid}/RecentCalls'].get).toBeDefined();
  });
});

describe('RecentCalls number filter: common digits and rare ones find the same matches', () => {
  // Digits whose trigrams are common across the platform are checked in the account's own index; rare ones may go
  // through the trigram index (see observability-filter-routes.test.ts). Both must give exactly the account's
  // substring matches.
  let mine: string;
  let other: string;
  beforeAll(async () => {
    const create = async (name: string) =>
      (await w.api('POST', '/v1/Accounts', w.tokens.admin, { name, service_provider_sid: w.sp1 })).json().sid;
    mine = await create('filter account');
    other = await create('busy filter neighbour');
    // the i-th newest call of an account, a minute apart
    const at = (i: number) => {
      const start = NOW - (i + 2) * 60_000;
      return { attempted_at: start, answered_at: start + 5000, terminated_at: start + 50_000 };
    };
    await ingest(
      'Cdrs',
      Array.from({ length: 10 }, (_, i) =>
        cdr({ account_sid: mine, ...at(i), from: `+1777888${String(i).padStart(4, '0')}` }),
      ),
    );
    // 350 calls elsewhere share the prefix 777888: its trigrams are common
    await ingest(
      'Cdrs',
      Array.from({ length: 350 }, (_, i) =>
        cdr({
          account_sid: other,
          ...at(i),
          from: `+1777888${String(5000 + i).padStart(4, '0')}`,
        }),
      ),
    );
  });
  const page = async (account: string, text: string) =>
    (
      await list(w.tokens.admin, `/v1/Accounts/${account}/RecentCalls?page=1&count=100&days=1&filter=${text}`)
    ).json() as Promise<{ total: number; data: { from: string }[] }>;

  test('a common prefix: only the account’s own calls, newest first', async () => {
    const result = await page(mine, '777888');
    expect(result.total).toBe(10);
    expect(result.data.map((c) => c.from)).toEqual(
      Array.from({ length: 10 }, (_, i) => `+1777888${String(i).padStart(4, '0')}`),
    );
    expect((await page(other, '777888')).total).toBe(350);
  });

  test('a rare fragment: the one call it is part of, and none of another account’s', async () => {
    const result = await page(mine, '78880003');
    expect(result.total).toBe(1);
    expect(result.data.map((c) => c.from)).toEqual(['+17778880003']);
    expect((await page(mine, '78885123')).total).toBe(0); // a number of the other account
    expect((await page(other, '78885123')).data.map((c) => c.from)).toEqual(['+17778885123']);
  });
});

describe('GET …/RecentCalls', () => {
  let account: string;
  const calls: ReturnType<typeof cdr>[] = [];
  beforeAll(async () => {
    // a fresh account of sp1 with 60 calls over 3 hours: every 3rd outbound, every 4th not answered
    account = (
      await w.api('POST', '/v1/Accounts', w.tokens.admin, {
        name: 'calls account',
        service_provider_sid: w.sp1,
      })
    ).json().sid;
    for (let i = 0; i < 60; i += 1) {
      const at = NOW - (i + 1) * 3 * 60_000;
      const answered = i % 4 !== 0;
      calls.push(
        cdr({
          account_sid: account,
          attempted_at: at,
          answered_at: answered ? at + 5000 : null,
          terminated_at: at + 65_000,
          answered,
          direction: i % 3 === 0 ? 'outbound' : 'inbound',
          from: `+1415555${String(1000 + i)}`,
          sip_status: answered ? 200 : 486,
          duration: answered ? 60 : 0,
        }),
      );
    }
    await ingest('Cdrs', calls);
  });
  const url = (query: string) => `/v1/Accounts/${account}/RecentCalls?${query}`;

  test('page and count are required; count above 500 is refused (the contract’s messages)', async () => {
    expect((await list(w.tokens.admin, `/v1/Accounts/${account}/RecentCalls`)).json()).toEqual({
      msg: 'missing or invalid "page" query arg',
    });
    const over = await list(w.tokens.admin, url('page=1&count=501'));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ msg: 'missing or invalid "count" query arg' });
    expect((await list(w.tokens.admin, url('page=0&count=25'))).statusCode).toBe(400);
    expect((await list(w.tokens.admin, url('page=1&count=25&days=x'))).statusCode).toBe(400);
    expect((await list(w.tokens.admin, url('page=1&count=25&start=yesterday'))).statusCode).toBe(400);
    expect((await list(w.tokens.admin, url('page=1&count=25&direction=sideways'))).json().msg).toMatch(
      /direction/,
    );
  });

  test('a page: total, page and page_size echoed as strings, newest first, CDR shape', async () => {
    const res = await list(w.tokens.admin, url('page=2&count=25&days=1'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(60);
    expect(body.page).toBe('2');
    expect(body.page_size).toBe('25');
    expect(body.data).toHaveLength(25);
    expect(body.data[0].call_sid).toBe(calls[25].call_sid);
    const times = body.data.map((c: { attempted_at: string }) => Date.parse(c.attempted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const unanswered = body.data.find((c: { answered: boolean }) => !c.answered);
    expect(unanswered.answered_at).toBe('1970-01-01T00:00:00.000Z');
    expect(typeof unanswered.sip_status).toBe('number');
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'account_sid',
        'answered',
        'answered_at',
        'application_sid',
        'attempted_at',
        'call_sid',
        'direction',
        'duration',
        'from',
        'host',
        'recording_url',
        'remote_host',
        'service_provider_sid',
        'sip_callid',
        'sip_parent_callid',
        'sip_status',
        'terminated_at',
        'termination_reason',
        'to',
        'trace_id',
        'trunk',
      ].sort(),
    );
    const last = (await list(w.tokens.admin, url('page=3&count=25&days=1'))).json();
    expect(last.data).toHaveLength(10);
  });

  test('filters: direction, answered, number text (long and short), call sid, time window', async () => {
    const count = async (query: string) =>
      (await list(w.tokens.admin, url(`page=1&count=100&${query}`))).json().total;
    expect(await count('days=1&direction=outbound')).toBe(20);
    expect(await count('days=1&direction=inbound&answered=false')).toBe(
      calls.filter((c) => c.direction === 'inbound' && !c.answered).length,
    );
    expect(await count('days=1&answered=true')).toBe(45);
    expect(await count('days=1&filter=555101')).toBe(10); // +14155551010 … +14155551019
    expect(await count('days=1&filter=51')).toBe(60); // too short for the index: a scan still finds it
    expect(await count(`days=1&filter=${calls[7].call_sid}`)).toBe(1);
    expect(await count(`days=1&filter=${calls[7].call_sid.toUpperCase()}`)).toBe(1); // a call sid in any case
    expect(await count('days=1&filter=%25')).toBe(0); // the text is literal: % and _ are no wildcards
    expect(await count('days=1&filter=1415555_0')).toBe(0);
    // the filtered pages add up to the total, newest first
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        (await list(w.tokens.admin, url(`page=${page}&count=4&days=1&filter=555101`))).json(),
      ),
    );
    expect(pages.map((p) => p.total)).toEqual([10, 10, 10]);
    expect(pages.flatMap((p) => p.data.map((c: { from: string }) => c.from))).toEqual(
      calls.filter((c) => c.from.includes('555101')).map((c) => c.from),
    );
    // a window in the middle: [NOW-60min, NOW-30min] inclusive end
    const start = new Date(NOW - 60 * 60_000).toISOString();
    const end = new Date(NOW - 30 * 60_000).toISOString();
    const inWindow = calls.filter(
      (c) => c.attempted_at >= NOW - 60 * 60_000 && c.attempted_at <= NOW - 30 * 60_000,
    );
    const page = (await list(w.tokens.admin, url(`page=1&count=100&start=${start}&end=${end}`))).json();
    expect(page.total).toBe(inWindow.length);
    expect(page.data).toHaveLength(inWindow.length);
  });

  test('totals agree with the rows whatever the window (hourly counts plus the partial hours)', async () => {
    for (const [from, to] of [
      [NOW - 170 * 60_000 + 1234, NOW - 7 * 60_000 - 999],
      [NOW - 2 * HOUR - 17, NOW - HOUR + 5],
      [NOW - 31 * 60_000, NOW - 29 * 60_000],
    ]) {
      const q = `start=${new Date(from).toISOString()}&end=${new Date(to).toISOString()}`;
      const expected = calls.filter((c) => c.attempted_at >= from && c.attempted_at <= to).length;
      expect((await list(w.tokens.admin, url(`page=1&count=500&${q}`))).json().total).toBe(expected);
      expect((await list(w.tokens.admin, url(`page=1&count=500&${q}&answered=true`))).json().total).toBe(
        calls.filter((c) => c.attempted_at >= from && c.attempted_at <= to && c.answered).length,
      );
    }
  });

  test('an account user sees only its own account; service providers only their accounts', async () => {
    const own = await list(w.tokens.acct, `/v1/Accounts/${w.acct1}/RecentCalls?page=1&count=25&days=1`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.every((c: { account_sid: string }) => c.account_sid === w.acct1)).toBe(true);
    const other = await list(w.tokens.acct, url('page=1&count=25'));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 'fail', message: 'insufficient privileges' });
    expect((await list(w.tokens.spOther, url('page=1&count=25'))).statusCode).toBe(403);
    expect(
      (await list(w.tokens.acct, '/v1/Accounts/not-a-sid/RecentCalls?page=1&count=5')).json().message,
    ).toBe('invalid AccountsSid format');
    // the service provider's list: every account of it, no other provider's
    const sp = (
      await list(w.tokens.sp, `/v1/ServiceProviders/${w.sp1}/RecentCalls?page=1&count=500&days=1`)
    ).json();
    expect(sp.total).toBeGreaterThanOrEqual(60);
    expect(sp.data.some((c: { account_sid: string }) => c.account_sid === account)).toBe(true);
    expect(
      (await list(w.tokens.acct, `/v1/ServiceProviders/${w.sp1}/RecentCalls?page=1&count=5`)).statusCode,
    ).toBe(403);
    expect(
      (await list(w.tokens.spOther, `/v1/ServiceProviders/${w.sp1}/RecentCalls?page=1&count=5`)).statusCode,
    ).toBe(403);
  });

  test('calls per hour add up to the total, split answered / not answered', async () => {
    const res = await list(w.tokens.admin, `/v1/Accounts/${account}/CallsPerHour?days=1`);
    const buckets = res.json().data as { hour: string; answered: number; not_answered: number }[];
    expect(buckets).toHaveLength(25); // the partial hour 24 h ago, then every hour to now
    expect(buckets.reduce((n, b) => n + b.answered, 0)).toBe(45);
    expect(buckets.reduce((n, b) => n + b.not_answered, 0)).toBe(15);
    const filtered = (
      await list(w.tokens.admin, `/v1/Accounts/${account}/CallsPerHour?days=1&direction=outbound&filter=4155`)
    ).json();
    expect(
      filtered.data.reduce(
        (n: number, b: { answered: number; not_answered: number }) => n + b.answered + b.not_answered,
        0,
      ),
    ).toBe(20);
  });

  test('the CSV export: every matching call, newest first, header first, formula-safe cells', async () => {
    await ingest('Cdrs', [
      cdr({
        account_sid: account,
        from: '=HYPERLINK("x")',
        attempted_at: NOW - 1000,
        terminated_at: NOW - 500,
        answered_at: NOW - 900,
      }),
    ]);
    const res = await w.api('GET', `/v1/Accounts/${account}/RecentCalls/export.csv?days=1`, w.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=recent-calls-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^attempted_at,answered_at,terminated_at,direction,from,to,answered/);
    expect(lines).toHaveLength(62);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(calls[0].call_sid);
    const outbound = await w.api(
      'GET',
      `/v1/Accounts/${account}/RecentCalls/export.csv?days=1&direction=outbound`,
      w.tokens.admin,
    );
    expect(outbound.body.trim().split('\r\n')).toHaveLength(21);
    expect(
      (await w.api('GET', `/v1/Accounts/${account}/RecentCalls/export.csv`, w.tokens.acct)).statusCode,
    ).toBe(403);
  });
});

describe('GET …/Alerts', () => {
  test('paged like the calls, newest first, scoped to the account or provider', async () => {
    await ingest('Alerts', [
      {
        time: NOW - 60_000,
        alert_type: 'webhook-failure',
        message: 'https://x.example.com returned 500',
        account_sid: w.acct1,
      },
      { time: NOW - 120_000, alert_type: 'no-tts', message: 'no TTS credential', account_sid: w.acct2 },
      {
        time: NOW - 180_000,
        alert_type: 'service-provider-call-limit',
        message: 'limit',
        service_provider_sid: w.sp1,
      },
    ]);
    const own = (await list(w.tokens.acct, `/v1/Accounts/${w.acct1}/Alerts?page=1&count=10&days=1`)).json();
    expect(own).toMatchObject({ total: 1, page: '1', page_size: '10' });
    expect(own.data[0]).toEqual({
      time: new Date(NOW - 60_000).toISOString(),
      alert_type: 'webhook-failure',
      message: 'https://x.example.com returned 500',
      detail: null,
      account_sid: w.acct1,
      service_provider_sid: w.sp1,
      vendor: null,
      target_sid: null,
    });
    expect((await list(w.tokens.acct, `/v1/Accounts/${w.acct2}/Alerts?page=1&count=10`)).statusCode).toBe(
      403,
    );
    const sp = (
      await list(w.tokens.sp, `/v1/ServiceProviders/${w.sp1}/Alerts?page=1&count=10&days=1`)
    ).json();
    expect(sp.total).toBe(3);
    expect(sp.data.map((a: { alert_type: string }) => a.alert_type)).toEqual([
      'webhook-failure',
      'no-tts',
      'service-provider-call-limit',
    ]);
    // the unread poll: only what came after the last visit
    const since = new Date(NOW - 90_000).toISOString();
    expect(
      (await list(w.tokens.sp, `/v1/ServiceProviders/${w.sp1}/Alerts?page=1&count=10&start=${since}`)).json()
        .total,
    ).toBe(1);
    expect((await list(w.tokens.acct, `/v1/Accounts/${w.acct1}/Alerts`)).json()).toEqual({
      msg: 'missing or invalid "page" query arg',
    });
  });
});

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
