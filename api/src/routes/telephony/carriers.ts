// Carriers (contract §6.3, §6.4, §6.8, §6.19, §6.20): the lists (root, service provider, account), one carrier,
// create / update on the three paths, delete (refused while phone numbers or outbound routes use the carrier; its
// gateways go with it), predefined carriers copied with their gateways, and the SBC / SMPP addresses to whitelist.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  TELEPHONY_MESSAGES,
  carrierCreateBodySchema,
  carrierIssues,
  carrierUpdateBodySchema,
  type CarrierCreateBody,
  type CarrierUpdateBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import { callerOf, type Caller } from '../../auth/caller';
import {
  findAccount,
  ownsAccount,
  requireAccount,
  requireAccountGuard,
  requireServiceProviderGuard,
  requireServiceProviderRead,
  type AccountOwner,
} from '../../auth/access';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import { likePattern, pagedListQuerySchema } from '../../http/paging';
import { parseWith, pathSid } from '../../http/validate';
import { newSid, shortUuid } from '../../lib/ids';
import {
  accountCarriers,
  bodyOf,
  carrierFromRow,
  optionalSid,
  pagedSelect,
  refuseIssues,
  requireApplicationOfAccount,
  requireReadableCarrier,
  requireWritableCarrier,
  type CarrierRow,
  type Where,
} from './common';

const carriersQuery = pagedListQuerySchema.extend({
  account_sid: z.string().optional(),
  usage: z.string().optional().describe('1: add phone_number_count and lcr_route_count to each carrier'),
});
const SP_PARAMS = { sid: 'the service provider' };
const ACCOUNT_PARAMS = { sid: 'the account' };

/** Adds how many phone numbers and outbound routes use each carrier (the carriers list shows it). */
function withUsage(ctx: AppContext, carriers: Record<string, unknown>[]) {
  return carriers.map((carrier) => ({
    ...carrier,
    phone_number_count:
      ctx.store.get<{ n: number | null }>(
        'SELECT SUM(n) AS n FROM phone_number_counts WHERE voip_carrier_sid = ?',
        carrier.voip_carrier_sid,
      )?.n ?? 0,
    lcr_route_count:
      ctx.store.get<{ n: number }>(
        'SELECT COUNT(DISTINCT lcr_route_sid) AS n FROM lcr_carrier_set_entry WHERE voip_carrier_sid = ?',
        carrier.voip_carrier_sid,
      )?.n ?? 0,
  }));
}

function listCarriers(ctx: AppContext, query: Record<string, unknown>, where: Where) {
  const pattern = likePattern(query.name);
  if (pattern) {
    where.sql.push("vc.name LIKE ? ESCAPE '\\'");
    where.params.push(pattern);
  }
  const result = pagedSelect(ctx, query, 'vc.*', 'FROM voip_carriers vc', where, 'vc.name', carrierFromRow);
  if (query.usage !== '1' && query.usage !== 'true') return result;
  if (Array.isArray(result)) return withUsage(ctx, result as unknown as Record<string, unknown>[]);
  return { ...result, data: withUsage(ctx, result.data as unknown as Record<string, unknown>[]) };
}

/** Who owns a new carrier: the service provider, and the account when it is an account's carrier. */
interface CarrierOwnerInfo {
  service_provider_sid: string;
  account: AccountOwner | null;
}

/** The account a body names, checked: known, in the carrier's service provider, the caller's to use. */
function accountForCarrier(
  ctx: AppContext,
  caller: Caller,
  accountSid: string,
  serviceProviderSid: string | null,
): AccountOwner {
  const account = findAccount(ctx.store, accountSid);
  if (!account) throw badRequest('unknown account_sid');
  if (serviceProviderSid && account.service_provider_sid !== serviceProviderSid)
    throw badRequest('account_sid does not belong to the service provider');
  if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
  return account;
}

