// Microsoft Teams tenants (docs/api/contract.md#microsoft-teams-tenants): the real server checks no scope at all; here every list and write is
// narrowed like the rest (admin all, service provider its own, account users their account's). The domain name is
// required, a domain, and unique (docs/product/telephony.md#tenant-form).
import type { z } from 'zod';
import type { MsTeamsTenant } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  type msTeamsTenantCreateBodySchema,
  type msTeamsTenantUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { findAccount, ownsAccount, type AccountOwner } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { ReferenceRepository } from '../common/repository';
import { requireApplicationOfAccount } from '../common/rules';
import { TenantRepository } from './repository';

type TenantCreateBody = z.output<typeof msTeamsTenantCreateBodySchema>;
type TenantUpdateBody = z.output<typeof msTeamsTenantUpdateBodySchema>;

const TENANT_ROW = {
  entity: 'ms_teams_tenant',
  table: 'ms_teams_tenants',
  key: 'ms_teams_tenant_sid',
} as const;

function canSeeTenant(caller: Caller, tenant: MsTeamsTenant): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider') return tenant.service_provider_sid === caller.service_provider_sid;
  return tenant.account_sid === caller.account_sid;
}

export class TenantService {
  private readonly tenants: TenantRepository;
  private readonly references: ReferenceRepository;

  constructor(private readonly ctx: AppContext) {
    this.tenants = new TenantRepository(ctx.store);
    this.references = new ReferenceRepository(ctx.store);
  }

  list(requester: Requester): MsTeamsTenant[] {
    const caller = callerOf(requester);
    if (caller.scope === 'admin') return this.tenants.list({ all: true });
    if (caller.scope === 'service_provider')
      return this.tenants.list({ serviceProviderSid: caller.service_provider_sid as string });
    return this.tenants.list({ accountSid: caller.account_sid as string });
  }

  read(requester: Requester, sid: string): MsTeamsTenant {
    return this.requireVisible(requester, sid);
  }

  /** A tenant the caller may see (404 otherwise). */
  requireVisible(requester: Requester, sid: string): MsTeamsTenant {
    const tenant = this.tenants.find(sid);
    if (!tenant || !canSeeTenant(callerOf(requester), tenant)) throw notFound();
    return tenant;
  }

  create(requester: Requester, body: TenantCreateBody): string {
    const account = this.accountFor(callerOf(requester), body.account_sid, body.service_provider_sid);
    if (body.application_sid)
      requireApplicationOfAccount(this.references, body.application_sid, account.account_sid);
    const sid = newSid();
    const row = {
      ms_teams_tenant_sid: sid,
      service_provider_sid: account.service_provider_sid,
      account_sid: account.account_sid,
      application_sid: body.application_sid ?? null,
      tenant_fqdn: body.tenant_fqdn,
    };
    auditedWrite(this.ctx, requester, { ...TENANT_ROW, sid, action: 'create' }, () => {
      if (this.tenants.domainTaken(body.tenant_fqdn, null))
        throw unprocessable(TELEPHONY_MESSAGES.tenantDomainInUse);
      this.tenants.insert(row);
    });
    return sid;
  }

  update(requester: Requester, sid: string, body: TenantUpdateBody): void {
    const caller = callerOf(requester);
    const current = this.requireVisible(requester, sid);
    if (body.service_provider_sid && body.service_provider_sid !== current.service_provider_sid)
      throw badRequest('service_provider_sid may not be modified');
    const accountSid = body.account_sid ?? current.account_sid;
    if (body.account_sid && body.account_sid !== current.account_sid)
      this.accountFor(caller, body.account_sid, current.service_provider_sid);
    const applicationSid =
      body.application_sid === undefined ? current.application_sid : body.application_sid;
    if (applicationSid && (body.application_sid !== undefined || body.account_sid !== undefined))
      requireApplicationOfAccount(this.references, applicationSid, accountSid);
    const changes: Record<string, unknown> = {};
    if (body.tenant_fqdn !== undefined) changes.tenant_fqdn = body.tenant_fqdn;
    if (body.account_sid !== undefined) changes.account_sid = accountSid;
    if (body.application_sid !== undefined) changes.application_sid = applicationSid;
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'ms_teams_tenant',
        entitySid: current.ms_teams_tenant_sid,
        action: 'update',
        before: current as unknown as Record<string, unknown>,
        after: { ...current, ...changes },
        accountSid,
        serviceProviderSid: current.service_provider_sid,
      }),
      () => {
        if (body.tenant_fqdn && this.tenants.domainTaken(body.tenant_fqdn, current.ms_teams_tenant_sid))
          throw unprocessable(TELEPHONY_MESSAGES.tenantDomainInUse);
        this.tenants.update(current.ms_teams_tenant_sid, changes);
      },
    );
  }

  remove(requester: Requester, sid: string): void {
    const current = this.requireVisible(requester, sid);
    auditedWrite(
      this.ctx,
      requester,
      { ...TENANT_ROW, sid: current.ms_teams_tenant_sid, action: 'delete' },
      () => this.tenants.remove(current.ms_teams_tenant_sid),
    );
  }

  /** The tenant's account: known, the caller's, and in the tenant's service provider. */
  private accountFor(caller: Caller, accountSid: string, serviceProviderSid?: string | null): AccountOwner {
    const account = findAccount(this.ctx.store, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
    if (serviceProviderSid && account.service_provider_sid !== serviceProviderSid)
      throw badRequest('account_sid does not belong to the service provider');
    return account;
  }
}
