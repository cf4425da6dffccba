// Recent calls and the ingest path on a fresh in-memory API per file: what a feature server reports, the number
// filter, scopes (an account user sees only its calls), paging per docs/api/contract.md#paging, bad input. Alerts are
// in observability-alerts.test.ts, the files of simulated calls in observability-simulated-calls.test.ts.
import { databaseFingerprint } from './helpers';
import { HOUR, NOW, cdr, ingest, list, w } from './observability.fixtures';

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
