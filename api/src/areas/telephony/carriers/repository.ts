// Carriers: all their SQL — the lists (with how many numbers and outbound routes use each), one carrier, the writes
// (a carrier's gateways go with it), and what still uses a carrier.
import type { VoipCarrier } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import type { RowSource } from '../../../http/paging';

/** A carrier as stored: `register_status` is JSON text (or null when never registered). */
export type CarrierRow = Omit<VoipCarrier, 'register_status'> & { register_status: string | null };

/** Which carriers a list shows. */
export interface CarrierFilter {
  /** the carriers of this service provider */
  serviceProviderSid?: string;
  /** an account's own carriers and the SP-level carriers of its service provider */
  usableBy?: { accountSid: string; serviceProviderSid: string };
  /** a LIKE pattern on the name */
  namePattern?: string | null;
}

/** How many phone numbers and outbound routes use a carrier (the carriers list shows it). */
export interface CarrierUsage {
  phone_number_count: number;
  lcr_route_count: number;
}

/** A stored row as the API returns it: `register_status` parsed (`{}` when never registered). */
export function carrierFromRow(row: CarrierRow | Record<string, unknown>): VoipCarrier {
  let status: unknown = {};
  try {
    status = row.register_status ? JSON.parse(row.register_status as string) : {};
  } catch {
    status = {};
  }
  return {
    ...(row as unknown as VoipCarrier),
    register_status: (status ?? {}) as VoipCarrier['register_status'],
  };
}

export class CarrierRepository {
  constructor(private readonly store: Store) {}

  find(sid: string): CarrierRow | undefined {
    return this.store.get<CarrierRow>('SELECT * FROM voip_carriers WHERE voip_carrier_sid = ?', sid);
  }

  /** The carriers of `filter` by name: the bare list, or a page of them with the total. */
  list(filter: CarrierFilter): RowSource<VoipCarrier> {
    const sql: string[] = [];
    const params: unknown[] = [];
    if (filter.serviceProviderSid) {
      sql.push('vc.service_provider_sid = ?');
      params.push(filter.serviceProviderSid);
    }
    if (filter.usableBy) {
      sql.push('(vc.account_sid = ? OR (vc.account_sid IS NULL AND vc.service_provider_sid = ?))');
      params.push(filter.usableBy.accountSid, filter.usableBy.serviceProviderSid);
    }
    if (filter.namePattern) {
      sql.push("vc.name LIKE ? ESCAPE '\\'");
      params.push(filter.namePattern);
    }
    const where = sql.length ? `WHERE ${sql.join(' AND ')}` : '';
    const rows = (limit = '', ...limitParams: number[]) =>
      this.store
        .all<CarrierRow>(
          `SELECT vc.* FROM voip_carriers vc ${where} ORDER BY vc.name${limit}`,
          ...params,
          ...limitParams,
        )
        .map(carrierFromRow);
    return {
      all: () => rows(),
      count: () =>
        this.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM voip_carriers vc ${where}`, ...params)?.n ??
        0,
      page: (limit, offset) => rows(' LIMIT ? OFFSET ?', limit, offset),
    };
  }

  /** The carriers that belong to an account (SP-level ones excluded). */
  ofAccount(accountSid: string): VoipCarrier[] {
    return this.store
      .all<CarrierRow>('SELECT * FROM voip_carriers WHERE account_sid = ? ORDER BY name', accountSid)
      .map(carrierFromRow);
  }

  /**
   * How many phone numbers and outbound routes use the carrier: all of them, or (`accountSid`) only the account's
   * numbers and the routes of the account's routing table.
   */
  usage(sid: string, accountSid: string | null = null): CarrierUsage {
    if (!accountSid)
      return { phone_number_count: this.numbersUsing(sid), lcr_route_count: this.routesUsing(sid) };
    return {
      phone_number_count:
        this.store.get<{ n: number | null }>(
          'SELECT SUM(n) AS n FROM phone_number_counts WHERE voip_carrier_sid = ? AND account_sid = ?',
          sid,
          accountSid,
        )?.n ?? 0,
      lcr_route_count:
        this.store.get<{ n: number }>(
          `SELECT COUNT(DISTINCT e.lcr_route_sid) AS n FROM lcr_carrier_set_entry e
            JOIN lcr_routes r ON r.lcr_route_sid = e.lcr_route_sid JOIN lcr l ON l.lcr_sid = r.lcr_sid
            WHERE e.voip_carrier_sid = ? AND l.account_sid = ?`,
          sid,
          accountSid,
        )?.n ?? 0,
    };
  }

  /** Phone numbers on the carrier, from the counts per account and carrier (migration 12). */
  numbersUsing(sid: string): number {
    return (
      this.store.get<{ n: number | null }>(
        'SELECT SUM(n) AS n FROM phone_number_counts WHERE voip_carrier_sid = ?',
        sid,
      )?.n ?? 0
    );
  }

  routesUsing(sid: string): number {
    return (
      this.store.get<{ n: number }>(
        'SELECT COUNT(DISTINCT lcr_route_sid) AS n FROM lcr_carrier_set_entry WHERE voip_carrier_sid = ?',
        sid,
      )?.n ?? 0
    );
  }

  /** Is the carrier in any outbound route's carrier set? */
  isRouted(sid: string): boolean {
    return (
      this.store.get('SELECT 1 FROM lcr_carrier_set_entry WHERE voip_carrier_sid = ? LIMIT 1', sid) !==
      undefined
    );
  }

  nameTaken(serviceProviderSid: string, name: string): boolean {
    return (
      this.store.get(
        'SELECT 1 FROM voip_carriers WHERE service_provider_sid = ? AND name = ?',
        serviceProviderSid,
        name,
      ) !== undefined
    );
  }

  insert(row: Record<string, unknown>): void {
    this.store.insert('voip_carriers', row);
  }

  update(sid: string, changes: Record<string, unknown>): void {
    this.store.update('voip_carriers', 'voip_carrier_sid', sid, changes);
  }

  /** The carrier with its SIP and SMPP gateways. */
  remove(sid: string): void {
    this.store.run('DELETE FROM sip_gateways WHERE voip_carrier_sid = ?', sid);
    this.store.run('DELETE FROM smpp_gateways WHERE voip_carrier_sid = ?', sid);
    this.store.run('DELETE FROM voip_carriers WHERE voip_carrier_sid = ?', sid);
  }
}
