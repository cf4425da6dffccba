// Outbound call routing: all the SQL of routing tables (LCRs), their routes and the routes' carrier-set entries. A
// route and its entries are parts of their LCR (deleting the LCR deletes them), so one repository holds the three
// tables.
import type { Lcr, LcrCarrierSetEntry, LcrRoute } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';

/** An LCR as read, with who owns it and how many routes it has. */
export interface LcrRow {
  lcr_sid: string;
  name: string | null;
  is_active: 0 | 1;
  default_carrier_set_entry_sid: string | null;
  service_provider_sid: string | null;
  account_sid: string | null;
  /** the service provider of the LCR's account (or its own) */
  owner_sp: string | null;
  number_routes: number;
}

/** An LCR as the API returns it (its owner's service provider left out). */
export const publicLcr = ({ owner_sp: _sp, ...lcr }: LcrRow): Lcr => lcr as Lcr;

const LCR_SELECT = `SELECT lcr.*, COALESCE(acc.service_provider_sid, lcr.service_provider_sid) AS owner_sp,
  (SELECT COUNT(*) FROM lcr_routes r WHERE r.lcr_sid = lcr.lcr_sid) AS number_routes
  FROM lcr LEFT JOIN accounts acc ON acc.account_sid = lcr.account_sid`;

/** The stored fields of a route. */
export interface RouteFields {
  regex: string;
  description: string | null;
  priority: number;
}

/** The stored fields of a carrier-set entry. */
export interface EntryFields {
  voip_carrier_sid: string;
  workload: number;
  priority: number;
}

export class LcrRepository {
  constructor(private readonly store: Store) {}

  // ---------------------------------------------------------------- routing tables

  /** Every LCR, by name. */
  all(): LcrRow[] {
    return this.store.all<LcrRow>(`${LCR_SELECT} ORDER BY lcr.name, lcr.lcr_sid`);
  }

  find(sid: string): LcrRow | undefined {
    return this.store.get<LcrRow>(`${LCR_SELECT} WHERE lcr.lcr_sid = ?`, sid);
  }

  /** Another LCR of the account (one per account). */
  accountHasOther(accountSid: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM lcr WHERE account_sid = ? AND lcr_sid IS NOT ?',
        accountSid,
        exceptSid,
      ) !== undefined
    );
  }

  /** Another service-provider-level LCR of the service provider (one per service provider). */
  serviceProviderHasOther(serviceProviderSid: string, exceptSid: string | null): boolean {
    return (
      this.store.get(
        "SELECT 1 FROM lcr WHERE service_provider_sid = ? AND (account_sid IS NULL OR account_sid = '') AND lcr_sid IS NOT ?",
        serviceProviderSid,
        exceptSid,
      ) !== undefined
    );
  }

  insert(row: Omit<LcrRow, 'owner_sp' | 'number_routes'>): void {
    this.store.insert('lcr', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('lcr', 'lcr_sid', sid, changes);
  }

  /** The LCR with its routes and their entries. */
  remove(sid: string): void {
    this.store.run('UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE lcr_sid = ?', sid);
    this.store.run(
      'DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes WHERE lcr_sid = ?)',
      sid,
    );
    this.store.run('DELETE FROM lcr_routes WHERE lcr_sid = ?', sid);
    this.store.run('DELETE FROM lcr WHERE lcr_sid = ?', sid);
  }

  // ---------------------------------------------------------------- routes

  /** The routes of an LCR in priority order, each with its carrier-set entries. */
  routesOf(lcrSid: string): LcrRoute[] {
    return this.store
      .all<LcrRoute>('SELECT * FROM lcr_routes WHERE lcr_sid = ? ORDER BY priority, rowid', lcrSid)
      .map((route) => ({ ...route, lcr_carrier_set_entries: this.entriesOf(route.lcr_route_sid) }));
  }

  findRoute(sid: string): LcrRoute | undefined {
    return this.store.get<LcrRoute>('SELECT * FROM lcr_routes WHERE lcr_route_sid = ?', sid);
  }

  /** The LCR a route belongs to (undefined: no such route). */
  lcrSidOfRoute(routeSid: string): string | undefined {
    return this.store.get<{ lcr_sid: string }>(
      'SELECT lcr_sid FROM lcr_routes WHERE lcr_route_sid = ?',
      routeSid,
    )?.lcr_sid;
  }

  insertRoute(sid: string, lcrSid: string, fields: RouteFields): void {
    this.store.insert('lcr_routes', { lcr_route_sid: sid, lcr_sid: lcrSid, ...fields });
  }

  updateRoute(sid: string, changes: Partial<RouteFields>): void {
    this.store.update('lcr_routes', 'lcr_route_sid', sid, changes);
  }

  /** The route with its carrier-set entries. */
  removeRoute(sid: string): void {
    this.store.run('DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid = ?', sid);
    this.store.run('DELETE FROM lcr_routes WHERE lcr_route_sid = ?', sid);
  }

  // ---------------------------------------------------------------- carrier-set entries

  /** A route's entries in priority order. */
  entriesOf(routeSid: string): LcrCarrierSetEntry[] {
    return this.store.all<LcrCarrierSetEntry>(
      'SELECT * FROM lcr_carrier_set_entry WHERE lcr_route_sid = ? ORDER BY priority, rowid',
      routeSid,
    );
  }

  findEntry(sid: string): LcrCarrierSetEntry | undefined {
    return this.store.get<LcrCarrierSetEntry>(
      'SELECT * FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?',
      sid,
    );
  }

  /** The LCR an entry belongs to, through its route (undefined: no such entry). */
  lcrSidOfEntry(entrySid: string): string | undefined {
    return this.store.get<{ lcr_sid: string }>(
      `SELECT r.lcr_sid FROM lcr_carrier_set_entry e JOIN lcr_routes r ON r.lcr_route_sid = e.lcr_route_sid
        WHERE e.lcr_carrier_set_entry_sid = ?`,
      entrySid,
    )?.lcr_sid;
  }

  insertEntry(sid: string, routeSid: string, fields: EntryFields): void {
    this.store.insert('lcr_carrier_set_entry', {
      lcr_carrier_set_entry_sid: sid,
      lcr_route_sid: routeSid,
      ...fields,
    });
  }

  updateEntry(sid: string, changes: Record<string, unknown>): void {
    this.store.update('lcr_carrier_set_entry', 'lcr_carrier_set_entry_sid', sid, changes);
  }

  removeEntry(sid: string): void {
    this.store.run('DELETE FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?', sid);
  }
}
