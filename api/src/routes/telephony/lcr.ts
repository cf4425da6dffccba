// Outbound call routing — least cost routing (contract §6.13): LCRs (one per account or service provider), their
// routes saved in one batch (priority = position; the route of priority 9999 is the system default route, whose
// carrier entry is the LCR's default), single routes and carrier-set entries. Unlike the real server, every
// endpoint checks that the caller owns the LCR, and carriers must be ones the LCR's owner may use.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Lcr, LcrCarrierSetEntry, LcrRoute } from '@switchboard/shared/types';
import {
  LCR_DEFAULT_ROUTE,
  TELEPHONY_MESSAGES,
  lcrCarrierSetEntryBodySchema,
  lcrCreateBodySchema,
  lcrRouteBodySchema,
  lcrRoutesBatchBodySchema,
  lcrUpdateBodySchema,
  type LcrRouteBatchItem,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import type { Store } from '../../db/store';
import { callerOf, type Caller } from '../../auth/caller';
import { findAccount, ownsAccount } from '../../auth/access';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { newSid } from '../../lib/ids';
import { bodyOf, findCarrier, optionalSid } from './common';

interface LcrRow {
  lcr_sid: string;
  name: string | null;
  is_active: 0 | 1;
  default_carrier_set_entry_sid: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
  /** the service provider of the LCR's account (or its own) */
  owner_sp: string | null;
}

const LCR_SELECT = `SELECT lcr.*, COALESCE(acc.service_provider_sid, lcr.service_provider_sid) AS owner_sp,
  (SELECT COUNT(*) FROM lcr_routes r WHERE r.lcr_sid = lcr.lcr_sid) AS number_routes
  FROM lcr LEFT JOIN accounts acc ON acc.account_sid = lcr.account_sid`;

function canSeeLcr(caller: Caller, lcr: LcrRow): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider') return lcr.owner_sp === caller.service_provider_sid;
  return lcr.account_sid !== null && lcr.account_sid === caller.account_sid;
}

const publicLcr = ({ owner_sp: _sp, ...lcr }: LcrRow & { number_routes?: number }): Lcr => lcr as Lcr;

function findLcr(store: Store, sid: string): (LcrRow & { number_routes: number }) | undefined {
  return store.get(`${LCR_SELECT} WHERE lcr.lcr_sid = ?`, sid);
}

/** An LCR the caller owns: `missing` says how an unknown or foreign one is refused. */
function requireLcr(
  store: Store,
  caller: Caller,
  sid: unknown,
  missing: 'not-found' | 'unknown' = 'not-found',
) {
  const lcr = typeof sid === 'string' ? findLcr(store, sid.toLowerCase()) : undefined;
  if (!lcr || !canSeeLcr(caller, lcr)) {
    if (missing === 'unknown') throw badRequest('unknown lcr_sid');
    throw notFound();
  }
  return lcr;
}

/** Routes of an LCR in priority order, each with its carrier-set entries. */
function routesOf(store: Store, lcrSid: string): LcrRoute[] {
  const routes = store.all<LcrRoute>(
    'SELECT * FROM lcr_routes WHERE lcr_sid = ? ORDER BY priority, rowid',
    lcrSid,
  );
  return routes.map((route) => ({
    ...route,
    lcr_carrier_set_entries: entriesOf(store, route.lcr_route_sid),
  }));
}

function entriesOf(store: Store, routeSid: string): LcrCarrierSetEntry[] {
  return store.all<LcrCarrierSetEntry>(
    'SELECT * FROM lcr_carrier_set_entry WHERE lcr_route_sid = ? ORDER BY priority, rowid',
    routeSid,
  );
}

/** A carrier the LCR's owner may route to: an account's own or its SP's; an SP LCR's SP-level carriers. */
function requireRoutableCarrier(store: Store, lcr: LcrRow, carrierSid: string): void {
  const carrier = findCarrier(store, carrierSid.toLowerCase());
  if (!carrier) throw badRequest('unknown voip_carrier_sid');
  const ok = lcr.account_sid
    ? carrier.account_sid === lcr.account_sid ||
      (carrier.account_sid === null && carrier.service_provider_sid === lcr.owner_sp)
    : lcr.owner_sp === null ||
      (carrier.service_provider_sid === lcr.owner_sp && carrier.account_sid === null);
  if (!ok) throw badRequest('unknown voip_carrier_sid');
}

