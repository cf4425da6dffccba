// The applications' name search over many applications (trigram index).
import { app, w } from './applications.fixtures';

// The second service provider holds one application besides the bulk ones, as after the list tests
// (applications.test.ts), which the totals below count.
beforeAll(async () => {
  await w.api('POST', '/v1/Applications', w.tokens.admin, app({ name: 'b-app', account_sid: w.acctB }));
});

describe('name search over many applications (trigram index)', () => {
  it('gives the same answers as a substring scan: counts, order, renames, deletes, quotes, case', async () => {
    const { store } = w.app.ctx;
    const account = (
      await w.api('POST', '/v1/Accounts', w.tokens.admin, { name: 'bulk', service_provider_sid: w.sp2 })
    ).json().sid;
    const hook = (
      await w.api('GET', '/v1/Applications/7087fe50-8acb-4f3b-b820-97b573723aab', w.tokens.admin)
    ).json().call_hook.webhook_sid;
    store.transaction(() => {
      for (let i = 0; i < 2100; i += 1) {
        store.insert('applications', {
          application_sid: `b${String(i).padStart(7, '0')}-0000-4000-8000-000000000000`,
          name: i % 2 ? `Bulk ${String(i).padStart(4, '0')}` : `other "quoted" ${String(i).padStart(4, '0')}`,
          account_sid: account,
          call_hook_sid: hook,
          call_status_hook_sid: hook,
        });
      }
    });
    const list = (query: string, token = w.tokens.admin) =>
      w.api('GET', `/v1/Applications?${query}`, token).then((r) => r.json());
    // unfiltered totals come from the per-account counts kept by triggers
    const before = (await list('page=1&page_size=1')).total;
    expect((await list(`page=1&page_size=1`, w.tokens.spOther)).total).toBe(2101);
    expect(
      (await w.api('GET', `/v1/Accounts/${account}/Applications?page=1&page_size=1`, w.tokens.admin)).json()
        .total,
    ).toBe(2100);
    await w.api('PUT', '/v1/Applications/b0000001-0000-4000-8000-000000000000', w.tokens.admin, {
      account_sid: w.acct2,
    });
    expect(
      (await w.api('GET', `/v1/Accounts/${account}/Applications?page=1&page_size=1`, w.tokens.admin)).json()
        .total,
    ).toBe(2099);
    expect(
      (await w.api('GET', `/v1/Accounts/${w.acct2}/Applications?page=1&page_size=1`, w.tokens.admin)).json()
        .total,
    ).toBe((await w.api('GET', `/v1/Accounts/${w.acct2}/Applications`, w.tokens.admin)).json().length);
    expect((await list('page=1&page_size=1')).total).toBe(before);
    await w.api('PUT', '/v1/Applications/b0000001-0000-4000-8000-000000000000', w.tokens.admin, {
      account_sid: account,
    });
    // many matches (1050 of one kind, 2100 containing "0"): walked in name order
    const many = await list('page=2&page_size=10&name=bulk');
    expect(many.total).toBe(1050);
    expect(many.data.map((a: { name: string }) => a.name)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Bulk ${String(21 + 2 * k).padStart(4, '0')}`),
    );
    expect((await list('page=1&page_size=5&name=K 00')).total).toBe(50);
    // few matches: fetched and sorted
    const few = await list('page=1&page_size=25&name=ulk 101');
    expect(few.data.map((a: { name: string }) => a.name)).toEqual([
      'Bulk 1011',
      'Bulk 1013',
      'Bulk 1015',
      'Bulk 1017',
      'Bulk 1019',
    ]);
    expect(few.total).toBe(5);
    expect((await list('page=1&name="quoted" 000')).total).toBe(5);
    // the SP sees only its accounts' matches; the bare list uses the same filter
    expect((await list('page=1&page_size=1&name=bulk', w.tokens.sp)).total).toBe(0);
    expect((await list('page=1&page_size=1&name=bulk', w.tokens.spOther)).total).toBe(1050);
    expect(await list('name=ulk 101')).toHaveLength(5);
    // writes keep the index in step
    await w.api('PUT', '/v1/Applications/b0001011-0000-4000-8000-000000000000', w.tokens.admin, {
      name: 'renamed zeta',
    });
    await w.api('DELETE', '/v1/Applications/b0001013-0000-4000-8000-000000000000', w.tokens.admin);
    expect((await list('page=1&name=ulk 101')).data.map((a: { name: string }) => a.name)).toEqual([
      'Bulk 1015',
      'Bulk 1017',
      'Bulk 1019',
    ]);
    expect((await list('page=1&name=ZETA')).data.map((a: { name: string }) => a.name)).toEqual([
      'renamed zeta',
    ]);
    store.run("DELETE FROM applications WHERE application_sid LIKE 'b%' AND account_sid = ?", account);
    expect((await list('page=1&name=bulk')).total).toBe(0);
    expect((await list('page=1&page_size=1')).total).toBe(before - 2100);
    expect((await list('page=1&page_size=1')).total).toBe(
      store.get<{ n: number }>('SELECT COUNT(*) AS n FROM applications')!.n,
    );
  });
});
