// Phone numbers (contract §6.11, §6.3): the lists (server paging and search, fast at 100,000 numbers), one number,
// create, update (account, application, description), delete. The CSV import and export are in numbers-csv.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PhoneNumber } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  normalisePhoneNumber,
  phoneNumberCreateBodySchema,
  phoneNumberUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import type { Store } from '../../db/store';
import { callerOf, type Caller } from '../../auth/caller';
import { findAccount, ownsAccount, requireServiceProviderRead, type AccountOwner } from '../../auth/access';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import { likePattern, pageRequest, paged, pagedListQuerySchema } from '../../http/paging';
import { parseWith, pathSid } from '../../http/validate';
import { newSid } from '../../lib/ids';
import { bodyOf, carrierUsableBy, findCarrier, optionalSid, requireApplicationOfAccount } from './common';

export const numbersQuery = pagedListQuerySchema.extend({
  filter: z.string().optional().describe('substring of the number or of its description'),
  account_sid: z.string().optional(),
  service_provider_sid: z.string().optional(),
  voip_carrier_sid: z.string().optional().describe('only the numbers of this carrier'),
});

/**
 * Narrowing of phone numbers, written once for two tables with the same two columns: the numbers (alias `pn`)
 * and their counts per account and carrier (migration 12), so an unfiltered total is a sum of a few rows.
 */
export interface NumberScope {
  conditions: ((alias: string) => string)[];
  params: unknown[];
  /** One account's numbers (its index narrows them to a few thousand at most): a filter reads them directly. */
  oneAccount?: boolean;
}

export const renderScope = (scope: NumberScope, alias: string) => scope.conditions.map((c) => c(alias));

/**
 * The numbers of a service provider's accounts: on the numbers themselves by their service provider column (kept
 * from the account by migration 13's triggers; its index pages them in number order), on the counts by account.
 */
export const inServiceProvider = (a: string) =>
  a === 'pn'
    ? 'pn.service_provider_sid = ? AND pn.account_sid IS NOT NULL'
    : `${a}.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)`;

/** Which numbers a caller sees, with the query's account, service provider and carrier filters. */
export function numberScope(caller: Caller, query: Record<string, unknown>): NumberScope {
  const scope: NumberScope = { conditions: [], params: [] };
  const add = (condition: (a: string) => string, ...params: unknown[]) => {
    scope.conditions.push(condition);
    scope.params.push(...params);
  };
  const inSp = inServiceProvider;
  if (caller.scope === 'account') {
    add((a) => `${a}.account_sid = ?`, caller.account_sid);
    scope.oneAccount = true;
  } else {
    if (caller.scope === 'service_provider') add(inSp, caller.service_provider_sid);
    else {
      const spSid = optionalSid(query.service_provider_sid, 'service_provider_sid');
      if (spSid) add(inSp, spSid);
    }
    const accountSid = optionalSid(query.account_sid, 'account_sid');
    if (accountSid) {
      add((a) => `${a}.account_sid = ?`, accountSid);
      scope.oneAccount = true;
    }
  }
  const carrierSid = optionalSid(query.voip_carrier_sid, 'voip_carrier_sid');
  if (carrierSid) add((a) => `${a}.voip_carrier_sid = ?`, carrierSid);
  return scope;
}

/** A stored row as the API returns it (no `description` key when there is none, like the real server's rows). */
export function numberFromRow(row: Record<string, unknown>): PhoneNumber {
  if (row.description === null || row.description === undefined) delete row.description;
  return row as unknown as PhoneNumber;
}

/** Above this many matches, walking the number index in order beats sorting them. */
const SORT_MATCHES_LIMIT = 2000;

/** The filter's rows: a trigram search for 3+ characters, otherwise a LIKE on the number and the description. */
export function searchFilter(
  term: string,
): { sql: string; params: unknown[]; like: { sql: string; params: unknown[] } } | null {
  const pattern = likePattern(term);
  if (!pattern) return null;
  const like = {
    sql: "(pn.number LIKE ? ESCAPE '\\' OR pn.description LIKE ? ESCAPE '\\')",
    params: [pattern, pattern],
  };
  if ([...term].length < 3) return { ...like, like };
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return {
    sql: 'pn.rowid IN (SELECT rowid FROM phone_numbers_search WHERE phone_numbers_search MATCH ?)',
    params: [phrase],
    like,
  };
}