/** The stored row of a new carrier (booleans as 0/1, the owner's sids set). */
function createCarrier(
  ctx: AppContext,
  request: FastifyRequest,
  body: CarrierCreateBody,
  owner: CarrierOwnerInfo,
): string {
  const accountSid = owner.account?.account_sid ?? null;
  if (body.application_sid) requireApplicationOfAccount(ctx.store, body.application_sid, accountSid);
  refuseIssues(carrierIssues(body));
  const {
    voip_carrier_sid: _sid,
    created_at: _created,
    register_status: _status,
    account_sid: _account,
    service_provider_sid: _sp,
    ...columns
  } = body;
  const sid = newSid();
  const row = {
    ...columns,
    voip_carrier_sid: sid,
    service_provider_sid: owner.service_provider_sid,
    account_sid: accountSid,
  };
  ctx.store.transaction(() => {
    ctx.store.insert('voip_carriers', row);
    recordAudit(ctx, request, {
      entity: 'voip_carrier',
      entitySid: sid,
      action: 'create',
      after: row,
      accountSid,
      serviceProviderSid: owner.service_provider_sid,
    });
  });
  return sid;
}

/** Applies a PUT to a carrier the caller may change (the rules run on the stored carrier with the changes). */
function updateCarrier(
  ctx: AppContext,
  request: FastifyRequest,
  caller: Caller,
  carrier: CarrierRow,
  body: CarrierUpdateBody,
): void {
  const {
    voip_carrier_sid: _sid,
    created_at: _created,
    register_status: _status,
    service_provider_sid: _sp,
    ...changes
  } = body;
  if (body.service_provider_sid && body.service_provider_sid !== carrier.service_provider_sid)
    throw badRequest('service_provider_sid may not be modified');
  let accountSid = carrier.account_sid;
  if (changes.account_sid !== undefined && changes.account_sid !== carrier.account_sid) {
    if (changes.account_sid === null) {
      if (caller.scope === 'account') throw forbidden(TELEPHONY_MESSAGES.carrierNoChanges);
      accountSid = null;
    } else {
      accountSid = accountForCarrier(
        ctx,
        caller,
        changes.account_sid,
        carrier.service_provider_sid,
      ).account_sid;
    }
  }
  const merged = { ...carrier, ...changes, account_sid: accountSid };
  if (merged.application_sid) requireApplicationOfAccount(ctx.store, merged.application_sid, accountSid);
  refuseIssues(carrierIssues(merged));
  ctx.store.transaction(() => {
    ctx.store.update('voip_carriers', 'voip_carrier_sid', carrier.voip_carrier_sid, {
      ...changes,
      account_sid: accountSid,
    });
    recordAudit(ctx, request, {
      entity: 'voip_carrier',
      entitySid: carrier.voip_carrier_sid,
      action: 'update',
      before: carrier,
      after: merged,
      accountSid,
      serviceProviderSid: carrier.service_provider_sid,
    });
  });
}

/** Copies a predefined carrier (and its SIP and SMPP gateways) to a new carrier of `owner`. */
function copyPredefinedCarrier(
  ctx: AppContext,
  request: FastifyRequest,
  templateSid: string,
  owner: CarrierOwnerInfo,
): string {
  const { store } = ctx;
  const template = store.get<Record<string, unknown>>(
    'SELECT * FROM predefined_carriers WHERE predefined_carrier_sid = ?',
    templateSid,
  );
  if (!template) throw notFound('predefined carrier not found');
  const sid = newSid();
  const accountSid = owner.account?.account_sid ?? null;
  const taken = store.get(
    'SELECT 1 FROM voip_carriers WHERE service_provider_sid = ? AND name = ?',
    owner.service_provider_sid,
    template.name,
  );
  const {
    predefined_carrier_sid: _t,
    requires_static_ip: _s,
    ...columns
  } = template as Record<string, unknown> & { name: string };
  const row = {
    ...columns,
    name: taken ? `${template.name as string}-${shortUuid().slice(0, 8)}` : template.name,
    voip_carrier_sid: sid,
    service_provider_sid: owner.service_provider_sid,
    account_sid: accountSid,
  };
  store.transaction(() => {
    store.insert('voip_carriers', row);
    for (const g of store.all<Record<string, unknown>>(
      'SELECT * FROM predefined_sip_gateways WHERE predefined_carrier_sid = ? ORDER BY outbound, ipv4',
      templateSid,
    ))
      store.insert('sip_gateways', {
        sip_gateway_sid: newSid(),
        ipv4: g.ipv4,
        port: g.port,
        netmask: g.netmask,
        inbound: g.inbound,
        outbound: g.outbound,
        voip_carrier_sid: sid,
      });
    for (const g of store.all<Record<string, unknown>>(
      'SELECT * FROM predefined_smpp_gateways WHERE predefined_carrier_sid = ? ORDER BY outbound, ipv4',
      templateSid,
    ))
      store.insert('smpp_gateways', {
        smpp_gateway_sid: newSid(),
        ipv4: g.ipv4,
        port: g.port,
        netmask: g.netmask,
        inbound: g.inbound,
        outbound: g.outbound,
        is_primary: g.is_primary,
        use_tls: g.use_tls,
        voip_carrier_sid: sid,
      });
    recordAudit(ctx, request, {
      entity: 'voip_carrier',
      entitySid: sid,
      action: 'create',
      after: { ...row, predefined_carrier_sid: templateSid },
      accountSid,
      serviceProviderSid: owner.service_provider_sid,
    });
  });
  return sid;
}

