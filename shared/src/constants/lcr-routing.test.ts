import {
  applicableTable,
  decideRoute,
  dialledNumber,
  fallbackCarriers,
  matchPattern,
  routeExplanation,
  type RoutingTable,
} from './lcr-routing';

let seq = 0;
const route = (regex: string, priority: number, ...carriers: Array<string | [string, number]>) => ({
  lcr_route_sid: `r${++seq}`,
  regex,
  priority,
  description: null,
  lcr_carrier_set_entries: carriers.map((c, i) => {
    const [sid, p] = Array.isArray(c) ? c : [c, i];
    return {
      lcr_carrier_set_entry_sid: `e${seq}-${i}`,
      lcr_route_sid: `r${seq}`,
      voip_carrier_sid: sid,
      priority: p,
      workload: 1,
    };
  }),
});
const table = (
  name: string,
  owner: { account_sid?: string; service_provider_sid?: string },
  routes: RoutingTable['routes'],
  is_active: 0 | 1 = 1,
): RoutingTable => ({
  lcr: {
    lcr_sid: `lcr-${name}`,
    name,
    is_active,
    account_sid: owner.account_sid ?? null,
    service_provider_sid: owner.account_sid ? null : (owner.service_provider_sid ?? null),
  },
  routes,
});
const ACME = { accountSid: 'acct-acme', serviceProviderSid: 'sp-1' };

describe('a route’s pattern', () => {
  it('matches a digit prefix, or a regular expression anywhere in the number (as jambonz’s SBC)', () => {
    expect(matchPattern('44', '442071234567')).toEqual({ matches: true, how: 'prefix' });
    expect(matchPattern('^1(212|646)', '16465550100')).toEqual({ matches: true, how: 'regex' });
    // an unanchored expression matches anywhere: 44 is found inside this number
    expect(matchPattern('44', '15554401234')).toEqual({ matches: true, how: 'regex' });
    expect(matchPattern('^44', '15554401234')).toEqual({ matches: false, invalid: false });
    // a prefix is compared as text before any regular expression: '+1' starts '+15550100'
    expect(matchPattern('+1', '+15550100')).toEqual({ matches: true, how: 'prefix' });
    expect(matchPattern('+1', '15550100')).toEqual({ matches: false, invalid: true });
    expect(matchPattern('.*', '123')).toEqual({ matches: true, how: 'regex' });
  });

  it('takes the number as dialled, without spaces and separators', () => {
    expect(dialledNumber(' +44 (20) 7123-4567 ')).toBe('+442071234567');
    expect(dialledNumber('1.555.010.0100')).toBe('15550100100');
  });
});

