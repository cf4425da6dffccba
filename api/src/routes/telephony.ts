// Read-only telephony lists the identity area needs now (their writes come with the telephony issue):
// phone numbers, Teams tenants, carriers, predefined carriers, SBC addresses — all narrowed by scope.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VoipCarrier } from '@switchboard/shared/types';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../auth/caller';
import { findAccount, ownsAccount, requireAccount, requireServiceProviderRead } from '../auth/access';
import { docs } from '../http/docs';
import { badRequest, forbidden } from '../http/errors';
import { likePattern, pageRequest, pagedListQuerySchema } from '../http/paging';
import { pathSid } from '../http/validate';
import { isSid } from '@switchboard/shared/validation';

interface Where {
  sql: string[];
  params: unknown[];
}

function paged<T>(
  ctx: AppContext,
  query: Record<string, unknown>,
  select: string,
  from: string,
  where: Where,
  order: string,
  map: (row: Record<string, unknown>) => T = (r) => r as T,
) {
  const clause = where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '';
  const page = pageRequest(query);
  if (!page)
    return ctx.store
      .all<Record<string, unknown>>(`SELECT ${select} ${from} ${clause} ORDER BY ${order}`, ...where.params)
      .map(map);
  const total =
    ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n ${from} ${clause}`, ...where.params)?.n ?? 0;
  const data = ctx.store
    .all<Record<string, unknown>>(
      `SELECT ${select} ${from} ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ...where.params,
      page.limit,
      page.offset,
    )
    .map(map);
  return { total, page: page.page, page_size: page.echoedPageSize, data };
}

const optionalSid = (value: unknown, field: string): string | null => {
  if (value === undefined || value === '') return null;
  if (!isSid(value)) throw badRequest(`${field} must be a valid sid (UUID)`);
  return value as string;
};

const carrierFromRow = (row: Record<string, unknown>): VoipCarrier => {
  let status: unknown = {};
  try {
    status = row.register_status ? JSON.parse(row.register_status as string) : {};
  } catch {
    status = {};
  }
  return { ...(row as unknown as VoipCarrier), register_status: status as VoipCarrier['register_status'] };
};

/** Carriers of an account plus the SP-level carriers (account_sid NULL) of its service provider. */
function accountCarriers(where: Where, accountSid: string, serviceProviderSid: string): void {
  where.sql.push('(vc.account_sid = ? OR (vc.account_sid IS NULL AND vc.service_provider_sid = ?))');
  where.params.push(accountSid, serviceProviderSid);
}

const numbersQuery = pagedListQuerySchema.extend({
  filter: z.string().optional().describe('substring of the number'),
  account_sid: z.string().optional(),
  service_provider_sid: z.string().optional(),
});
const carriersQuery = pagedListQuerySchema.extend({ account_sid: z.string().optional() });

