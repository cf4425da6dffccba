// The SBC and SMPP server addresses carriers whitelist: all their SQL.
import type { Store } from '../../../db/store';

export type AddressTable = 'sbc_addresses' | 'smpp_addresses';

const ORDER: Record<AddressTable, string> = {
  sbc_addresses: 'ipv4',
  smpp_addresses: 'is_primary DESC, ipv4',
};

export class AddressRepository {
  constructor(private readonly store: Store) {}

  /** A service provider's own addresses (null: the global ones). */
  of(table: AddressTable, serviceProviderSid: string | null): unknown[] {
    return serviceProviderSid
      ? this.store.all(
          `SELECT * FROM ${table} WHERE service_provider_sid = ? ORDER BY ${ORDER[table]}`,
          serviceProviderSid,
        )
      : this.store.all(`SELECT * FROM ${table} WHERE service_provider_sid IS NULL ORDER BY ${ORDER[table]}`);
  }
}
