// Recent calls (docs/product/observability.md#recent-calls): Date, Direction, Status, the filter text (number or call sid, 1000 ms pause), the
// account selector for service-provider scope and up ('All accounts': the provider's list), the calls-per-hour
// chart (click an hour to narrow the list to it), the calls as expandable items, 'Total: N record(s)', pager and
// page size; a live tail that adds new calls on top while keeping what is open and where the user is; CSV export.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CallsPerHourBucket, RecentCall } from '@switchboard/shared/types';
import { toApiError, useApiCapabilities } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useFeature } from '@switchboard/shared/config';
import { ListPager, LoadError, usePaging } from '@switchboard/shared/admin';
import { useOwner } from '../../lib/owner';
import { DATE_OPTIONS, TimeSeriesFilters, useOpenItems } from '../../lib/TimeSeriesFilters';
import {
  Button,
  CheckboxField,
  EmptyState,
  ExpandableList,
  FILTER_DELAY_MS,
  FilterBox,
  PageHeader,
  SelectField,
  Skeleton,
  countPages,
} from '@switchboard/shared/ui';
import {
  CALL_DIRECTIONS,
  CALL_STATUSES,
  OBSERVABILITY_MESSAGES,
  recentCallCsvLine,
  recentCallsCsvHeader,
} from '@switchboard/shared/validation';
import {
  EXPORT_HERE_MAX_CALLS,
  ownerPath,
  saveFile,
  useCallsOfFilter,
  useFetchFile,
  useGetCallsPerHourQuery,
  useGetRecentCallsQuery,
  type CallsOwner,
} from './api';
import { CallItem, callKey } from './CallItem';
import { CallsChart, hourLabel } from './CallsChart';
import {
  DEFAULT_FILTERS,
  callsPerHourOf,
  callsQuery,
  rangeQuery,
  type CallFilters,
} from './recent-calls.rules';
import { mergeLive } from './live-tail.rules';
import styles from '../../lib/observability.module.css';

/** How often the live tail asks for new calls. */
export const LIVE_TAIL_INTERVAL_MS = 3000;
const HOUR_MS = 3_600_000;

