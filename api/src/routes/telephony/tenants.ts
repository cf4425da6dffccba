// Microsoft Teams tenants (contract §6.12): the real server checks no scope at all; here every list and write is
// narrowed like the rest (admin all, service provider its own, account users their account's). The domain name
// is required, a domain, and unique (spec §5).
import type { FastifyInstance } from 'fastify';
import type { MsTeamsTenant } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  msTeamsTenantCreateBodySchema,
  msTeamsTenantUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import type { Store } from '../../db/store';
import { callerOf, type Caller } from '../../auth/caller';
import { findAccount, ownsAccount } from '../../auth/access';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { newSid } from '../../lib/ids';
import { bodyOf, requireApplicationOfAccount } from './common';

const TENANT = { sid: 'the tenant' };

function canSeeTenant(caller: Caller, tenant: MsTeamsTenant): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider') return tenant.service_provider_sid === caller.service_provider_sid;
  return tenant.account_sid === caller.account_sid;
}

function requireTenant(store: Store, caller: Caller, sid: string): MsTeamsTenant {
  const tenant = store.get<MsTeamsTenant>(
    'SELECT * FROM ms_teams_tenants WHERE ms_teams_tenant_sid = ?',
    sid,
  );
  if (!tenant || !canSeeTenant(caller, tenant)) throw notFound();
  return tenant;
}

function domainTaken(store: Store, domain: string, exceptSid: string | null): boolean {
  return Boolean(
    store.get(
      'SELECT 1 FROM ms_teams_tenants WHERE tenant_fqdn = ? AND ms_teams_tenant_sid IS NOT ?',
      domain,
      exceptSid,
    ),
  );
}

export function tenantRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  /** The tenant's account: known, the caller's, and in the tenant's service provider. */
  const accountFor = (caller: Caller, accountSid: string, serviceProviderSid?: string) => {
    const account = findAccount(store, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
    if (serviceProviderSid && account.service_provider_sid !== serviceProviderSid)
      throw badRequest('account_sid does not belong to the service provider');
    return account;
  };

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

  v1.get(
    '/MicrosoftTeamsTenants/:sid',
    {
      schema: docs({
        summary: 'One Microsoft Teams tenant',
        tags: ['Microsoft Teams tenants'],
        params: TENANT,
        responses: { 200: 'MsTeamsTenant', 404: 'unknown or not visible' },
      }),
    },
    async (request) => requireTenant(store, callerOf(request), (request.params as { sid: string }).sid),
  );

  v1.post(
    '/MicrosoftTeamsTenants',
    {
      schema: docs({
        summary: 'Add a Microsoft Teams tenant (domain name unique)',
        tags: ['Microsoft Teams tenants'],
        body: msTeamsTenantCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field',
          403: 'account not the caller’s',
          422: 'domain in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(msTeamsTenantCreateBodySchema, request.body);
      const account = accountFor(caller, body.account_sid, body.service_provider_sid);
      if (body.application_sid) requireApplicationOfAccount(store, body.application_sid, account.account_sid);
      const sid = newSid();
      const row = {
        ms_teams_tenant_sid: sid,
        service_provider_sid: account.service_provider_sid,
        account_sid: account.account_sid,
        application_sid: body.application_sid ?? null,
        tenant_fqdn: body.tenant_fqdn,
      };
      store.transaction(() => {
        if (domainTaken(store, body.tenant_fqdn, null))
          throw unprocessable(TELEPHONY_MESSAGES.tenantDomainInUse);
        store.insert('ms_teams_tenants', row);
        recordAudit(ctx, request, {
          entity: 'ms_teams_tenant',
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
    '/MicrosoftTeamsTenants/:sid',
    {
      schema: docs({
        summary: 'Change a Microsoft Teams tenant',
        tags: ['Microsoft Teams tenants'],
        params: TENANT,
        body: msTeamsTenantUpdateBodySchema,
        responses: { 204: 'updated', 400: 'invalid field', 404: 'unknown', 422: 'domain in use' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const current = requireTenant(store, caller, (request.params as { sid: string }).sid);
      const body = parseWith(msTeamsTenantUpdateBodySchema, bodyOf(request));
      if (body.service_provider_sid && body.service_provider_sid !== current.service_provider_sid)
        throw badRequest('service_provider_sid may not be modified');
      const accountSid = body.account_sid ?? current.account_sid;
      if (body.account_sid && body.account_sid !== current.account_sid)
        accountFor(caller, body.account_sid, current.service_provider_sid);
      const applicationSid =
        body.application_sid === undefined ? current.application_sid : body.application_sid;
      if (applicationSid && (body.application_sid !== undefined || body.account_sid !== undefined))
        requireApplicationOfAccount(store, applicationSid, accountSid);
      const changes: Record<string, unknown> = {};
      if (body.tenant_fqdn !== undefined) changes.tenant_fqdn = body.tenant_fqdn;
      if (body.account_sid !== undefined) changes.account_sid = accountSid;
      if (body.application_sid !== undefined) changes.application_sid = applicationSid;
      store.transaction(() => {
        if (body.tenant_fqdn && domainTaken(store, body.tenant_fqdn, current.ms_teams_tenant_sid))
          throw unprocessable(TELEPHONY_MESSAGES.tenantDomainInUse);
        store.update('ms_teams_tenants', 'ms_teams_tenant_sid', current.ms_teams_tenant_sid, changes);
        recordAudit(ctx, request, {
          entity: 'ms_teams_tenant',
          entitySid: current.ms_teams_tenant_sid,
          action: 'update',
          before: current as unknown as Record<string, unknown>,
          after: { ...current, ...changes },
          accountSid,
          serviceProviderSid: current.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/MicrosoftTeamsTenants/:sid',
    {
      schema: docs({
        summary: 'Delete a Microsoft Teams tenant',
        tags: ['Microsoft Teams tenants'],
        params: TENANT,
        responses: { 204: 'deleted', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const current = requireTenant(store, callerOf(request), (request.params as { sid: string }).sid);
      store.transaction(() => {
        store.run('DELETE FROM ms_teams_tenants WHERE ms_teams_tenant_sid = ?', current.ms_teams_tenant_sid);
        recordAudit(ctx, request, {
          entity: 'ms_teams_tenant',
          entitySid: current.ms_teams_tenant_sid,
          action: 'delete',
          before: current as unknown as Record<string, unknown>,
          accountSid: current.account_sid,
          serviceProviderSid: current.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );
}
