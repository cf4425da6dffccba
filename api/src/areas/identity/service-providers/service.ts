// Service providers (docs/api/contract.md#service-providers): who may see and change them, unique names and root domains, and the refusal
// to delete one while accounts or users still belong to it.
import { serviceProviderDeleteBlockers, serviceProviderDeleteRefusal } from '@switchboard/shared/validation';
import type { ServiceProvider } from '@switchboard/shared/types';
import type { ServiceProviderCreateBody, ServiceProviderUpdateBody } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { requireServiceProviderRead } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { WebhookRepository, withPasswordMasked } from '../webhooks/repository';
import { ServiceProviderRepository } from './repository';

const SP_ROW = {
  entity: 'service_provider',
  table: 'service_providers',
  key: 'service_provider_sid',
  accountSid: null,
} as const;

/**
 * A service provider as the caller reads it: its registration hook's password in clear only to whoever may change
 * the provider (admins, its own users and keys, not view-only); its accounts' users get it masked
 * (docs/api/contract.md#secret-masking).
 */
function providerShownTo(caller: Caller, provider: ServiceProvider): ServiceProvider {
  const mayChange =
    !caller.is_view_only &&
    (caller.scope === 'admin' ||
      (caller.scope === 'service_provider' && caller.service_provider_sid === provider.service_provider_sid));
  return mayChange
    ? provider
    : { ...provider, registration_hook: withPasswordMasked(provider.registration_hook) };
}

export class ServiceProviderService {
  private readonly providers: ServiceProviderRepository;
  private readonly hooks: WebhookRepository;

  constructor(private readonly ctx: AppContext) {
    this.providers = new ServiceProviderRepository(ctx.store);
    this.hooks = new WebhookRepository(ctx.store);
  }

  /** All for admins, the caller's own otherwise. */
  list(requester: Requester): ServiceProvider[] {
    const caller = callerOf(requester);
    return this.providers
      .list(caller.scope === 'admin' ? undefined : caller.service_provider_sid)
      .map((provider) => providerShownTo(caller, provider));
  }

  read(requester: Requester, sid: string): ServiceProvider | undefined {
    const caller = callerOf(requester);
    requireServiceProviderRead(this.ctx.store, caller, sid);
    const provider = this.providers.read(sid);
    return provider && providerShownTo(caller, provider);
  }

  create(requester: Requester, body: ServiceProviderCreateBody): string {
    const sid = newSid();
    auditedWrite(this.ctx, requester, { ...SP_ROW, sid, action: 'create' }, () => {
      this.checkUnique(body.name, body.root_domain, null);
      this.providers.insert({
        service_provider_sid: sid,
        name: body.name,
        description: body.description ?? null,
        root_domain: body.root_domain ?? null,
        ms_teams_fqdn: body.ms_teams_fqdn ?? null,
        registration_hook_sid: this.hooks.save(null, body.registration_hook),
      });
    });
    return sid;
  }

  /** A registration_hook left out stays as it is. */
  update(requester: Requester, sid: string, body: ServiceProviderUpdateBody): void {
    const caller = callerOf(requester);
    if (
      caller.scope !== 'admin' &&
      !(caller.scope === 'service_provider' && caller.service_provider_sid === sid)
    ) {
      throw forbidden('insufficient permissions to update service provider');
    }
    const current = this.providers.registrationHookOf(sid);
    if (!current) throw notFound('service provider not found');
    if (body.service_provider_sid !== undefined && body.service_provider_sid !== sid)
      throw badRequest('service_provider_sid may not be modified');
    auditedWrite(this.ctx, requester, { ...SP_ROW, sid, action: 'update' }, () => {
      this.checkUnique(body.name, body.root_domain, sid);
      const changes: Record<string, unknown> = {};
      for (const key of ['name', 'description', 'root_domain', 'ms_teams_fqdn'] as const)
        if (body[key] !== undefined) changes[key] = body[key];
      const hookSid = this.hooks.save(current.registration_hook_sid, body.registration_hook);
      if (hookSid !== current.registration_hook_sid) changes.registration_hook_sid = hookSid;
      this.providers.update(sid, changes);
      this.hooks.dropUnused([current.registration_hook_sid]);
    });
  }

  /** Only once no accounts or users belong to it. */
  remove(requester: Requester, sid: string): void {
    const current = this.providers.registrationHookOf(sid);
    if (!current) throw notFound('service provider not found');
    // the shared rule: the portal's dialog lists the same lines first
    const blockers = serviceProviderDeleteBlockers(this.providers.remaining(sid));
    if (blockers.length > 0) throw forbidden(serviceProviderDeleteRefusal(blockers));
    auditedWrite(this.ctx, requester, { ...SP_ROW, sid, action: 'delete' }, () => {
      this.providers.remove(sid);
      this.hooks.dropUnused([current.registration_hook_sid]);
    });
  }

  /** A duplicate name or root domain → 422 naming it. */
  private checkUnique(
    name: string | undefined,
    rootDomain: string | null | undefined,
    exceptSid: string | null,
  ) {
    if (name !== undefined && this.providers.nameTaken(name, exceptSid))
      throw unprocessable(`A service provider named '${name}' already exists`);
    if (rootDomain && this.providers.rootDomainTaken(rootDomain, exceptSid))
      throw unprocessable(`The root domain '${rootDomain}' is already used by another service provider`);
  }
}
