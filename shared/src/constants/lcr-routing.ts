// Which outbound call routing applies to a dialled number, and why — the rule jambonz's SBC applies to an outbound
// call (docs/product/telephony.md#routing-tester):
// - the account's own table, else its service provider's (an inactive table is passed over);
// - the routes by priority, lowest first; a route matches when the number starts with its pattern (a digit prefix)
//   or its pattern, as a regular expression, finds a match in the number; a matching route without a carrier is
//   passed over; a pattern that is no regular expression (and no prefix of the number) stops the look-up;
// - the matching route's carriers by priority: the SBC uses the first (its outbound gateways, less those a failed
//   OPTIONS ping took out of use);
// - without a table, or when no route matches, the SBC uses the carrier the call came in through, else one chosen
//   at random among the account's active carriers with an active outbound gateway, else the service provider's.
// The routing tester and the traffic simulator use it; its tests pin each case.
import type { Lcr, LcrRoute } from '@switchboard/shared/types';

/** An outbound call routing table with its routes (each with its carrier entries). */
export interface RoutingTable {
  lcr: Pick<Lcr, 'lcr_sid' | 'name' | 'is_active' | 'account_sid' | 'service_provider_sid'>;
  routes: ReadonlyArray<
    Pick<LcrRoute, 'lcr_route_sid' | 'regex' | 'priority' | 'description' | 'lcr_carrier_set_entries'>
  >;
}
type Route = RoutingTable['routes'][number];

/** The number as the SBC sees it: what was typed, without spaces and the usual separators (a leading + stays). */
export function dialledNumber(text: string): string {
  return text.replace(/[\s\-.()]/g, '');
}

/** How a route's pattern meets a number. */
export type PatternMatch = { matches: true; how: 'prefix' | 'regex' } | { matches: false; invalid: boolean };

/** jambonz: `number.startsWith(regex) || new RegExp(regex).test(number)` (an invalid pattern throws). */
export function matchPattern(pattern: string, number: string): PatternMatch {
  if (number.startsWith(pattern)) return { matches: true, how: 'prefix' };
  try {
    return new RegExp(pattern).test(number)
      ? { matches: true, how: 'regex' }
      : { matches: false, invalid: false };
  } catch {
    return { matches: false, invalid: true };
  }
}

export type RouteVerdict = 'matched' | 'no-match' | 'no-carrier' | 'invalid' | 'not-tried';

export interface RouteCheck {
  route: Route;
  /** 1-based, in priority order */
  position: number;
  verdict: RouteVerdict;
  /** how a matching route matched */
  how?: 'prefix' | 'regex';
}

export type RoutingOutcome =
  /** a route matched: its carriers */
  | 'route'
  /** neither the account nor its service provider has an active table */
  | 'no-table'
  /** the table has no route that matches with a carrier */
  | 'no-route'
  /** a pattern is no regular expression: the look-up stops */
  | 'invalid-pattern';

export interface RoutingDecision {
  /** the number as tested */
  number: string;
  outcome: RoutingOutcome;
  table: RoutingTable | null;
  owner: 'account' | 'service_provider' | null;
  /** tables passed over because they are inactive */
  inactive: RoutingTable[];
  /** every route of the table, in priority order, with what the rule made of it */
  checks: RouteCheck[];
  /** the route that matched */
  route: Route | null;
  /** its carriers in priority order; the SBC uses the first */
  carriers: Array<{ voip_carrier_sid: string; priority: number; used: boolean }>;
}

/** The table that applies to an account: its own active one, else its service provider's active one. */
export function applicableTable(
  tables: readonly RoutingTable[],
  who: { accountSid: string | null; serviceProviderSid: string | null },
): { table: RoutingTable | null; owner: 'account' | 'service_provider' | null; inactive: RoutingTable[] } {
  const own = who.accountSid ? tables.filter((t) => t.lcr.account_sid === who.accountSid) : [];
  const provider = who.serviceProviderSid
    ? tables.filter((t) => !t.lcr.account_sid && t.lcr.service_provider_sid === who.serviceProviderSid)
    : [];
  const inactive: RoutingTable[] = [];
  for (const [owner, candidates] of [
    ['account', own],
    ['service_provider', provider],
  ] as const) {
    for (const table of candidates) {
      if (table.lcr.is_active) return { table, owner, inactive };
      inactive.push(table);
    }
  }
  return { table: null, owner: null, inactive };
}

const byPriority = <T extends { priority: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.priority - b.priority);

/** The routing of a dialled number for an account (or, without one, for the service provider's own table). */
export function decideRoute(
  typed: string,
  tables: readonly RoutingTable[],
  who: { accountSid: string | null; serviceProviderSid: string | null },
): RoutingDecision {
  const number = dialledNumber(typed);
  const { table, owner, inactive } = applicableTable(tables, who);
  const decision: RoutingDecision = {
    number,
    outcome: 'no-table',
    table,
    owner,
    inactive,
    checks: [],
    route: null,
    carriers: [],
  };
  if (!table) return decision;
  decision.outcome = 'no-route';
  let done = false;
  byPriority(table.routes).forEach((route, index) => {
    const check: RouteCheck = { route, position: index + 1, verdict: 'not-tried' };
    decision.checks.push(check);
    if (done) return;
    const match = matchPattern(route.regex, number);
    if (!match.matches) {
      check.verdict = match.invalid ? 'invalid' : 'no-match';
      if (match.invalid) {
        decision.outcome = 'invalid-pattern';
        done = true;
      }
      return;
    }
    check.how = match.how;
    const entries = byPriority(route.lcr_carrier_set_entries ?? []);
    if (entries.length === 0) {
      check.verdict = 'no-carrier';
      return;
    }
    check.verdict = 'matched';
    decision.outcome = 'route';
    decision.route = route;
    decision.carriers = entries.map((e, i) => ({
      voip_carrier_sid: e.voip_carrier_sid,
      priority: e.priority,
      used: i === 0,
    }));
    done = true;
  });
  return decision;
}

