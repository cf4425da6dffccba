// API keys (contract §6.6): create (token shown once), delete, and the SP / account lists.
import type { FastifyInstance } from 'fastify';
import { apiKeyBodySchema } from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { auditedWrite } from '../audit/audit';
import { callerOf } from '../auth/caller';
import { findAccount, requireAccount, requireServiceProviderRead } from '../auth/access';
import { docs } from '../http/docs';
import { badRequest, notFound } from '../http/errors';
import { parseWith, pathSid } from '../http/validate';
import { newSid } from '../lib/ids';

/** MySQL DATETIME text, as clients of the real server send `expires_at` ('2030-01-01 00:00:00', UTC). */
const MYSQL_DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)$/;

/** The body with a MySQL-style `expires_at` rewritten as ISO-8601, which the shared schema accepts. */
function withIsoExpiry(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const value = (body as { expires_at?: unknown }).expires_at;
  const match = typeof value === 'string' ? MYSQL_DATETIME.exec(value) : null;
  return match ? { ...body, expires_at: `${match[1]}T${match[2]}Z` } : body;
}

const KEY_COLUMNS =
  'api_key_sid, token, account_sid, service_provider_sid, expires_at, last_used, created_at';

const API_KEY_ROW = { entity: 'api_key', table: 'api_keys', key: 'api_key_sid' } as const;

export function apiKeyRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  v1.post(
    '/ApiKeys',
    {
      schema: docs({
        summary: 'Create an API key for an account, a service provider, or (admin) the platform',
        tags: ['API keys'],
        body: apiKeyBodySchema,
        responses: { 201: '{sid, token}', 400: 'not allowed for this caller' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(apiKeyBodySchema, withIsoExpiry(request.body ?? {}));
      let accountSid = body.account_sid ?? null;
      let spSid = body.service_provider_sid ?? null;
      if (accountSid) {
        const account = findAccount(store, accountSid);
        if (!account) throw badRequest(`account not found for sid ${accountSid}`);
        if (caller.scope === 'account' && accountSid !== caller.account_sid) {
          throw badRequest(
            'an account level token can only be used to create account level tokens for the same account',
          );
        }
        if (
          caller.scope === 'service_provider' &&
          (account.service_provider_sid !== caller.service_provider_sid ||
            (spSid && spSid !== caller.service_provider_sid))
        ) {
          throw badRequest(
            'a service provider token can only be used to create tokens for the same service provider',
          );
        }
        spSid = null; // an account key carries only its account
      } else {
        if (caller.scope === 'account')
          throw badRequest(
            'an account level token can only be used to create account level tokens for the same account',
          );
        if (caller.scope === 'service_provider') {
          if (!spSid) throw badRequest('service provider token may not be used to create admin token');
          if (spSid !== caller.service_provider_sid)
            throw badRequest(
              'a service provider token can only be used to create tokens for the same service provider',
            );
        }
        if (spSid && !store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid))
          throw badRequest(`service_provider not found for sid ${spSid}`);
        accountSid = null;
      }
      const sid = newSid();
      const token = newSid();
      auditedWrite(ctx, request, { ...API_KEY_ROW, sid, action: 'create' }, () =>
        store.insert('api_keys', {
          api_key_sid: sid,
          token,
          account_sid: accountSid,
          service_provider_sid: spSid,
          expires_at: body.expires_at ? new Date(body.expires_at).toISOString() : null,
        }),
      );
      return reply.code(201).send({ sid, token });
    },
  );

  v1.delete(
    '/ApiKeys/:sid',
    {
      schema: docs({
        summary: 'Delete an API key',
        tags: ['API keys'],
        params: { sid: 'the key' },
        responses: { 204: 'deleted', 400: 'not yours', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const key = store.get<{ account_sid: string | null; service_provider_sid: string | null }>(
        'SELECT account_sid, service_provider_sid FROM api_keys WHERE api_key_sid = ?',
        sid,
      );
      if (!key) throw notFound('api key not found');
      if (caller.scope === 'service_provider') {
        if (!key.account_sid && !key.service_provider_sid)
          throw badRequest('a service provider user may not delete an admin token');
        const keySp =
          key.service_provider_sid ?? findAccount(store, key.account_sid as string)?.service_provider_sid;
        if (keySp !== caller.service_provider_sid)
          throw badRequest('a service provider user may not delete api key from another service provider');
      } else if (caller.scope === 'account' && key.account_sid !== caller.account_sid) {
        throw badRequest('a user may not delete a token associated with a different account');
      }
      auditedWrite(ctx, request, { ...API_KEY_ROW, sid, action: 'delete' }, () =>
        store.run('DELETE FROM api_keys WHERE api_key_sid = ?', sid),
      );
      return reply.code(204).send();
    },
  );

  v1.get(
    '/ServiceProviders/:sid/ApiKeys',
    {
      schema: docs({
        summary: 'Service-provider-level API keys',
        tags: ['Service providers'],
        params: { sid: 'the service provider' },
        responses: { 200: 'ApiKey[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderRead(store, caller, sid);
      if (caller.scope === 'account') return [];
      return store.all(
        `SELECT ${KEY_COLUMNS} FROM api_keys WHERE service_provider_sid = ? AND account_sid IS NULL ORDER BY created_at`,
        sid,
      );
    },
  );

  v1.get(
    '/Accounts/:sid/ApiKeys',
    {
      schema: docs({
        summary: 'API keys of an account',
        tags: ['Accounts'],
        params: { sid: 'the account' },
        responses: { 200: 'ApiKey[]' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      return store.all(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE account_sid = ? ORDER BY created_at`, sid);
    },
  );
}