export function listNumbers(ctx: AppContext, query: Record<string, unknown>, scope: NumberScope) {
  const { store } = ctx;
  const page = pageRequest(query);
  const term = typeof query.filter === 'string' ? query.filter.trim() : '';
  const found = searchFilter(term);
  // within one account, its index and a LIKE beat the trigram search and a lookup of each match
  const search = found && scope.oneAccount ? found.like : found;
  const conditions = renderScope(scope, 'pn');
  const where = (extra: string[]) => {
    const all = [...conditions, ...extra];
    return all.length ? `WHERE ${all.join(' AND ')}` : '';
  };
  const rows = (extra: string[], params: unknown[], limit?: { limit: number; offset: number }) =>
    store
      .all<Record<string, unknown>>(
        `SELECT pn.* FROM phone_numbers pn ${where(extra)} ORDER BY pn.number${limit ? ' LIMIT ? OFFSET ?' : ''}`,
        ...scope.params,
        ...params,
        ...(limit ? [limit.limit, limit.offset] : []),
      )
      .map(numberFromRow);
  if (!search) {
    const counts = renderScope(scope, 'c');
    return paged(page, {
      all: () => rows([], []),
      count: () =>
        store.get<{ n: number | null }>(
          `SELECT SUM(n) AS n FROM phone_number_counts c ${counts.length ? `WHERE ${counts.join(' AND ')}` : ''}`,
          ...scope.params,
        )?.n ?? 0,
      page: (limit, offset) => rows([], [], { limit, offset }),
    });
  }
  const like = found!.like;
  return paged(page, {
    all: () => rows([search.sql], search.params),
    count: () =>
      store.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM phone_numbers pn ${where([search.sql])}`,
        ...scope.params,
        ...search.params,
      )?.n ?? 0,
    // few matches: fetch and sort them; many: walk the number index in order and stop after the page
    page: (limit, offset, total) =>
      total <= SORT_MATCHES_LIMIT
        ? rows([search.sql], search.params, { limit, offset })
        : rows([like.sql], like.params, { limit, offset }),
  });
}

interface NumberRow extends PhoneNumber {
  account_sp: string | null;
}

function findNumber(store: Store, sid: string): NumberRow | undefined {
  return store.get<NumberRow>(
    `SELECT pn.*, acc.service_provider_sid AS account_sp FROM phone_numbers pn
       LEFT JOIN accounts acc ON acc.account_sid = pn.account_sid WHERE pn.phone_number_sid = ?`,
    sid,
  );
}

/** Numbers without an account are the admin's alone; others follow their account. */
function canSeeNumber(caller: Caller, row: NumberRow): boolean {
  if (caller.scope === 'admin') return true;
  if (!row.account_sid || !row.account_sp) return false;
  return ownsAccount(caller, { account_sid: row.account_sid, service_provider_sid: row.account_sp });
}

function requireNumber(store: Store, caller: Caller, sid: string): NumberRow {
  const row = findNumber(store, sid);
  if (!row || !canSeeNumber(caller, row)) throw notFound('phone number not found');
  return row;
}

/** The account a number goes to: known and the caller's. */
function accountForNumber(store: Store, caller: Caller, accountSid: string): AccountOwner {
  const account = findAccount(store, accountSid);
  if (!account) throw badRequest('unknown account_sid');
  if (!ownsAccount(caller, account)) throw forbidden('insufficient privileges');
  return account;
}

/** The same number anywhere on the platform (numbers route inbound calls, so each exists once). */
export function numberInUse(store: Store, number: string, exceptSid: string | null = null): boolean {
  return Boolean(
    store.get(
      'SELECT 1 FROM phone_numbers WHERE number = ? AND phone_number_sid IS NOT ? LIMIT 1',
      number,
      exceptSid,
    ),
  );
}

const publicRow = ({ account_sp: _sp, ...row }: NumberRow) => numberFromRow({ ...row });

export function numberRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  v1.get(
    '/PhoneNumbers',
    {
      schema: docs({
        summary: 'Phone numbers the caller may see (paged with ?page; ?filter matches number or description)',
        tags: ['Phone numbers'],
        query: numbersQuery,
        responses: { 200: 'PhoneNumber[] or Paged<PhoneNumber>' },
      }),
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      return listNumbers(ctx, query, numberScope(callerOf(request), query));
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
      const scope = numberScope(caller, {});
      scope.conditions.push(inServiceProvider);
      scope.params.push(sid);
      return listNumbers(ctx, {}, scope);
    },
  );

  v1.get(
    '/PhoneNumbers/:sid',
    {
      schema: docs({
        summary: 'One phone number',
        tags: ['Phone numbers'],
        params: { sid: 'the phone number' },
        responses: { 200: 'PhoneNumber', 404: 'unknown or not visible' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      return publicRow(requireNumber(store, callerOf(request), sid));
    },
  );

  v1.post(
    '/PhoneNumbers',
    {
      schema: docs({
        summary:
          'Add a phone number to an account (number, carrier and account required; a leading + is dropped)',
        tags: ['Phone numbers'],
        body: phoneNumberCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field',
          403: 'account not the caller’s',
          422: 'number in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const raw = bodyOf(request);
      if (raw.number === undefined || raw.number === null || raw.number === '')
        throw badRequest('number is required');
      if (!raw.voip_carrier_sid) throw badRequest('missing field voip_carrier_sid');
      const body = parseWith(phoneNumberCreateBodySchema, raw);
      // account users add numbers to their own account (naming another one is refused, not redirected)
      const accountSid =
        body.account_sid ?? (caller.scope === 'account' ? (caller.account_sid as string) : undefined);
      if (!accountSid) throw badRequest('missing field account_sid');
      const account = accountForNumber(store, caller, accountSid);
      const carrier = findCarrier(store, body.voip_carrier_sid);
      if (!carrier) throw badRequest(`voip_carrier not found for sid ${body.voip_carrier_sid}`);
      if (!carrierUsableBy(carrier, account)) throw badRequest(TELEPHONY_MESSAGES.carrierNotForAccount);
      if (body.application_sid) requireApplicationOfAccount(store, body.application_sid, account.account_sid);
      const number = normalisePhoneNumber(body.number);
      const sid = newSid();
      const row = {
        phone_number_sid: sid,
        number,
        voip_carrier_sid: carrier.voip_carrier_sid,
        account_sid: account.account_sid,
        application_sid: body.application_sid ?? null,
        service_provider_sid: account.service_provider_sid,
        description: body.description?.trim() || null,
      };
      store.transaction(() => {
        if (numberInUse(store, number)) throw unprocessable(TELEPHONY_MESSAGES.numberInUse);
        store.insert('phone_numbers', row);
        recordAudit(ctx, request, {
          entity: 'phone_number',
          entitySid: sid,
          action: 'create',
          after: row,
          accountSid: account.account_sid,
          serviceProviderSid: account.service_provider_sid,
        });
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.put(
    '/PhoneNumbers/:sid',
    {
      schema: docs({
        summary: 'Change a phone number’s account, application or description (number and carrier are fixed)',
        tags: ['Phone numbers'],
        params: { sid: 'the phone number' },
        body: phoneNumberUpdateBodySchema,
        responses: { 204: 'updated', 400: 'invalid field', 403: 'account not the caller’s', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const current = requireNumber(store, caller, sid);
      const body = parseWith(phoneNumberUpdateBodySchema, bodyOf(request));
      if (body.voip_carrier_sid && body.voip_carrier_sid !== current.voip_carrier_sid)
        throw badRequest('voip_carrier_sid may not be modified');
      if (body.number && normalisePhoneNumber(body.number) !== current.number)
        throw badRequest('number may not be modified');
      let account: AccountOwner | null = current.account_sid
        ? { account_sid: current.account_sid, service_provider_sid: current.account_sp ?? '', name: '' }
        : null;
      if (body.account_sid && body.account_sid !== current.account_sid) {
        account = accountForNumber(store, caller, body.account_sid);
        const carrier = current.voip_carrier_sid ? findCarrier(store, current.voip_carrier_sid) : undefined;
        if (carrier && !carrierUsableBy(carrier, account))
          throw badRequest(TELEPHONY_MESSAGES.carrierNotForAccount);
      }
      const applicationSid =
        body.application_sid === undefined ? current.application_sid : body.application_sid;
      if (applicationSid && (body.application_sid !== undefined || body.account_sid !== undefined))
        requireApplicationOfAccount(store, applicationSid, account?.account_sid ?? null);
      const changes: Record<string, unknown> = {};
      if (account && account.account_sid !== current.account_sid) {
        changes.account_sid = account.account_sid;
        changes.service_provider_sid = account.service_provider_sid;
      }
      if (body.application_sid !== undefined) changes.application_sid = body.application_sid;
      if (body.description !== undefined) changes.description = body.description?.trim() || null;
      const { account_sp: _sp, ...before } = current;
      store.transaction(() => {
        store.update('phone_numbers', 'phone_number_sid', sid, changes);
        recordAudit(ctx, request, {
          entity: 'phone_number',
          entitySid: sid,
          action: 'update',
          before,
          after: { ...before, ...changes },
          accountSid: (changes.account_sid as string | undefined) ?? current.account_sid,
          serviceProviderSid: account?.service_provider_sid ?? current.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/PhoneNumbers/:sid',
    {
      schema: docs({
        summary: 'Delete a phone number',
        tags: ['Phone numbers'],
        params: { sid: 'the phone number' },
        responses: { 204: 'deleted', 404: 'unknown or not visible' },
      }),
    },
    async (request, reply) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      const current = requireNumber(store, callerOf(request), sid);
      const { account_sp: _sp, ...before } = current;
      store.transaction(() => {
        store.run('DELETE FROM phone_numbers WHERE phone_number_sid = ?', sid);
        recordAudit(ctx, request, {
          entity: 'phone_number',
          entitySid: sid,
          action: 'delete',
          before,
          accountSid: current.account_sid,
          serviceProviderSid: current.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );
}
