// The writers of the post-dial delay's hourly roll-up (schema.ts, migration 63): a CDR counts the PDD of its SIP
// Call-ID's INVITE capture (sip-captures/pdd.ts), under its hour and trunk; captures and CDRs come in either order.
import type { Store } from '../../../db/store';
import { prepared } from '../records/statements';
import { hourlyRollUp, type RolledUpCall } from './hours';

const PDD_OF = `SELECT pdd_ms FROM sip_captures WHERE sip_callid = ? AND method = 'invite'`;
const CDRS_OF =
  'SELECT account_sid, service_provider_sid, attempted_at, trunk FROM cdrs WHERE sip_callid = ?';
const ADD = `INSERT INTO cdr_pdd_hours (account_sid, service_provider_sid, hour, trunk, calls, pdd_ms)
  VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (account_sid, hour, trunk) DO UPDATE SET calls = calls + excluded.calls,
    pdd_ms = pdd_ms + excluded.pdd_ms`;

/** The PDD kept with the SIP Call-ID's INVITE capture (null: no capture, or it cannot tell). */
export function storedPdd(store: Store, sipCallId: string): number | null {
  const row = prepared(store, PDD_OF).get(sipCallId) as { pdd_ms: number | null } | undefined;
  return row?.pdd_ms ?? null;
}

const hours = hourlyRollUp(ADD, storedPdd, (pdd) => [1, pdd]);

/** A CDR just stored: counts the PDD of its capture when the capture came first. */
export function countCallPdd(store: Store, sipCallId: string | null, call: RolledUpCall): void {
  hours.countStored(store, sipCallId, call);
}

/** An INVITE capture just stored (or replaced): its CDRs count the new PDD instead of the old. */
export function recountPdd(
  store: Store,
  sipCallId: string,
  before: number | null,
  after: number | null,
): void {
  if (before === after) return;
  for (const call of prepared(store, CDRS_OF).all(sipCallId) as RolledUpCall[]) {
    if (before !== null) hours.add(store, call, -1, -before);
    if (after !== null) hours.add(store, call, 1, after);
  }
}
