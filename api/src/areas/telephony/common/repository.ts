// What telephony rows refer to outside the area's own tables: the application a carrier, number or tenant routes to,
// the service provider a carrier or routing table belongs to, and their names for the contract's messages.
import type { Store } from '../../../db/store';

export class ReferenceRepository {
  constructor(private readonly store: Store) {}

  /** The account an application belongs to (undefined: no such application). */
  applicationOwner(applicationSid: string): { account_sid: string | null } | undefined {
    return this.store.get<{ account_sid: string | null }>(
      'SELECT account_sid FROM applications WHERE application_sid = ?',
      applicationSid,
    );
  }

  serviceProviderExists(serviceProviderSid: string): boolean {
    return (
      this.store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', serviceProviderSid) !==
      undefined
    );
  }

  accountName(accountSid: string): string | undefined {
    return this.store.get<{ name: string }>('SELECT name FROM accounts WHERE account_sid = ?', accountSid)
      ?.name;
  }

  serviceProviderName(serviceProviderSid: string): string | undefined {
    return this.store.get<{ name: string }>(
      'SELECT name FROM service_providers WHERE service_provider_sid = ?',
      serviceProviderSid,
    )?.name;
  }

  /** The account's SIP realm (null when it has none or the account is unknown). */
  accountSipRealm(accountSid: string): string | null {
    return (
      this.store.get<{ sip_realm: string | null }>(
        'SELECT sip_realm FROM accounts WHERE account_sid = ?',
        accountSid,
      )?.sip_realm ?? null
    );
  }
}
