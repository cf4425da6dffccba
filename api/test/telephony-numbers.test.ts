// Phone numbers: create / read / update / delete with the rules (docs/product/telephony.md#phone-number-form), the paged list with its search over
// number and description (trigram index and LIKE give the same answers), totals kept by the counts table, and the
// CSV import (dry-run report, all-or-nothing) and export.
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/validation';
import { createWorld, tableCounts, type World, mustSucceed, refusedUnchanged } from './helpers';
import { newSid } from '../src/lib/ids';

let w: World;
let carrier = '';
let acct2Carrier = '';
let app1 = '';

beforeAll(async () => {
  w = await createWorld();
  carrier = (await ok('POST', `/v1/ServiceProviders/${w.sp1}/VoipCarriers`, { name: 'Numbers trunk' })).sid;
  acct2Carrier = (await ok('POST', `/v1/Accounts/${w.acct2}/VoipCarriers`, { name: 'Second account trunk' }))
    .sid;
  app1 = (
    await ok('POST', '/v1/Applications', {
      name: 'IVR',
      account_sid: w.acct1,
      call_hook: { url: 'https://e.example.com/c' },
      call_status_hook: { url: 'https://e.example.com/s' },
    })
  ).sid;
}, 60000);
afterAll(() => w.app.close());

/** A write or read that must succeed (helpers.ts). */
const ok = (method: string, url: string, body?: unknown, token?: string) =>
  mustSucceed(w, method, url, body, token);
/** A refusal that must change nothing (helpers.ts). */
const refused = (method: string, url: string, body: unknown, status: number, msg: string, token?: string) =>
  refusedUnchanged(w, method, url, body, status, msg, token);
const addNumber = async (number: string, extra: Record<string, unknown> = {}) =>
  (
    await ok('POST', '/v1/PhoneNumbers', {
      number,
      voip_carrier_sid: carrier,
      account_sid: w.acct1,
      ...extra,
    })
  ).sid as string;
const csv = (text: string, query = '', token = w.tokens.admin) =>
  w.app.inject({
    method: 'POST',
    url: `/v1/PhoneNumbers/Import?service_provider_sid=${w.sp1}${query}`,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    payload: text,
  });

