// All the SQL of the call statistics: sums over the calls-per-hour-trunk-status roll-up (schema.ts) of one owner, by
// carrier, by account and by step of the trend. Each is one GROUP BY over the owner's covering index.
import type { Store } from '../../../db/store';
import type { RecordOwner } from '../recent-calls/where';

/** Sums of a group of calls: how many, how many answered, their talk time (s). */
export interface CallSums {
  calls: number;
  answered: number;
  duration: number;
}

export interface StatusSums extends CallSums {
  sip_status: number;
}

/** Calls with a PDD and their summed PDD in ms. */
export interface PddSums {
  calls: number;
  pdd_ms: number;
}

/** The hours counted: from `first` to `last` (hour numbers since the epoch, both included). */
export interface HourRange {
  first: number;
  last: number;
}

const SUMS = 'SUM(calls) AS calls, SUM(answered) AS answered, SUM(duration) AS duration';

export class StatisticsRepository {
  constructor(private readonly store: Store) {}

  private where(owner: RecordOwner): string {
    return `${owner.column} = ? AND hour BETWEEN ? AND ?`;
  }

  /**
   * Per account, trunk ('' for none) and final SIP status: one pass over the owner's hours, summed per carrier and per
   * account by the service (two GROUP BYs cost twice the pass).
   */
  byAccountTrunk(
    owner: RecordOwner,
    hours: HourRange,
  ): Array<StatusSums & { account_sid: string; trunk: string }> {
    return this.store.all(
      `SELECT account_sid, trunk, sip_status, ${SUMS} FROM cdr_status_hours WHERE ${this.where(owner)}
        GROUP BY account_sid, trunk, sip_status`,
      owner.sid,
      hours.first,
      hours.last,
    );
  }

  /** Per step of `stepHours` hours (the step's first hour), the steps with calls only; a trunk's calls only if given. */
  byStep(
    owner: RecordOwner,
    hours: HourRange,
    stepHours: number,
    trunk: string | null = null,
  ): Array<CallSums & { step: number }> {
    const oneTrunk = trunk === null ? '' : ' AND trunk = ?';
    return this.store.all(
      `SELECT hour / ${stepHours} * ${stepHours} AS step, ${SUMS} FROM cdr_status_hours
        WHERE ${this.where(owner)}${oneTrunk} GROUP BY 1`,
      owner.sid,
      hours.first,
      hours.last,
      ...(trunk === null ? [] : [trunk]),
    );
  }

  /** Calls per account, trunk ('' for none) and MOS band (mos.ts), from the MOS roll-up: one pass. */
  mosByAccountTrunk(
    owner: RecordOwner,
    hours: HourRange,
  ): Array<{ account_sid: string; trunk: string; band: number; calls: number }> {
    return this.store.all(
      `SELECT account_sid, trunk, band, SUM(calls) AS calls FROM cdr_mos_hours WHERE ${this.where(owner)}
        GROUP BY account_sid, trunk, band`,
      owner.sid,
      hours.first,
      hours.last,
    );
  }

  /** Calls with a PDD and their summed PDD (ms) per account and trunk, from the PDD roll-up: one pass. */
  pddByAccountTrunk(
    owner: RecordOwner,
    hours: HourRange,
  ): Array<PddSums & { account_sid: string; trunk: string }> {
    return this.store.all(
      `SELECT account_sid, trunk, SUM(calls) AS calls, SUM(pdd_ms) AS pdd_ms FROM cdr_pdd_hours
        WHERE ${this.where(owner)} GROUP BY account_sid, trunk`,
      owner.sid,
      hours.first,
      hours.last,
    );
  }
}