export default function RecentCallsPage() {
  const view = useOwner();
  const { owner, session } = view;
  const features = {
    tracing: useFeature('tracing'),
    callLogs: useFeature('callLogs'),
    recording: useFeature('recording'),
  };

  // `?trunk=` (Carrier health's link to a carrier's calls) narrows the list to that carrier's calls
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<CallFilters>(() => ({
    ...DEFAULT_FILTERS,
    trunk: searchParams.get('trunk') ?? '',
  }));
  const [live, setLive] = useState(false);
  const { open: expanded, toggle } = useOpenItems<string>();
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  // the day the filters' "today" means: fixed while the page is open, so the query (and its cache) stays the same
  const [now] = useState(() => new Date());
  const ownerKey = owner ? ownerPath(owner) : '';
  const filterKey = `${ownerKey}|${JSON.stringify(filters)}`;
  const paging = usePaging(knownTotal, `${filterKey}|${live}`);
  const page = live ? 1 : paging.page;
  const query = callsQuery(filters, page, paging.pageSize, now);
  const calls = useGetRecentCallsQuery(
    { owner: owner as CallsOwner, query },
    { skip: !owner, pollingInterval: live ? LIVE_TAIL_INTERVAL_MS : 0, skipPollingIfUnfocused: false },
  );
  // the chart and the export are the API's where it has them; elsewhere (jambonz) they are made here
  const capabilities = useApiCapabilities();
  const chartOnServer = capabilities.has('calls-per-hour');
  const chart = useGetCallsPerHourQuery(
    { owner: owner as CallsOwner, query: rangeQuery(filters, now) },
    { skip: !owner || !chartOnServer, pollingInterval: live ? LIVE_TAIL_INTERVAL_MS * 4 : 0 },
  );
  const total = calls.data?.total;
  useEffect(() => setKnownTotal(total), [total]);

  // live tail: new calls join those shown, each in its place by time; nothing shown goes away while it runs
  const [liveRows, setLiveRows] = useState<{ key: string; rows: RecentCall[]; added: number } | null>(null);
  const incoming = calls.data?.data;
  useEffect(() => {
    if (!live || !incoming) return;
    setLiveRows((previous) => {
      const base = previous && previous.key === filterKey ? previous.rows : null;
      const merged = mergeLive(base, incoming, callKey, (call) => call.attempted_at);
      return { key: filterKey, rows: merged.rows, added: (base ? (previous?.added ?? 0) : 0) + merged.added };
    });
  }, [live, incoming, filterKey]);
  useEffect(() => {
    if (!live) setLiveRows(null);
  }, [live]);

  const rows = live && liveRows?.key === filterKey ? liveRows.rows : incoming;
  const pageChart = useMemo(
    () => (capabilities.known && !chartOnServer && rows ? callsPerHourOf(rows) : []),
    [capabilities.known, chartOnServer, rows],
  );
  const fetchFile = useFetchFile();
  const callsOfFilter = useCallsOfFilter();
  const [exporting, setExporting] = useState(false);
  const update = (patch: Partial<CallFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const selectHour = (bucket: CallsPerHourBucket) => {
    const start = Date.parse(bucket.hour);
    update({ date: 'range', range: { start, end: start + HOUR_MS } });
  };
  const dateOptions = useMemo(
    () => [
      ...DATE_OPTIONS,
      ...(filters.range
        ? [
            {
              value: 'range',
              label: `${hourLabel(new Date(filters.range.start).toISOString(), true)}–${hourLabel(new Date(filters.range.end).toISOString(), false)}`,
            },
          ]
        : []),
    ],
    [filters.range],
  );

  const exportCsv = async () => {
    if (!owner) return;
    setExporting(true);
    try {
      if (capabilities.has('recent-calls-export')) {
        saveFile(
          await fetchFile(
            `${ownerPath(owner)}/RecentCalls/export.csv?${rangeQuery(filters, now)}`,
            'recent-calls.csv',
          ),
        );
      } else {
        const { calls: all, total: found } = await callsOfFilter(owner, (p, count) =>
          callsQuery(filters, p, count, now),
        );
        const csv = recentCallsCsvHeader() + all.map(recentCallCsvLine).join('');
        saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName: 'recent-calls.csv' });
        if (found > all.length)
          toast(
            'info',
            `The newest ${EXPORT_HERE_MAX_CALLS.toLocaleString('en')} of ${found.toLocaleString('en')} calls were exported: narrow the filter for the others.`,
          );
      }
    } catch (error) {
      toast('error', toApiError(error).msg);
    } finally {
      setExporting(false);
    }
  };

  const shownTotal = total ?? 0;
  return (
    <>
      <PageHeader
        title="Recent calls"
        actions={
          <div className={styles.headerActions}>
            <CheckboxField
              toggle
              label="Live tail"
              checked={live}
              onChange={(event) => setLive(event.target.checked)}
            />
            <Button variant="secondary" busy={exporting} disabled={!owner} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          </div>
        }
      />
      <TimeSeriesFilters
        view={view}
        date={filters.date}
        dateOptions={dateOptions}
        onDateChange={(date) => update({ date, range: date === 'range' ? filters.range : null })}
      >
        <SelectField
          label="Direction"
          value={filters.direction}
          options={CALL_DIRECTIONS.map((d) => ({ value: d.value, label: d.name }))}
          onChange={(event) => update({ direction: event.target.value as CallFilters['direction'] })}
        />
        <SelectField
          label="Status"
          value={filters.status}
          options={CALL_STATUSES.map((s) => ({ value: s.value, label: s.name }))}
          onChange={(event) => update({ status: event.target.value as CallFilters['status'] })}
        />
        <FilterBox
          showLabel
          label="Filter"
          placeholder="Number or call sid"
          delay={FILTER_DELAY_MS}
          onChange={(text) => update({ filter: text })}
        />
      </TimeSeriesFilters>
      {filters.trunk ? (
        <p className={styles.trunkFilter} role="status">
          {OBSERVABILITY_MESSAGES.trunkFilter(filters.trunk)}{' '}
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              update({ trunk: '' });
              const next = new URLSearchParams(searchParams);
              next.delete('trunk');
              setSearchParams(next, { replace: true });
            }}
          >
            {OBSERVABILITY_MESSAGES.trunkFilterClear}
          </Button>
        </p>
      ) : null}
      {chartOnServer && chart.data ? (
        <CallsChart buckets={chart.data.data} onSelectHour={selectHour} />
      ) : pageChart.length ? (
        <>
          <CallsChart buckets={pageChart} onSelectHour={selectHour} />
          <p className={styles.muted}>
            The chart counts the calls of this page: this API does not count calls per hour.
          </p>
        </>
      ) : null}
      {live ? (
        <p className={styles.liveNote} role="status">
          Live: new calls appear at the top{liveRows?.added ? ` (${liveRows.added} new)` : ''}.
        </p>
      ) : null}
      {!owner ? (
        <p className={styles.muted}>Choose a service provider to see its calls.</p>
      ) : calls.error && (!live || !rows) ? (
        // a failed poll of the live tail keeps what is shown; a failed filter or page says so
        <LoadError
          title="The calls could not be loaded"
          error={calls.error}
          onRetry={() => void calls.refetch()}
        />
      ) : !rows ? (
        <Skeleton lines={6} label="Loading the calls" />
      ) : rows.length === 0 ? (
        <EmptyState title="No data." />
      ) : (
        <ExpandableList label="Calls" busy={calls.isFetching && !live}>
          {rows.map((call) => {
            const key = callKey(call);
            return (
              <CallItem
                key={key}
                call={call}
                open={expanded.has(key)}
                onToggle={() => toggle(key)}
                features={features}
                canDelete={!session.isViewOnly}
                onRecordingDeleted={() => void calls.refetch()}
              />
            );
          })}
        </ExpandableList>
      )}
      <ListPager
        paging={{
          ...paging,
          page,
          total: shownTotal,
          pageCount: live ? 1 : countPages(shownTotal, paging.pageSize),
        }}
      />
    </>
  );
}