/** A carrier as the fallback sees it: active, with at least one active outbound gateway. */
export interface FallbackCarrier {
  voip_carrier_sid: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  is_active: unknown;
  gateways: ReadonlyArray<{ outbound: unknown; is_active: unknown }>;
}

/**
 * Without routing the SBC picks one of these at random: the account's active carriers with an active outbound
 * gateway, else its service provider's (when the call did not come in through a carrier that can take it out).
 */
export function fallbackCarriers<C extends FallbackCarrier>(
  carriers: readonly C[],
  who: { accountSid: string | null; serviceProviderSid: string | null },
): C[] {
  const usable = (c: C) => Boolean(c.is_active) && c.gateways.some((g) => g.outbound && g.is_active);
  const own = who.accountSid ? carriers.filter((c) => c.account_sid === who.accountSid && usable(c)) : [];
  if (own.length) return own;
  return carriers.filter(
    (c) => c.account_sid === null && c.service_provider_sid === who.serviceProviderSid && usable(c),
  );
}

// ---------------------------------------------------------------- texts

export const ROUTING_TESTER_MESSAGES = {
  title: 'Test a number',
  intro: 'Which route a dialled number takes, and the carriers it would be tried on.',
  numberLabel: 'Dialled number',
  numberHint: 'As the application dials it, e.g. +442071234567.',
  accountLabel: 'Account placing the call',
  testedAs: (number: string) => `Tested as ${number}.`,
  accountTable: (name: string) => `The account’s own routing applies: ${name}.`,
  providerTable: (name: string) => `The service provider’s routing applies: ${name}.`,
  inactiveTable: (name: string) => `${name} is inactive, so it is passed over.`,
  noTable:
    'No outbound call routing applies: the call goes out through the carrier it came in on, or one chosen at random among these.',
  noRoute:
    'No route matches: the call goes out through the carrier it came in on, or one chosen at random among these.',
  invalidPattern:
    'A route’s pattern is not a valid regular expression: the look-up stops there and the call goes out as if there were no routing.',
  noFallback: 'There is no active carrier with an outbound gateway: the call would fail.',
  matchedRoute: (position: number, regex: string, priority: number) =>
    `Route ${position} matches: ${regex} (priority ${priority}).`,
  carriersTitle: 'Carriers, in the order they would be tried',
  usedCarrier: 'used',
  unusedCarrier: 'not tried: the SBC uses a route’s first carrier',
  noUsableGateway: 'No outbound gateway is up: the call would fail.',
  explainToggle: 'Why not the other routes?',
  otherTable: 'This is not the table on this page: its routes are listed here.',
  providerHidden:
    'The account has no active routing of its own: its service provider’s applies, if it has one (its routes are not shown to account users).',
  matchesHere: '(the tested number matches this route)',
  gatewayInactive: (line: string) => `${line} (inactive)`,
  gatewayLine: (address: string, state: string) => `${address}: ${state}`,
  fallbackCarriers: 'Carriers the SBC picks from',
  everyRoute: 'Every route',
  routeLine: (explanation: string) => `— ${explanation}`,
  routeCarrier: (carrier: string, explanation: string) => `(${carrier}) — ${explanation}`,
} as const;

/** Why a route did or did not take the number: one text per case, the values filled in where they show. */
export const ROUTE_EXPLANATIONS = {
  prefix: (regex: string) => `Matches: the number starts with ${regex}.`,
  regex: (regex: string) => `Matches: the regular expression ${regex} finds a match in the number.`,
  noCarrier: 'Matches, but names no carrier: the next route is tried.',
  invalid: 'Not a valid regular expression: the look-up stops here.',
  notTriedAfter: (position: number) => `Not tried: route ${position} matched first.`,
  notTried: 'Not tried.',
  noMatch: (regex: string) =>
    `Does not match: the number does not start with ${regex}, and the regular expression ${regex} finds no match in it.`,
  noMatchWithoutPlus: (regex: string) =>
    `Does not match: the number does not start with ${regex}, and the regular expression ${regex} finds no match in it. It would without the leading +: the SBC sees the number as the application dials it.`,
} as const;

export type RouteExplanationKey = keyof typeof ROUTE_EXPLANATIONS;

/** Which explanation a route gets, with its values (a page translates the key; `routeExplanation` is English). */
export function explainRoute(
  check: RouteCheck,
  number: string,
  matchedPosition: number | null,
): { key: RouteExplanationKey; regex: string; position: number | null } {
  const { regex } = check.route;
  const of = (key: RouteExplanationKey) => ({ key, regex, position: matchedPosition });
  switch (check.verdict) {
    case 'matched':
      return of(check.how === 'prefix' ? 'prefix' : 'regex');
    case 'no-carrier':
      return of('noCarrier');
    case 'invalid':
      return of('invalid');
    case 'not-tried':
      return of(matchedPosition ? 'notTriedAfter' : 'notTried');
    default:
      return of(
        number.startsWith('+') && matchPattern(regex, number.slice(1)).matches
          ? 'noMatchWithoutPlus'
          : 'noMatch',
      );
  }
}

/** Why a route did or did not take the number, in English. */
export function routeExplanation(check: RouteCheck, number: string, matchedPosition: number | null): string {
  const { key, regex, position } = explainRoute(check, number, matchedPosition);
  const text = ROUTE_EXPLANATIONS[key];
  if (typeof text === 'string') return text;
  return key === 'notTriedAfter'
    ? (text as (position: number) => string)(position ?? 0)
    : (text as (regex: string) => string)(regex);
}
