// Call statistics (docs/api/additions.md#call-statistics): an owner's calls over a period per carrier (the CDRs'
// trunk) and per account — calls, ASR, ACD, the SIP failure codes — and their trend, read from the roll-up the CDR
// writes keep (schema.ts), whole hours at a time.
import type {
  CallFigures,
  CallStatistics,
  CallTrendPoint,
  MosDistribution,
  PddFigures,
  SipFailureCount,
} from '@switchboard/shared/types';
import type { AppContext } from '../../../context';
import { HOUR_MS } from '../records/shapes';
import type { RecordOwner } from '../recent-calls/where';
import { MOS_BANDS } from './mos';
import {
  StatisticsRepository,
  type CallSums,
  type HourRange,
  type PddSums,
  type StatusSums,
} from './repository';

/** Periods up to this many hours trend by the hour; longer ones by the (UTC) day. */
export const HOURLY_TREND_MAX_HOURS = 48;

/** ASR and ACD of summed calls. */
export function figuresOf(sums: CallSums): CallFigures {
  return {
    calls: sums.calls,
    answered: sums.answered,
    asr: sums.calls ? sums.answered / sums.calls : null,
    acd: sums.answered ? sums.duration / sums.answered : null,
  };
}

/** Sums rows per key; each key's failures are its unanswered calls per SIP status, most first. */
function grouped<R extends StatusSums>(rows: R[], keyOf: (row: R) => string) {
  const groups = new Map<string, { sums: CallSums; failures: Map<number, number> }>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) {
      group = { sums: { calls: 0, answered: 0, duration: 0 }, failures: new Map() };
      groups.set(key, group);
    }
    group.sums.calls += row.calls;
    group.sums.answered += row.answered;
    group.sums.duration += row.duration;
    const failed = row.calls - row.answered;
    if (failed > 0) group.failures.set(row.sip_status, (group.failures.get(row.sip_status) ?? 0) + failed);
  }
  return [...groups.entries()]
    .map(([key, { sums, failures }]) => ({
      key,
      ...figuresOf(sums),
      failures: [...failures]
        .map(([sip_status, calls]): SipFailureCount => ({ sip_status, calls }))
        .sort((a, b) => b.calls - a.calls || a.sip_status - b.sip_status),
    }))
    .sort((a, b) => b.calls - a.calls || a.key.localeCompare(b.key));
}

const noMos = (): MosDistribution => ({ good: 0, fair: 0, poor: 0, bad: 0 });

/** The MOS distribution per key from rows of calls per key and band. */
function mosOf<R extends { band: number; calls: number }>(rows: R[], keyOf: (row: R) => string) {
  const by = new Map<string, MosDistribution>();
  for (const row of rows) {
    const key = keyOf(row);
    let mos = by.get(key);
    if (!mos) {
      mos = noMos();
      by.set(key, mos);
    }
    mos[MOS_BANDS[row.band]!] += row.calls;
  }
  return by;
}

/** PDD sums per key. */
function pddSums<R extends PddSums>(rows: R[], keyOf: (row: R) => string): Map<string, PddSums> {
  const by = new Map<string, PddSums>();
  for (const row of rows) {
    const key = keyOf(row);
    const sums = by.get(key) ?? { calls: 0, pdd_ms: 0 };
    sums.calls += row.calls;
    sums.pdd_ms += row.pdd_ms;
    by.set(key, sums);
  }
  return by;
}

/** PDD figures of summed rows (calls with a PDD, their summed PDD in ms). */
function pddOf(sums: PddSums | undefined): Required<PddFigures> {
  return sums && sums.calls > 0
    ? { pdd_ms: sums.pdd_ms / sums.calls, pdd_calls: sums.calls }
    : { pdd_ms: null, pdd_calls: 0 };
}

export class StatisticsService {
  private readonly statistics: StatisticsRepository;

  constructor(ctx: AppContext) {
    this.statistics = new StatisticsRepository(ctx.store);
  }

  /**
   * The owner's statistics over the hours from `since` to `until` (ms, `until` excluded); the trend of one carrier's
   * calls when `trunk` names one.
   */
  of(owner: RecordOwner, since: number, until: number, trunk: string | null = null): CallStatistics {
    const hours: HourRange = {
      first: Math.floor(since / HOUR_MS),
      last: Math.floor((until - 1) / HOUR_MS),
    };
    const rows = this.statistics.byAccountTrunk(owner, hours);
    const mosRows = this.statistics.mosByAccountTrunk(owner, hours);
    const trunkMos = mosOf(mosRows, (row) => row.trunk);
    const accountMos = mosOf(mosRows, (row) => row.account_sid);
    const pddRows = this.statistics.pddByAccountTrunk(owner, hours);
    const trunkPdd = pddSums(pddRows, (row) => row.trunk);
    const accountPdd = pddSums(pddRows, (row) => row.account_sid);
    const totalPdd = pddOf(pddSums(pddRows, () => '').get(''));
    const carriers = grouped(rows, (row) => row.trunk).map(({ key, ...figures }) => ({
      trunk: key === '' ? null : key,
      ...figures,
      ...pddOf(trunkPdd.get(key)),
      mos: trunkMos.get(key) ?? noMos(),
    }));
    const accounts = grouped(rows, (row) => row.account_sid).map(({ key, ...figures }) => ({
      account_sid: key,
      ...figures,
      ...pddOf(accountPdd.get(key)),
      mos: accountMos.get(key) ?? noMos(),
    }));
    const totalMos = noMos();
    for (const mos of trunkMos.values()) for (const band of MOS_BANDS) totalMos[band] += mos[band];
    const total = grouped(rows, () => '')[0];
    const stepHours = hours.last - hours.first + 1 <= HOURLY_TREND_MAX_HOURS ? 1 : 24;
    const steps = new Map(
      this.statistics.byStep(owner, hours, stepHours, trunk).map((row) => [row.step, row] as const),
    );
    const trend: CallTrendPoint[] = [];
    const firstStep = Math.floor(hours.first / stepHours) * stepHours;
    for (let step = firstStep; step <= hours.last; step += stepHours)
      trend.push({
        time: new Date(step * HOUR_MS).toISOString(),
        ...figuresOf(steps.get(step) ?? { calls: 0, answered: 0, duration: 0 }),
      });
    return {
      start: new Date(hours.first * HOUR_MS).toISOString(),
      end: new Date((hours.last + 1) * HOUR_MS).toISOString(),
      step: stepHours === 1 ? 'hour' : 'day',
      trend_trunk: trunk,
      total: total
        ? {
            calls: total.calls,
            answered: total.answered,
            asr: total.asr,
            acd: total.acd,
            ...totalPdd,
            failures: total.failures,
            mos: totalMos,
          }
        : { ...figuresOf({ calls: 0, answered: 0, duration: 0 }), ...totalPdd, failures: [], mos: totalMos },
      carriers,
      accounts,
      trend,
    };
  }
}
