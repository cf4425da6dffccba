// Saving routes of an LCR in one batch (`POST|PUT /Lcrs/:sid/Routes`): every carrier and route sid is checked before
// anything is written, then each route is created (or updated by sid when the batch is a PUT) with its carrier-set
// entries in order, and the first entry of the route of priority 9999 — the system default route — becomes the LCR's
// default entry (docs/api/differences.md#quirks-kept). The caller runs it inside the write's transaction, so a
// refusal keeps nothing.
import { LCR_DEFAULT_ROUTE, type LcrRouteBatchItem } from '@switchboard/shared/validation';
import { badRequest } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import type { CarrierRepository } from '../carriers/repository';
import type { LcrRepository, LcrRow } from './repository';
import { isRoutableCarrier } from './rules';

/** A batch creates every route, or (PUT) updates those that name their lcr_route_sid. */
export type BatchMode = 'create' | 'upsert';

/** A carrier the LCR's owner may route to, else 400 `unknown voip_carrier_sid`. */
export function requireRoutableCarrier(carriers: CarrierRepository, lcr: LcrRow, carrierSid: string): void {
  const carrier = carriers.find(carrierSid.toLowerCase());
  if (!carrier || !isRoutableCarrier(lcr, carrier)) throw badRequest('unknown voip_carrier_sid');
}

/** Saves the batch; answers the sids of its routes, in the batch's order. */
export function saveRouteBatch(
  lcrs: LcrRepository,
  carriers: CarrierRepository,
  lcr: LcrRow,
  items: LcrRouteBatchItem[],
  mode: BatchMode,
): string[] {
  const upsert = mode === 'upsert';
  for (const item of items) {
    for (const entry of item.lcr_carrier_set_entries)
      requireRoutableCarrier(carriers, lcr, entry.voip_carrier_sid);
    if (upsert && item.lcr_route_sid && lcrs.lcrSidOfRoute(item.lcr_route_sid) !== lcr.lcr_sid)
      throw badRequest('unknown lcr_route_sid');
  }
  let defaultEntry: string | null = null;
  const routeSids = items.map((item) => {
    const updating = upsert && Boolean(item.lcr_route_sid);
    const routeSid = updating ? (item.lcr_route_sid as string) : newSid();
    const fields = {
      regex: item.regex.trim(),
      description: item.description ?? null,
      priority: item.priority,
    };
    if (updating) lcrs.updateRoute(routeSid, fields);
    else lcrs.insertRoute(routeSid, lcr.lcr_sid, fields);
    item.lcr_carrier_set_entries.forEach((entry, index) => {
      const existing =
        upsert && entry.lcr_carrier_set_entry_sid
          ? lcrs.findEntry(entry.lcr_carrier_set_entry_sid)
          : undefined;
      const entryFields = {
        voip_carrier_sid: entry.voip_carrier_sid.toLowerCase(),
        workload: entry.workload ?? 1,
        priority: entry.priority ?? index,
      };
      let entrySid: string;
      if (existing && existing.lcr_route_sid === routeSid) {
        entrySid = existing.lcr_carrier_set_entry_sid;
        lcrs.updateEntry(entrySid, entryFields);
      } else {
        entrySid = newSid();
        lcrs.insertEntry(entrySid, routeSid, entryFields);
      }
      if (item.priority === LCR_DEFAULT_ROUTE.priority && index === 0) defaultEntry = entrySid;
    });
    return routeSid;
  });
  if (defaultEntry) lcrs.update(lcr.lcr_sid, { default_carrier_set_entry_sid: defaultEntry });
  return routeSids;
}