/** One LCR per account and per service provider (the real server's messages). */
function requireNoOtherLcr(
  store: Store,
  owner: { account_sid: string | null; sp: string | null },
  exceptSid: string | null,
) {
  if (owner.account_sid) {
    const other = store.get(
      'SELECT 1 FROM lcr WHERE account_sid = ? AND lcr_sid IS NOT ?',
      owner.account_sid,
      exceptSid,
    );
    if (other) {
      const name = store.get<{ name: string }>(
        'SELECT name FROM accounts WHERE account_sid = ?',
        owner.account_sid,
      )?.name;
      throw badRequest(TELEPHONY_MESSAGES.lcrAccountTaken(name ?? owner.account_sid));
    }
  } else if (owner.sp) {
    const other = store.get(
      "SELECT 1 FROM lcr WHERE service_provider_sid = ? AND (account_sid IS NULL OR account_sid = '') AND lcr_sid IS NOT ?",
      owner.sp,
      exceptSid,
    );
    if (other) {
      const name = store.get<{ name: string }>(
        'SELECT name FROM service_providers WHERE service_provider_sid = ?',
        owner.sp,
      )?.name;
      throw badRequest(TELEPHONY_MESSAGES.lcrServiceProviderTaken(name ?? owner.sp));
    }
  }
}

/** Saves a batch of routes (create, or update by sid) and keeps the LCR's default entry in step. */
function saveRoutes(store: Store, lcr: LcrRow, items: LcrRouteBatchItem[], upsert: boolean): void {
  for (const item of items) {
    for (const entry of item.lcr_carrier_set_entries)
      requireRoutableCarrier(store, lcr, entry.voip_carrier_sid);
    if (upsert && item.lcr_route_sid) {
      const route = store.get<{ lcr_sid: string }>(
        'SELECT lcr_sid FROM lcr_routes WHERE lcr_route_sid = ?',
        item.lcr_route_sid,
      );
      if (!route || route.lcr_sid !== lcr.lcr_sid) throw badRequest('unknown lcr_route_sid');
    }
  }
  let defaultEntry: string | null = null;
  for (const item of items) {
    const routeSid = upsert && item.lcr_route_sid ? item.lcr_route_sid : newSid();
    const fields = {
      regex: item.regex.trim(),
      description: item.description ?? null,
      priority: item.priority,
    };
    if (upsert && item.lcr_route_sid) store.update('lcr_routes', 'lcr_route_sid', routeSid, fields);
    else store.insert('lcr_routes', { lcr_route_sid: routeSid, lcr_sid: lcr.lcr_sid, ...fields });
    item.lcr_carrier_set_entries.forEach((entry, index) => {
      const existing =
        upsert && entry.lcr_carrier_set_entry_sid
          ? store.get<{ lcr_route_sid: string }>(
              'SELECT lcr_route_sid FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?',
              entry.lcr_carrier_set_entry_sid,
            )
          : undefined;
      const entryFields = {
        voip_carrier_sid: entry.voip_carrier_sid.toLowerCase(),
        workload: entry.workload ?? 1,
        priority: entry.priority ?? index,
      };
      let entrySid: string;
      if (existing && existing.lcr_route_sid === routeSid) {
        entrySid = entry.lcr_carrier_set_entry_sid as string;
        store.update('lcr_carrier_set_entry', 'lcr_carrier_set_entry_sid', entrySid, entryFields);
      } else {
        entrySid = newSid();
        store.insert('lcr_carrier_set_entry', {
          lcr_carrier_set_entry_sid: entrySid,
          lcr_route_sid: routeSid,
          ...entryFields,
        });
      }
      if (item.priority === LCR_DEFAULT_ROUTE.priority && index === 0) defaultEntry = entrySid;
    });
  }
  if (defaultEntry)
    store.update('lcr', 'lcr_sid', lcr.lcr_sid, { default_carrier_set_entry_sid: defaultEntry });
}

function auditLcr(
  ctx: AppContext,
  request: FastifyRequest,
  lcr: LcrRow,
  entity: string,
  entitySid: string,
  action: 'create' | 'update' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  recordAudit(ctx, request, {
    entity,
    entitySid,
    action,
    before,
    after,
    accountSid: lcr.account_sid,
    serviceProviderSid: lcr.owner_sp,
  });
}

