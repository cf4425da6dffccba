// All the SQL of call quality: a call's RTP streams with their figures and report intervals. Writers run inside the
// caller's transaction (the ingest request's, or the simulator's batch).
import type { QualityStream } from '@switchboard/shared/types';
import { streamFigures, type ReportedInterval } from '@switchboard/shared/call-analysis';
import type Database from 'better-sqlite3';
import type { Store } from '../../../db/store';
import { packBlob, unpack } from '../records/packing';
import type { RecordOwner } from '../recent-calls/where';
import { recountCall, worstReceivedMos } from '../statistics/mos';

/** The stream a report belongs to, and whose call it is. */
export interface QualityStreamKey {
  call_sid: string;
  account_sid: string;
  service_provider_sid: string | null;
  sip_callid: string;
  ssrc: number;
  direction: 'received' | 'sent';
  local_ip: string;
  local_port: number;
  remote_ip: string;
  remote_port: number;
  codec: string;
}

/** Intervals as stored: [end ms, length ms, received, lost, jitter ms, rtt ms | null]. */
type StoredInterval = [number, number, number, number, number, number | null];

interface StreamRow extends QualityStreamKey {
  first_at: number;
  last_at: number;
  intervals: Buffer;
}

const toStored = (i: ReportedInterval): StoredInterval => [
  Date.parse(i.at),
  i.interval_ms,
  i.packets_received,
  i.packets_lost,
  i.jitter_ms,
  i.rtt_ms,
];
const fromStored = ([at, length, received, lost, jitter, rtt]: StoredInterval): ReportedInterval => ({
  at: new Date(at).toISOString(),
  interval_ms: length,
  packets_received: received,
  packets_lost: lost,
  jitter_ms: jitter,
  rtt_ms: rtt,
});

const UPSERT = `INSERT INTO call_quality_streams (call_sid, account_sid, service_provider_sid, sip_callid, ssrc,
  direction, local_ip, local_port, remote_ip, remote_port, codec, first_at, last_at, packets_received, packets_lost,
  loss_pct, jitter_ms, jitter_max_ms, rtt_ms, mos, mos_min, interval_count, intervals)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (call_sid, sip_callid, ssrc, direction) DO UPDATE SET account_sid = excluded.account_sid,
    service_provider_sid = excluded.service_provider_sid, local_ip = excluded.local_ip,
    local_port = excluded.local_port, remote_ip = excluded.remote_ip, remote_port = excluded.remote_port,
    codec = excluded.codec, first_at = excluded.first_at, last_at = excluded.last_at,
    packets_received = excluded.packets_received, packets_lost = excluded.packets_lost,
    loss_pct = excluded.loss_pct, jitter_ms = excluded.jitter_ms, jitter_max_ms = excluded.jitter_max_ms,
    rtt_ms = excluded.rtt_ms, mos = excluded.mos, mos_min = excluded.mos_min,
    interval_count = excluded.interval_count, intervals = excluded.intervals`;

/** Prepared statements per database: the simulator writes thousands of streams a second. */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

export class QualityRepository {
  constructor(private readonly store: Store) {}

  private prepared(sql: string): Database.Statement {
    let cache = statements.get(this.store.db);
    if (!cache) {
      cache = new Map();
      statements.set(this.store.db, cache);
    }
    let statement = cache.get(sql);
    if (!statement) {
      statement = this.store.db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  }

  /**
   * Adds report intervals to a stream (made on its first report): the intervals already stored and the new ones,
   * one per end time (a report sent twice counts once), and the stream's figures computed again from all of them.
   */
  addIntervals(stream: QualityStreamKey, intervals: readonly ReportedInterval[]): void {
    if (!this.store.db.inTransaction) throw new Error('addIntervals must run inside a transaction');
    const existing = this.prepared(
      'SELECT intervals FROM call_quality_streams WHERE call_sid = ? AND sip_callid = ? AND ssrc = ? AND direction = ?',
    ).get(stream.call_sid, stream.sip_callid, stream.ssrc, stream.direction) as
      { intervals: Buffer } | undefined;
    const all = [
      ...(existing ? unpack<StoredInterval[]>(existing.intervals).map(fromStored) : []),
      ...intervals,
    ];
    const figures = streamFigures(all, stream.codec);
    // the call statistics' MOS distribution counts a call by its worst received stream (statistics/mos.ts)
    const received = stream.direction === 'received';
    const worstBefore = received ? worstReceivedMos(this.store, stream.call_sid) : null;
    const stored = figures.intervals.map(toStored);
    this.prepared(UPSERT).run(
      stream.call_sid,
      stream.account_sid,
      stream.service_provider_sid,
      stream.sip_callid,
      stream.ssrc,
      stream.direction,
      stream.local_ip,
      stream.local_port,
      stream.remote_ip,
      stream.remote_port,
      stream.codec,
      Date.parse(figures.first_at),
      Date.parse(figures.last_at),
      figures.packets_received,
      figures.packets_lost,
      figures.loss_pct,
      figures.jitter_ms,
      figures.jitter_max_ms,
      figures.rtt_ms,
      figures.mos,
      figures.mos_min,
      stored.length,
      packBlob(stored, stored.length).bytes,
    );
    if (received)
      recountCall(this.store, stream.call_sid, worstBefore, worstReceivedMos(this.store, stream.call_sid));
  }

  /** The streams reported for a call, when they are the owner's: by leg, then direction, then SSRC. */
  streamsOfCall(owner: RecordOwner, callSid: string): QualityStream[] {
    const rows = this.store.all<StreamRow>(
      `SELECT call_sid, account_sid, service_provider_sid, sip_callid, ssrc, direction, local_ip, local_port,
         remote_ip, remote_port, codec, first_at, last_at, intervals
       FROM call_quality_streams WHERE call_sid = ? AND ${owner.column} = ?
       ORDER BY first_at, sip_callid, direction, ssrc`,
      callSid,
      owner.sid,
    );
    return rows.map((row) => {
      const figures = streamFigures(unpack<StoredInterval[]>(row.intervals).map(fromStored), row.codec);
      return {
        sip_callid: row.sip_callid,
        ssrc: row.ssrc,
        direction: row.direction,
        local_ip: row.local_ip,
        local_port: row.local_port,
        remote_ip: row.remote_ip,
        remote_port: row.remote_port,
        codec: row.codec,
        ...figures,
      };
    });
  }
}
