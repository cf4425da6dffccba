// The simulator's bad periods: in each service provider one carrier — of those the SBC pings, the one whose sid
// hashes lowest — stops answering for 40 minutes every 6 hours, at an offset of its own. Its OPTIONS pings go
// unanswered, its REGISTERs time out and the calls it should carry fail, then it comes back. A pure function of the
// carrier and the time, so the history the simulator writes, the live traffic and the calls agree.
import type { Store } from '../../db/store';

export const OUTAGE_PERIOD_MS = 6 * 3_600_000;
export const OUTAGE_MS = 40 * 60_000;

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Where in each period the carrier's outage starts (ms). */
export const outageOffset = (carrierSid: string) => hash(carrierSid) % (OUTAGE_PERIOD_MS - OUTAGE_MS);

/** Is the carrier in one of its outages at `time`? */
export function inOutage(carrier: { sid: string | null; outage: boolean }, time: number): boolean {
  if (!carrier.outage || !carrier.sid) return false;
  const into =
    (((time - outageOffset(carrier.sid)) % OUTAGE_PERIOD_MS) + OUTAGE_PERIOD_MS) % OUTAGE_PERIOD_MS;
  return into < OUTAGE_MS;
}

/** The carriers that have outages: per service provider, of its active carriers with a pinged gateway, one. */
export function outageCarriers(store: Store): Set<string> {
  const rows = store.all<{ voip_carrier_sid: string; service_provider_sid: string | null }>(
    `SELECT DISTINCT vc.voip_carrier_sid, vc.service_provider_sid FROM voip_carriers vc
       JOIN sip_gateways g ON g.voip_carrier_sid = vc.voip_carrier_sid
      WHERE vc.is_active = 1 AND g.is_active = 1 AND g.outbound = 1 AND g.send_options_ping = 1`,
  );
  const chosen = new Map<string, string>();
  for (const row of rows) {
    const key = row.service_provider_sid ?? '';
    const current = chosen.get(key);
    if (!current || hash(row.voip_carrier_sid) < hash(current)) chosen.set(key, row.voip_carrier_sid);
  }
  return new Set(chosen.values());
}
