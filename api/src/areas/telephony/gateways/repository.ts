// SIP and SMPP gateways: all their SQL (the two tables share their shape: a gateway belongs to one carrier).
import type { Store } from '../../../db/store';

export type GatewayKind = 'sip' | 'smpp';
export const GATEWAY_TABLE = { sip: 'sip_gateways', smpp: 'smpp_gateways' } as const;
export const GATEWAY_KEY = { sip: 'sip_gateway_sid', smpp: 'smpp_gateway_sid' } as const;

export type GatewayRow = Record<string, unknown> & { voip_carrier_sid: string };

export class GatewayRepository {
  constructor(private readonly store: Store) {}

  find(kind: GatewayKind, sid: string): GatewayRow | undefined {
    return this.store.get<GatewayRow>(
      `SELECT * FROM ${GATEWAY_TABLE[kind]} WHERE ${GATEWAY_KEY[kind]} = ?`,
      sid,
    );
  }

  /** A carrier's gateways of one kind, in the order they were added. */
  ofCarrier(kind: GatewayKind, carrierSid: string): GatewayRow[] {
    return this.store.all<GatewayRow>(
      `SELECT * FROM ${GATEWAY_TABLE[kind]} WHERE voip_carrier_sid = ? ORDER BY rowid`,
      carrierSid,
    );
  }

  /** The addresses of a carrier's SIP gateways (the uniqueness check reads them). */
  sipAddresses(carrierSid: string): { sip_gateway_sid: string; ipv4: string; port: number | null }[] {
    return this.store.all<{ sip_gateway_sid: string; ipv4: string; port: number | null }>(
      'SELECT sip_gateway_sid, ipv4, port FROM sip_gateways WHERE voip_carrier_sid = ?',
      carrierSid,
    );
  }

  /** A carrier's SMPP gateways (the uniqueness check reads their direction, address and port). */
  smppGateways(carrierSid: string): Record<string, unknown>[] {
    return this.store.all<Record<string, unknown>>(
      'SELECT * FROM smpp_gateways WHERE voip_carrier_sid = ?',
      carrierSid,
    );
  }

  insert(kind: GatewayKind, row: Record<string, unknown>): void {
    this.store.insert(GATEWAY_TABLE[kind], row);
  }

  update(kind: GatewayKind, sid: string, changes: Record<string, unknown>): void {
    this.store.update(GATEWAY_TABLE[kind], GATEWAY_KEY[kind], sid, changes);
  }

  remove(kind: GatewayKind, sid: string): void {
    this.store.run(`DELETE FROM ${GATEWAY_TABLE[kind]} WHERE ${GATEWAY_KEY[kind]} = ?`, sid);
  }
}
