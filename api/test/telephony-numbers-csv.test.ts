// Phone numbers' CSV import (a dry-run report, then all or nothing, audited) and export (names, formulas as text).
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/validation';
import { tableCounts } from './helpers';
import { w, carrier, app1, ok, addNumber, csv } from './telephony-numbers.fixtures';

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
