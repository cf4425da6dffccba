// Accounts: all their SQL, including what blocks a deletion and what goes with the account when it is deleted.
import { apiKeyName, type AccountDependentKind, type RemainingOfKind } from '@switchboard/shared/validation';
import type { Account, BucketCredential } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import type { SecretBox } from '../../../lib/secret-box';
import { hookColumns, hookFrom } from '../webhooks/repository';
import { maskBucketCredential } from './bucket-credential';

const ACCOUNT_SELECT = `SELECT acc.*, ${hookColumns('rh')}, ${hookColumns('qh')}
  FROM accounts acc
  LEFT JOIN webhooks rh ON rh.webhook_sid = acc.registration_hook_sid
  LEFT JOIN webhooks qh ON qh.webhook_sid = acc.queue_event_hook_sid`;

/** The stored row, as the rules read it. */
export type AccountRow = Record<string, unknown> & {
  registration_hook_sid: string | null;
  queue_event_hook_sid: string | null;
  bucket_credential: string | null;
};

/** What still belongs to an account and blocks its deletion, kind by kind (the shared rule words it). */
export type AccountDependents = Record<AccountDependentKind, RemainingOfKind>;

/** How many names of each kind a refusal lists (the count covers them all). */
const NAMED = 5;

export class AccountRepository {
  constructor(
    private readonly store: Store,
    private readonly box: SecretBox,
  ) {}

  /** Every account by name. */
  all(): Account[] {
    return this.accounts(this.store.all(`${ACCOUNT_SELECT} ORDER BY acc.name`));
  }

  /** A provider's accounts by name. */
  ofServiceProvider(serviceProviderSid: string | null): Account[] {
    return this.accounts(
      this.store.all(
        `${ACCOUNT_SELECT} WHERE acc.service_provider_sid = ? ORDER BY acc.name`,
        serviceProviderSid,
      ),
    );
  }

  /** The one account (in a list), when it is of the provider given. */
  only(accountSid: string | null, serviceProviderSid?: string): Account[] {
    return this.accounts(
      serviceProviderSid === undefined
        ? this.store.all(`${ACCOUNT_SELECT} WHERE acc.account_sid = ?`, accountSid)
        : this.store.all(
            `${ACCOUNT_SELECT} WHERE acc.account_sid = ? AND acc.service_provider_sid = ?`,
            accountSid,
            serviceProviderSid,
          ),
    );
  }

  read(sid: string): Account | undefined {
    return this.only(sid)[0];
  }

  row(sid: string): AccountRow | undefined {
    return this.store.get<AccountRow>('SELECT * FROM accounts WHERE account_sid = ?', sid);
  }

