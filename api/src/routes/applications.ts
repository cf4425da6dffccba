// Applications (contract §6.7) and AppEnv: paged lists, CRUD with nested webhooks, env vars checked against the
// schema the call webhook publishes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppEnvSchema, EnvVars } from '@switchboard/shared/types';
import {
  MESSAGES,
  applicationCreateBodySchema,
  applicationUpdateBodySchema,
  envVarsError,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { auditedWrite } from '../audit/audit';
import type { Store } from '../db/store';
import { callerOf, type Caller } from '../auth/caller';
import {
  accountNarrowing,
  findAccount,
  ownsAccount,
  requireAccount,
  requireServiceProviderRead,
} from '../auth/access';
import { docs } from '../http/docs';
import { HttpError, badRequest, forbidden, notFound, unprocessable } from '../http/errors';
import { likePattern, pageRequest, pagedListQuerySchema } from '../http/paging';
import { parseWith, pathSid } from '../http/validate';
import { newSid } from '../lib/ids';
import { OutboundError } from '../outbound/http';
import { fetchAppEnvSchema } from '../outbound/app-env';
import { APPLICATION_SELECT, applicationFromRow, readApplication } from './applications-model';
import { dropUnusedHooks, saveHook } from './webhooks-model';

const SID = { sid: 'the application' };

interface AppOwnerRow {
  application_sid: string;
  name: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  call_hook_sid: string | null;
  call_status_hook_sid: string | null;
  messaging_hook_sid: string | null;
  env_vars: string | null;
  account_sp: string | null;
  call_hook_url: string | null;
}

function findApplication(store: Store, sid: string): AppOwnerRow | undefined {
  return store.get<AppOwnerRow>(
    `SELECT app.application_sid, app.name, app.account_sid, app.service_provider_sid, app.call_hook_sid, app.call_status_hook_sid, app.messaging_hook_sid,
            app.env_vars, acc.service_provider_sid AS account_sp, ch.url AS call_hook_url
       FROM applications app
       LEFT JOIN accounts acc ON acc.account_sid = app.account_sid
       LEFT JOIN webhooks ch ON ch.webhook_sid = app.call_hook_sid
      WHERE app.application_sid = ?`,
    sid,
  );
}

/** Account users do not learn that other accounts' applications exist (404); SP users get 403. */
function requireApplication(store: Store, caller: Caller, sid: string): AppOwnerRow {
  const app = findApplication(store, sid);
  if (!app) throw notFound('application not found');
  const owner =
    app.account_sid && app.account_sp
      ? { account_sid: app.account_sid, service_provider_sid: app.account_sp }
      : null;
  const allowed = caller.scope === 'admin' || (owner !== null && ownsAccount(caller, owner));
  if (!allowed)
    throw caller.scope === 'account'
      ? notFound('application not found')
      : forbidden('insufficient permissions');
  return app;
}

/** Above this many matches, sorting them costs more than walking the name index in order. */
const SORT_MATCHES_LIMIT = 2000;

/**
 * The paged or bare list over `where` (a fragment on alias `app`). `wide`: the caller may see many accounts
 * (admin, service provider), so a name filter of 3+ ASCII characters uses the trigram index instead of a scan.
 */
function listApplications(
  ctx: AppContext,
  query: Record<string, unknown>,
  where: string,
  params: unknown[],
  wide: boolean,
) {
  const { store, box } = ctx;
  const page = pageRequest(query);
  const pattern = likePattern(query.name);
  const term = typeof query.name === 'string' ? query.name : '';
  const rows = (filter: string, filterParams: unknown[]) =>
    store
      .all<Record<string, unknown>>(
        `${APPLICATION_SELECT} WHERE ${filter} ORDER BY app.name`,
        ...filterParams,
      )
      .map((r) => applicationFromRow(r, box));
  // the page's rows are picked from the index first, so skipped rows are never joined with their webhooks
  const pageRows = (filter: string, filterParams: unknown[], p: { limit: number; offset: number }) =>
    rows(
      `app.rowid IN (SELECT app.rowid FROM applications app WHERE ${filter} ORDER BY app.name LIMIT ? OFFSET ?)`,
      [...filterParams, p.limit, p.offset],
    );

  const likeFilter = pattern ? `${where} AND app.name LIKE ? ESCAPE '\\'` : where;
  const likeParams = pattern ? [...params, pattern] : params;
  const useSearch = wide && pattern !== null && [...term].length >= 3 && /^[\x20-\x7e]+$/.test(term);
  if (!useSearch) {
    if (!page) return rows(likeFilter, likeParams);
    // without a name filter the per-account counts answer (the narrowing names only app.account_sid)
    const total = pattern
      ? (store.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM applications app WHERE ${likeFilter}`,
          ...likeParams,
        )?.n ?? 0)
      : (store.get<{ n: number | null }>(
          `SELECT SUM(n) AS n FROM application_counts app WHERE ${where}`,
          ...params,
        )?.n ?? 0);
    return {
      total,
      page: page.page,
      page_size: page.echoedPageSize,
      data: pageRows(likeFilter, likeParams, page),
    };
  }

  const phrase = `"${term.replace(/"/g, '""')}"`;
  const searchFilter = `${where} AND app.rowid IN (SELECT rowid FROM applications_search WHERE applications_search MATCH ?)`;
  const searchParams = [...params, phrase];
  if (!page) return rows(searchFilter, searchParams);
  const total =
    where === '1 = 1'
      ? (store.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM applications_search WHERE applications_search MATCH ?',
          phrase,
        )?.n ?? 0)
      : (store.get<{ n: number }>(
          `SELECT COUNT(*) AS n FROM applications app WHERE ${searchFilter}`,
          ...searchParams,
        )?.n ?? 0);
  // few matches: fetch and sort them; many: walk the name index in order and stop after the page
  const data =
    total <= SORT_MATCHES_LIMIT
      ? pageRows(searchFilter, searchParams, page)
      : pageRows(likeFilter, likeParams, page);
  return { total, page: page.page, page_size: page.echoedPageSize, data };
}

