// Recent calls (docs/product/observability.md#recent-calls): Date, Direction, Status, the filter text (number or call sid, 1000 ms pause), the
// account selector for service-provider scope and up ('All accounts': the provider's list), the calls-per-hour
// chart (click an hour to narrow the list to it), the calls as expandable items, 'Total: N record(s)', pager and
// page size; a live tail that adds new calls on top while keeping what is open and where the user is; CSV export.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CallsPerHourBucket, RecentCall } from '@switchboard/shared/types';
import { toApiError, useApiCapabilities } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
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
  recentCallCsvLine,
  recentCallsCsvHeader,
} from '@switchboard/shared/validation';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
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
  callsPerHourOf,
  filtersFromUrl,
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
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const view = useOwner();
  const { owner, session } = view;
  const features = {
    tracing: useFeature('tracing'),
    callLogs: useFeature('callLogs'),
    recording: useFeature('recording'),
  };

  // a link's filters (`?trunk=`, `date`, `answered`, `direction`: Carrier health, Call quality) open the list so
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<CallFilters>(() => filtersFromUrl(searchParams));
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
              label: t('calls.hourRange', {
                start: hourLabel(new Date(filters.range.start).toISOString(), true),
                end: hourLabel(new Date(filters.range.end).toISOString(), false),
              }),
            },
          ]
        : []),
    ],
    [filters.range, t],
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
            t('calls.exportedNewest', {
              newest: formatNumber(EXPORT_HERE_MAX_CALLS),
              found: formatNumber(found),
            }),
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
        title={t('calls.title')}
        actions={
          <div className={styles.headerActions}>
            <CheckboxField
              toggle
              label={t('calls.liveTail')}
              checked={live}
              onChange={(event) => setLive(event.target.checked)}
            />
            <Button variant="secondary" busy={exporting} disabled={!owner} onClick={() => void exportCsv()}>
              {t('calls.exportCsv')}
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
          label={t('calls.direction')}
          value={filters.direction}
          options={CALL_DIRECTIONS.map((d) => ({ value: d.value, label: t(`calls.directions.${d.value}`) }))}
          onChange={(event) => update({ direction: event.target.value as CallFilters['direction'] })}
        />
        <SelectField
          label={t('calls.status')}
          value={filters.status}
          options={CALL_STATUSES.map((s) => ({ value: s.value, label: t(`calls.statuses.${s.value}`) }))}
          onChange={(event) => update({ status: event.target.value as CallFilters['status'] })}
        />
        <FilterBox
          showLabel
          label={t('calls.filter')}
          placeholder={t('calls.filterPlaceholder')}
          delay={FILTER_DELAY_MS}
          onChange={(text) => update({ filter: text })}
        />
      </TimeSeriesFilters>
      {filters.trunk ? (
        <p className={styles.trunkFilter} role="status">
          {t('callMessages.trunkFilter', { carrier: filters.trunk })}{' '}
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
            {t('callMessages.trunkFilterClear')}
          </Button>
        </p>
      ) : null}
      {chartOnServer && chart.data ? (
        <CallsChart buckets={chart.data.data} onSelectHour={selectHour} />
      ) : pageChart.length ? (
        <>
          <CallsChart buckets={pageChart} onSelectHour={selectHour} />
          <p className={styles.muted}>{t('calls.pageChart')}</p>
        </>
      ) : null}
      {live ? (
        <p className={styles.liveNote} role="status">
          {liveRows?.added ? t('calls.liveAdded', { count: liveRows.added }) : t('calls.live')}
        </p>
      ) : null}
      {!owner ? (
        <p className={styles.muted}>{t('calls.chooseProvider')}</p>
      ) : calls.error && (!live || !rows) ? (
        // a failed poll of the live tail keeps what is shown; a failed filter or page says so
        <LoadError title={t('calls.loadFailed')} error={calls.error} onRetry={() => void calls.refetch()} />
      ) : !rows ? (
        <Skeleton lines={6} label={t('calls.loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('calls.empty')} />
      ) : (
        <ExpandableList label={t('calls.list')} busy={calls.isFetching && !live}>
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
