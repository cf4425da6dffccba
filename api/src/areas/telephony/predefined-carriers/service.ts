// Predefined carriers (docs/api/contract.md#carriers-and-gateways): the public list of templates, and a template copied (with its gateways) to a
// new carrier of a service provider or an account; a name the provider already uses gets a short suffix.
import type { AppContext } from '../../../context';
import type { Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { notFound } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { newSid, shortUuid } from '../../../lib/ids';
import { CarrierRepository } from '../carriers/repository';
import { PredefinedCarrierRepository } from './repository';

export class PredefinedCarrierService {
  private readonly templates: PredefinedCarrierRepository;
  private readonly carriers: CarrierRepository;

  constructor(private readonly ctx: AppContext) {
    this.templates = new PredefinedCarrierRepository(ctx.store);
    this.carriers = new CarrierRepository(ctx.store);
  }

  list(): unknown[] {
    return this.templates.list();
  }

  /** A new carrier of `owner` from the template (an account's carrier is in the account's service provider). */
  copy(requester: Requester, owner: OwnerOf<'service_provider' | 'account'>, templateSid: string): string {
    const template = this.templates.find(templateSid);
    if (!template) throw notFound('predefined carrier not found');
    const sid = newSid();
    const serviceProviderSid = owner.serviceProviderSid;
    const accountSid = owner.kind === 'account' ? owner.accountSid : null;
    const taken = this.carriers.nameTaken(serviceProviderSid, template.name);
    const { predefined_carrier_sid: _t, requires_static_ip: _s, ...columns } = template;
    const row = {
      ...columns,
      name: taken ? `${template.name}-${shortUuid().slice(0, 8)}` : template.name,
      voip_carrier_sid: sid,
      service_provider_sid: serviceProviderSid,
      account_sid: accountSid,
    };
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'voip_carrier',
        entitySid: sid,
        action: 'create',
        after: { ...row, predefined_carrier_sid: templateSid },
        accountSid,
        serviceProviderSid,
      }),
      () => this.templates.copy(templateSid, row),
    );
    return sid;
  }
}