  nameTaken(serviceProviderSid: string, name: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM accounts WHERE service_provider_sid = ? AND name = ? AND account_sid IS NOT ?',
        serviceProviderSid,
        name,
        exceptSid,
      ) !== undefined
    );
  }

  sipRealmTaken(sipRealm: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM accounts WHERE sip_realm = ? AND account_sid IS NOT ?',
        sipRealm,
        exceptSid,
      ) !== undefined
    );
  }

  /** Whose application it is: its account and that account's provider. */
  applicationOwner(applicationSid: string): { account_sid: string | null; sp: string | null } | undefined {
    return this.store.get(
      'SELECT app.account_sid, acc.service_provider_sid AS sp FROM applications app LEFT JOIN accounts acc ON acc.account_sid = app.account_sid WHERE app.application_sid = ?',
      applicationSid,
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('accounts', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('accounts', 'account_sid', sid, changes);
  }

  webhookSecret(sid: string): string | undefined {
    return this.store.get<{ webhook_secret: string }>(
      'SELECT webhook_secret FROM accounts WHERE account_sid = ?',
      sid,
    )?.webhook_secret;
  }

  /** The stored bucket credential in clear (null when none). */
  bucketCredential(sid: string): BucketCredential | null {
    return this.box.decryptJson<BucketCredential>(this.row(sid)?.bucket_credential);
  }

  dependents(sid: string): AccountDependents {
    // `rows` yields one name per row of the kind, ordered for display: the first NAMED and the count of all
    const named = (rows: string): RemainingOfKind => ({
      names: this.store.all<{ name: string }>(`${rows} LIMIT ${NAMED}`, { sid }).map((r) => r.name),
      total: this.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${rows})`, { sid })?.n ?? 0,
    });
    const carriers = 'SELECT voip_carrier_sid FROM voip_carriers WHERE account_sid = @sid';
    const keys = named('SELECT token AS name FROM api_keys WHERE account_sid = @sid ORDER BY created_at');
    return {
      applications: named('SELECT name FROM applications WHERE account_sid = @sid ORDER BY name'),
      phoneNumbers: named(
        `SELECT number AS name FROM phone_numbers WHERE account_sid = @sid OR voip_carrier_sid IN (${carriers})
          ORDER BY number`,
      ),
      teamsTenants: named(
        'SELECT tenant_fqdn AS name FROM ms_teams_tenants WHERE account_sid = @sid ORDER BY tenant_fqdn',
      ),
      apiKeys: { ...keys, names: keys.names.map(apiKeyName) },
      otherOwnersRoutings: named(
        `SELECT DISTINCT COALESCE(l.name, l.lcr_sid) AS name FROM lcr_carrier_set_entry e
           JOIN lcr_routes r ON r.lcr_route_sid = e.lcr_route_sid JOIN lcr l ON l.lcr_sid = r.lcr_sid
          WHERE e.voip_carrier_sid IN (${carriers}) AND (l.account_sid IS NULL OR l.account_sid <> @sid)
          ORDER BY 1`,
      ),
    };
  }

  /** Deletes the account with its routes, carriers, gateways, clients, credentials, users and subscriptions. */
  remove(sid: string): void {
    const run = (sql: string) => this.store.run(sql, sid);
    const lcrs = 'SELECT lcr_sid FROM lcr WHERE account_sid = ?';
    run(`UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE lcr_sid IN (${lcrs})`);
    run(
      `DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes WHERE lcr_sid IN (${lcrs}))`,
    );
    run(`DELETE FROM lcr_routes WHERE lcr_sid IN (${lcrs})`);
    run('DELETE FROM lcr WHERE account_sid = ?');
    const carriers = 'SELECT voip_carrier_sid FROM voip_carriers WHERE account_sid = ?';
    run(`DELETE FROM sip_gateways WHERE voip_carrier_sid IN (${carriers})`);
    run(`DELETE FROM smpp_gateways WHERE voip_carrier_sid IN (${carriers})`);
    run('DELETE FROM voip_carriers WHERE account_sid = ?');
    run('DELETE FROM clients WHERE account_sid = ?');
    run('DELETE FROM call_routes WHERE account_sid = ?');
    run('DELETE FROM speech_credentials WHERE account_sid = ?');
    run('DELETE FROM users WHERE account_sid = ?');
    run(
      'DELETE FROM account_products WHERE account_subscription_sid IN (SELECT account_subscription_sid FROM account_subscriptions WHERE account_sid = ?)',
    );
    run('DELETE FROM account_subscriptions WHERE account_sid = ?');
    run('DELETE FROM account_offers WHERE account_sid = ?');
    run('DELETE FROM account_static_ips WHERE account_sid = ?');
    run('DELETE FROM dns_records WHERE account_sid = ?');
    run('DELETE FROM accounts WHERE account_sid = ?');
  }

  /** Raw rows (+ joined hooks) → the Account shape: hooks resolved, bucket secret masked. */
  private accounts(rows: Record<string, unknown>[]): Account[] {
    return rows.map((row) => {
      const registration_hook = hookFrom(row, 'rh', false);
      const queue_event_hook = hookFrom(row, 'qh', false);
      delete row.registration_hook_sid;
      delete row.queue_event_hook_sid;
      const credential = this.box.decryptJson<BucketCredential>(row.bucket_credential as string | null);
      return {
        ...(row as unknown as Omit<Account, 'registration_hook' | 'queue_event_hook' | 'bucket_credential'>),
        bucket_credential: credential ? maskBucketCredential(credential) : null,
        registration_hook,
        queue_event_hook,
      };
    });
  }
}
