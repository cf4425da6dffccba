// The audit trail, read side: who changed what, per account, per service provider, and (admins) everywhere.
// Paged like the time-series lists (contract §4: `page` and `count` required, `days` or `start`/`end`), newest
// first, with filters on who, the kind of entity and the action.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { callerOf } from '../auth/caller';
import { requireAccount, requireServiceProviderRead } from '../auth/access';
import { docs } from '../http/docs';
import { badRequest, forbidden } from '../http/errors';
import { likePattern } from '../http/paging';
import { pathSid } from '../http/validate';

export const MAX_ACTIVITY_COUNT = 500;

const activityQuery = z.looseObject({
  page: z.string().describe('1-based page (required)'),
  count: z.string().describe(`rows per page, 1–${MAX_ACTIVITY_COUNT} (required)`),
  days: z.string().optional().describe('the last N days'),
  start: z.string().optional().describe('ISO-8601 start (with end)'),
  end: z.string().optional().describe('ISO-8601 end'),
  user: z.string().optional().describe('who: part of the user name, or a user_sid'),
  entity: z.string().optional().describe('kind: account, user, application, voip_carrier, …'),
  action: z
    .string()
    .optional()
    .describe('create, update, delete, sign-in, sign-in-failed, sign-out, password-change'),
});

interface AuditRow {
  audit_log_sid: string;
  at: string;
  user_sid: string | null;
  user_name: string | null;
  api_key_sid: string | null;
  scope: string | null;
  ip: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
  entity: string;
  entity_sid: string | null;
  action: string;
  changes: string;
}

function timeRange(query: Record<string, unknown>, now: number): { from: string; to: string } {
  if (query.days !== undefined) {
    const days = Number(query.days);
    if (!Number.isFinite(days) || days <= 0 || days > 3650)
      throw badRequest('days must be a number from 1 to 3650');
    return {
      from: new Date(now - days * 86_400_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    };
  }
  const start = typeof query.start === 'string' ? Date.parse(query.start) : NaN;
  const end = typeof query.end === 'string' ? Date.parse(query.end) : now + 60_000;
  if (query.start !== undefined && Number.isNaN(start)) throw badRequest('start must be an ISO-8601 date');
  if (Number.isNaN(end)) throw badRequest('end must be an ISO-8601 date');
  return {
    from: new Date(Number.isNaN(start) ? 0 : start).toISOString(),
    to: new Date(end).toISOString(),
  };
}

export function activityRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  function list(request: FastifyRequest, scope: { sql: string; params: unknown[] }) {
    const query = request.query as Record<string, unknown>;
    const page = Number(query.page);
    if (!Number.isInteger(page) || page < 1) throw badRequest('missing or invalid "page" query arg');
    const count = Number(query.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_ACTIVITY_COUNT)
      throw badRequest('missing or invalid "count" query arg');
    const { from, to } = timeRange(query, ctx.now());
    const where = [scope.sql, 'at >= ?', 'at <= ?'];
    const params: unknown[] = [...scope.params, from, to];
    const user = likePattern(query.user);
    if (user) {
      where.push("(user_name LIKE ? ESCAPE '\\' OR user_sid = ?)");
      params.push(user, query.user);
    }
    if (typeof query.entity === 'string' && query.entity) {
      where.push('entity = ?');
      params.push(query.entity);
    }
    if (typeof query.action === 'string' && query.action) {
      where.push('action = ?');
      params.push(query.action);
    }
    const clause = where.join(' AND ');
    const total =
      store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_log WHERE ${clause}`, ...params)?.n ?? 0;
    const rows = store.all<AuditRow>(
      `SELECT * FROM audit_log WHERE ${clause} ORDER BY at DESC, rowid DESC LIMIT ? OFFSET ?`,
      ...params,
      count,
      (page - 1) * count,
    );
    return {
      total,
      page,
      page_size: count,
      data: rows.map(({ changes, ...row }) => ({ ...row, changes: JSON.parse(changes) as unknown })),
    };
  }

  const responses = {
    200: '{total, page, page_size, data: [{at, user_name, user_sid, ip, entity, entity_sid, action, changes}]}',
    400: 'missing or invalid page/count/days',
    403: 'not yours',
  };

  v1.get(
    '/Accounts/:sid/Activity',
    {
      schema: docs({
        summary: 'Who changed what in an account (audit trail), newest first',
        tags: ['Activity'],
        params: { sid: 'the account' },
        query: activityQuery,
        responses: { ...responses, 404: 'unknown account' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      return list(request, { sql: 'account_sid = ?', params: [sid] });
    },
  );

  v1.get(
    '/ServiceProviders/:sid/Activity',
    {
      schema: docs({
        summary: 'Who changed what in a service provider and its accounts (audit trail), newest first',
        tags: ['Activity'],
        params: { sid: 'the service provider' },
        query: activityQuery,
        responses: { ...responses, 404: 'unknown service provider' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      if (caller.scope === 'account') throw forbidden('insufficient permissions');
      requireServiceProviderRead(store, caller, sid);
      return list(request, { sql: 'service_provider_sid = ?', params: [sid] });
    },
  );

  v1.get(
    '/Activity',
    {
      schema: docs({
        summary: 'The whole audit trail, platform-wide settings included (admin)',
        tags: ['Activity'],
        query: activityQuery,
        responses,
      }),
    },
    async (request) => {
      if (callerOf(request).scope !== 'admin') throw forbidden('insufficient permissions');
      return list(request, { sql: '1 = 1', params: [] });
    },
  );
}

/** Drops entries older than the retention (AUDIT_RETENTION_DAYS); returns how many went. */
export function pruneActivity(ctx: AppContext, retentionDays: number): number {
  const cutoff = new Date(ctx.now() - retentionDays * 86_400_000).toISOString();
  return ctx.store.run('DELETE FROM audit_log WHERE at < ?', cutoff).changes;
}
