// The carrier ASR and SIP status class rules' measures kept in memory: per owner the rules watch, the calls attempted
// in the longest window asked of it (at most LIVE_WINDOW_MAX_MINUTES) — when, through which trunk, answered or not,
// their final status — kept up as call records are stored (records/stored.ts, after the commit). A pass counts an
// owner's window in a loop over typed arrays instead of a GROUP BY over its CDRs in SQLite (repository.ts, still used
// for longer windows). The same counts as the SQL, to the millisecond. docs/api/additions.md#alert-rules
import type { StoredCall } from '../records/stored';
import type { RecordOwner } from '../recent-calls/where';
import { LIVE_WINDOW_MAX_MINUTES } from './live-concurrency';
import { LiveOwners } from './live-owners';

const MINUTE = 60_000;
/** Kept beyond the longest window asked: the pass's own lateness. */
const MARGIN_MS = MINUTE;
const NO_TRUNK = -1;

/** One owner's calls, as columns (attempt time, trunk number, answered, final SIP status), in arrival order. */
class OwnerCalls {
  private at = new Float64Array(1024);
  private trunk = new Int32Array(1024);
  private answered = new Uint8Array(1024);
  private status = new Int16Array(1024);
  private size = 0;
  /** the latest end of a window asked (ms) */
  latest = 0;

  constructor(
    /** calls attempted before this are dropped (ms) */
    private keepSince: number,
    /** the longest window kept (ms) */
    readonly keptMs: number,
    private readonly trunkId: (name: string | null) => number,
  ) {}

  add(call: {
    attempted_at: number;
    trunk: string | null;
    answered: boolean | number;
    sip_status: number;
  }): void {
    if (call.attempted_at < this.keepSince) return;
    if (this.size === this.at.length) this.grow(this.size * 2);
    const i = this.size;
    this.at[i] = call.attempted_at;
    this.trunk[i] = this.trunkId(call.trunk);
    this.answered[i] = call.answered ? 1 : 0;
    this.status[i] = call.sip_status;
    this.size += 1;
  }

  private grow(length: number): void {
    const grown = <T extends Float64Array | Int32Array | Uint8Array | Int16Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(length);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.at = grown(this.at, (n) => new Float64Array(n));
    this.trunk = grown(this.trunk, (n) => new Int32Array(n));
    this.answered = grown(this.answered, (n) => new Uint8Array(n));
    this.status = grown(this.status, (n) => new Int16Array(n));
  }

  /** Drops the calls attempted before `since` (in place, once they are a quarter of what is kept). */
  prune(since: number): void {
    this.keepSince = Math.max(this.keepSince, since);
    let old = 0;
    for (let i = 0; i < this.size; i += 1) if (this.at[i]! < this.keepSince) old += 1;
    if (old * 4 < this.size) return;
    let kept = 0;
    for (let i = 0; i < this.size; i += 1) {
      if (this.at[i]! < this.keepSince) continue;
      this.at[kept] = this.at[i]!;
      this.trunk[kept] = this.trunk[i]!;
      this.answered[kept] = this.answered[i]!;
      this.status[kept] = this.status[i]!;
      kept += 1;
    }
    this.size = kept;
  }

  /** Calls and answered calls per trunk number attempted in [from, to), calls through no trunk left out. */
  perTrunk(from: number, to: number): Map<number, { calls: number; answered: number }> {
    const counts = new Map<number, { calls: number; answered: number }>();
    for (let i = 0; i < this.size; i += 1) {
      const at = this.at[i]!;
      const trunk = this.trunk[i]!;
      if (at < from || at >= to || trunk === NO_TRUNK) continue;
      const count = counts.get(trunk);
      if (count) {
        count.calls += 1;
        count.answered += this.answered[i]!;
      } else counts.set(trunk, { calls: 1, answered: this.answered[i]! });
    }
    return counts;
  }

  /** Calls attempted in [from, to) whose final SIP status is in [low, high). */
  withStatus(from: number, to: number, low: number, high: number): number {
    let n = 0;
    for (let i = 0; i < this.size; i += 1) {
      const at = this.at[i]!;
      const status = this.status[i]!;
      if (at >= from && at < to && status >= low && status < high) n += 1;
    }
    return n;
  }
}

export class LiveCalls extends LiveOwners<OwnerCalls> {
  private readonly trunkIds = new Map<string, number>();
  private readonly trunkNames: string[] = [];

  private readonly trunkId = (name: string | null): number => {
    if (name === null || name === undefined) return NO_TRUNK;
    let id = this.trunkIds.get(name);
    if (id === undefined) {
      id = this.trunkNames.push(name) - 1;
      this.trunkIds.set(name, id);
    }
    return id;
  };

  protected add(calls: OwnerCalls, call: StoredCall): void {
    calls.add(call);
  }

  /**
   * The owner's calls kept for a window of [from, to), read from the CDRs on the first question (or when a window
   * reaching further back is asked) and pruned to the furthest reach asked; null for a window longer than the model
   * keeps, or reaching back further than an hour (the caller asks SQL).
   */
  private callsOf(owner: RecordOwner, from: number, to: number): OwnerCalls | null {
    // how far back the window reaches from the latest time asked (a pass's window ends at its now: the API's
    // clock, which a test may move)
    let calls = this.kept(owner);
    const now = Math.max(to, calls?.latest ?? to);
    const reach = now - from;
    if (to - from > LIVE_WINDOW_MAX_MINUTES * MINUTE || reach > LIVE_WINDOW_MAX_MINUTES * MINUTE + MARGIN_MS)
      return null;
    if (!calls || calls.keptMs < reach) {
      // at least twice the reach kept so far: an owner's rules of many windows read its calls a few times only
      const kept = Math.min(
        LIVE_WINDOW_MAX_MINUTES * MINUTE + MARGIN_MS,
        Math.max(reach, 2 * (calls?.keptMs ?? 0)),
      );
      const since = now - kept - MARGIN_MS;
      calls = new OwnerCalls(since, kept, this.trunkId);
      for (const row of this.store.all<{
        attempted_at: number;
        trunk: string | null;
        answered: number;
        sip_status: number;
      }>(
        `SELECT attempted_at, trunk, answered, sip_status FROM cdrs WHERE ${owner.column} = ? AND attempted_at >= ?`,
        owner.sid,
        since,
      ))
        calls.add(row);
      this.keep(owner, calls);
    }
    calls.latest = now;
    calls.prune(now - calls.keptMs - MARGIN_MS);
    return calls;
  }

  /** As repository.ts callsPerTrunk (every trunk): calls and answered calls per trunk name; null: ask SQL. */
  callsPerTrunk(
    owner: RecordOwner,
    from: number,
    to: number,
  ): Array<{ trunk: string; calls: number; answered: number }> | null {
    const calls = this.callsOf(owner, from, to);
    if (!calls) return null;
    return [...calls.perTrunk(from, to)].map(([id, count]) => ({ trunk: this.trunkNames[id]!, ...count }));
  }

  /** As repository.ts failingWithClass: calls ending with a SIP status of the class (4: 4xx…); null: ask SQL. */
  failingWithClass(owner: RecordOwner, from: number, to: number, statusClass: number): number | null {
    const calls = this.callsOf(owner, from, to);
    return calls ? calls.withStatus(from, to, statusClass * 100, statusClass * 100 + 100) : null;
  }
}