describe('a phone number', () => {
  it('is created without its leading +, read back, changed and deleted, each write audited', async () => {
    const sid = await addNumber('+15550100001', { application_sid: app1, description: ' Main line ' });
    expect(await ok('GET', `/v1/PhoneNumbers/${sid}`)).toEqual({
      phone_number_sid: sid,
      number: '15550100001',
      voip_carrier_sid: carrier,
      account_sid: w.acct1,
      application_sid: app1,
      service_provider_sid: w.sp1,
      description: 'Main line',
    });
    await ok('PUT', `/v1/PhoneNumbers/${sid}`, { application_sid: null, description: '' });
    const changed = await ok('GET', `/v1/PhoneNumbers/${sid}`);
    expect(changed.application_sid).toBeNull();
    expect(changed).not.toHaveProperty('description');
    await ok('DELETE', `/v1/PhoneNumbers/${sid}`);
    expect((await w.api('GET', `/v1/PhoneNumbers/${sid}`, w.tokens.admin)).statusCode).toBe(404);
    const audit = w.app.ctx.store.all<{ action: string }>(
      'SELECT action FROM audit_log WHERE entity_sid = ?',
      sid,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it.each([
    [{ voip_carrier_sid: 'c' }, 'number is required'],
    [{ number: '+1 (555) 010-0001' }, T.numberWhitespace],
    [{ number: '555-0100' }, T.numberInvalid],
    [{ number: '15550109999', voip_carrier_sid: undefined }, 'missing field voip_carrier_sid'],
  ])('refuses %j: %s', async (body, msg) => {
    await refused(
      'POST',
      '/v1/PhoneNumbers',
      { voip_carrier_sid: carrier, account_sid: w.acct1, ...body },
      400,
      msg,
    );
  });

  it('carries its account’s service provider whoever writes the row (the lists page by it)', async () => {
    const { store } = w.app.ctx;
    store.insert('phone_numbers', {
      phone_number_sid: newSid(),
      number: '15550100077',
      voip_carrier_sid: carrier,
      account_sid: w.acct1,
    });
    const spOf = () =>
      store.get<{ sp: string | null }>(
        "SELECT service_provider_sid AS sp FROM phone_numbers WHERE number = '15550100077'",
      )?.sp;
    expect(spOf()).toBe(w.sp1);
    const other = (await ok('POST', '/v1/Accounts', { name: 'sp column other', service_provider_sid: w.sp2 }))
      .sid as string;
    store.run("UPDATE phone_numbers SET account_sid = ? WHERE number = '15550100077'", other);
    expect(spOf()).toBe(w.sp2);
    store.run("DELETE FROM phone_numbers WHERE number = '15550100077'");
  });

  it('refuses a number already in use (with or without +), with the spec’s message', async () => {
    await addNumber('15550100002');
    await refused(
      'POST',
      '/v1/PhoneNumbers',
      { number: '+15550100002', voip_carrier_sid: carrier, account_sid: w.acct1 },
      422,
      T.numberInUse,
    );
  });

  it('needs a carrier the account may use and an application of the account', async () => {
    await refused(
      'POST',
      '/v1/PhoneNumbers',
      { number: '15550100003', voip_carrier_sid: acct2Carrier, account_sid: w.acct1 },
      400,
      T.carrierNotForAccount,
    );
    const foreignApp = (
      await ok('POST', '/v1/Applications', {
        name: 'other app',
        account_sid: w.acct2,
        call_hook: { url: 'https://e.example.com/c' },
        call_status_hook: { url: 'https://e.example.com/s' },
      })
    ).sid;
    await refused(
      'POST',
      '/v1/PhoneNumbers',
      { number: '15550100003', voip_carrier_sid: carrier, account_sid: w.acct1, application_sid: foreignApp },
      400,
      T.applicationNotForAccount,
    );
  });

  it('keeps its number and carrier; moving it to an account checks the carrier', async () => {
    const sid = await addNumber('15550100004');
    await refused(
      'PUT',
      `/v1/PhoneNumbers/${sid}`,
      { number: '15550199999' },
      400,
      'number may not be modified',
    );
    await refused(
      'PUT',
      `/v1/PhoneNumbers/${sid}`,
      { voip_carrier_sid: acct2Carrier },
      400,
      'voip_carrier_sid may not be modified',
    );
    // the whole row sent back unchanged is fine
    await ok('PUT', `/v1/PhoneNumbers/${sid}`, {
      number: '+15550100004',
      voip_carrier_sid: carrier,
      account_sid: w.acct2,
    });
    expect((await ok('GET', `/v1/PhoneNumbers/${sid}`)).account_sid).toBe(w.acct2);
  });
});

describe('the list', () => {
  let sp = '';
  let account = '';
  let spCarrier = '';
  beforeAll(async () => {
    sp = (await ok('POST', '/v1/ServiceProviders', { name: 'list sp' })).sid;
    account = (await ok('POST', '/v1/Accounts', { name: 'list account', service_provider_sid: sp })).sid;
    spCarrier = (await ok('POST', `/v1/ServiceProviders/${sp}/VoipCarriers`, { name: 'list trunk' })).sid;
    for (let i = 0; i < 30; i += 1)
      await ok('POST', '/v1/PhoneNumbers', {
        number: `1444000${String(i).padStart(4, '0')}`,
        voip_carrier_sid: spCarrier,
        account_sid: account,
        description: i % 10 === 0 ? `Support desk ${i}` : null,
      });
  });

  it('pages in number order with the total from the counts', async () => {
    const page = await ok('GET', `/v1/PhoneNumbers?page=2&page_size=25&service_provider_sid=${sp}`);
    expect(page).toMatchObject({ total: 30, page: 2, page_size: 25 });
    expect(page.data.map((n: { number: string }) => n.number)).toEqual(
      Array.from({ length: 5 }, (_, i) => `1444000${String(25 + i).padStart(4, '0')}`),
    );
    expect((await ok('GET', `/v1/PhoneNumbers?page=1&page_size=5&voip_carrier_sid=${spCarrier}`)).total).toBe(
      30,
    );
  });

  it.each([
    ['00011', ['14440000011']],
    ['support', ['14440000000', '14440000010', '14440000020']],
    ['SUPPORT DESK 2', ['14440000020']],
    ['12', ['14440000012']],
    ['%', []],
  ])('filter %s matches number or description', async (filter, numbers) => {
    const page = await ok(
      'GET',
      `/v1/PhoneNumbers?page=1&page_size=25&service_provider_sid=${sp}&filter=${encodeURIComponent(filter)}`,
    );
    expect(page.data.map((n: { number: string }) => n.number)).toEqual(numbers);
    expect(page.total).toBe(numbers.length);
  });

  it('totals follow numbers that move between accounts and are deleted', async () => {
    const other = (await ok('POST', '/v1/Accounts', { name: 'list other', service_provider_sid: sp })).sid;
    const [first] = (await ok('GET', `/v1/PhoneNumbers?page=1&page_size=1&account_sid=${account}`)).data;
    await ok('PUT', `/v1/PhoneNumbers/${first.phone_number_sid}`, { account_sid: other });
    expect((await ok('GET', `/v1/PhoneNumbers?page=1&page_size=1&account_sid=${account}`)).total).toBe(29);
    expect((await ok('GET', `/v1/PhoneNumbers?page=1&page_size=1&account_sid=${other}`)).total).toBe(1);
    await ok('DELETE', `/v1/PhoneNumbers/${first.phone_number_sid}`);
    expect((await ok('GET', `/v1/PhoneNumbers?page=1&page_size=1&service_provider_sid=${sp}`)).total).toBe(
      29,
    );
  });

  it('an account user sees only their account’s numbers', async () => {
    const mine = await addNumber('15550100009');
    const list = await ok('GET', '/v1/PhoneNumbers', undefined, w.tokens.acct);
    expect(list.some((n: { phone_number_sid: string }) => n.phone_number_sid === mine)).toBe(true);
    expect(list.every((n: { account_sid: string }) => n.account_sid === w.acct1)).toBe(true);
    expect(await ok('GET', '/v1/PhoneNumbers', undefined, w.tokens.acctOther)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ phone_number_sid: mine })]),
    );
  });
});

