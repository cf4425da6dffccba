// Single routes of an LCR (docs/api/contract.md#outbound-call-routing): listed for an LCR, read, added, changed and deleted one at a time. The
// route holding the LCR's default entry (the system default route) cannot be deleted.
import type { z } from 'zod';
import type { LcrRoute } from '@switchboard/shared/types';
import type { lcrRouteBodySchema, lcrRouteCreateBodySchema } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { badRequest } from '../../../http/errors';
import { CarrierRepository } from '../carriers/repository';
import { saveRouteBatch } from './batch';
import { LcrLookup } from './lookup';
import { LcrRepository, type LcrRow } from './repository';
import { lcrAuditOwner } from './rules';

type LcrRouteBody = z.output<typeof lcrRouteBodySchema>;
type LcrRouteCreateBody = z.output<typeof lcrRouteCreateBodySchema>;

const routeRow = (lcr: LcrRow, sid: string, action: 'create' | 'update' | 'delete') => ({
  entity: 'lcr_route',
  table: 'lcr_routes',
  key: 'lcr_route_sid',
  sid,
  action,
  ...lcrAuditOwner(lcr),
});

export class LcrRouteService {
  private readonly lcrs: LcrRepository;
  private readonly carriers: CarrierRepository;
  private readonly lookup: LcrLookup;

  constructor(private readonly ctx: AppContext) {
    this.lcrs = new LcrRepository(ctx.store);
    this.carriers = new CarrierRepository(ctx.store);
    this.lookup = new LcrLookup(this.lcrs);
  }

  /** The routes of an LCR in priority order, each with its carrier-set entries. */
  list(requester: Requester, lcrSid: string | undefined): LcrRoute[] {
    if (!lcrSid) throw badRequest('missing lcr_sid');
    const lcr = this.lookup.lcr(callerOf(requester), lcrSid, 'unknown');
    return this.lcrs.routesOf(lcr.lcr_sid);
  }

  read(requester: Requester, sid: string): LcrRoute {
    const { route } = this.lookup.route(callerOf(requester), sid);
    return { ...route, lcr_carrier_set_entries: this.lcrs.entriesOf(route.lcr_route_sid) };
  }

  /** The LCR a new route is for, checked before the body is (the contract's order). */
  requireLcrToAddTo(requester: Requester, body: Record<string, unknown>): void {
    if (!body.lcr_sid) throw badRequest('missing parameter lcr_sid');
    this.lookup.lcr(callerOf(requester), body.lcr_sid, 'unknown');
  }

  /**
   * A route, and the carrier entries sent with it saved as the batch saves a route's (every carrier checked
   * before anything is written; the default route's first entry becomes the LCR's default): all or nothing.
   */
  create(requester: Requester, body: LcrRouteCreateBody): string {
    const lcr = this.lookup.lcr(callerOf(requester), body.lcr_sid, 'unknown');
    if (body.regex === undefined) throw badRequest('missing field regex');
    if (body.priority === undefined) throw badRequest('missing field priority');
    const entries = body.lcr_carrier_set_entries ?? [];
    const item = {
      regex: body.regex,
      description: body.description,
      priority: body.priority,
      lcr_carrier_set_entries: entries,
    };
    return auditedWrite(
      this.ctx,
      requester,
      (sid) => ({
        entity: 'lcr_route',
        entitySid: sid,
        action: 'create',
        after: {
          ...this.lcrs.findRoute(sid),
          ...(entries.length ? { lcr_carrier_set_entries: this.lcrs.entriesOf(sid) } : {}),
        },
        ...lcrAuditOwner(lcr),
      }),
      () => saveRouteBatch(this.lcrs, this.carriers, lcr, [item], 'create')[0],
    );
  }

  /**
   * The route's fields; carrier entries sent with them are saved as the batch saves a route's (an entry naming its
   * sid updated, one without added, every carrier checked before anything is written): all or nothing.
   */
  update(requester: Requester, sid: string, body: LcrRouteBody): void {
    const { route, lcr } = this.lookup.route(callerOf(requester), sid);
    if (body.lcr_sid && body.lcr_sid !== route.lcr_sid) throw badRequest('unknown lcr_sid');
    const changes: Record<string, unknown> = {};
    if (body.regex !== undefined) changes.regex = body.regex.trim();
    if (body.description !== undefined) changes.description = body.description;
    if (body.priority !== undefined) changes.priority = body.priority;
    const entries = body.lcr_carrier_set_entries;
    if (entries === undefined) {
      auditedWrite(this.ctx, requester, routeRow(lcr, route.lcr_route_sid, 'update'), () =>
        this.lcrs.updateRoute(route.lcr_route_sid, changes),
      );
      return;
    }
    const withEntries = () => ({
      ...this.lcrs.findRoute(route.lcr_route_sid),
      lcr_carrier_set_entries: this.lcrs.entriesOf(route.lcr_route_sid),
    });
    const item = {
      lcr_route_sid: route.lcr_route_sid,
      regex: body.regex ?? route.regex,
      description: body.description === undefined ? route.description : body.description,
      priority: body.priority ?? route.priority,
      lcr_carrier_set_entries: entries,
    };
    auditedWrite(
      this.ctx,
      requester,
      (before) => ({
        entity: 'lcr_route',
        entitySid: route.lcr_route_sid,
        action: 'update',
        before,
        after: withEntries(),
        ...lcrAuditOwner(lcr),
      }),
      () => {
        const before = withEntries();
        saveRouteBatch(this.lcrs, this.carriers, lcr, [item], 'upsert');
        return before;
      },
    );
  }

  /** Not the system default route (the one holding the LCR's default entry); its entries go with it. */
  remove(requester: Requester, sid: string): void {
    const { route, lcr } = this.lookup.route(callerOf(requester), sid);
    const isDefault = this.lcrs
      .entriesOf(route.lcr_route_sid)
      .some((entry) => entry.lcr_carrier_set_entry_sid === lcr.default_carrier_set_entry_sid);
    if (isDefault) throw badRequest('the system default route cannot be deleted: choose its carrier instead');
    auditedWrite(this.ctx, requester, routeRow(lcr, route.lcr_route_sid, 'delete'), () =>
      this.lcrs.removeRoute(route.lcr_route_sid),
    );
  }
}
