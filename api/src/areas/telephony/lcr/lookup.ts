// Finding an LCR, a route or a carrier-set entry that the caller may see, refused the way each endpoint refuses it:
// a path sid that is unknown or another's is a 404, a sid named in a body or query a 400 naming the field.
import type { LcrCarrierSetEntry, LcrRoute } from '@switchboard/shared/types';
import type { Caller } from '../../../auth/caller';
import { badRequest, notFound } from '../../../http/errors';
import type { LcrRepository, LcrRow } from './repository';
import { canSeeLcr } from './rules';

export class LcrLookup {
  constructor(private readonly lcrs: LcrRepository) {}

  /** An LCR the caller owns; `missing` says how an unknown or foreign one is refused. */
  lcr(caller: Caller, sid: unknown, missing: 'not-found' | 'unknown' = 'not-found'): LcrRow {
    const lcr = typeof sid === 'string' ? this.lcrs.find(sid.toLowerCase()) : undefined;
    if (!lcr || !canSeeLcr(caller, lcr)) {
      if (missing === 'unknown') throw badRequest('unknown lcr_sid');
      throw notFound();
    }
    return lcr;
  }

  /** A route (path sid) and its LCR, the caller's: 404 otherwise. */
  route(caller: Caller, sid: string): { route: LcrRoute; lcr: LcrRow } {
    const route = this.lcrs.findRoute(sid.toLowerCase());
    if (!route) throw notFound();
    const lcr = this.lcrs.find(route.lcr_sid);
    if (!lcr || !canSeeLcr(caller, lcr)) throw notFound();
    return { route, lcr };
  }

  /** An entry (path sid) and its LCR, the caller's: 404 otherwise. */
  entry(caller: Caller, sid: string): { entry: LcrCarrierSetEntry; lcr: LcrRow } {
    const entry = this.lcrs.findEntry(sid.toLowerCase());
    if (!entry) throw notFound();
    const lcrSid = this.lcrs.lcrSidOfRoute(entry.lcr_route_sid);
    const lcr = lcrSid ? this.lcrs.find(lcrSid) : undefined;
    if (!lcr || !canSeeLcr(caller, lcr)) throw notFound();
    return { entry, lcr };
  }

  /** The LCR of a route named in a body or query: 400 `unknown lcr_route_sid` when unknown or not the caller's. */
  lcrOfRoute(caller: Caller, routeSid: string): LcrRow {
    const lcrSid = this.lcrs.lcrSidOfRoute(routeSid);
    const lcr = lcrSid ? this.lcrs.find(lcrSid) : undefined;
    if (!lcr || !canSeeLcr(caller, lcr)) throw badRequest('unknown lcr_route_sid');
    return lcr;
  }
}