const created = (reply: FastifyReply, sid: string) => reply.code(201).send({ sid });

export function carrierRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

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
      return listCarriers(ctx, query, where);
    },
  );

  v1.get(
    '/ServiceProviders/:sid/VoipCarriers',
    {
      schema: docs({
        summary:
          'Carriers of a service provider (paged with ?page; ?account_sid adds that account’s carriers)',
        tags: ['Service providers'],
        params: SP_PARAMS,
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
      return listCarriers(ctx, query, where);
    },
  );

  v1.get(
    '/Accounts/:sid/VoipCarriers',
    {
      schema: docs({
        summary: 'Carriers that belong to an account (SP-level ones excluded)',
        tags: ['Accounts'],
        params: ACCOUNT_PARAMS,
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
    '/VoipCarriers/:sid',
    {
      schema: docs({
        summary: 'One carrier (register_status parsed)',
        tags: ['Carriers'],
        params: { sid: 'the carrier' },
        responses: { 200: 'VoipCarrier', 404: 'unknown or not visible' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      return carrierFromRow(requireReadableCarrier(store, callerOf(request), sid) as never);
    },
  );

  const createResponses = {
    201: '{sid}',
    400: 'invalid field (the spec’s carrier rules)',
    403: 'not the caller’s',
  };

  v1.post(
    '/VoipCarriers',
    {
      schema: docs({
        summary: 'Create a carrier (service provider from the caller, or from the account)',
        tags: ['Carriers'],
        body: carrierCreateBodySchema,
        responses: createResponses,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(carrierCreateBodySchema, request.body);
      let account: AccountOwner | null = null;
      let spSid: string | null;
      if (caller.scope === 'account') {
        account = accountForCarrier(ctx, caller, caller.account_sid as string, null);
        spSid = account.service_provider_sid;
      } else {
        spSid =
          caller.scope === 'service_provider'
            ? caller.service_provider_sid
            : (body.service_provider_sid ?? null);
        if (body.account_sid) {
          account = accountForCarrier(ctx, caller, body.account_sid, spSid);
          spSid = account.service_provider_sid;
        }
      }
      if (!spSid) throw badRequest('missing field service_provider_sid');
      if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid))
        throw badRequest('unknown service_provider_sid');
      return created(reply, createCarrier(ctx, request, body, { service_provider_sid: spSid, account }));
    },
  );

  v1.post(
    '/ServiceProviders/:sid/VoipCarriers',
    {
      schema: docs({
        summary: 'Create a carrier of a service provider (an account_sid makes it that account’s)',
        tags: ['Service providers'],
        params: SP_PARAMS,
        body: carrierCreateBodySchema,
        responses: createResponses,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderWrite(caller, sid);
      if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', sid))
        throw notFound('service provider not found');
      const body = parseWith(carrierCreateBodySchema, request.body);
      const account = body.account_sid ? accountForCarrier(ctx, caller, body.account_sid, sid) : null;
      return created(reply, createCarrier(ctx, request, body, { service_provider_sid: sid, account }));
    },
  );

  v1.post(
    '/Accounts/:sid/VoipCarriers',
    {
      schema: docs({
        summary: 'Create a carrier of an account',
        tags: ['Accounts'],
        params: ACCOUNT_PARAMS,
        body: carrierCreateBodySchema,
        responses: createResponses,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const account = requireAccount(store, caller, sid);
      const body = parseWith(carrierCreateBodySchema, request.body);
      if (body.account_sid && body.account_sid !== sid)
        throw badRequest('account_sid must be the account in the path');
      return created(
        reply,
        createCarrier(ctx, request, body, { service_provider_sid: account.service_provider_sid, account }),
      );
    },
  );

  const updateResponses = {
    204: 'updated',
    400: 'invalid field',
    403: 'not the caller’s to change',
    404: 'unknown or not visible',
  };

  v1.put(
    '/VoipCarriers/:sid',
    {
      schema: docs({
        summary: 'Update a carrier',
        tags: ['Carriers'],
        params: { sid: 'the carrier' },
        body: carrierUpdateBodySchema,
        responses: updateResponses,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const carrier = requireWritableCarrier(store, caller, sid);
      updateCarrier(ctx, request, caller, carrier, parseWith(carrierUpdateBodySchema, bodyOf(request)));
      return reply.code(204).send();
    },
  );

  v1.put(
    '/ServiceProviders/:sid/VoipCarriers/:carrier',
    {
      schema: docs({
        summary: 'Update a carrier of a service provider',
        tags: ['Service providers'],
        params: { sid: 'the service provider', carrier: 'the carrier' },
        body: carrierUpdateBodySchema,
        responses: updateResponses,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; carrier: string };
      const spSid = pathSid(params.sid);
      const sid = pathSid(params.carrier);
      requireServiceProviderWrite(caller, spSid);
      const carrier = requireWritableCarrier(store, caller, sid);
      if (carrier.service_provider_sid !== spSid) throw notFound('carrier not found');
      updateCarrier(ctx, request, caller, carrier, parseWith(carrierUpdateBodySchema, bodyOf(request)));
      return reply.code(204).send();
    },
  );

  v1.put(
    '/Accounts/:sid/VoipCarriers/:carrier',
    {
      schema: docs({
        summary: 'Update a carrier of an account',
        tags: ['Accounts'],
        params: { sid: 'the account', carrier: 'the carrier' },
        body: carrierUpdateBodySchema,
        responses: updateResponses,
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; carrier: string };
      const accountSid = pathSid(params.sid);
      const sid = pathSid(params.carrier);
      requireAccount(store, caller, accountSid);
      const carrier = requireWritableCarrier(store, caller, sid);
      if (carrier.account_sid !== accountSid) throw notFound('carrier not found');
      updateCarrier(ctx, request, caller, carrier, parseWith(carrierUpdateBodySchema, bodyOf(request)));
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/VoipCarriers/:sid',
    {
      schema: docs({
        summary: 'Delete a carrier no phone number or outbound route uses; its gateways go with it',
        tags: ['Carriers'],
        params: { sid: 'the carrier' },
        responses: {
          204: 'deleted',
          403: 'not the caller’s to delete',
          404: 'unknown',
          422: 'in use by phone numbers or outbound call routing',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const carrier = requireWritableCarrier(store, caller, sid, 'delete');
      const numbers =
        store.get<{ n: number | null }>(
          'SELECT SUM(n) AS n FROM phone_number_counts WHERE voip_carrier_sid = ?',
          sid,
        )?.n ?? 0;
      if (numbers > 0) throw unprocessable(TELEPHONY_MESSAGES.carrierInUseByNumbers);
      if (store.get('SELECT 1 FROM lcr_carrier_set_entry WHERE voip_carrier_sid = ? LIMIT 1', sid))
        throw unprocessable(TELEPHONY_MESSAGES.carrierInUseByRoutes);
      store.transaction(() => {
        store.run('DELETE FROM sip_gateways WHERE voip_carrier_sid = ?', sid);
        store.run('DELETE FROM smpp_gateways WHERE voip_carrier_sid = ?', sid);
        store.run('DELETE FROM voip_carriers WHERE voip_carrier_sid = ?', sid);
        recordAudit(ctx, request, {
          entity: 'voip_carrier',
          entitySid: sid,
          action: 'delete',
          before: carrier,
          accountSid: carrier.account_sid,
          serviceProviderSid: carrier.service_provider_sid,
        });
      });
      return reply.code(204).send();
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
    async () => store.all('SELECT * FROM predefined_carriers ORDER BY name'),
  );

  v1.post(
    '/ServiceProviders/:sid/PredefinedCarriers/:template',
    {
      schema: docs({
        summary: 'Create a service-provider carrier (with its gateways) from a predefined carrier',
        tags: ['Service providers'],
        params: { sid: 'the service provider', template: 'the predefined carrier' },
        responses: { 201: '{sid}', 403: 'not the caller’s', 404: 'unknown template' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; template: string };
      const spSid = pathSid(params.sid);
      requireServiceProviderGuard(store, caller, spSid);
      return created(
        reply,
        copyPredefinedCarrier(ctx, request, pathSid(params.template), {
          service_provider_sid: spSid,
          account: null,
        }),
      );
    },
  );

  v1.post(
    '/Accounts/:sid/PredefinedCarriers/:template',
    {
      schema: docs({
        summary: 'Create an account carrier (with its gateways) from a predefined carrier',
        tags: ['Accounts'],
        params: { sid: 'the account', template: 'the predefined carrier' },
        responses: { 201: '{sid}', 403: 'not the caller’s', 404: 'unknown template' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; template: string };
      const account = requireAccountGuard(store, caller, pathSid(params.sid));
      return created(
        reply,
        copyPredefinedCarrier(ctx, request, pathSid(params.template), {
          service_provider_sid: account.service_provider_sid,
          account,
        }),
      );
    },
  );

  const addressesQuery = z.looseObject({ service_provider_sid: z.string().optional() });
  /** The service provider's addresses, else the global ones (admins may name the service provider). */
  const addressesOf = (request: FastifyRequest, table: 'sbc_addresses' | 'smpp_addresses', order: string) => {
    const caller = callerOf(request);
    const spSid =
      caller.scope === 'admin'
        ? optionalSid((request.query as Record<string, unknown>).service_provider_sid, 'service_provider_sid')
        : caller.service_provider_sid;
    const own = spSid
      ? store.all(`SELECT * FROM ${table} WHERE service_provider_sid = ? ORDER BY ${order}`, spSid)
      : [];
    return own.length > 0
      ? own
      : store.all(`SELECT * FROM ${table} WHERE service_provider_sid IS NULL ORDER BY ${order}`);
  };

  v1.get(
    '/Sbcs',
    {
      schema: docs({
        summary: 'SBC addresses carriers must whitelist: the service provider’s, else the global ones',
        tags: ['Carriers'],
        query: addressesQuery,
        responses: { 200: 'Sbc[]' },
      }),
    },
    async (request) => addressesOf(request, 'sbc_addresses', 'ipv4'),
  );

  v1.get(
    '/Smpps',
    {
      schema: docs({
        summary: 'SMPP server addresses: the service provider’s, else the global ones',
        tags: ['Carriers'],
        query: addressesQuery,
        responses: { 200: 'SmppAddress[]' },
      }),
    },
    async (request) => addressesOf(request, 'smpp_addresses', 'is_primary DESC, ipv4'),
  );
}

/** `POST|PUT /ServiceProviders/:sid/VoipCarriers…`: admins, and the service provider's own users. */
function requireServiceProviderWrite(caller: Caller, serviceProviderSid: string): void {
  if (caller.scope === 'admin') return;
  if (caller.scope !== 'service_provider' || caller.service_provider_sid !== serviceProviderSid)
    throw forbidden('insufficient permissions to update service provider');
}
