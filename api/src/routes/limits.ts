// Limits of a service provider or an account (contract §6.3, §6.4): GET, POST (upsert by category), DELETE ?category=.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limitBodySchema, limitCategorySchema } from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { recordAudit } from '../audit/audit';
import { callerOf, type Caller } from '../auth/caller';
import { requireAccountGuard, requireServiceProviderGuard } from '../auth/access';
import { docs } from '../http/docs';
import { forbidden } from '../http/errors';
import { parseWith, pathSid } from '../http/validate';
import { newSid } from '../lib/ids';

const categoryQuery = z.looseObject({ category: z.string().optional() });

interface Owner {
  /** URL segment and param */
  path: string;
  param: string;
  table: 'service_provider_limits' | 'account_limits';
  key: 'service_provider_limits_sid' | 'account_limits_sid';
  column: 'service_provider_sid' | 'account_sid';
  guard: (ctx: AppContext, caller: Caller, sid: string) => void;
  /** may this caller change the limits (not only read them)? */
  canWrite: (caller: Caller) => boolean;
}

const OWNERS: Owner[] = [
  {
    path: '/ServiceProviders/:sid/Limits',
    param: 'sid',
    table: 'service_provider_limits',
    key: 'service_provider_limits_sid',
    column: 'service_provider_sid',
    guard: (ctx, caller, sid) => requireServiceProviderGuard(ctx.store, caller, sid),
    canWrite: () => true,
  },
  {
    path: '/Accounts/:sid/Limits',
    param: 'sid',
    table: 'account_limits',
    key: 'account_limits_sid',
    column: 'account_sid',
    guard: (ctx, caller, sid) => void requireAccountGuard(ctx.store, caller, sid),
    // account users read their limits but may not raise them (the real server lets them: a quirk we do not copy)
    canWrite: (caller) => caller.scope !== 'account',
  },
];

export function limitRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  for (const owner of OWNERS) {
    const tag = owner.table === 'account_limits' ? 'Accounts' : 'Service providers';
    /** Whose trail a limit's change goes in: the account's (and so its provider's), or the provider's. */
    const auditOwner = (sid: string) =>
      owner.table === 'account_limits' ? { accountSid: sid } : { accountSid: null, serviceProviderSid: sid };
    const categoryOf = (query: unknown): string | undefined => {
      const category = parseWith(categoryQuery, query ?? {}).category;
      return category === undefined || category === '' ? undefined : parseWith(limitCategorySchema, category);
    };

    v1.get(
      owner.path,
      {
        schema: docs({
          summary: 'Limits (bare array)',
          tags: [tag],
          query: categoryQuery,
          params: { sid: 'owner sid' },
          responses: { 200: 'Limit[]' },
        }),
      },
      async (request) => {
        const sid = pathSid((request.params as { sid: string }).sid);
        owner.guard(ctx, callerOf(request), sid);
        const category = categoryOf(request.query);
        return category
          ? store.all(
              `SELECT * FROM ${owner.table} WHERE ${owner.column} = ? AND category = ? ORDER BY category`,
              sid,
              category,
            )
          : store.all(`SELECT * FROM ${owner.table} WHERE ${owner.column} = ? ORDER BY category`, sid);
      },
    );

    v1.post(
      owner.path,
      {
        schema: docs({
          summary: 'Set a limit (upsert by category; 0 = unlimited)',
          tags: [tag],
          body: limitBodySchema,
          params: { sid: 'owner sid' },
          responses: {
            201: '{sid} (the existing row’s sid when updated)',
            400: 'invalid category or quantity',
            403: 'not allowed',
          },
        }),
      },
      async (request, reply) => {
        const sid = pathSid((request.params as { sid: string }).sid);
        const caller = callerOf(request);
        owner.guard(ctx, caller, sid);
        const body = parseWith(limitBodySchema, request.body);
        const limitSid = store.transaction(() => {
          const existing = store.get<{ sid: string; quantity: number }>(
            `SELECT ${owner.key} AS sid, quantity FROM ${owner.table} WHERE ${owner.column} = ? AND category = ?`,
            sid,
            body.category,
          );
          if (!owner.canWrite(caller) && existing?.quantity !== body.quantity)
            throw forbidden('insufficient permissions to change limits');
          let written: string;
          if (existing) {
            store.run(
              `UPDATE ${owner.table} SET quantity = ? WHERE ${owner.key} = ?`,
              body.quantity,
              existing.sid,
            );
            written = existing.sid;
          } else {
            written = newSid();
            store.insert(owner.table, {
              [owner.key]: written,
              [owner.column]: sid,
              category: body.category,
              quantity: body.quantity,
            });
          }
          recordAudit(ctx, request, {
            ...auditOwner(sid),
            entity: 'limit',
            entitySid: written,
            action: existing ? 'update' : 'create',
            before: existing ? { category: body.category, quantity: existing.quantity } : null,
            after: { category: body.category, quantity: body.quantity },
          });
          return written;
        });
        return reply.code(201).send({ sid: limitSid });
      },
    );

    v1.delete(
      owner.path,
      {
        schema: docs({
          summary: 'Remove the limit of ?category= (every limit when no category is given)',
          tags: [tag],
          query: categoryQuery,
          params: { sid: 'owner sid' },
          responses: { 204: 'removed' },
        }),
      },
      async (request, reply) => {
        const sid = pathSid((request.params as { sid: string }).sid);
        const caller = callerOf(request);
        owner.guard(ctx, caller, sid);
        const category = categoryOf(request.query);
        const existing = category
          ? store.get(
              `SELECT 1 FROM ${owner.table} WHERE ${owner.column} = ? AND category = ?`,
              sid,
              category,
            )
          : store.get(`SELECT 1 FROM ${owner.table} WHERE ${owner.column} = ?`, sid);
        if (existing && !owner.canWrite(caller)) throw forbidden('insufficient permissions to change limits');
        store.transaction(() => {
          const removed = store.all<{ category: string; quantity: number }>(
            `SELECT category, quantity FROM ${owner.table} WHERE ${owner.column} = ?${category ? ' AND category = ?' : ''}`,
            ...(category ? [sid, category] : [sid]),
          );
          if (category)
            store.run(`DELETE FROM ${owner.table} WHERE ${owner.column} = ? AND category = ?`, sid, category);
          else store.run(`DELETE FROM ${owner.table} WHERE ${owner.column} = ?`, sid);
          recordAudit(ctx, request, {
            ...auditOwner(sid),
            entity: 'limit',
            entitySid: null,
            action: 'delete',
            before: Object.fromEntries(removed.map((limit) => [limit.category, limit.quantity])),
            after: null,
          });
        });
        return reply.code(204).send();
      },
    );
  }
}
