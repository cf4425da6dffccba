// Phone numbers: create / read / update / delete with the rules (docs/product/telephony.md#phone-number-form), and the
// paged list with its search over number and description (trigram index and LIKE give the same answers) and totals
// kept by the counts table; the CSV import and export are in telephony-numbers-csv.test.ts.
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/validation';
import { newSid } from '../src/lib/ids';
import { w, carrier, acct2Carrier, app1, ok, refused, addNumber } from './telephony-numbers.fixtures';

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
