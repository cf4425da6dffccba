// The 'Concurrent calls above' rules' measure kept in memory: per owner the rules watch, how many calls were up in
// each second of the last LIVE_WINDOW_MAX_MINUTES (a call counts in every second it overlaps), kept up as call
// records are stored. A pass asks each owner's peak over its window in microseconds instead of sorting the window's
// calls in SQLite (repository.ts peakConcurrent, still used for longer windows). docs/api/additions.md#alert-rules
import type { StoredCall } from '../records/stored';
import type { RecordOwner } from '../recent-calls/where';
import { LiveOwners } from './live-owners';

/** Windows up to this long are measured here; longer ones by SQL. */
export const LIVE_WINDOW_MAX_MINUTES = 60;
/** A call record arrives when the call ends: how long a call may have lasted (as the SQL peak assumes). */
const LONGEST_CALL_MS = 4 * 3_600_000;
const SECOND = 1000;
/** Seconds kept per owner: the longest window, and a little for the window's edges and clock steps. */
const SPAN = LIVE_WINDOW_MAX_MINUTES * 60 + 120;

/**
 * One owner's calls per second: `delta[s % SPAN]` is the calls starting in second `s` less those that ended by its
 * start, for the seconds from `first` on; `before` is the calls up at the start of second `first`.
 */
class OwnerSeconds {
  private readonly delta = new Int32Array(SPAN);
  private first: number;
  private before = 0;

  constructor(nowSecond: number) {
    this.first = nowSecond - SPAN + 1;
  }

  /** Moves the kept seconds on so that `second` is among them (what falls off is folded into `before`). */
  private reach(second: number): void {
    const first = second - SPAN + 1;
    if (first <= this.first) return;
    if (first - this.first >= SPAN) {
      for (let i = 0; i < SPAN; i += 1) this.before += this.delta[i]!;
      this.delta.fill(0);
    } else
      for (let s = this.first; s < first; s += 1) {
        this.before += this.delta[s % SPAN]!;
        this.delta[s % SPAN] = 0;
      }
    this.first = first;
  }

  add(start: number, end: number): void {
    const from = Math.floor(start / SECOND);
    // no call lasts longer (a wrong end far ahead would push every kept second out)
    const to = Math.ceil(Math.min(end, start + LONGEST_CALL_MS) / SECOND);
    // a call that ended before the kept seconds counts in none of them
    if (to <= from || to <= this.first) return;
    this.reach(to);
    if (from < this.first) this.before += 1;
    else this.delta[from % SPAN]! += 1;
    this.delta[to % SPAN]! -= 1;
  }

  /** The most calls up in one second of [from, to) ms; null when the seconds asked are no longer kept. */
  peak(from: number, to: number): number | null {
    const first = Math.floor(from / SECOND);
    const last = Math.ceil(to / SECOND);
    this.reach(last);
    if (first < this.first) return null;
    let up = this.before;
    for (let s = this.first; s < first; s += 1) up += this.delta[s % SPAN]!;
    let peak = 0;
    for (let s = first; s < last; s += 1) {
      up += this.delta[s % SPAN]!;
      if (up > peak) peak = up;
    }
    return peak;
  }
}

export class LiveConcurrency extends LiveOwners<OwnerSeconds> {
  protected add(seconds: OwnerSeconds, call: StoredCall): void {
    seconds.add(call.attempted_at, call.terminated_at);
  }

  /**
   * The most of the owner's calls up in one second of [from, to); null for a window longer than the model keeps
   * (the caller measures it by SQL). The first question about an owner reads its calls of the kept seconds once.
   */
  peak(owner: RecordOwner, from: number, to: number): number | null {
    if (to - from > LIVE_WINDOW_MAX_MINUTES * 60_000) return null;
    let seconds = this.kept(owner);
    if (!seconds) {
      // the window's end is the pass's now (the API's clock, which a test may move)
      const now = to;
      seconds = new OwnerSeconds(Math.ceil(now / SECOND));
      const since = now - SPAN * SECOND;
      const calls = this.store.all<{ attempted_at: number; terminated_at: number }>(
        `SELECT attempted_at, terminated_at FROM cdrs WHERE ${owner.column} = ? AND attempted_at >= ?
           AND terminated_at > ?`,
        owner.sid,
        since - LONGEST_CALL_MS,
        since,
      );
      for (const call of calls) seconds.add(call.attempted_at, call.terminated_at);
      this.keep(owner, seconds);
    }
    return seconds.peak(from, to);
  }
}
