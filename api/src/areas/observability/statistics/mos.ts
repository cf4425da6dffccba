// The MOS bands of the call statistics (docs/api/additions.md#call-statistics) and the writers of their hourly
// roll-up (schema.ts, migration 62). A call is counted once, in the band of its worst received stream's MOS (the
// lowest `mos` of its `received` rows in call_quality_streams), in the hour and under the trunk of its CDR.
//
// Bands: the E-model's user-satisfaction classes (ITU-T G.107 Annex B / G.109: R ≥ 80 'satisfied' ≈ MOS 4.0,
// R ≥ 70 'some users dissatisfied' ≈ MOS 3.6, R ≥ 60 'many users dissatisfied' ≈ MOS 3.1, below: 'nearly all
// dissatisfied'), the thresholds VoIP monitoring commonly uses:
//   good ≥ 4.0, fair 3.6 – < 4.0, poor 3.1 – < 3.6, bad < 3.1.
// Migration 62 writes the same thresholds out in its SQL (a shipped migration never changes).
import type { MosBand } from '@switchboard/shared/types';
import type { Store } from '../../../db/store';
import { prepared } from '../records/statements';
import { hourlyRollUp, type RolledUpCall } from './hours';

/** The bands in their stored order (`band` column: the index). */
export const MOS_BANDS: readonly MosBand[] = ['good', 'fair', 'poor', 'bad'];

/** The index of the band of a MOS (MOS_BANDS). */
export function mosBand(mos: number): number {
  if (mos >= 4.0) return 0;
  if (mos >= 3.6) return 1;
  if (mos >= 3.1) return 2;
  return 3;
}

const WORST = `SELECT MIN(mos) AS mos FROM call_quality_streams WHERE call_sid = ? AND direction = 'received'`;
const CDR_OF = 'SELECT account_sid, service_provider_sid, attempted_at, trunk FROM cdrs WHERE call_sid = ?';
const ADD = `INSERT INTO cdr_mos_hours (account_sid, service_provider_sid, hour, trunk, band, calls)
  VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (account_sid, hour, trunk, band) DO UPDATE SET calls = calls + excluded.calls`;

/** The lowest MOS of the call's received streams (null: none reported with a MOS). */
export function worstReceivedMos(store: Store, callSid: string): number | null {
  return (prepared(store, WORST).get(callSid) as { mos: number | null }).mos;
}

const hours = hourlyRollUp(ADD, worstReceivedMos, (mos) => [mosBand(mos), 1]);

/** A CDR just stored: counts its call when its streams came first. */
export function countStoredCall(store: Store, callSid: string | null, call: RolledUpCall): void {
  hours.countStored(store, callSid, call);
}

/** A received stream just stored: moves its call to the band of its new worst MOS (if its CDR is stored). */
export function recountCall(
  store: Store,
  callSid: string,
  before: number | null,
  after: number | null,
): void {
  const was = before === null ? null : mosBand(before);
  const is = after === null ? null : mosBand(after);
  if (was === is) return;
  const call = prepared(store, CDR_OF).get(callSid) as RolledUpCall | undefined;
  if (!call) return;
  if (was !== null) hours.add(store, call, was, -1);
  if (is !== null) hours.add(store, call, is, 1);
}
