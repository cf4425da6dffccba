import type { CarrierHealth } from '@switchboard/shared/types';
import { tableFromForm, tablesToTest, testNumber, type TesterCarrier } from './tester.rules';

const form = {
  name: ' Main ',
  is_active: true,
  account_sid: '',
  default_carrier_sid: 'c-us',
  routes: [
    { regex: ' 44 ', description: 'UK', voip_carrier_sid: 'c-uk' },
    { regex: '33', description: '', voip_carrier_sid: '' },
  ],
};
const who = { accountSid: 'acct', serviceProviderSid: 'sp' };

const carrier = (
  sid: string,
  gateways: Array<[outbound: 0 | 1, active: 0 | 1, state: 'up' | 'down' | 'not_pinged']> | null,
): TesterCarrier => ({
  voip_carrier_sid: sid,
  name: sid,
  account_sid: null,
  service_provider_sid: 'sp',
  is_active: 1,
  health: gateways
    ? ({
        gateways: gateways.map(([outbound, is_active, state], i) => ({
          sip_gateway_sid: `${sid}-${i}`,
          outbound,
          is_active,
          state,
        })),
        level: 'up',
      } as unknown as CarrierHealth)
    : null,
});

describe('the table on the form', () => {
  it('is its routes by position, a route without a carrier without entries, the default route last', () => {
    const table = tableFromForm(form, { lcr_sid: 'lcr-1' }, 'sp');
    expect(table.lcr).toEqual({
      lcr_sid: 'lcr-1',
      name: 'Main',
      is_active: 1,
      account_sid: null,
      service_provider_sid: 'sp',
    });
    expect(
      table.routes.map((r) => [r.lcr_route_sid, r.regex, r.priority, r.lcr_carrier_set_entries?.length]),
    ).toEqual([
      ['form-0', '44', 0, 1],
      ['form-1', '33', 1, 0],
      ['form-default', '.*', 9999, 1],
    ]);
    // the saved table it edits is replaced by it
    const saved = [{ lcr: { ...table.lcr, name: 'old' } as never, routes: [] }];
    expect(tablesToTest(saved, table)).toEqual([table]);
  });

  it('points at the matching row of the form: a route index, or the default route', () => {
    const table = tableFromForm(form, { lcr_sid: 'lcr-1' }, 'sp');
    expect(testNumber('4420', [table], who, [], 'lcr-1').formMatch).toBe(0);
    // 33 matches but names no carrier: passed over, the default route takes it
    expect(testNumber('3314', [table], who, [], 'lcr-1').formMatch).toBe('default');
    expect(testNumber('4420', [table], who, [], 'another').formMatch).toBeNull();
  });
});

describe('a carrier’s verdict', () => {
  it('fails when none of its outbound gateways is left: inactive, inbound only or down', () => {
    const table = tableFromForm(form, { lcr_sid: 'lcr-1' }, 'sp');
    const down = testNumber(
      '4420',
      [table],
      who,
      [
        carrier('c-uk', [
          [1, 1, 'down'],
          [1, 0, 'up'],
          [0, 1, 'up'],
        ]),
      ],
      null,
    );
    expect(down.carriers).toEqual([
      expect.objectContaining({ voip_carrier_sid: 'c-uk', used: true, usable: 0, fails: true }),
    ]);
    const ok = testNumber(
      '4420',
      [table],
      who,
      [
        carrier('c-uk', [
          [1, 1, 'down'],
          [1, 1, 'not_pinged'],
        ]),
      ],
      null,
    );
    expect(ok.carriers[0]).toMatchObject({ usable: 1, fails: false });
    // no health reported (jambonz): not known
    expect(testNumber('4420', [table], who, [carrier('c-uk', null)], null).carriers[0]).toMatchObject({
      usable: null,
      fails: false,
    });
  });
});
