// The outbound call routing form between the wire and the form (rules: the shared `lcrFormSchema`): the routes in
// priority order (priority = position), the system default route (.*, 9999, 'System Default Route') kept apart
// and saved with the default carrier, the carriers an LCR may use, and which LCR is a user's own.
import type { Lcr, LcrPayload, LcrRoute, LcrRoutePayload, VoipCarrier } from '@switchboard/shared/types';
import {
  LCR_DEFAULT_ROUTE,
  isDefaultRoute,
  type LcrForm,
  type LcrRouteForm,
} from '@switchboard/shared/validation';

export const NEW_ROUTE: LcrRouteForm = { regex: '', description: '', voip_carrier_sid: '' };

/** The sids of the saved default route and its carrier entry (updated in place when saved again). */
export interface DefaultRouteSids {
  lcr_route_sid?: string;
  lcr_carrier_set_entry_sid?: string;
}

export function defaultRouteOf(routes: ReadonlyArray<LcrRoute>): DefaultRouteSids {
  const route = routes.find(isDefaultRoute);
  return {
    lcr_route_sid: route?.lcr_route_sid,
    lcr_carrier_set_entry_sid: route?.lcr_carrier_set_entries?.[0]?.lcr_carrier_set_entry_sid,
  };
}

export function lcrToForm(
  lcr: Lcr | undefined,
  routes: ReadonlyArray<LcrRoute>,
  accountSid: string,
): LcrForm {
  const ordered = [...routes].sort((a, b) => a.priority - b.priority);
  const fallback = ordered.find(isDefaultRoute);
  return {
    name: lcr?.name ?? '',
    is_active: lcr ? Boolean(lcr.is_active) : true,
    account_sid: lcr ? (lcr.account_sid ?? '') : accountSid,
    default_carrier_sid: fallback?.lcr_carrier_set_entries?.[0]?.voip_carrier_sid ?? '',
    routes: ordered
      .filter((route) => !isDefaultRoute(route))
      .map((route) => ({
        lcr_route_sid: route.lcr_route_sid,
        lcr_carrier_set_entry_sid: route.lcr_carrier_set_entries?.[0]?.lcr_carrier_set_entry_sid,
        regex: route.regex,
        description: route.description ?? '',
        voip_carrier_sid: route.lcr_carrier_set_entries?.[0]?.voip_carrier_sid ?? '',
      })),
  };
}

export function lcrPayload(values: LcrForm, owner: { serviceProviderSid: string | null }): LcrPayload {
  return {
    name: values.name.trim(),
    is_active: values.is_active,
    account_sid: values.account_sid || null,
    service_provider_sid: values.account_sid ? null : owner.serviceProviderSid,
  };
}

/** Every route in one batch: priority is the list position; the default route comes last with priority 9999. */
export function routesPayload(values: LcrForm, saved: DefaultRouteSids = {}): LcrRoutePayload[] {
  const entry = (carrier: string, sid?: string) => [
    { voip_carrier_sid: carrier, priority: 0, ...(sid ? { lcr_carrier_set_entry_sid: sid } : {}) },
  ];
  return [
    ...values.routes.map((route, index) => ({
      ...(route.lcr_route_sid ? { lcr_route_sid: route.lcr_route_sid } : {}),
      regex: route.regex.trim(),
      description: route.description.trim() || null,
      priority: index,
      lcr_carrier_set_entries: entry(route.voip_carrier_sid, route.lcr_carrier_set_entry_sid),
    })),
    {
      ...(saved.lcr_route_sid ? { lcr_route_sid: saved.lcr_route_sid } : {}),
      regex: LCR_DEFAULT_ROUTE.regex,
      description: LCR_DEFAULT_ROUTE.description,
      priority: LCR_DEFAULT_ROUTE.priority,
      lcr_carrier_set_entries: entry(values.default_carrier_sid, saved.lcr_carrier_set_entry_sid),
    },
  ];
}

/** An account's table routes to the account's carriers and the service provider's; an SP's to the SP's own. */
export function routableCarriers(carriers: ReadonlyArray<VoipCarrier>, accountSid: string): VoipCarrier[] {
  return carriers
    .filter((c) =>
      accountSid ? c.account_sid === accountSid || c.account_sid === null : c.account_sid === null,
    )
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** The table a user other than an admin manages: their account's, or their service provider's own. */
export function ownLcr(
  lcrs: ReadonlyArray<Lcr>,
  user: { isAccountUser: boolean; ownAccountSid: string | null; serviceProviderSid: string | null },
): Lcr | undefined {
  if (user.isAccountUser) return lcrs.find((l) => l.account_sid === user.ownAccountSid);
  return lcrs.find((l) => !l.account_sid && l.service_provider_sid === user.serviceProviderSid);
}

/** Whether the table's own fields changed (else a save only changed its routes). */
export function lcrFieldsChanged(before: LcrForm, after: LcrForm): boolean {
  return before.name.trim() !== after.name.trim() || before.is_active !== after.is_active;
}
