import type { LcrRoute } from '@switchboard/shared/types';
import { defaultRouteOf, lcrToForm, ownLcr, routableCarriers, routesPayload } from './lcr.rules';
import { makeCarrier } from '../../testing/fixtures';

const route = (sid: string, regex: string, priority: number, carrier: string): LcrRoute => ({
  lcr_route_sid: sid,
  lcr_sid: 'l',
  regex,
  description: null,
  priority,
  lcr_carrier_set_entries: [
    {
      lcr_carrier_set_entry_sid: `e-${sid}`,
      lcr_route_sid: sid,
      voip_carrier_sid: carrier,
      workload: 1,
      priority: 0,
    },
  ],
});

describe('LCR rules', () => {
  it('orders routes by priority and keeps the system default route apart as the default carrier', () => {
    const routes = [route('d', '.*', 9999, 'fallback'), route('b', '1', 1, 'us'), route('a', '44', 0, 'uk')];
    const form = lcrToForm(undefined, routes, '');
    expect(form.routes.map((r) => r.regex)).toEqual(['44', '1']);
    expect(form.default_carrier_sid).toBe('fallback');
    expect(defaultRouteOf(routes)).toEqual({ lcr_route_sid: 'd', lcr_carrier_set_entry_sid: 'e-d' });
  });

  it('priority is the list position; the default route is last at 9999', () => {
    const form = { ...lcrToForm(undefined, [], ''), default_carrier_sid: 'fallback' };
    form.routes = [
      { regex: ' 1 ', description: ' ', voip_carrier_sid: 'us' },
      {
        lcr_route_sid: 'a',
        lcr_carrier_set_entry_sid: 'e-a',
        regex: '44',
        description: 'UK',
        voip_carrier_sid: 'uk',
      },
    ];
    expect(routesPayload(form, { lcr_route_sid: 'd', lcr_carrier_set_entry_sid: 'e-d' })).toEqual([
      {
        regex: '1',
        description: null,
        priority: 0,
        lcr_carrier_set_entries: [{ voip_carrier_sid: 'us', priority: 0 }],
      },
      {
        lcr_route_sid: 'a',
        regex: '44',
        description: 'UK',
        priority: 1,
        lcr_carrier_set_entries: [{ voip_carrier_sid: 'uk', priority: 0, lcr_carrier_set_entry_sid: 'e-a' }],
      },
      {
        lcr_route_sid: 'd',
        regex: '.*',
        description: 'System Default Route',
        priority: 9999,
        lcr_carrier_set_entries: [
          { voip_carrier_sid: 'fallback', priority: 0, lcr_carrier_set_entry_sid: 'e-d' },
        ],
      },
    ]);
  });

  it('carriers an account’s table may use: its own and the service provider’s; an SP table: the SP’s own', () => {
    const sp = makeCarrier({ name: 'SP' });
    const mine = makeCarrier({ name: 'Mine', account_sid: 'acc' });
    const theirs = makeCarrier({ name: 'Theirs', account_sid: 'other' });
    expect(routableCarriers([theirs, mine, sp], 'acc').map((c) => c.name)).toEqual(['Mine', 'SP']);
    expect(routableCarriers([theirs, mine, sp], '').map((c) => c.name)).toEqual(['SP']);
  });

  it('the table a non-admin manages', () => {
    const lcrs = [
      {
        lcr_sid: '1',
        name: 'a',
        is_active: 1 as const,
        account_sid: 'acc',
        service_provider_sid: null,
        default_carrier_set_entry_sid: null,
      },
      {
        lcr_sid: '2',
        name: 'b',
        is_active: 1 as const,
        account_sid: null,
        service_provider_sid: 'sp',
        default_carrier_set_entry_sid: null,
      },
    ];
    expect(
      ownLcr(lcrs, { isAccountUser: true, ownAccountSid: 'acc', serviceProviderSid: 'sp' })?.lcr_sid,
    ).toBe('1');
    expect(
      ownLcr(lcrs, { isAccountUser: false, ownAccountSid: null, serviceProviderSid: 'sp' })?.lcr_sid,
    ).toBe('2');
    expect(
      ownLcr(lcrs, { isAccountUser: false, ownAccountSid: null, serviceProviderSid: 'x' }),
    ).toBeUndefined();
  });
});
