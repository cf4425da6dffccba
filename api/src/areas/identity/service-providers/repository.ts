// Service providers: all their SQL, including what goes with one when it is deleted.
import type { ServiceProviderDependents } from '@switchboard/shared/validation';
import type { ServiceProvider } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import { hookColumns, hookFrom } from '../webhooks/repository';

const SP_SELECT = `SELECT sp.service_provider_sid, sp.name, sp.description, sp.root_domain, sp.ms_teams_fqdn, sp.registration_hook_sid, ${hookColumns('rh')}
  FROM service_providers sp LEFT JOIN webhooks rh ON rh.webhook_sid = sp.registration_hook_sid`;

function toServiceProvider(row: Record<string, unknown>): ServiceProvider {
  const registration_hook = hookFrom(row, 'rh', false);
  delete row.registration_hook_sid;
  return { ...(row as unknown as Omit<ServiceProvider, 'registration_hook'>), registration_hook };
}

export class ServiceProviderRepository {
  constructor(private readonly store: Store) {}

  exists(sid: string): boolean {
    return (
      this.store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', sid) !== undefined
    );
  }

  /** Every provider, or (a sid) the one, by name. */
  list(onlySid?: string | null): ServiceProvider[] {
    const rows =
      onlySid === undefined
        ? this.store.all<Record<string, unknown>>(`${SP_SELECT} ORDER BY sp.name`)
        : this.store.all<Record<string, unknown>>(
            `${SP_SELECT} WHERE sp.service_provider_sid = ? ORDER BY sp.name`,
            onlySid,
          );
    return rows.map(toServiceProvider);
  }

  read(sid: string): ServiceProvider | undefined {
    const row = this.store.get<Record<string, unknown>>(
      `${SP_SELECT} WHERE sp.service_provider_sid = ?`,
      sid,
    );
    return row ? toServiceProvider(row) : undefined;
  }

  /** The provider's registration hook link, or undefined when there is no such provider. */
  registrationHookOf(sid: string): { registration_hook_sid: string | null } | undefined {
    return this.store.get(
      'SELECT registration_hook_sid FROM service_providers WHERE service_provider_sid = ?',
      sid,
    );
  }

  nameTaken(name: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM service_providers WHERE name = ? AND service_provider_sid IS NOT ?',
        name,
        exceptSid,
      ) !== undefined
    );
  }

  rootDomainTaken(rootDomain: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM service_providers WHERE root_domain = ? AND service_provider_sid IS NOT ?',
        rootDomain,
        exceptSid,
      ) !== undefined
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('service_providers', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('service_providers', 'service_provider_sid', sid, changes);
  }

  /** What still belongs to the provider and blocks its deletion. */
  /** Its accounts and users, the first five of each by name and how many (what blocks its deletion). */
  remaining(sid: string): ServiceProviderDependents {
    const named = (rows: string) => ({
      names: this.store.all<{ name: string }>(`${rows} LIMIT 5`, sid).map((r) => r.name),
      total: this.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM (${rows})`, sid)?.n ?? 0,
    });
    return {
      accounts: named('SELECT name FROM accounts WHERE service_provider_sid = ? ORDER BY name'),
      users: named('SELECT name FROM users WHERE service_provider_sid = ? ORDER BY name'),
    };
  }

  /** Deletes the provider with its carriers, gateways, routes, credentials and keys; unlinks its numbers and apps. */
  remove(sid: string): void {
    const run = (sql: string) => this.store.run(sql, sid);
    const carriers = 'SELECT voip_carrier_sid FROM voip_carriers WHERE service_provider_sid = ?';
    run(`DELETE FROM lcr_carrier_set_entry WHERE voip_carrier_sid IN (${carriers})`);
    run(`DELETE FROM sip_gateways WHERE voip_carrier_sid IN (${carriers})`);
    run(`DELETE FROM smpp_gateways WHERE voip_carrier_sid IN (${carriers})`);
    run(`UPDATE phone_numbers SET voip_carrier_sid = NULL WHERE voip_carrier_sid IN (${carriers})`);
    run('DELETE FROM voip_carriers WHERE service_provider_sid = ?');
    const lcrs = 'SELECT lcr_sid FROM lcr WHERE service_provider_sid = ?';
    run(`UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE lcr_sid IN (${lcrs})`);
    run(
      `DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes WHERE lcr_sid IN (${lcrs}))`,
    );
    run(`DELETE FROM lcr_routes WHERE lcr_sid IN (${lcrs})`);
    run('DELETE FROM lcr WHERE service_provider_sid = ?');
    run('DELETE FROM speech_credentials WHERE service_provider_sid = ?');
    run('DELETE FROM api_keys WHERE service_provider_sid = ?');
    run('DELETE FROM sbc_addresses WHERE service_provider_sid = ?');
    run('DELETE FROM smpp_addresses WHERE service_provider_sid = ?');
    run('UPDATE applications SET service_provider_sid = NULL WHERE service_provider_sid = ?');
    run('UPDATE phone_numbers SET service_provider_sid = NULL WHERE service_provider_sid = ?');
    run('DELETE FROM service_providers WHERE service_provider_sid = ?');
  }
}
