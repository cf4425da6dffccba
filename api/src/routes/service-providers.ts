// Service providers (contract §6.3): list, create (admin), read, update, delete (admin).
import type { FastifyInstance } from 'fastify';
import type { ServiceProvider } from '@switchboard/shared/types';
import {
  serviceProviderCreateBodySchema,
  serviceProviderUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { auditedWrite } from '../audit/audit';
import type { Store } from '../db/store';
import { callerOf } from '../auth/caller';
import { requireServiceProviderRead } from '../auth/access';
import { docs } from '../http/docs';
import { badRequest, forbidden, notFound, unprocessable } from '../http/errors';
import { parseWith, pathSid } from '../http/validate';
import { newSid } from '../lib/ids';
import { dropUnusedHooks, hookColumns, hookFrom, saveHook } from './webhooks-model';

const SP_SELECT = `SELECT sp.service_provider_sid, sp.name, sp.description, sp.root_domain, sp.ms_teams_fqdn, sp.registration_hook_sid, ${hookColumns('rh')}
  FROM service_providers sp LEFT JOIN webhooks rh ON rh.webhook_sid = sp.registration_hook_sid`;

function toServiceProvider(row: Record<string, unknown>): ServiceProvider {
  const registration_hook = hookFrom(row, 'rh', false);
  delete row.registration_hook_sid;
  return { ...(row as unknown as Omit<ServiceProvider, 'registration_hook'>), registration_hook };
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A duplicate name or root domain → 422 naming it. */
function checkUnique(
  store: Store,
  name: string | undefined,
  rootDomain: string | null | undefined,
  exceptSid: string | null,
): void {
  if (
    name !== undefined &&
    store.get(
      'SELECT 1 FROM service_providers WHERE name = ? AND service_provider_sid IS NOT ?',
      name,
      exceptSid,
    )
  ) {
    throw unprocessable(`A service provider named '${name}' already exists`);
  }
  if (
    rootDomain &&
    store.get(
      'SELECT 1 FROM service_providers WHERE root_domain = ? AND service_provider_sid IS NOT ?',
      rootDomain,
      exceptSid,
    )
  ) {
    throw unprocessable(`The root domain '${rootDomain}' is already used by another service provider`);
  }
}

const SP_ROW = {
  entity: 'service_provider',
  table: 'service_providers',
  key: 'service_provider_sid',
  accountSid: null,
} as const;

export function serviceProviderRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  const SID = { sid: 'the service provider' };

  v1.get(
    '/ServiceProviders',
    {
      schema: docs({
        summary: 'Service providers: all for admins, the caller’s own otherwise',
        tags: ['Service providers'],
        responses: { 200: 'ServiceProvider[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const rows =
        caller.scope === 'admin'
          ? store.all<Record<string, unknown>>(`${SP_SELECT} ORDER BY sp.name`)
          : store.all<Record<string, unknown>>(
              `${SP_SELECT} WHERE sp.service_provider_sid = ? ORDER BY sp.name`,
              caller.service_provider_sid,
            );
      return rows.map(toServiceProvider);
    },
  );

  v1.post(
    '/ServiceProviders',
    {
      schema: docs({
        summary: 'Create a service provider (admin)',
        tags: ['Service providers'],
        body: serviceProviderCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field',
          403: 'not an admin',
          422: 'name or root domain in use',
        },
      }),
    },
    async (request, reply) => {
      if (callerOf(request).scope !== 'admin') throw forbidden('only admin users can add a service provider');
      const body = parseWith(serviceProviderCreateBodySchema, request.body);
      const sid = newSid();
      auditedWrite(ctx, request, { ...SP_ROW, sid, action: 'create' }, () => {
        checkUnique(store, body.name, body.root_domain, null);
        store.insert('service_providers', {
          service_provider_sid: sid,
          name: body.name,
          description: body.description ?? null,
          root_domain: body.root_domain ?? null,
          ms_teams_fqdn: body.ms_teams_fqdn ?? null,
          registration_hook_sid: saveHook(store, null, body.registration_hook),
        });
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.get(
    '/ServiceProviders/:sid',
    {
      schema: docs({
        summary: 'One service provider',
        tags: ['Service providers'],
        params: SID,
        responses: { 200: 'ServiceProvider', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderRead(store, callerOf(request), sid);
      return toServiceProvider(
        store.get<Record<string, unknown>>(`${SP_SELECT} WHERE sp.service_provider_sid = ?`, sid)!,
      );
    },
  );

  v1.put(
    '/ServiceProviders/:sid',
    {
      schema: docs({
        summary: 'Update a service provider (a registration_hook left out stays as it is)',
        tags: ['Service providers'],
        params: SID,
        body: serviceProviderUpdateBodySchema,
        responses: { 204: 'updated', 403: 'not yours', 404: 'unknown', 422: 'name or root domain in use' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const body = parseWith(serviceProviderUpdateBodySchema, request.body ?? {});
      if (
        caller.scope !== 'admin' &&
        !(caller.scope === 'service_provider' && caller.service_provider_sid === sid)
      ) {
        throw forbidden('insufficient permissions to update service provider');
      }
      const current = store.get<{ registration_hook_sid: string | null }>(
        'SELECT registration_hook_sid FROM service_providers WHERE service_provider_sid = ?',
        sid,
      );
      if (!current) throw notFound('service provider not found');
      if (body.service_provider_sid !== undefined && body.service_provider_sid !== sid)
        throw badRequest('service_provider_sid may not be modified');
      auditedWrite(ctx, request, { ...SP_ROW, sid, action: 'update' }, () => {
        checkUnique(store, body.name, body.root_domain, sid);
        const changes: Record<string, unknown> = {};
        for (const key of ['name', 'description', 'root_domain', 'ms_teams_fqdn'] as const)
          if (body[key] !== undefined) changes[key] = body[key];
        const hookSid = saveHook(store, current.registration_hook_sid, body.registration_hook);
        if (hookSid !== current.registration_hook_sid) changes.registration_hook_sid = hookSid;
        store.update('service_providers', 'service_provider_sid', sid, changes);
        dropUnusedHooks(store, [current.registration_hook_sid]);
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/ServiceProviders/:sid',
    {
      schema: docs({
        summary: 'Delete a service provider (admin) that has no accounts or users left',
        tags: ['Service providers'],
        params: SID,
        responses: { 204: 'deleted', 403: 'not an admin, or accounts/users remain', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      if (callerOf(request).scope !== 'admin')
        throw forbidden('only admin users can delete a service provider');
      const sid = pathSid((request.params as { sid: string }).sid);
      const sp = store.get<{ registration_hook_sid: string | null }>(
        'SELECT registration_hook_sid FROM service_providers WHERE service_provider_sid = ?',
        sid,
      );
      if (!sp) throw notFound('service provider not found');
      const count = (sql: string) => store.get<{ n: number }>(sql, sid)?.n ?? 0;
      const accounts = count('SELECT COUNT(*) AS n FROM accounts WHERE service_provider_sid = ?');
      const users = count('SELECT COUNT(*) AS n FROM users WHERE service_provider_sid = ?');
      if (accounts || users) {
        const remaining = [accounts ? plural(accounts, 'account') : '', users ? plural(users, 'user') : '']
          .filter(Boolean)
          .join(' and ');
        throw forbidden(
          `cannot delete service provider: ${remaining} still belong${accounts + users === 1 ? 's' : ''} to it`,
        );
      }
      auditedWrite(ctx, request, { ...SP_ROW, sid, action: 'delete' }, () => {
        const carriers = 'SELECT voip_carrier_sid FROM voip_carriers WHERE service_provider_sid = ?';
        store.run(`DELETE FROM lcr_carrier_set_entry WHERE voip_carrier_sid IN (${carriers})`, sid);
        store.run(`DELETE FROM sip_gateways WHERE voip_carrier_sid IN (${carriers})`, sid);
        store.run(`DELETE FROM smpp_gateways WHERE voip_carrier_sid IN (${carriers})`, sid);
        store.run(
          'UPDATE phone_numbers SET voip_carrier_sid = NULL WHERE voip_carrier_sid IN (' + carriers + ')',
          sid,
        );
        store.run('DELETE FROM voip_carriers WHERE service_provider_sid = ?', sid);
        const lcrs = 'SELECT lcr_sid FROM lcr WHERE service_provider_sid = ?';
        store.run(`UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE lcr_sid IN (${lcrs})`, sid);
        store.run(
          `DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes WHERE lcr_sid IN (${lcrs}))`,
          sid,
        );
        store.run(`DELETE FROM lcr_routes WHERE lcr_sid IN (${lcrs})`, sid);
        store.run('DELETE FROM lcr WHERE service_provider_sid = ?', sid);
        store.run('DELETE FROM speech_credentials WHERE service_provider_sid = ?', sid);
        store.run('DELETE FROM api_keys WHERE service_provider_sid = ?', sid);
        store.run('DELETE FROM sbc_addresses WHERE service_provider_sid = ?', sid);
        store.run('DELETE FROM smpp_addresses WHERE service_provider_sid = ?', sid);
        store.run('UPDATE applications SET service_provider_sid = NULL WHERE service_provider_sid = ?', sid);
        store.run('UPDATE phone_numbers SET service_provider_sid = NULL WHERE service_provider_sid = ?', sid);
        store.run('DELETE FROM service_providers WHERE service_provider_sid = ?', sid);
        dropUnusedHooks(store, [sp.registration_hook_sid]);
      });
      return reply.code(204).send();
    },
  );
}
