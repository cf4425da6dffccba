// The routing tester between the rule and the screen: the tables to test against (the saved ones, the one being
// edited as it is on the form), and what the rule's decision means for each carrier — its health now, whether an
// outbound gateway is left to take the call. The rule itself is shared (shared/src/constants/lcr-routing.ts).
import type { CarrierHealth, Lcr, LcrRoute } from '@switchboard/shared/types';
import {
  LCR_DEFAULT_ROUTE,
  decideRoute,
  fallbackCarriers,
  type LcrForm,
  type RoutingDecision,
  type RoutingTable,
} from '@switchboard/shared/validation';

/** A carrier as the tester knows it: its name, and its health where the API reports it. */
export interface TesterCarrier {
  voip_carrier_sid: string;
  name: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  is_active: 0 | 1;
  health: CarrierHealth | null;
}

/** The table on the form, as it would be saved: routes by position, the default route last. */
export function tableFromForm(
  values: Pick<LcrForm, 'routes' | 'default_carrier_sid' | 'is_active' | 'name' | 'account_sid'>,
  saved: Pick<Lcr, 'lcr_sid'> | null,
  serviceProviderSid: string | null,
): RoutingTable {
  const entry = (carrier: string) =>
    carrier
      ? [
          {
            lcr_carrier_set_entry_sid: '',
            lcr_route_sid: '',
            voip_carrier_sid: carrier,
            priority: 0,
            workload: 1,
          },
        ]
      : [];
  return {
    lcr: {
      lcr_sid: saved?.lcr_sid ?? 'new',
      name: values.name.trim() || 'This table',
      is_active: values.is_active ? 1 : 0,
      account_sid: values.account_sid || null,
      service_provider_sid: values.account_sid ? null : serviceProviderSid,
    },
    routes: [
      ...values.routes.map((route, index) => ({
        lcr_route_sid: `form-${index}`,
        regex: route.regex.trim(),
        description: route.description.trim() || null,
        priority: index,
        lcr_carrier_set_entries: entry(route.voip_carrier_sid),
      })),
      {
        lcr_route_sid: 'form-default',
        regex: LCR_DEFAULT_ROUTE.regex,
        description: LCR_DEFAULT_ROUTE.description,
        priority: LCR_DEFAULT_ROUTE.priority,
        lcr_carrier_set_entries: entry(values.default_carrier_sid),
      },
    ],
  };
}

/** The saved tables with their routes, the edited one replaced by (or added as) its form. */
export function tablesToTest(
  saved: ReadonlyArray<{ lcr: Lcr; routes: LcrRoute[] }>,
  edited: RoutingTable | null,
): RoutingTable[] {
  const others = saved.filter((t) => !edited || t.lcr.lcr_sid !== edited.lcr.lcr_sid);
  return edited ? [edited, ...others] : others;
}

export interface CarrierVerdict {
  carrier: TesterCarrier | null;
  voip_carrier_sid: string;
  used: boolean;
  /** the carrier's outbound gateways the SBC would try (active, not down); null when the API reports no health */
  usable: number | null;
  /** no outbound gateway left: the call would fail (603) */
  fails: boolean;
}

/** What a carrier the route names means now. */
function verdict(sid: string, used: boolean, carriers: ReadonlyMap<string, TesterCarrier>): CarrierVerdict {
  const carrier = carriers.get(sid) ?? null;
  const gateways = carrier?.health?.gateways;
  const usable = gateways
    ? gateways.filter((g) => g.outbound && g.is_active && g.state !== 'down').length
    : null;
  return { carrier, voip_carrier_sid: sid, used, usable, fails: usable === 0 };
}

export interface TesterResult {
  decision: RoutingDecision;
  /** the matching route's carriers in the order they would be tried */
  carriers: CarrierVerdict[];
  /** without routing: the carriers the SBC picks one of at random */
  fallback: TesterCarrier[] | null;
  /** the index of the matching route on the form being edited ('default': its default route), else null */
  formMatch: number | 'default' | null;
}

/** The tester's answer for a number typed, an account (or none: the provider's table) and what is known. */
export function testNumber(
  typed: string,
  tables: readonly RoutingTable[],
  who: { accountSid: string | null; serviceProviderSid: string | null },
  carriers: readonly TesterCarrier[],
  editedSid: string | null,
): TesterResult {
  const decision = decideRoute(typed, tables, who);
  const bySid = new Map(carriers.map((c) => [c.voip_carrier_sid, c]));
  const onForm = editedSid !== null && decision.table?.lcr.lcr_sid === editedSid;
  const route = decision.route;
  return {
    decision,
    carriers: decision.carriers.map((c) => verdict(c.voip_carrier_sid, c.used, bySid)),
    fallback:
      decision.outcome === 'route'
        ? null
        : fallbackCarriers(
            carriers.map((c) => ({
              ...c,
              // without gateway health (jambonz) the carriers' gateways are not known: each counts as usable
              gateways: c.health?.gateways ?? [{ outbound: 1, is_active: 1 }],
            })),
            who,
          ),
    formMatch:
      onForm && route
        ? route.lcr_route_sid === 'form-default'
          ? 'default'
          : Number(route.lcr_route_sid.replace('form-', ''))
        : null,
  };
}
