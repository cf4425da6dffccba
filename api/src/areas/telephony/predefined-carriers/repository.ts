// Predefined carriers (carrier templates): all their SQL — the list, one template, and its copy with its SIP and
// SMPP gateways as a new carrier.
import type { Store } from '../../../db/store';
import { newSid } from '../../../lib/ids';

export type PredefinedCarrierRow = Record<string, unknown> & {
  predefined_carrier_sid: string;
  name: string;
};

export class PredefinedCarrierRepository {
  constructor(private readonly store: Store) {}

  list(): unknown[] {
    return this.store.all('SELECT * FROM predefined_carriers ORDER BY name');
  }

  find(sid: string): PredefinedCarrierRow | undefined {
    return this.store.get<PredefinedCarrierRow>(
      'SELECT * FROM predefined_carriers WHERE predefined_carrier_sid = ?',
      sid,
    );
  }

  /** Inserts `carrier` (a voip_carriers row) and copies the template's SIP and SMPP gateways to it. */
  copy(templateSid: string, carrier: Record<string, unknown> & { voip_carrier_sid: string }): void {
    const { store } = this;
    const sid = carrier.voip_carrier_sid;
    store.insert('voip_carriers', carrier);
    for (const g of store.all<Record<string, unknown>>(
      'SELECT * FROM predefined_sip_gateways WHERE predefined_carrier_sid = ? ORDER BY outbound, ipv4',
      templateSid,
    ))
      store.insert('sip_gateways', {
        sip_gateway_sid: newSid(),
        ipv4: g.ipv4,
        port: g.port,
        netmask: g.netmask,
        inbound: g.inbound,
        outbound: g.outbound,
        voip_carrier_sid: sid,
      });
    for (const g of store.all<Record<string, unknown>>(
      'SELECT * FROM predefined_smpp_gateways WHERE predefined_carrier_sid = ? ORDER BY outbound, ipv4',
      templateSid,
    ))
      store.insert('smpp_gateways', {
        smpp_gateway_sid: newSid(),
        ipv4: g.ipv4,
        port: g.port,
        netmask: g.netmask,
        inbound: g.inbound,
        outbound: g.outbound,
        is_primary: g.is_primary,
        use_tls: g.use_tls,
        voip_carrier_sid: sid,
      });
  }
}