export function telephonyRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  function numberWhere(caller: Caller, query: Record<string, unknown>): Where {
    const where: Where = { sql: [], params: [] };
    if (caller.scope === 'account') {
      where.sql.push('pn.account_sid = ?');
      where.params.push(caller.account_sid);
    } else {
      const spSid =
        caller.scope === 'service_provider'
          ? caller.service_provider_sid
          : optionalSid(query.service_provider_sid, 'service_provider_sid');
      if (spSid) {
        where.sql.push('pn.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)');
        where.params.push(spSid);
      }
      const accountSid = optionalSid(query.account_sid, 'account_sid');
      if (accountSid) {
        where.sql.push('pn.account_sid = ?');
        where.params.push(accountSid);
      }
    }
    const pattern = likePattern(query.filter);
    if (pattern) {
      where.sql.push("pn.number LIKE ? ESCAPE '\\'");
      where.params.push(pattern);
    }
    return where;
  }

  v1.get(
    '/PhoneNumbers',
    {
      schema: docs({
        summary: 'Phone numbers the caller may see (paged with ?page)',
        tags: ['Phone numbers'],
        query: numbersQuery,
        responses: { 200: 'PhoneNumber[] or Paged<PhoneNumber>' },
      }),
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      return paged(
        ctx,
        query,
        'pn.*',
        'FROM phone_numbers pn',
        numberWhere(callerOf(request), query),
        'pn.number',
      );
    },
  );

  v1.get(
    '/ServiceProviders/:sid/PhoneNumbers',
    {
      schema: docs({
        summary: 'Phone numbers assigned to accounts of a service provider',
        tags: ['Service providers'],
        params: { sid: 'the service provider' },
        responses: { 200: 'PhoneNumber[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderRead(store, caller, sid);
      const where: Where = {
        sql: ['pn.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)'],
        params: [sid],
      };
      if (caller.scope === 'account') {
        where.sql.push('pn.account_sid = ?');
        where.params.push(caller.account_sid);
      }
      return paged(ctx, {}, 'pn.*', 'FROM phone_numbers pn', where, 'pn.number');
    },
  );

  v1.get(
    '/MicrosoftTeamsTenants',
    {
      schema: docs({
        summary: 'Microsoft Teams tenants the caller may see',
        tags: ['Microsoft Teams tenants'],
        responses: { 200: 'MsTeamsTenant[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      if (caller.scope === 'admin') return store.all('SELECT * FROM ms_teams_tenants ORDER BY tenant_fqdn');
      if (caller.scope === 'service_provider')
        return store.all(
          'SELECT * FROM ms_teams_tenants WHERE service_provider_sid = ? ORDER BY tenant_fqdn',
          caller.service_provider_sid,
        );
      return store.all(
        'SELECT * FROM ms_teams_tenants WHERE account_sid = ? ORDER BY tenant_fqdn',
        caller.account_sid,
      );
    },
  );

  function carrierNameFilter(where: Where, query: Record<string, unknown>) {
    const pattern = likePattern(query.name);
    if (pattern) {
      where.sql.push("vc.name LIKE ? ESCAPE '\\'");
      where.params.push(pattern);
    }
  }

  v1.get(
    '/VoipCarriers',
    {
      schema: docs({
        summary: 'Carriers the caller may see (paged with ?page)',
        tags: ['Carriers'],
        query: carriersQuery,
        responses: { 200: 'VoipCarrier[] or Paged<VoipCarrier>' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query as Record<string, unknown>;
      const where: Where = { sql: [], params: [] };
      if (caller.scope === 'account')
        accountCarriers(where, caller.account_sid as string, caller.service_provider_sid as string);
      else {
        if (caller.scope === 'service_provider') {
          where.sql.push('vc.service_provider_sid = ?');
          where.params.push(caller.service_provider_sid);
        }
        const accountSid = optionalSid(query.account_sid, 'account_sid');
        if (accountSid) {
          const account = findAccount(store, accountSid);
          if (!account || !ownsAccount(caller, account)) throw forbidden('insufficient permissions');
          accountCarriers(where, accountSid, account.service_provider_sid);
        }
      }
      carrierNameFilter(where, query);
      return paged(ctx, query, 'vc.*', 'FROM voip_carriers vc', where, 'vc.name', carrierFromRow);
    },
  );

  v1.get(
    '/ServiceProviders/:sid/VoipCarriers',
    {
      schema: docs({
        summary:
          'Carriers of a service provider (paged with ?page; ?account_sid adds that account’s carriers)',
        tags: ['Service providers'],
        params: { sid: 'the service provider' },
        query: carriersQuery,
        responses: { 200: 'VoipCarrier[] or Paged<VoipCarrier>' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderRead(store, caller, sid);
      const query = request.query as Record<string, unknown>;
      const where: Where = { sql: ['vc.service_provider_sid = ?'], params: [sid] };
      const accountSid =
        caller.scope === 'account' ? caller.account_sid : optionalSid(query.account_sid, 'account_sid');
      if (accountSid) accountCarriers(where, accountSid, sid);
      carrierNameFilter(where, query);
      return paged(ctx, query, 'vc.*', 'FROM voip_carriers vc', where, 'vc.name', carrierFromRow);
    },
  );

  v1.get(
    '/Accounts/:sid/VoipCarriers',
    {
      schema: docs({
        summary: 'Carriers that belong to an account (SP-level ones excluded)',
        tags: ['Accounts'],
        params: { sid: 'the account' },
        responses: { 200: 'VoipCarrier[]' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      return store
        .all<Record<string, unknown>>('SELECT * FROM voip_carriers WHERE account_sid = ? ORDER BY name', sid)
        .map(carrierFromRow);
    },
  );

  v1.get(
    '/PredefinedCarriers',
    {
      schema: docs({
        summary: 'Carrier templates (public)',
        tags: ['Carriers'],
        public: true,
        responses: { 200: 'PredefinedCarrier[]' },
      }),
    },
    async () => store.all('SELECT * FROM predefined_carriers ORDER BY predefined_carrier_sid'),
  );

  v1.get(
    '/Sbcs',
    {
      schema: docs({
        summary: 'SBC addresses carriers must whitelist: the service provider’s, else the global ones',
        tags: ['Carriers'],
        query: z.looseObject({ service_provider_sid: z.string().optional() }),
        responses: { 200: 'Sbc[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const spSid =
        caller.scope === 'admin'
          ? optionalSid(
              (request.query as Record<string, unknown>).service_provider_sid,
              'service_provider_sid',
            )
          : caller.service_provider_sid;
      const own = spSid
        ? store.all('SELECT * FROM sbc_addresses WHERE service_provider_sid = ? ORDER BY ipv4', spSid)
        : [];
      return own.length > 0
        ? own
        : store.all('SELECT * FROM sbc_addresses WHERE service_provider_sid IS NULL ORDER BY ipv4');
    },
  );
}