describe('CSV import and export', () => {
  it('a dry run reports what would be created, the duplicates and every invalid line with its reason', async () => {
    await addNumber('15551110000');
    const before = tableCounts(w.app);
    const res = await csv(
      [
        'Number,Carrier,Account,Application,Description',
        `+15551110001,Numbers trunk,default account,IVR,Sales`,
        `15551110002,${carrier},${w.acct1},,`,
        '15551110001,Numbers trunk,default account,,',
        '15551110000,Numbers trunk,default account,,',
        'not-a-number,Numbers trunk,default account,,',
        '15551110003,No such trunk,default account,,',
        '15551110004,Numbers trunk,No such account,,',
        '15551110005,Numbers trunk,default account,No such app,',
        '15551110006,Second account trunk,default account,,',
      ].join('\n'),
      '&dry_run=true',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: 9,
      to_create: 2,
      duplicates: [
        { line: 4, number: '15551110001', reason: T.csvDuplicateInFile(2) },
        { line: 5, number: '15551110000', reason: T.csvAlreadyExists },
      ],
      duplicates_total: 2,
      invalid: [
        { line: 6, number: 'not-a-number', reason: T.numberInvalid },
        { line: 7, number: '15551110003', reason: T.csvUnknown('carrier', 'No such trunk') },
        { line: 8, number: '15551110004', reason: T.csvUnknown('account', 'No such account') },
        { line: 9, number: '15551110005', reason: T.csvUnknown('application', 'No such app') },
        { line: 10, number: '15551110006', reason: T.csvUnknown('carrier', 'Second account trunk') },
      ],
      invalid_total: 5,
    });
    expect(tableCounts(w.app)).toEqual(before);
  });

  it('refuses to import anything while a line is invalid', async () => {
    const before = tableCounts(w.app);
    const res = await csv(
      'number,carrier,account\n15551120001,Numbers trunk,default account\nbad,Numbers trunk,default account\n',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      msg: '1 line is invalid: nothing was imported.',
      invalid_total: 1,
      to_create: 1,
    });
    expect(tableCounts(w.app)).toEqual(before);
  });

  it('imports every valid line in one audited write, skipping duplicates', async () => {
    await addNumber('15551130000');
    const before = tableCounts(w.app);
    const lines = Array.from(
      { length: 50 },
      (_, i) => `1555113${String(i).padStart(4, '0')},Numbers trunk,default account,IVR,batch ${i}`,
    );
    const res = await csv(`number,carrier,account,application,description\n${lines.join('\n')}\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rows: 50,
      to_create: 49,
      duplicates_total: 1,
      invalid_total: 0,
      created: 49,
    });
    const after = tableCounts(w.app);
    expect(after.phone_numbers).toBe(before.phone_numbers + 49);
    expect(after.audit_log).toBe(before.audit_log + 1);
    const page = await ok('GET', '/v1/PhoneNumbers?page=1&page_size=25&filter=batch%2042');
    expect(page.data).toEqual([
      expect.objectContaining({ number: '15551130042', application_sid: app1, description: 'batch 42' }),
    ]);
    // the import brought the search index and the counts up in bulk, and the row-by-row upkeep is back
    const stored = (sql: string) => (w.app.ctx.store.get<{ n: number }>(sql)?.n ?? 0) as number;
    const numbersOf = `SELECT COUNT(*) AS n FROM phone_numbers WHERE account_sid = '${w.acct1}'`;
    expect((await ok('GET', `/v1/PhoneNumbers?page=1&page_size=1&account_sid=${w.acct1}`)).total).toBe(
      stored(numbersOf),
    );
    expect(
      stored("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'phone_numbers'"),
    ).toBe(8);
    await addNumber('15551139999', { description: 'after the batch' });
    expect((await ok('GET', '/v1/PhoneNumbers?page=1&page_size=25&filter=after%20the%20batch')).total).toBe(
      1,
    );
    expect((await ok('GET', `/v1/PhoneNumbers?page=1&page_size=1&account_sid=${w.acct1}`)).total).toBe(
      stored(numbersOf),
    );
  });

  it('names the missing columns, and refuses an empty file', async () => {
    const noColumns = await csv('number,account\n1555,default account\n', '&dry_run=true');
    expect(noColumns.json()).toEqual({ msg: T.csvMissingColumns(['carrier']) });
    expect((await csv('', '&dry_run=true')).json()).toEqual({ msg: T.csvEmpty });
    const admin = await w.app.inject({
      method: 'POST',
      url: '/v1/PhoneNumbers/Import?dry_run=true',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${w.tokens.admin}` },
      payload: 'number,carrier,account\n',
    });
    expect(admin.json()).toEqual({ msg: 'missing service_provider_sid' });
  });

  it('an account user imports into their own account only', async () => {
    const res = await csv(
      `number,carrier,account\n15551140001,Numbers trunk,second account\n15551140002,Numbers trunk,\n`,
      '&dry_run=true',
      w.tokens.acct,
    );
    expect(res.json()).toMatchObject({
      to_create: 1,
      invalid: [{ line: 2, number: '15551140001', reason: T.csvUnknown('account', 'second account') }],
    });
  });

  it('exports the numbers of the filter as CSV with names', async () => {
    await addNumber('15551150001', { application_sid: app1, description: 'Export, "quoted"' });
    const res = await w.api('GET', '/v1/PhoneNumbers/Export?filter=15551150001', w.tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="phone-numbers.csv"');
    expect(res.body).toBe(
      'number,carrier,account,application,description\r\n15551150001,Numbers trunk,default account,IVR,"Export, ""quoted"""\r\n',
    );
    // what was exported imports again (as duplicates)
    const again = await csv(res.body, '&dry_run=true');
    expect(again.json()).toMatchObject({ to_create: 0, duplicates_total: 1, invalid_total: 0 });
  });

  it('a sign followed by more than a number is a formula too: exported as text', async () => {
    const cells: [string, string][] = [
      ['15551150003', "+1+cmd|' /C calc'!A0"],
      ['15551150004', '-2+3+HYPERLINK("http://evil.example")'],
      ['15551150005', '+15551234567'],
      ['15551150006', '-12.5'],
    ];
    for (const [number, description] of cells) await addNumber(number, { description });
    const res = await w.api('GET', '/v1/PhoneNumbers/Export?filter=1555115000', w.tokens.admin);
    const described = (number: string) =>
      res.body
        .split('\r\n')
        .find((line) => line.startsWith(`${number},`))
        ?.split('default account,,')[1];
    expect(described('15551150003')).toBe("'+1+cmd|' /C calc'!A0");
    expect(described('15551150004')).toBe(`"'-2+3+HYPERLINK(""http://evil.example"")"`);
    // a number stays a number
    expect(described('15551150005')).toBe('+15551234567');
    expect(described('15551150006')).toBe('-12.5');
  });

  it('a description a spreadsheet would run as a formula is exported as text', async () => {
    await addNumber('15551150002', { description: '=HYPERLINK("http://evil.example","x")' });
    const res = await w.api('GET', '/v1/PhoneNumbers/Export?filter=15551150002', w.tokens.admin);
    expect(res.body.split('\r\n')[1]).toBe(
      `15551150002,Numbers trunk,default account,,"'=HYPERLINK(""http://evil.example"",""x"")"`,
    );
  });
});
