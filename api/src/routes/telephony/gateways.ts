// SIP and SMPP gateways (contract §6.9, §6.10): listed, read, created, changed and deleted through their carrier —
// who may see or change the carrier may see or change its gateways. Every gateway obeys the spec's rules (§5) and
// is unique on its carrier by address and port (SMPP: per direction).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_NETMASK,
  DEFAULT_SMPP_PORT,
  TELEPHONY_MESSAGES,
  effectiveSipPort,
  isSameSipGateway,
  sipGatewayCreateBodySchema,
  sipGatewayIssues,
  sipGatewayUpdateBodySchema,
  smppDirectionOf,
  smppGatewayCreateBodySchema,
  smppGatewayIssues,
  smppGatewayUpdateBodySchema,
  type SipGatewayRuleInput,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import { callerOf, type Caller } from '../../auth/caller';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { newSid } from '../../lib/ids';
import {
  bodyOf,
  canReadCarrier,
  canWriteCarrier,
  findCarrier,
  refuseIssues,
  type CarrierRow,
} from './common';

type Kind = 'sip' | 'smpp';
const TABLE = { sip: 'sip_gateways', smpp: 'smpp_gateways' } as const;
const KEY = { sip: 'sip_gateway_sid', smpp: 'smpp_gateway_sid' } as const;
const ENTITY = { sip: 'sip_gateway', smpp: 'smpp_gateway' } as const;

/** The carrier a gateway request names: 400 when unknown (contract wording), 403 when not the caller's. */
function carrierFor(ctx: AppContext, caller: Caller, sid: unknown, write: boolean): CarrierRow {
  if (sid === undefined || sid === null || sid === '') throw badRequest('missing voip_carrier_sid');
  const carrier = typeof sid === 'string' ? findCarrier(ctx.store, sid.toLowerCase()) : undefined;
  if (!carrier) throw badRequest('invalid voip_carrier_sid');
  if (!canReadCarrier(caller, carrier)) throw forbidden('insufficient privileges');
  if (write && !canWriteCarrier(caller, carrier)) throw forbidden(TELEPHONY_MESSAGES.carrierNoChanges);
  return carrier;
}

type GatewayRow = Record<string, unknown> & { voip_carrier_sid: string };

function findGateway(ctx: AppContext, kind: Kind, sid: string): GatewayRow | undefined {
  return ctx.store.get<GatewayRow>(`SELECT * FROM ${TABLE[kind]} WHERE ${KEY[kind]} = ?`, sid);
}

const asBool = (v: unknown) => v === 1 || v === true;

/** SIP: the spec's rules for the gateway as it will be, and no other gateway of the carrier at its address. */
function checkSipGateway(ctx: AppContext, row: Record<string, unknown>, selfSid: string | null): void {
  const gateway: SipGatewayRuleInput = {
    ipv4: String(row.ipv4 ?? ''),
    port: (row.port as number | null) ?? null,
    netmask: Number(row.netmask ?? DEFAULT_NETMASK),
    inbound: asBool(row.inbound),
    outbound: asBool(row.outbound),
  };
  refuseIssues(sipGatewayIssues(gateway));
  const siblings = ctx.store.all<{ sip_gateway_sid: string; ipv4: string; port: number | null }>(
    'SELECT sip_gateway_sid, ipv4, port FROM sip_gateways WHERE voip_carrier_sid = ?',
    row.voip_carrier_sid,
  );
  const clash = siblings.some(
    (s) =>
      s.sip_gateway_sid !== selfSid && isSameSipGateway({ ...gateway, ipv4: s.ipv4, port: s.port }, gateway),
  );
  if (clash) throw unprocessable(TELEPHONY_MESSAGES.sipGatewayNotUnique);
}

/** SMPP: the rules of its direction, and no other gateway of that direction at its address and port. */
function checkSmppGateway(ctx: AppContext, row: Record<string, unknown>, selfSid: string | null): void {
  const direction = smppDirectionOf(row as { inbound: number; outbound: number });
  refuseIssues(
    smppGatewayIssues(
      {
        ipv4: String(row.ipv4 ?? ''),
        port: (row.port as number | null) ?? DEFAULT_SMPP_PORT,
        netmask: Number(row.netmask ?? DEFAULT_NETMASK),
      },
      direction,
    ),
  );
  const clash = ctx.store
    .all<Record<string, unknown>>(
      'SELECT * FROM smpp_gateways WHERE voip_carrier_sid = ?',
      row.voip_carrier_sid,
    )
    .some(
      (s) =>
        s.smpp_gateway_sid !== selfSid &&
        smppDirectionOf(s as { inbound: number; outbound: number }) === direction &&
        String(s.ipv4).toLowerCase() === String(row.ipv4).toLowerCase() &&
        Number(s.port) === Number(row.port ?? DEFAULT_SMPP_PORT),
    );
  if (clash) throw unprocessable(TELEPHONY_MESSAGES.smppNotUnique(direction));
}

function audit(
  ctx: AppContext,
  request: FastifyRequest,
  kind: Kind,
  carrier: CarrierRow,
  sid: string,
  action: 'create' | 'update' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  recordAudit(ctx, request, {
    entity: ENTITY[kind],
    entitySid: sid,
    action,
    before,
    after,
    accountSid: carrier.account_sid,
    serviceProviderSid: carrier.service_provider_sid,
  });
}