export function lcrRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  const LCR = { sid: 'the LCR' };

  v1.get(
    '/Lcrs',
    {
      schema: docs({
        summary: 'Outbound call routing tables the caller may see, each with number_routes',
        tags: ['Outbound call routing'],
        responses: { 200: 'Lcr[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const rows = store.all<LcrRow & { number_routes: number }>(
        `${LCR_SELECT} ORDER BY lcr.name, lcr.lcr_sid`,
      );
      return rows.filter((lcr) => canSeeLcr(caller, lcr)).map(publicLcr);
    },
  );

  v1.get(
    '/Lcrs/:sid',
    {
      schema: docs({
        summary: 'One outbound call routing table',
        tags: ['Outbound call routing'],
        params: LCR,
        responses: { 200: 'Lcr', 404: 'unknown or not visible' },
      }),
    },
    async (request) =>
      publicLcr(requireLcr(store, callerOf(request), (request.params as { sid: string }).sid)),
  );

  v1.post(
    '/Lcrs',
    {
      schema: docs({
        summary: 'Create an outbound call routing table (one per account or service provider)',
        tags: ['Outbound call routing'],
        body: lcrCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field, or the owner already has one',
          403: 'account not the caller’s',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(lcrCreateBodySchema, request.body);
      // account users own their account's table (naming another account is refused below)
      let accountSid: string | null =
        body.account_sid || (caller.scope === 'account' ? caller.account_sid : null);
      let spSid: string | null =
        caller.scope === 'admin' ? (body.service_provider_sid ?? null) : caller.service_provider_sid;
      let ownerSp = spSid;
      if (accountSid) {
        const account = findAccount(store, accountSid);
        if (!account) throw badRequest('unknown account_sid');
        if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
        ownerSp = account.service_provider_sid;
        spSid = null;
      } else if (!spSid) throw badRequest('missing field service_provider_sid');
      else if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid))
        throw badRequest('unknown service_provider_sid');
      accountSid ||= null;
      if (
        body.default_carrier_set_entry_sid &&
        !store.get(
          'SELECT 1 FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?',
          body.default_carrier_set_entry_sid,
        )
      )
        throw badRequest('unknown lcr_carrier_set_entry');
      const sid = newSid();
      const row = {
        lcr_sid: sid,
        name: body.name,
        is_active: body.is_active ?? 1,
        account_sid: accountSid,
        service_provider_sid: spSid,
        default_carrier_set_entry_sid: body.default_carrier_set_entry_sid ?? null,
      };
      store.transaction(() => {
        requireNoOtherLcr(store, { account_sid: accountSid, sp: spSid }, null);
        store.insert('lcr', row);
        auditLcr(ctx, request, { ...row, owner_sp: ownerSp } as LcrRow, 'lcr', sid, 'create', null, row);
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.put(
    '/Lcrs/:sid',
    {
      schema: docs({
        summary: 'Change an outbound call routing table (name, active, default entry)',
        tags: ['Outbound call routing'],
        params: LCR,
        body: lcrUpdateBodySchema,
        responses: { 204: 'updated', 400: 'invalid field or unknown lcr_sid' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const lcr = requireLcr(store, caller, (request.params as { sid: string }).sid, 'unknown');
      const body = parseWith(lcrUpdateBodySchema, bodyOf(request));
      if (body.account_sid !== undefined && (body.account_sid || null) !== lcr.account_sid)
        throw badRequest('account_sid may not be modified');
      if (body.default_carrier_set_entry_sid) {
        const entry = store.get<{ lcr_sid: string }>(
          `SELECT r.lcr_sid FROM lcr_carrier_set_entry e JOIN lcr_routes r ON r.lcr_route_sid = e.lcr_route_sid
            WHERE e.lcr_carrier_set_entry_sid = ?`,
          body.default_carrier_set_entry_sid,
        );
        if (!entry || entry.lcr_sid !== lcr.lcr_sid) throw badRequest('unknown lcr_carrier_set_entry');
      }
      const changes: Record<string, unknown> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.is_active !== undefined) changes.is_active = body.is_active;
      if (body.default_carrier_set_entry_sid !== undefined)
        changes.default_carrier_set_entry_sid = body.default_carrier_set_entry_sid;
      store.transaction(() => {
        store.update('lcr', 'lcr_sid', lcr.lcr_sid, changes);
        const { number_routes: _n, ...before } = publicLcr(lcr) as Lcr & { number_routes?: number };
        auditLcr(ctx, request, lcr, 'lcr', lcr.lcr_sid, 'update', before, { ...before, ...changes });
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/Lcrs/:sid',
    {
      schema: docs({
        summary: 'Delete an outbound call routing table with its routes',
        tags: ['Outbound call routing'],
        params: LCR,
        responses: { 204: 'deleted', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const lcr = requireLcr(store, callerOf(request), (request.params as { sid: string }).sid);
      store.transaction(() => {
        store.run('UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE lcr_sid = ?', lcr.lcr_sid);
        store.run(
          'DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes WHERE lcr_sid = ?)',
          lcr.lcr_sid,
        );
        store.run('DELETE FROM lcr_routes WHERE lcr_sid = ?', lcr.lcr_sid);
        store.run('DELETE FROM lcr WHERE lcr_sid = ?', lcr.lcr_sid);
        auditLcr(
          ctx,
          request,
          lcr,
          'lcr',
          lcr.lcr_sid,
          'delete',
          publicLcr(lcr) as unknown as Record<string, unknown>,
          null,
        );
      });
      return reply.code(204).send();
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    v1.route({
      method,
      url: '/Lcrs/:sid/Routes',
      schema: docs({
        summary:
          method === 'POST'
            ? 'Create routes of an LCR in one batch (priority 9999: the default route)'
            : 'Save the routes of an LCR in one batch: items with lcr_route_sid are updated, others created',
        tags: ['Outbound call routing'],
        params: LCR,
        body: lcrRoutesBatchBodySchema,
        responses: { 204: 'saved', 400: 'invalid route', 404: 'unknown LCR' },
      }),
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const lcr = requireLcr(store, caller, (request.params as { sid: string }).sid);
        const items = parseWith(lcrRoutesBatchBodySchema, request.body);
        store.transaction(() => {
          const before = routesOf(store, lcr.lcr_sid);
          saveRoutes(store, lcr, items, method === 'PUT');
          auditLcr(
            ctx,
            request,
            lcr,
            'lcr',
            lcr.lcr_sid,
            'update',
            { routes: before },
            { routes: routesOf(store, lcr.lcr_sid) },
          );
        });
        return reply.code(204).send();
      },
    });
  }

  v1.get(
    '/LcrRoutes',
    {
      schema: docs({
        summary: 'The routes of an LCR in priority order, each with its carrier-set entries',
        tags: ['Outbound call routing'],
        query: z.looseObject({ lcr_sid: z.string().optional() }),
        responses: { 200: 'LcrRoute[]', 400: 'missing or unknown lcr_sid' },
      }),
    },
    async (request) => {
      const lcrSid = (request.query as Record<string, unknown>).lcr_sid;
      if (!lcrSid) throw badRequest('missing lcr_sid');
      const lcr = requireLcr(store, callerOf(request), lcrSid, 'unknown');
      return routesOf(store, lcr.lcr_sid);
    },
  );

  /** A route and its LCR, the caller's. */
  const routeOf = (request: FastifyRequest) => {
    const sid = String((request.params as { sid: string }).sid).toLowerCase();
    const route = store.get<LcrRoute>('SELECT * FROM lcr_routes WHERE lcr_route_sid = ?', sid);
    if (!route) throw notFound();
    const lcr = findLcr(store, route.lcr_sid);
    if (!lcr || !canSeeLcr(callerOf(request), lcr)) throw notFound();
    return { route, lcr };
  };

  v1.post(
    '/LcrRoutes',
    {
      schema: docs({
        summary: 'Add one route to an LCR',
        tags: ['Outbound call routing'],
        body: lcrRouteBodySchema,
        responses: { 201: '{sid}', 400: 'invalid route or unknown lcr_sid' },
      }),
    },
    async (request, reply) => {
      const raw = bodyOf(request);
      if (!raw.lcr_sid) throw badRequest('missing parameter lcr_sid');
      const lcr = requireLcr(store, callerOf(request), raw.lcr_sid, 'unknown');
      const body = parseWith(lcrRouteBodySchema, raw);
      if (body.regex === undefined) throw badRequest('missing field regex');
      if (body.priority === undefined) throw badRequest('missing field priority');
      const sid = newSid();
      const row = {
        lcr_route_sid: sid,
        lcr_sid: lcr.lcr_sid,
        regex: body.regex.trim(),
        description: body.description ?? null,
        priority: body.priority,
      };
      store.transaction(() => {
        store.insert('lcr_routes', row);
        auditLcr(ctx, request, lcr, 'lcr_route', sid, 'create', null, row);
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.get(
    '/LcrRoutes/:sid',
    {
      schema: docs({
        summary: 'One route with its carrier-set entries',
        tags: ['Outbound call routing'],
        params: { sid: 'the route' },
        responses: { 200: 'LcrRoute', 404: 'unknown' },
      }),
    },
    async (request) => {
      const { route } = routeOf(request);
      return { ...route, lcr_carrier_set_entries: entriesOf(store, route.lcr_route_sid) };
    },
  );

  v1.put(
    '/LcrRoutes/:sid',
    {
      schema: docs({
        summary: 'Change one route',
        tags: ['Outbound call routing'],
        params: { sid: 'the route' },
        body: lcrRouteBodySchema,
        responses: { 204: 'updated', 400: 'invalid route', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const { route, lcr } = routeOf(request);
      const body = parseWith(lcrRouteBodySchema, bodyOf(request));
      if (body.lcr_sid && body.lcr_sid !== route.lcr_sid) throw badRequest('unknown lcr_sid');
      const changes: Record<string, unknown> = {};
      if (body.regex !== undefined) changes.regex = body.regex.trim();
      if (body.description !== undefined) changes.description = body.description;
      if (body.priority !== undefined) changes.priority = body.priority;
      store.transaction(() => {
        store.update('lcr_routes', 'lcr_route_sid', route.lcr_route_sid, changes);
        auditLcr(
          ctx,
          request,
          lcr,
          'lcr_route',
          route.lcr_route_sid,
          'update',
          { ...route },
          { ...route, ...changes },
        );
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/LcrRoutes/:sid',
    {
      schema: docs({
        summary: 'Delete one route with its carrier-set entries (not the default route)',
        tags: ['Outbound call routing'],
        params: { sid: 'the route' },
        responses: { 204: 'deleted', 400: 'the default route', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const { route, lcr } = routeOf(request);
      const isDefault = entriesOf(store, route.lcr_route_sid).some(
        (e) => e.lcr_carrier_set_entry_sid === lcr.default_carrier_set_entry_sid,
      );
      if (isDefault)
        throw badRequest('the system default route cannot be deleted: choose its carrier instead');
      store.transaction(() => {
        store.run('DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid = ?', route.lcr_route_sid);
        store.run('DELETE FROM lcr_routes WHERE lcr_route_sid = ?', route.lcr_route_sid);
        auditLcr(ctx, request, lcr, 'lcr_route', route.lcr_route_sid, 'delete', { ...route }, null);
      });
      return reply.code(204).send();
    },
  );

  // ---------------------------------------------------------------- carrier-set entries

  /** An entry's route and LCR, the caller's. */
  const entryOf = (request: FastifyRequest) => {
    const sid = String((request.params as { sid: string }).sid).toLowerCase();
    const entry = store.get<LcrCarrierSetEntry>(
      'SELECT * FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?',
      sid,
    );
    if (!entry) throw notFound();
    const route = store.get<{ lcr_sid: string }>(
      'SELECT lcr_sid FROM lcr_routes WHERE lcr_route_sid = ?',
      entry.lcr_route_sid,
    );
    const lcr = route ? findLcr(store, route.lcr_sid) : undefined;
    if (!lcr || !canSeeLcr(callerOf(request), lcr)) throw notFound();
    return { entry, lcr };
  };

  /** The LCR of a route named in a body: 400 `unknown lcr_route_sid` when unknown or not the caller's. */
  const lcrOfRoute = (caller: Caller, routeSid: string) => {
    const route = store.get<{ lcr_sid: string }>(
      'SELECT lcr_sid FROM lcr_routes WHERE lcr_route_sid = ?',
      routeSid,
    );
    const lcr = route ? findLcr(store, route.lcr_sid) : undefined;
    if (!lcr || !canSeeLcr(caller, lcr)) throw badRequest('unknown lcr_route_sid');
    return lcr;
  };

  v1.get(
    '/LcrCarrierSetEntries',
    {
      schema: docs({
        summary: 'The carrier-set entries of a route, in priority order',
        tags: ['Outbound call routing'],
        query: z.looseObject({ lcr_route_sid: z.string().optional() }),
        responses: { 200: 'LcrCarrierSetEntry[]' },
      }),
    },
    async (request) => {
      const routeSid = optionalSid((request.query as Record<string, unknown>).lcr_route_sid, 'lcr_route_sid');
      if (!routeSid) return [];
      lcrOfRoute(callerOf(request), routeSid);
      return entriesOf(store, routeSid);
    },
  );

  v1.get(
    '/LcrCarrierSetEntries/:sid',
    {
      schema: docs({
        summary: 'One carrier-set entry',
        tags: ['Outbound call routing'],
        params: { sid: 'the entry' },
        responses: { 200: 'LcrCarrierSetEntry', 404: 'unknown' },
      }),
    },
    async (request) => entryOf(request).entry,
  );

  v1.post(
    '/LcrCarrierSetEntries',
    {
      schema: docs({
        summary: 'Add a carrier to a route',
        tags: ['Outbound call routing'],
        body: lcrCarrierSetEntryBodySchema,
        responses: { 201: '{sid}', 400: 'missing or unknown route or carrier' },
      }),
    },
    async (request, reply) => {
      const body = parseWith(lcrCarrierSetEntryBodySchema, bodyOf(request));
      if (!body.lcr_route_sid) throw badRequest('missing lcr_route_sid');
      if (!body.voip_carrier_sid) throw badRequest('missing voip_carrier_sid');
      const lcr = lcrOfRoute(callerOf(request), body.lcr_route_sid);
      requireRoutableCarrier(store, lcr, body.voip_carrier_sid);
      const sid = newSid();
      const row = {
        lcr_carrier_set_entry_sid: sid,
        lcr_route_sid: body.lcr_route_sid,
        voip_carrier_sid: body.voip_carrier_sid,
        workload: body.workload ?? 1,
        priority: body.priority ?? 0,
      };
      store.transaction(() => {
        store.insert('lcr_carrier_set_entry', row);
        auditLcr(ctx, request, lcr, 'lcr_carrier_set_entry', sid, 'create', null, row);
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.put(
    '/LcrCarrierSetEntries/:sid',
    {
      schema: docs({
        summary: 'Change a carrier-set entry',
        tags: ['Outbound call routing'],
        params: { sid: 'the entry' },
        body: lcrCarrierSetEntryBodySchema,
        responses: { 204: 'updated', 400: 'unknown route or carrier', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const { entry, lcr } = entryOf(request);
      const body = parseWith(lcrCarrierSetEntryBodySchema, bodyOf(request));
      if (body.lcr_route_sid && body.lcr_route_sid !== entry.lcr_route_sid) {
        const target = lcrOfRoute(callerOf(request), body.lcr_route_sid);
        if (target.lcr_sid !== lcr.lcr_sid) throw badRequest('unknown lcr_route_sid');
      }
      if (body.voip_carrier_sid) requireRoutableCarrier(store, lcr, body.voip_carrier_sid);
      const { lcr_carrier_set_entry_sid: _sid, ...changes } = body;
      store.transaction(() => {
        store.update(
          'lcr_carrier_set_entry',
          'lcr_carrier_set_entry_sid',
          entry.lcr_carrier_set_entry_sid,
          changes,
        );
        auditLcr(
          ctx,
          request,
          lcr,
          'lcr_carrier_set_entry',
          entry.lcr_carrier_set_entry_sid,
          'update',
          { ...entry },
          { ...entry, ...changes },
        );
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/LcrCarrierSetEntries/:sid',
    {
      schema: docs({
        summary: 'Delete a carrier-set entry (not the LCR’s default)',
        tags: ['Outbound call routing'],
        params: { sid: 'the entry' },
        responses: { 204: 'deleted', 400: 'the LCR’s default', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const { entry, lcr } = entryOf(request);
      if (lcr.default_carrier_set_entry_sid === entry.lcr_carrier_set_entry_sid)
        throw badRequest('the default carrier of the LCR cannot be deleted');
      store.transaction(() => {
        store.run(
          'DELETE FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?',
          entry.lcr_carrier_set_entry_sid,
        );
        auditLcr(
          ctx,
          request,
          lcr,
          'lcr_carrier_set_entry',
          entry.lcr_carrier_set_entry_sid,
          'delete',
          { ...entry },
          null,
        );
      });
      return reply.code(204).send();
    },
  );
}