/** Check env vars against the schema the call webhook publishes (unreachable or no schema: nothing to check). */
async function checkEnvVars(
  ctx: AppContext,
  callHookUrl: string | null | undefined,
  envVars: EnvVars | null | undefined,
): Promise<void> {
  if (!callHookUrl || !envVars || Object.keys(envVars).length === 0) return;
  let schema: AppEnvSchema | null = null;
  try {
    const result = await fetchAppEnvSchema(callHookUrl, ctx.options.outboundTimeoutMs);
    if (result.kind === 'schema') schema = result.schema;
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
  }
  if (!schema) return;
  const problem = envVarsError(envVars, schema);
  if (problem) throw badRequest(problem);
}

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

const APPLICATION_ROW = { entity: 'application', table: 'applications', key: 'application_sid' } as const;

export function applicationRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store, box } = ctx;

  v1.get(
    '/Applications',
    {
      schema: docs({
        summary: 'Applications the caller may see: bare array, or {total, page, page_size, data} with ?page',
        tags: ['Applications'],
        query: pagedListQuerySchema,
        responses: { 200: 'Application[] or Paged<Application>' },
      }),
    },
    async (request) => {
      const narrow = accountNarrowing(callerOf(request), 'app');
      return listApplications(
        ctx,
        request.query as Record<string, unknown>,
        narrow.sql,
        narrow.params,
        callerOf(request).scope !== 'account',
      );
    },
  );

  v1.get(
    '/Accounts/:sid/Applications',
    {
      schema: docs({
        summary: 'Applications of an account (paged with ?page)',
        tags: ['Accounts'],
        params: { sid: 'the account' },
        query: pagedListQuerySchema,
        responses: { 200: 'Application[] or Paged<Application>' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      return listApplications(
        ctx,
        request.query as Record<string, unknown>,
        'app.account_sid = ?',
        [sid],
        false,
      );
    },
  );

  v1.get(
    '/ServiceProviders/:sid/Applications',
    {
      schema: docs({
        summary: 'Applications of the accounts of a service provider (bare array)',
        tags: ['Service providers'],
        params: { sid: 'the service provider' },
        responses: { 200: 'Application[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderRead(store, caller, sid);
      if (caller.scope === 'account') {
        return listApplications(
          ctx,
          {},
          'app.account_sid = ? AND app.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)',
          [caller.account_sid, sid],
          false,
        );
      }
      return listApplications(
        ctx,
        {},
        'app.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)',
        [sid],
        false,
      );
    },
  );

  v1.post(
    '/Applications',
    {
      schema: docs({
        summary: 'Create an application with its call and call-status webhooks',
        tags: ['Applications'],
        body: applicationCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field or env var',
          403: 'account not yours',
          422: 'name in use in the account',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(applicationCreateBodySchema, request.body);
      let accountSid = body.account_sid;
      if (caller.scope === 'account') accountSid = caller.account_sid as string;
      if (!accountSid)
        throw badRequest(
          caller.scope === 'service_provider'
            ? "missing required field: 'account_sid'"
            : 'missing field account_sid',
        );
      const account = findAccount(store, accountSid);
      if (!account) throw badRequest(`account not found for sid ${accountSid}`);
      if (!ownsAccount(caller, account)) throw forbidden('insufficient privileges');
      await checkEnvVars(ctx, body.call_hook.url, body.env_vars);
      const sid = newSid();
      auditedWrite(ctx, request, { ...APPLICATION_ROW, sid, action: 'create' }, () => {
        if (store.get('SELECT 1 FROM applications WHERE account_sid = ? AND name = ?', accountSid, body.name))
          throw unprocessable(MESSAGES.applicationNameInUse);
        const {
          call_hook,
          call_status_hook,
          messaging_hook,
          env_vars,
          account_sid: _a,
          service_provider_sid: _s,
          ...columns
        } = body;
        store.insert('applications', {
          ...columns,
          application_sid: sid,
          account_sid: accountSid,
          call_hook_sid: saveHook(store, null, call_hook),
          call_status_hook_sid: saveHook(store, null, call_status_hook),
          messaging_hook_sid: saveHook(store, null, messaging_hook),
          env_vars: env_vars ? box.encryptJson(env_vars) : null,
        });
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.get(
    '/Applications/:sid',
    {
      schema: docs({
        summary: 'One application (hooks include webhook_sid)',
        tags: ['Applications'],
        params: SID,
        responses: { 200: 'Application', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireApplication(store, callerOf(request), sid);
      return readApplication(store, box, sid);
    },
  );

  v1.put(
    '/Applications/:sid',
    {
      schema: docs({
        summary: 'Update an application (hooks: an object updates the linked webhook)',
        tags: ['Applications'],
        params: SID,
        body: applicationUpdateBodySchema,
        responses: {
          204: 'updated',
          400: 'invalid field or env var',
          403: 'not yours',
          404: 'unknown',
          422: 'name in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const app = requireApplication(store, caller, sid);
      const body = parseWith(applicationUpdateBodySchema, request.body ?? {});
      if (body.application_sid !== undefined && body.application_sid !== sid)
        throw badRequest('application_sid may not be modified');
      let accountSid = app.account_sid;
      if (body.account_sid !== undefined && body.account_sid !== app.account_sid) {
        const target = findAccount(store, body.account_sid);
        if (!target) throw badRequest(`account not found for sid ${body.account_sid}`);
        if (!ownsAccount(caller, target)) throw forbidden('insufficient privileges');
        accountSid = target.account_sid;
      }
      if (body.env_vars) await checkEnvVars(ctx, body.call_hook?.url ?? app.call_hook_url, body.env_vars);
      auditedWrite(ctx, request, { ...APPLICATION_ROW, sid, action: 'update' }, () => {
        const name = body.name ?? app.name;
        if (
          (body.name !== undefined || accountSid !== app.account_sid) &&
          store.get(
            'SELECT 1 FROM applications WHERE account_sid = ? AND name = ? AND application_sid <> ?',
            accountSid,
            name,
            sid,
          )
        ) {
          throw unprocessable(MESSAGES.applicationNameInUse);
        }
        const {
          call_hook,
          call_status_hook,
          messaging_hook,
          env_vars,
          application_sid: _sid,
          account_sid: _account,
          service_provider_sid: _sp,
          created_at: _created,
          ...columns
        } = body;
        const changes: Record<string, unknown> = { ...columns };
        if (accountSid !== app.account_sid) changes.account_sid = accountSid;
        if (env_vars !== undefined) changes.env_vars = env_vars ? box.encryptJson(env_vars) : null;
        changes.call_hook_sid = saveHook(store, app.call_hook_sid, call_hook);
        changes.call_status_hook_sid = saveHook(store, app.call_status_hook_sid, call_status_hook);
        changes.messaging_hook_sid = saveHook(store, app.messaging_hook_sid, messaging_hook);
        store.update('applications', 'application_sid', sid, changes);
        dropUnusedHooks(store, [app.call_hook_sid, app.call_status_hook_sid, app.messaging_hook_sid]);
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/Applications/:sid',
    {
      schema: docs({
        summary: 'Delete an application no phone number, account, carrier or Teams tenant uses',
        tags: ['Applications'],
        params: SID,
        responses: {
          204: 'deleted',
          403: 'not yours',
          404: 'unknown',
          422: 'in use (the message says by what)',
        },
      }),
    },
    async (request, reply) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      const app = requireApplication(store, callerOf(request), sid);
      const count = (sql: string) => store.get<{ n: number }>(sql, { sid })?.n ?? 0;
      if (count('SELECT COUNT(*) AS n FROM phone_numbers WHERE application_sid = @sid') > 0)
        throw unprocessable('cannot delete application with phone numbers');
      const users = [
        [
          count(
            'SELECT COUNT(*) AS n FROM accounts WHERE device_calling_application_sid = @sid OR siprec_hook_sid = @sid',
          ),
          'account',
        ],
        [
          count('SELECT COUNT(*) AS n FROM ms_teams_tenants WHERE application_sid = @sid'),
          'Microsoft Teams tenant',
        ],
        [count('SELECT COUNT(*) AS n FROM voip_carriers WHERE application_sid = @sid'), 'carrier'],
        [count('SELECT COUNT(*) AS n FROM call_routes WHERE application_sid = @sid'), 'call route'],
      ]
        .filter(([n]) => (n as number) > 0)
        .map(([n, what]) => plural(n as number, what as string));
      if (users.length > 0)
        throw unprocessable(`cannot delete application: it is used by ${users.join(' and ')}`);
      auditedWrite(ctx, request, { ...APPLICATION_ROW, sid, action: 'delete' }, () => {
        store.run('DELETE FROM applications WHERE application_sid = ?', sid);
        dropUnusedHooks(store, [app.call_hook_sid, app.call_status_hook_sid, app.messaging_hook_sid]);
      });
      return reply.code(204).send();
    },
  );

  v1.get(
    '/AppEnv',
    {
      schema: docs({
        summary: 'The env-var schema a webhook publishes (OPTIONS <url>)',
        tags: ['Applications'],
        query: z.looseObject({ url: z.string() }),
        responses: {
          200: 'the schema',
          204: 'the webhook publishes none',
          400: 'invalid URL or schema, or unreachable',
        },
      }),
    },
    async (request, reply) => {
      callerOf(request);
      const url = (request.query as { url?: unknown }).url;
      if (typeof url !== 'string' || url === '') throw badRequest('missing url');
      if (url.length > 1024) throw badRequest('url must be at most 1024 characters');
      try {
        const result = await fetchAppEnvSchema(url, ctx.options.outboundTimeoutMs);
        if (result.kind === 'invalid') throw badRequest('Invalid appenv schema');
        if (result.kind === 'none') return reply.code(204).send();
        return result.schema;
      } catch (err) {
        if (err instanceof OutboundError) throw new HttpError(400, { msg: err.message });
        throw err;
      }
    },
  );
}