describe('the routing of a dialled number', () => {
  const provider = table('Provider routing', { service_provider_sid: 'sp-1' }, [
    route('1', 1, 'c-us'),
    route('.*', 9999, 'c-default'),
  ]);
  const own = table('Acme routing', { account_sid: 'acct-acme' }, [
    route('^44', 2, 'c-uk'),
    route('44', 1, 'c-uk-cheap'),
    route('1', 3, 'c-us-acme'),
    route('.*', 9999, 'c-acme-default'),
  ]);

  it('uses the account’s own table over its service provider’s', () => {
    const d = decideRoute('+1 212 555 0100', [provider, own], ACME);
    expect(d).toMatchObject({ owner: 'account', table: own, number: '+12125550100' });
    // an account without a table of its own gets the provider's
    expect(decideRoute('12125550100', [provider, own], { ...ACME, accountSid: 'acct-other' })).toMatchObject({
      owner: 'service_provider',
      table: provider,
      outcome: 'route',
    });
  });

  it('passes an inactive table over, and says so', () => {
    const idle = { ...own, lcr: { ...own.lcr, is_active: 0 as const } };
    const d = applicableTable([idle, provider], ACME);
    expect(d).toEqual({ table: provider, owner: 'service_provider', inactive: [idle] });
    expect(applicableTable([idle], ACME)).toEqual({ table: null, owner: null, inactive: [idle] });
  });

  it('tries the routes by priority, lowest first, and the first match wins', () => {
    const d = decideRoute('442071234567', [own], ACME);
    // priority 1 ('44') comes before priority 2 ('^44') though listed after it
    expect(d.route?.regex).toBe('44');
    expect(d.checks.map((c) => [c.position, c.route.regex, c.verdict, c.how])).toEqual([
      [1, '44', 'matched', 'prefix'],
      [2, '^44', 'not-tried', undefined],
      [3, '1', 'not-tried', undefined],
      [4, '.*', 'not-tried', undefined],
    ]);
    expect(d.carriers).toEqual([{ voip_carrier_sid: 'c-uk-cheap', priority: 0, used: true }]);
  });

  it('ends with the default route when nothing else matches', () => {
    const d = decideRoute('33298765432', [own], ACME);
    expect(d.outcome).toBe('route');
    expect(d.checks.map((c) => c.verdict)).toEqual(['no-match', 'no-match', 'no-match', 'matched']);
    expect(d.route).toMatchObject({ regex: '.*', priority: 9999 });
    expect(d.carriers[0].voip_carrier_sid).toBe('c-acme-default');
    // an unanchored digit is found anywhere: the '1' route takes a French number with a 1 in it
    expect(decideRoute('33142345678', [own], ACME).route?.regex).toBe('1');
  });

  it('passes over a matching route without a carrier, and stops at a pattern that is no expression', () => {
    const odd = table('Odd', { account_sid: 'acct-acme' }, [
      route('44', 1),
      route('[', 2, 'c-x'),
      route('.*', 9999, 'c-default'),
    ]);
    const uk = decideRoute('442071234567', [odd], ACME);
    expect(uk.checks.map((c) => c.verdict)).toEqual(['no-carrier', 'invalid', 'not-tried']);
    expect(uk).toMatchObject({ outcome: 'invalid-pattern', route: null, carriers: [] });
    // a number the broken pattern is a prefix of never reaches the expression
    expect(decideRoute('[99', [odd], ACME)).toMatchObject({ outcome: 'route', route: { regex: '[' } });
  });

  it('lists a route’s carriers by their priority; the SBC uses the first', () => {
    const multi = table('Multi', { service_provider_sid: 'sp-1' }, [route('1', 1, ['c-b', 5], ['c-a', 2])]);
    expect(decideRoute('12125550100', [multi], ACME).carriers).toEqual([
      { voip_carrier_sid: 'c-a', priority: 2, used: true },
      { voip_carrier_sid: 'c-b', priority: 5, used: false },
    ]);
  });

  it('has no route when no pattern matches, and no table when none applies', () => {
    const onlyUs = table('US only', { service_provider_sid: 'sp-1' }, [route('^1', 1, 'c-us')]);
    expect(decideRoute('442071234567', [onlyUs], ACME)).toMatchObject({ outcome: 'no-route', route: null });
    expect(decideRoute('442071234567', [], ACME)).toMatchObject({
      outcome: 'no-table',
      table: null,
      checks: [],
    });
  });

  it('explains each route’s verdict', () => {
    const anchored = table('Anchored', { account_sid: 'acct-acme' }, [
      route('^44', 1, 'c-uk'),
      route('44', 2, 'c-uk-any'),
      route('.*', 9999, 'c-default'),
    ]);
    const d = decideRoute('+442071234567', [anchored], ACME);
    expect(d.checks.map((c) => c.verdict)).toEqual(['no-match', 'matched', 'not-tried']);
    expect(routeExplanation(d.checks[0], d.number, 2)).toBe(
      'Does not match: the number does not start with ^44, and the regular expression ^44 finds no match in it. It would without the leading +: the SBC sees the number as the application dials it.',
    );
    // '44' is found inside '+442071234567' as an expression
    expect(routeExplanation(d.checks[1], d.number, 2)).toBe(
      'Matches: the regular expression 44 finds a match in the number.',
    );
    expect(routeExplanation(d.checks[2], d.number, 2)).toBe('Not tried: route 2 matched first.');
    const plain = decideRoute('442071234567', [anchored], ACME);
    expect(routeExplanation(plain.checks[0], plain.number, 1)).toBe(
      'Matches: the regular expression ^44 finds a match in the number.',
    );
    expect(
      routeExplanation(
        { ...plain.checks[0], verdict: 'matched', how: 'prefix', route: route('4420', 1) },
        plain.number,
        1,
      ),
    ).toBe('Matches: the number starts with 4420.');
  });
});

describe('without routing', () => {
  const carrier = (
    sid: string,
    owner: string | null,
    active = 1,
    gateways = [{ outbound: 1, is_active: 1 }],
  ) => ({
    voip_carrier_sid: sid,
    account_sid: owner,
    service_provider_sid: 'sp-1',
    is_active: active,
    gateways,
  });
  it('the SBC picks among the account’s usable carriers, else the service provider’s', () => {
    const carriers = [
      carrier('sp-a', null),
      carrier('acme-a', 'acct-acme'),
      carrier('acme-off', 'acct-acme', 0),
      carrier('acme-in', 'acct-acme', 1, [{ outbound: 0, is_active: 1 }]),
      carrier('other', 'acct-other'),
    ];
    expect(fallbackCarriers(carriers, ACME).map((c) => c.voip_carrier_sid)).toEqual(['acme-a']);
    expect(
      fallbackCarriers(carriers, { ...ACME, accountSid: 'acct-none' }).map((c) => c.voip_carrier_sid),
    ).toEqual(['sp-a']);
  });
});
