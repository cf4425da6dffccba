// Microsoft Teams tenants: all their SQL.
import type { MsTeamsTenant } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';

/** Whose tenants a list shows (all of them, a service provider's, an account's). */
export type TenantOwner = { all: true } | { serviceProviderSid: string } | { accountSid: string };

export class TenantRepository {
  constructor(private readonly store: Store) {}

  list(owner: TenantOwner): MsTeamsTenant[] {
    if ('all' in owner) return this.store.all('SELECT * FROM ms_teams_tenants ORDER BY tenant_fqdn');
    if ('serviceProviderSid' in owner)
      return this.store.all(
        'SELECT * FROM ms_teams_tenants WHERE service_provider_sid = ? ORDER BY tenant_fqdn',
        owner.serviceProviderSid,
      );
    return this.store.all(
      'SELECT * FROM ms_teams_tenants WHERE account_sid = ? ORDER BY tenant_fqdn',
      owner.accountSid,
    );
  }

  find(sid: string): MsTeamsTenant | undefined {
    return this.store.get<MsTeamsTenant>('SELECT * FROM ms_teams_tenants WHERE ms_teams_tenant_sid = ?', sid);
  }

  /** Is the domain another tenant's? */
  domainTaken(domain: string, exceptSid: string | null): boolean {
    return Boolean(
      this.store.get(
        'SELECT 1 FROM ms_teams_tenants WHERE tenant_fqdn = ? AND ms_teams_tenant_sid IS NOT ?',
        domain,
        exceptSid,
      ),
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('ms_teams_tenants', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('ms_teams_tenants', 'ms_teams_tenant_sid', sid, changes);
  }

  remove(sid: string): void {
    this.store.run('DELETE FROM ms_teams_tenants WHERE ms_teams_tenant_sid = ?', sid);
  }
}
