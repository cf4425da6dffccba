// SBC and SMPP addresses (docs/api/contract.md#reference-lists): the caller's service provider's, else the global ones; admins may
// name the service provider.
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { optionalSid } from '../common/rules';
import { AddressRepository, type AddressTable } from './repository';

export class AddressService {
  private readonly addresses: AddressRepository;

  constructor(ctx: AppContext) {
    this.addresses = new AddressRepository(ctx.store);
  }

  list(requester: Requester, table: AddressTable, query: { service_provider_sid?: string }): unknown[] {
    const caller = callerOf(requester);
    const spSid =
      caller.scope === 'admin'
        ? optionalSid(query.service_provider_sid, 'service_provider_sid')
        : caller.service_provider_sid;
    const own = spSid ? this.addresses.of(table, spSid) : [];
    return own.length > 0 ? own : this.addresses.of(table, null);
  }
}
