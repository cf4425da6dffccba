// The Tracing tab: the call's spans as a waterfall — indented by parent, each a bar on the trace's time axis with
// its duration; a span's attributes open below when it is chosen; subtrees fold. Rows are virtualised
// (@tanstack/react-virtual): a 5,000-span trace renders the 20 rows in view, and scrolls smoothly.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { OtlpTrace } from '@switchboard/shared/types';
import { cx } from '@switchboard/shared/ui';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import {
  attributeText,
  buildWaterfall,
  formatSpanDuration,
  visibleRows,
  type WaterfallRow,
} from './trace.rules';
import styles from '../../lib/observability.module.css';
import { useRowsKeptForFocus } from '../../lib/focused-row';

const ROW_HEIGHT = 26;
const INDENT_PX = 14;
const SCROLLER_MAX_PX = 420;

export interface TraceWaterfallProps {
  trace: OtlpTrace;
  /**
   * The call page's shared time axis (ms since the epoch): bars are placed on it instead of the trace's own, and
   * `marker` (ms since the epoch) draws the chosen moment, marks the spans it falls in and brings them into view.
   */
  axis?: { start: number; end: number; marker: number | null };
  /** the span chosen from outside (the call page), and who hears of a span chosen here */
  selected?: string | null;
  onSelect?: (spanId: string | null, startMs: number) => void;
}

export function TraceWaterfall({ trace, axis, selected: chosenOutside, onSelect }: TraceWaterfallProps) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const waterfall = useMemo(() => buildWaterfall(trace), [trace]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selectedHere, setSelectedHere] = useState<string | null>(null);
  const selected = chosenOutside !== undefined ? chosenOutside : selectedHere;
  const choose = (row: WaterfallRow | null) => {
    setSelectedHere(row?.spanId ?? null);
    onSelect?.(row?.spanId ?? null, row ? traceStartMs + row.start : 0);
  };
  const traceStartMs = Number(waterfall.startNs / 1000n) / 1000;
  const rows = useMemo(() => visibleRows(waterfall.rows, collapsed), [waterfall, collapsed]);
  const scroller = useRef<HTMLDivElement>(null);
  const { rangeExtractor, listFocusProps } = useRowsKeptForFocus();
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    rangeExtractor,
    // first paint (and jsdom) before the scroller is measured
    initialRect: { width: 900, height: 420 },
  });
  // bars on the trace's own axis, or on the page's (offset and length in ms)
  const origin = axis ? axis.start - traceStartMs : 0;
  const total = (axis ? axis.end - axis.start : waterfall.total) || 1;
  const marker = axis?.marker != null ? axis.marker - traceStartMs : null;
  const inMarker = (row: WaterfallRow) =>
    marker !== null && row.start <= marker && marker <= row.start + Math.max(row.duration, 0.001);
  // the chosen moment's deepest span that started last, scrolled into view
  const markedIndex = useMemo(() => {
    if (marker === null) return -1;
    let best = -1;
    rows.forEach((row, i) => {
      if (row.start <= marker && (best < 0 || row.start >= rows[best].start)) best = i;
    });
    return best;
  }, [rows, marker]);
  useEffect(() => {
    if (markedIndex >= 0 && chosenOutside === undefined)
      virtualizer.scrollToIndex(markedIndex, { align: 'auto' });
    else if (markedIndex >= 0 && selected && rows[markedIndex]?.spanId !== selected)
      virtualizer.scrollToIndex(markedIndex, { align: 'auto' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scroll when the moment changes, not on every render
  }, [markedIndex]);
  const chosen = selected ? waterfall.rows.find((r) => r.spanId === selected) : undefined;
  const toggle = (row: WaterfallRow) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(row.spanId)) next.delete(row.spanId);
      else next.add(row.spanId);
      return next;
    });

  if (!waterfall.rows.length) return <p className={styles.muted}>{t('trace.noSpans')}</p>;
  return (
    <div className={styles.waterfall}>
      <div className={styles.axis} aria-hidden="true">
        <span>
          {t('trace.spans', { count: waterfall.rows.length, duration: formatSpanDuration(waterfall.total) })}
        </span>
        <span className={styles.ticks}>
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <span key={f} className={styles.tick} style={{ left: `${f * 100}%` }}>
              {axis
                ? t('trace.seconds', {
                    seconds: formatNumber((f * total) / 1000, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                  })
                : formatSpanDuration(f * waterfall.total)}
            </span>
          ))}
        </span>
        <span className={styles.duration}>{t('trace.duration')}</span>
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        style={{ height: Math.min(SCROLLER_MAX_PX, rows.length * ROW_HEIGHT + 2) }}
        data-testid="trace-scroller"
      >
        <ul
          className={styles.rows}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={t('trace.list')}
          {...listFocusProps}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            const isCollapsed = collapsed.has(row.spanId);
            return (
              <li
                key={row.spanId}
                className={cx(
                  styles.row,
                  row.spanId === selected && styles.rowSelected,
                  inMarker(row) && styles.rowAtMarker,
                )}
                style={{ transform: `translateY(${item.start}px)` }}
                // only the rows near the screen are in the document: each says where it stands in the whole list
                aria-setsize={rows.length}
                aria-posinset={item.index + 1}
                data-span-row=""
                data-at-marker={inMarker(row) ? '' : undefined}
              >
                <span className={styles.spanName} style={{ paddingLeft: row.depth * INDENT_PX }}>
                  {row.childCount > 0 ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={!isCollapsed}
                      aria-label={t(isCollapsed ? 'trace.expand' : 'trace.collapse', { name: row.name })}
                      onClick={() => toggle(row)}
                    >
                      {isCollapsed ? '▸' : '▾'}
                    </button>
                  ) : (
                    <span className={styles.toggleSpacer} />
                  )}
                  <button
                    type="button"
                    className={styles.spanButton}
                    aria-pressed={row.spanId === selected}
                    title={row.name}
                    onClick={() => choose(row.spanId === selected ? null : row)}
                  >
                    {row.name}
                  </button>
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.bar}
                    style={{
                      left: `${((row.start - origin) / total) * 100}%`,
                      width: `${Math.max(0.15, (row.duration / total) * 100)}%`,
                    }}
                  />
                  {marker !== null ? (
                    <span
                      className={styles.marker}
                      style={{ left: `${((marker - origin) / total) * 100}%` }}
                    />
                  ) : null}
                </span>
                <span className={styles.duration}>{formatSpanDuration(row.duration)}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {chosen ? (
        <section className={styles.attributes} aria-label={t('trace.span', { name: chosen.name })}>
          <h4 className={styles.attributesTitle}>{chosen.name}</h4>
          <dl className={styles.grid}>
            <dt>{t('trace.start')}</dt>
            <dd>+{formatSpanDuration(chosen.start)}</dd>
            <dt>{t('trace.duration')}</dt>
            <dd>{formatSpanDuration(chosen.duration)}</dd>
            {chosen.attributes.map((a) => (
              <FragmentRow key={a.key} name={a.key} value={attributeText(a.value)} />
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

function FragmentRow({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
