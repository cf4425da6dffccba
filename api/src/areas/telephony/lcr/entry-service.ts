// Carrier-set entries of a route (docs/api/contract.md#outbound-call-routing): the carriers a route dials, by priority and workload. An entry's
// carrier must be one the LCR's owner may route to; the LCR's default entry cannot be deleted.
import type { z } from 'zod';
import type { LcrCarrierSetEntry } from '@switchboard/shared/types';
import type { lcrCarrierSetEntryBodySchema } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { badRequest } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { CarrierRepository } from '../carriers/repository';
import { optionalSid } from '../common/rules';
import { requireRoutableCarrier } from './batch';
import { LcrLookup } from './lookup';
import { LcrRepository, type LcrRow } from './repository';
import { lcrAuditOwner } from './rules';

type EntryBody = z.output<typeof lcrCarrierSetEntryBodySchema>;

const entryRow = (lcr: LcrRow, sid: string, action: 'create' | 'update' | 'delete') => ({
  entity: 'lcr_carrier_set_entry',
  table: 'lcr_carrier_set_entry',
  key: 'lcr_carrier_set_entry_sid',
  sid,
  action,
  ...lcrAuditOwner(lcr),
});

export class LcrEntryService {
  private readonly lcrs: LcrRepository;
  private readonly carriers: CarrierRepository;
  private readonly lookup: LcrLookup;

  constructor(private readonly ctx: AppContext) {
    this.lcrs = new LcrRepository(ctx.store);
    this.carriers = new CarrierRepository(ctx.store);
    this.lookup = new LcrLookup(this.lcrs);
  }

  /** The entries of a route in priority order (none without `lcr_route_sid`). */
  list(requester: Requester, lcrRouteSid: string | undefined): LcrCarrierSetEntry[] {
    const routeSid = optionalSid(lcrRouteSid, 'lcr_route_sid');
    if (!routeSid) return [];
    this.lookup.lcrOfRoute(callerOf(requester), routeSid);
    return this.lcrs.entriesOf(routeSid);
  }

  read(requester: Requester, sid: string): LcrCarrierSetEntry {
    return this.lookup.entry(callerOf(requester), sid).entry;
  }

  /** An entry of a route the caller owns, with a carrier its LCR may route to. */
  create(requester: Requester, body: EntryBody): string {
    if (!body.lcr_route_sid) throw badRequest('missing lcr_route_sid');
    if (!body.voip_carrier_sid) throw badRequest('missing voip_carrier_sid');
    const lcr = this.lookup.lcrOfRoute(callerOf(requester), body.lcr_route_sid);
    requireRoutableCarrier(this.carriers, lcr, body.voip_carrier_sid);
    const sid = newSid();
    const fields = {
      voip_carrier_sid: body.voip_carrier_sid,
      workload: body.workload ?? 1,
      priority: body.priority ?? 0,
    };
    auditedWrite(this.ctx, requester, entryRow(lcr, sid, 'create'), () =>
      this.lcrs.insertEntry(sid, body.lcr_route_sid as string, fields),
    );
    return sid;
  }

  /** An entry may move to another route of the same LCR, or to another carrier its LCR may route to. */
  update(requester: Requester, sid: string, body: EntryBody): void {
    const caller = callerOf(requester);
    const { entry, lcr } = this.lookup.entry(caller, sid);
    if (body.lcr_route_sid && body.lcr_route_sid !== entry.lcr_route_sid) {
      const target = this.lookup.lcrOfRoute(caller, body.lcr_route_sid);
      if (target.lcr_sid !== lcr.lcr_sid) throw badRequest('unknown lcr_route_sid');
    }
    if (body.voip_carrier_sid) requireRoutableCarrier(this.carriers, lcr, body.voip_carrier_sid);
    const { lcr_carrier_set_entry_sid: _sid, ...changes } = body;
    auditedWrite(this.ctx, requester, entryRow(lcr, entry.lcr_carrier_set_entry_sid, 'update'), () =>
      this.lcrs.updateEntry(entry.lcr_carrier_set_entry_sid, changes),
    );
  }

  /** Not the LCR's default entry. */
  remove(requester: Requester, sid: string): void {
    const { entry, lcr } = this.lookup.entry(callerOf(requester), sid);
    if (lcr.default_carrier_set_entry_sid === entry.lcr_carrier_set_entry_sid)
      throw badRequest('the default carrier of the LCR cannot be deleted');
    auditedWrite(this.ctx, requester, entryRow(lcr, entry.lcr_carrier_set_entry_sid, 'delete'), () =>
      this.lcrs.removeEntry(entry.lcr_carrier_set_entry_sid),
    );
  }
}
