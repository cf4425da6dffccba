// Usage against limits: its SQL but the peak per hour's (rollups.ts) — the owner's accounts and their limits, the
// calls' spans (for the calls up now), the talk time per day from its roll-up (rollups.ts) and the devices
// registered now.
import type { Store } from '../../../db/store';
import type { RecordOwner } from '../recent-calls/where';

/** Calls are not searched further back than this before a period starts (as the alert rules do). */
export const LONGEST_CALL_MS = 4 * 3_600_000;

export interface UsageAccountRow {
  account_sid: string;
  name: string;
  /** the hosted plan's kind and devices per call session (docs/product/billing.md) */
  plan_type: 'trial' | 'free' | 'paid';
  device_to_call_ratio: number;
}

export interface CallSpan {
  account_sid: string;
  start: number;
  end: number;
}

export class UsageRepository {
  constructor(private readonly store: Store) {}

  accounts(owner: RecordOwner): UsageAccountRow[] {
    return this.store.all(
      `SELECT account_sid, name, plan_type, device_to_call_ratio FROM accounts WHERE ${owner.column} = ? ORDER BY name`,
      owner.sid,
    );
  }

  accountLimits(owner: RecordOwner): { account_sid: string; category: string; quantity: number }[] {
    return this.store.all(
      `SELECT l.account_sid, l.category, l.quantity FROM account_limits l
         JOIN accounts a ON a.account_sid = l.account_sid WHERE a.${owner.column} = ?`,
      owner.sid,
    );
  }

  serviceProviderLimits(serviceProviderSid: string): { category: string; quantity: number }[] {
    return this.store.all(
      'SELECT category, quantity FROM service_provider_limits WHERE service_provider_sid = ?',
      serviceProviderSid,
    );
  }

  /** The calls up at any time in [from, to): attempted before `to`, terminated after `from`. */
  spans(owner: RecordOwner, from: number, to: number): CallSpan[] {
    return this.store.all(
      `SELECT account_sid, attempted_at AS start, terminated_at AS end FROM cdrs
        WHERE ${owner.column} = ? AND attempted_at >= ? AND attempted_at < ? AND terminated_at > ?`,
      owner.sid,
      from - LONGEST_CALL_MS,
      to,
      from,
    );
  }

  /** Talk time (s) per account and day (days since the epoch, UTC) from day `first` to `last`. */
  durationPerDay(
    owner: RecordOwner,
    first: number,
    last: number,
  ): { account_sid: string; day: number; duration: number }[] {
    return this.store.all(
      `SELECT account_sid, day, duration FROM cdr_talk_days WHERE ${owner.column} = ? AND day BETWEEN ? AND ?`,
      owner.sid,
      first,
      last,
    );
  }

  /** SIP clients registered at `now`, per account (by the account's realm). */
  devices(owner: RecordOwner, now: number): { account_sid: string; devices: number }[] {
    return this.store.all(
      `SELECT a.account_sid, COUNT(*) AS devices FROM accounts a
         JOIN sip_registrations r ON r.sip_realm = lower(a.sip_realm)
        WHERE a.${owner.column} = ? AND r.expiry_time > ? GROUP BY a.account_sid`,
      owner.sid,
      now,
    );
  }
}
