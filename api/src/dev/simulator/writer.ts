// Writing simulated days: each account's calls in time order of their hours (the working-day rhythm), written in
// batches of one transaction each (calls already recorded — the same seed again — are left out), then the days'
// platform events: limit alerts, and the SBC's pings and registrations (health.ts).
import type { Store } from '../../db/store';
import {
  ArtefactRepository,
  LocalRecordingStore,
  QualityRepository,
  RecordRepository,
  type AlertRecord,
} from '../../areas/observability';
import { Random } from '../../lib/random';
import { simulateCall, type SimulatedCall } from './artefacts';
import { DAY_MS } from './call-plan';
import { packCall, type PackedCall } from './packing';
import { simulateHealth } from './health';
import { loadPlatform, type AccountModel } from './platform';

export interface SimulationOptions {
  seed: number;
  /** days of traffic, ending at `until` */
  days: number;
  /** ms since the epoch: the traffic ends here (default now) */
  until: number;
  /** average calls per account on a working day */
  callsPerDay: number;
  /** only these accounts (default every active account) */
  accounts?: readonly string[];
  /** calls written per transaction */
  batch?: number;
}

export interface SimulationResult {
  accounts: number;
  calls: number;
  alerts: number;
  recordings: number;
  traces: number;
  ms: number;
}

/**
 * Writes a batch of simulated calls (and their alerts, traces, captures, logs, recordings) in one transaction.
 * Calls already recorded (the same seed again) are left out with everything they carry; returns those written.
 */
export function writeSimulatedCalls(store: Store, calls: readonly PackedCall[], now: number): PackedCall[] {
  const recordings = new LocalRecordingStore(store);
  const records = new RecordRepository(store);
  const artefacts = new ArtefactRepository(store);
  const quality = new QualityRepository(store);
  return store.transaction(() => {
    const fresh = records.insertCdrs(calls.map((c) => c.cdr)).map((index) => calls[index]);
    records.insertAlerts(fresh.flatMap((c) => c.alerts));
    for (const call of fresh) {
      const { cdr } = call;
      if (call.trace) artefacts.putPackedTrace(cdr.trace_id, cdr.account_sid, call.trace, now, call.webhooks);
      if (call.capture)
        artefacts.putPackedSipCapture(
          {
            sip_callid: cdr.sip_callid,
            method: 'invite',
            account_sid: cdr.account_sid,
            service_provider_sid: cdr.service_provider_sid,
          },
          call.capture,
          cdr.terminated_at,
          call.pdd_ms,
        );
      if (call.logs && cdr.call_sid) artefacts.putPackedCallLogs(cdr.call_sid, cdr.account_sid, call.logs);
      for (const stream of call.quality ?? []) quality.addIntervals(stream.key, stream.intervals);
      if (call.recording && cdr.call_sid)
        recordings.put(
          cdr.account_sid,
          call.recording.key,
          cdr.call_sid,
          'wav',
          call.recording.media,
          cdr.terminated_at,
        );
    }
    return fresh;
  });
}

/** Limits of the simulated days: account and service-provider limit alerts, media the applications did not find. */
function platformEvents(
  accounts: readonly AccountModel[],
  rnd: Random,
  since: number,
  until: number,
): AlertRecord[] {
  const alerts: AlertRecord[] = [];
  for (const account of accounts) {
    for (let day = since; day < until; day += DAY_MS) {
      if (rnd.chance(0.3)) {
        const limit = rnd.pick([10, 20, 30]);
        alerts.push({
          time: Math.round(day + rnd.int(13, 21) * 3_600_000 + rnd.int(0, 3_599_999)),
          alert_type: 'account-call-limit',
          message: `You have exceeded your account limit of ${limit} simultaneous calls`,
          detail: null,
          account_sid: account.sid,
          service_provider_sid: account.serviceProviderSid,
          vendor: null,
          target_sid: null,
        });
      }
      if (rnd.chance(0.12)) {
        alerts.push({
          time: Math.round(day + rnd.int(0, DAY_MS - 1)),
          alert_type: 'play-url-notfound',
          message: 'play: https://media.example.com/prompts/holiday-hours.mp3 returned 404',
          detail: null,
          account_sid: account.sid,
          service_provider_sid: account.serviceProviderSid,
          vendor: null,
          target_sid: null,
        });
      }
    }
  }
  return alerts;
}

/** Relative call volume per UTC hour (a working day in the Americas) and per weekday (Sunday first). */
const HOURLY = [3, 2, 1, 1, 1, 1, 1, 1, 2, 3, 5, 7, 9, 12, 14, 15, 15, 14, 14, 13, 12, 10, 7, 5];
const WEEKDAY = [0.35, 1, 1.05, 1.05, 1, 0.95, 0.45];
const HOUR_WEIGHT_TOTAL = HOURLY.reduce((sum, w) => sum + w, 0);

