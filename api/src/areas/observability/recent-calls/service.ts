// Recent calls (docs/api/contract.md#recent-calls-and-alerts, #service-providers, #accounts): a page of an owner's calls, newest first, with the total; and, beyond
// the real API, calls per hour for the chart and every matching call as CSV (streamed in batches).
import type { CallsPerHourBucket, RecentCall } from '@switchboard/shared/types';
import {
  recentCallCsvLine as csvLine,
  recentCallsCsvHeader as csvHeader,
  type RecentCallsFilter,
  type TimeSeriesWindow,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import type { SeriesPage } from '../queries';
import { callOf } from '../records/shapes';
import { CallRepository } from './repository';
import type { RecordOwner } from './where';

/** The contract's time-series page: page and page_size echo the query, as strings. */
export interface SeriesAnswer<T> {
  total: number;
  page_size: string;
  page: string;
  data: T[];
}

export class CallService {
  private readonly calls: CallRepository;

  constructor(private readonly ctx: AppContext) {
    this.calls = new CallRepository(ctx.store);
  }

  page(owner: RecordOwner, query: SeriesPage<RecentCallsFilter>): SeriesAnswer<RecentCall> {
    const page = this.calls.pageOfCalls(owner, query.window, query.filter);
    return { total: page.total, page_size: query.count, page: query.page, data: page.data };
  }

  perHour(
    owner: RecordOwner,
    query: { window: TimeSeriesWindow; filter: RecentCallsFilter },
  ): { data: CallsPerHourBucket[] } {
    return { data: this.calls.callsPerHour(owner, query.window, query.filter, this.ctx.now()) };
  }

  /** The CSV: its header, then the calls newest first, one chunk per batch read. */
  *csv(
    owner: RecordOwner,
    query: { window: TimeSeriesWindow; filter: RecentCallsFilter },
  ): Generator<string> {
    yield csvHeader();
    for (const rows of this.calls.eachCall(owner, query.window, query.filter)) {
      let chunk = '';
      for (const row of rows) chunk += csvLine(callOf(row));
      yield chunk;
    }
  }

  /** The export's file name: recent-calls-<today>.csv. */
  csvFileName(): string {
    return `recent-calls-${new Date(this.ctx.now()).toISOString().slice(0, 10)}.csv`;
  }
}
