// Registered SIP clients: all their SQL — what the SBC's registrar keeps of each client registered now (jambonz:
// Redis keys `user:<username>@<realm>` that expire with the registration).
import type { Store } from '../../../db/store';

export interface SipRegistrationRow {
  sip_realm: string;
  username: string;
  contact: string;
  expiry_time: number;
  protocol: string | null;
  sbc_address: string | null;
  proxy: string | null;
  user_agent: string | null;
  registered_at: number;
}

export interface RealmAccount {
  account_sid: string;
  service_provider_sid: string;
  sip_realm: string | null;
}

export class SipRegistrationRepository {
  constructor(private readonly store: Store) {}

  account(accountSid: string): RealmAccount | undefined {
    return this.store.get<RealmAccount>(
      'SELECT account_sid, service_provider_sid, sip_realm FROM accounts WHERE account_sid = ?',
      accountSid,
    );
  }

  /** The account whose SIP realm this is (realms are compared without case, as DNS names). */
  accountOfRealm(realm: string): RealmAccount | undefined {
    return this.store.get<RealmAccount>(
      'SELECT account_sid, service_provider_sid, sip_realm FROM accounts WHERE lower(sip_realm) = lower(?)',
      realm,
    );
  }

  /** The clients of a realm registered at `now`, by username. */
  ofRealm(realm: string, now: number): SipRegistrationRow[] {
    return this.store.all<SipRegistrationRow>(
      'SELECT * FROM sip_registrations WHERE sip_realm = lower(?) AND expiry_time > ? ORDER BY username',
      realm,
      now,
    );
  }

  one(realm: string, username: string, now: number): SipRegistrationRow | undefined {
    return this.store.get<SipRegistrationRow>(
      'SELECT * FROM sip_registrations WHERE sip_realm = lower(?) AND username = ? AND expiry_time > ?',
      realm,
      username,
      now,
    );
  }

  /** Records a registration; one the registrar already has for the client is replaced unless it is newer. */
  put(row: SipRegistrationRow): void {
    this.store.run(
      `INSERT INTO sip_registrations (sip_realm, username, contact, expiry_time, protocol, sbc_address, proxy,
         user_agent, registered_at)
       VALUES (lower(?), ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (sip_realm, username) DO UPDATE SET contact = excluded.contact, expiry_time = excluded.expiry_time,
         protocol = excluded.protocol, sbc_address = excluded.sbc_address, proxy = excluded.proxy,
         user_agent = excluded.user_agent, registered_at = excluded.registered_at
       WHERE excluded.registered_at >= sip_registrations.registered_at`,
      row.sip_realm,
      row.username,
      row.contact,
      row.expiry_time,
      row.protocol,
      row.sbc_address,
      row.proxy,
      row.user_agent,
      row.registered_at,
    );
  }

  /** An unREGISTER: the client's registration goes, unless a newer one came in. */
  remove(realm: string, username: string, at: number): void {
    this.store.run(
      'DELETE FROM sip_registrations WHERE sip_realm = lower(?) AND username = ? AND registered_at <= ?',
      realm,
      username,
      at,
    );
  }

  /** The registrations that run out before `time` (the simulator's devices re-register before they do). */
  expiringBefore(time: number): SipRegistrationRow[] {
    return this.store.all<SipRegistrationRow>(
      'SELECT * FROM sip_registrations WHERE expiry_time < ? ORDER BY sip_realm, username',
      time,
    );
  }

  /** Removes the registrations that ran out. */
  prune(now: number): number {
    return this.store.run('DELETE FROM sip_registrations WHERE expiry_time <= ?', now).changes;
  }
}
