// What the hourly roll-ups of one measure per call share (mos.ts, pdd.ts; schema.ts, migrations 62 and 63): a
// call's row is keyed by its CDR's account, hour and trunk ('' for none), and a CDR stored after the artefact that
// carries its measure (its quality streams, its INVITE capture) is counted at once — an artefact stored after its
// CDR is counted by the artefact's writer instead. docs/api/additions.md#call-statistics
import type { Store } from '../../../db/store';
import { HOUR_MS } from '../records/shapes';
import { prepared } from '../records/statements';

/** The call's CDR as the roll-ups key it. */
export interface RolledUpCall {
  account_sid: string;
  service_provider_sid: string | null;
  attempted_at: number;
  trunk: string | null;
}

export interface HourlyRollUp {
  /** Adds `values` (the INSERT's columns after the key) to the row of the call's account, hour and trunk. */
  add(store: Store, call: RolledUpCall, ...values: number[]): void;
  /** A CDR just stored: counts its call when the artefact found by `key` came first (no key: nothing to find). */
  countStored(store: Store, key: string | null, call: RolledUpCall): void;
}

/**
 * The writer of one roll-up: `insert` is its upsert, whose first four parameters are account_sid,
 * service_provider_sid, hour and trunk; `measure` reads the stored artefact's measure (null: none yet); `counted`
 * turns a measure into the values one call adds.
 */
export function hourlyRollUp(
  insert: string,
  measure: (store: Store, key: string) => number | null,
  counted: (measure: number) => number[],
): HourlyRollUp {
  const add = (store: Store, call: RolledUpCall, ...values: number[]): void => {
    prepared(store, insert).run(
      call.account_sid,
      call.service_provider_sid,
      Math.floor(call.attempted_at / HOUR_MS),
      call.trunk ?? '',
      ...values,
    );
  };
  return {
    add,
    countStored(store, key, call) {
      if (!key) return;
      const value = measure(store, key);
      if (value !== null) add(store, call, ...counted(value));
    },
  };
}