export function gatewayRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  for (const kind of ['sip', 'smpp'] as const) {
    const base = kind === 'sip' ? '/SipGateways' : '/SmppGateways';
    const tag = kind === 'sip' ? 'SIP gateways' : 'SMPP gateways';
    const createSchema = kind === 'sip' ? sipGatewayCreateBodySchema : smppGatewayCreateBodySchema;
    const updateSchema = kind === 'sip' ? sipGatewayUpdateBodySchema : smppGatewayUpdateBodySchema;
    const check = kind === 'sip' ? checkSipGateway : checkSmppGateway;
    const gatewayOf = (request: FastifyRequest, write: boolean) => {
      const sid = String((request.params as { sid: string }).sid).toLowerCase();
      const gateway = findGateway(ctx, kind, sid);
      if (!gateway) {
        if (request.method === 'GET') throw notFound();
        throw badRequest(`invalid ${KEY[kind]}`);
      }
      const carrier = carrierFor(ctx, callerOf(request), gateway.voip_carrier_sid, write);
      return { sid, gateway, carrier };
    };

    v1.get(
      base,
      {
        schema: docs({
          summary: `The ${kind.toUpperCase()} gateways of a carrier`,
          tags: [tag],
          query: z.looseObject({ voip_carrier_sid: z.string().optional() }),
          responses: {
            200: 'gateway[]',
            400: 'missing or unknown voip_carrier_sid',
            403: 'not the caller’s',
          },
        }),
      },
      async (request) => {
        const carrier = carrierFor(
          ctx,
          callerOf(request),
          (request.query as Record<string, unknown>).voip_carrier_sid,
          false,
        );
        return store.all(
          `SELECT * FROM ${TABLE[kind]} WHERE voip_carrier_sid = ? ORDER BY rowid`,
          carrier.voip_carrier_sid,
        );
      },
    );

    v1.get(
      `${base}/:sid`,
      {
        schema: docs({
          summary: `One ${kind.toUpperCase()} gateway`,
          tags: [tag],
          params: { sid: 'the gateway' },
          responses: { 200: 'gateway', 404: 'unknown' },
        }),
      },
      async (request) => gatewayOf(request, false).gateway,
    );

    v1.post(
      base,
      {
        schema: docs({
          summary: `Add a ${kind.toUpperCase()} gateway to a carrier`,
          tags: [tag],
          body: createSchema,
          responses: { 201: '{sid}', 400: 'invalid gateway', 403: 'not the caller’s', 422: 'address in use' },
        }),
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const raw = bodyOf(request);
        const carrier = carrierFor(ctx, caller, raw.voip_carrier_sid, true);
        const body = parseWith(createSchema, raw) as Record<string, unknown>;
        const sid = newSid();
        const { sip_gateway_sid: _s, smpp_gateway_sid: _m, ...columns } = body;
        const row: Record<string, unknown> = {
          ...columns,
          voip_carrier_sid: carrier.voip_carrier_sid,
          [KEY[kind]]: sid,
        };
        if (kind === 'sip') {
          row.port = effectiveSipPort(String(row.ipv4), (row.port as number | null | undefined) ?? null);
          row.netmask ??= DEFAULT_NETMASK;
        } else {
          row.port ??= DEFAULT_SMPP_PORT;
          row.netmask ??= DEFAULT_NETMASK;
        }
        check(ctx, row, null);
        store.transaction(() => {
          store.insert(TABLE[kind], row);
          audit(ctx, request, kind, carrier, sid, 'create', null, row);
        });
        return reply.code(201).send({ sid });
      },
    );

    v1.put(
      `${base}/:sid`,
      {
        schema: docs({
          summary: `Change a ${kind.toUpperCase()} gateway`,
          tags: [tag],
          params: { sid: 'the gateway' },
          body: updateSchema,
          responses: {
            204: 'updated',
            400: 'invalid gateway or unknown sid',
            403: 'not the caller’s',
            422: 'address in use',
          },
        }),
      },
      async (request, reply) => {
        const { sid, gateway, carrier } = gatewayOf(request, true);
        const body = parseWith(updateSchema, bodyOf(request)) as Record<string, unknown>;
        const { sip_gateway_sid: _s, smpp_gateway_sid: _m, ...changes } = body;
        if (changes.voip_carrier_sid !== undefined && changes.voip_carrier_sid !== gateway.voip_carrier_sid)
          throw badRequest('voip_carrier_sid may not be modified');
        const merged: Record<string, unknown> = { ...gateway, ...changes };
        if (kind === 'sip' && 'port' in changes)
          merged.port = effectiveSipPort(String(merged.ipv4), (merged.port as number | null) ?? null);
        check(ctx, merged, sid);
        const update = Object.fromEntries(Object.keys(changes).map((k) => [k, merged[k]]));
        store.transaction(() => {
          store.update(TABLE[kind], KEY[kind], sid, update);
          audit(ctx, request, kind, carrier, sid, 'update', gateway, merged);
        });
        return reply.code(204).send();
      },
    );

    v1.delete(
      `${base}/:sid`,
      {
        schema: docs({
          summary: `Delete a ${kind.toUpperCase()} gateway`,
          tags: [tag],
          params: { sid: 'the gateway' },
          responses: { 204: 'deleted', 400: 'unknown sid', 403: 'not the caller’s' },
        }),
      },
      async (request, reply) => {
        const { sid, gateway, carrier } = gatewayOf(request, true);
        store.transaction(() => {
          store.run(`DELETE FROM ${TABLE[kind]} WHERE ${KEY[kind]} = ?`, sid);
          audit(ctx, request, kind, carrier, sid, 'delete', gateway, null);
        });
        return reply.code(204).send();
      },
    );
  }
}
