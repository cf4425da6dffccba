// What `GET /Users/me` reads besides the user: their account and service provider rows, and in hosted mode the
// account's subscription, products, API keys and static IPs. All its SQL.
import type { UsersMe } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';

const ACCOUNT_COLUMNS = [
  'account_sid',
  'name',
  'sip_realm',
  'service_provider_sid',
  'registration_hook_sid',
  'queue_event_hook_sid',
  'device_calling_application_sid',
  'is_active',
  'created_at',
  'plan_type',
  'stripe_customer_id',
  'webhook_secret',
  'disable_cdrs',
  'trial_end_date',
  'deactivated_reason',
  'device_to_call_ratio',
  'subspace_client_id',
  'subspace_client_secret',
  'subspace_sip_teleport_id',
  'subspace_sip_teleport_destinations',
  'siprec_hook_sid',
  'record_all_calls',
  'record_format',
  'bucket_credential',
  'enable_debug_log',
];
const SP_COLUMNS = [
  'service_provider_sid',
  'name',
  'description',
  'root_domain',
  'registration_hook_sid',
  'ms_teams_fqdn',
];
const allNull = (columns: string[]) => Object.fromEntries(columns.map((c) => [c, null]));

export interface SubscriptionRow {
  account_subscription_sid: string;
  effective_start_date: string;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  card_type: string | null;
  stripe_statement_descriptor: string | null;
}

export class MeRepository {
  constructor(private readonly store: Store) {}

  /** The account row (every column null when there is none, as the real server answers). */
  account(accountSid: string | null): UsersMe['account'] {
    const row = accountSid
      ? this.store.get<Record<string, unknown>>(
          `SELECT ${ACCOUNT_COLUMNS.join(', ')} FROM accounts WHERE account_sid = ?`,
          accountSid,
        )
      : undefined;
    return (row ?? allNull(ACCOUNT_COLUMNS)) as UsersMe['account'];
  }

  /** The service provider row (every column null when there is none). */
  serviceProvider(serviceProviderSid: string | null): UsersMe['sp'] {
    const row = serviceProviderSid
      ? this.store.get<Record<string, unknown>>(
          `SELECT ${SP_COLUMNS.join(', ')} FROM service_providers WHERE service_provider_sid = ?`,
          serviceProviderSid,
        )
      : undefined;
    return (row ?? allNull(SP_COLUMNS)) as UsersMe['sp'];
  }

  /** The subscription in force at `nowIso`, if any. */
  currentSubscription(accountSid: string, nowIso: string): SubscriptionRow | undefined {
    return this.store.get<SubscriptionRow>(
      `SELECT * FROM account_subscriptions WHERE account_sid = ? AND pending = 0 AND (effective_end_date IS NULL OR effective_end_date > ?)
        ORDER BY effective_start_date DESC LIMIT 1`,
      accountSid,
      nowIso,
    );
  }

  products(accountSubscriptionSid: string): { name: string; category: string; quantity: number }[] {
    return this.store.all(
      'SELECT p.name, p.category, ap.quantity FROM account_products ap JOIN products p ON p.product_sid = ap.product_sid WHERE ap.account_subscription_sid = ?',
      accountSubscriptionSid,
    );
  }

  accountIsActive(accountSid: string): boolean {
    return Boolean(
      this.store.get<{ is_active: number }>(
        'SELECT is_active FROM accounts WHERE account_sid = ?',
        accountSid,
      )?.is_active,
    );
  }

  apiKeys(accountSid: string): NonNullable<UsersMe['api_keys']> {
    return this.store.all(
      'SELECT api_key_sid, token, last_used, created_at FROM api_keys WHERE account_sid = ? ORDER BY created_at',
      accountSid,
    );
  }

  staticIps(accountSid: string): string[] {
    return this.store
      .all<{ public_ipv4: string }>(
        'SELECT public_ipv4 FROM account_static_ips WHERE account_sid = ?',
        accountSid,
      )
      .map((r) => r.public_ipv4);
  }
}