/**
 * An account's calls over the options' days, in time order of their hours. Each account draws from its own stream,
 * so adding an account does not change the others' traffic, and accounts can be simulated apart (see pool).
 */
export function* accountCalls(account: AccountModel, options: SimulationOptions): Generator<SimulatedCall> {
  const rnd = new Random(`${options.seed}:${account.sid}`);
  const since = options.until - options.days * DAY_MS;
  const volume = options.callsPerDay * (0.6 + rnd.next() * 0.8);
  for (let dayStart = Math.floor(since / DAY_MS) * DAY_MS; dayStart < options.until; dayStart += DAY_MS) {
    const weekday = new Date(dayStart).getUTCDay();
    for (let hour = 0; hour < 24; hour += 1) {
      const expected = (volume * WEEKDAY[weekday] * HOURLY[hour]) / HOUR_WEIGHT_TOTAL;
      // Poisson count for the hour
      let count = 0;
      for (let p = Math.exp(-expected), sum = p, u = rnd.next(); u > sum && count < 500;) {
        count += 1;
        p = (p * expected) / count;
        sum += p;
      }
      for (let i = 0; i < count; i += 1) {
        const at = dayStart + hour * 3_600_000 + rnd.next() * 3_600_000;
        if (at < since || at >= options.until) continue;
        const call = simulateCall(account, rnd, at);
        if (call.cdr.terminated_at > options.until) continue; // still in progress at the end: no CDR yet
        yield call;
      }
    }
  }
}

/** Adds what `written` carries to the result's counts. */
export function countWritten(result: SimulationResult, written: readonly PackedCall[]): void {
  for (const c of written) {
    result.calls += 1;
    result.alerts += c.alerts.length;
    if (c.recording) result.recordings += 1;
    if (c.trace) result.traces += 1;
  }
}

/** The days' platform events (limits, registrations), once the calls are written. */
export function finishSimulation(
  store: Store,
  accounts: readonly AccountModel[],
  options: SimulationOptions,
  result: SimulationResult,
): void {
  const since = options.until - options.days * DAY_MS;
  const records = new RecordRepository(store);
  const events = platformEvents(accounts, new Random(options.seed), since, options.until).filter(
    (a) => !records.hasAlert(a),
  );
  store.transaction(() => records.insertAlerts(events));
  result.alerts += events.length;
  // the SBC's pings, the carriers' REGISTERs and the registered devices (health.ts)
  simulateHealth(store, { seed: options.seed, since, until: options.until });
}

export const emptyResult = (accounts: number): SimulationResult => ({
  accounts,
  calls: 0,
  alerts: 0,
  recordings: 0,
  traces: 0,
  ms: 0,
});

/**
 * Sets this connection up for a bulk write of simulated days: a larger page cache and fewer WAL checkpoints (the
 * random keys of calls, traces and captures touch most index pages of every batch). Returns what puts both back
 * and checkpoints. Durability is unchanged: every batch is a committed transaction.
 */
export function startBulkWrites(store: Store): () => void {
  const cacheSize = store.db.pragma('cache_size', { simple: true }) as number;
  const autoCheckpoint = store.db.pragma('wal_autocheckpoint', { simple: true }) as number;
  store.db.pragma('cache_size = -131072'); // 128 MiB
  store.db.pragma('wal_autocheckpoint = 10000'); // 40 MB of WAL between checkpoints
  return () => {
    store.db.pragma(`cache_size = ${Math.trunc(cacheSize)}`);
    store.db.pragma(`wal_autocheckpoint = ${Math.trunc(autoCheckpoint)}`);
    store.db.pragma('wal_checkpoint(PASSIVE)');
  };
}

/**
 * Days of traffic for the accounts, made and written in batches on this thread (`simulateInWorkers` makes them on
 * worker threads: the same calls, faster).
 */
export function simulate(store: Store, options: SimulationOptions): SimulationResult {
  const started = Date.now();
  const accounts = loadPlatform(store, options.accounts);
  const batchSize = options.batch ?? 2000;
  const result = emptyResult(accounts.length);
  let batch: PackedCall[] = [];
  const flush = () => {
    countWritten(result, writeSimulatedCalls(store, batch, options.until));
    batch = [];
  };
  const endBulkWrites = startBulkWrites(store);
  try {
    for (const account of accounts) {
      for (const call of accountCalls(account, options)) {
        batch.push(packCall(call));
        if (batch.length >= batchSize) flush();
      }
    }
    flush();
  } finally {
    endBulkWrites();
  }
  finishSimulation(store, accounts, options, result);
  result.ms = Date.now() - started;
  return result;
}
