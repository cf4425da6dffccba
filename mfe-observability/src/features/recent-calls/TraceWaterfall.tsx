// The Tracing tab: the call's spans as a waterfall — indented by parent, each a bar on the trace's time axis with
// its duration; a span's attributes open below when it is chosen; subtrees fold. Rows are virtualised
// (@tanstack/react-virtual): a 5,000-span trace renders the 20 rows in view, and scrolls smoothly.
import { useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { OtlpTrace } from '@switchboard/shared/types';
import { cx } from '@switchboard/shared/ui';
import {
  attributeText,
  buildWaterfall,
  formatSpanDuration,
  visibleRows,
  type WaterfallRow,
} from './trace.rules';
import styles from '../../lib/observability.module.css';

const ROW_HEIGHT = 26;
const INDENT_PX = 14;
const SCROLLER_MAX_PX = 420;

export function TraceWaterfall({ trace }: { trace: OtlpTrace }) {
  const waterfall = useMemo(() => buildWaterfall(trace), [trace]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const rows = useMemo(() => visibleRows(waterfall.rows, collapsed), [waterfall, collapsed]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // first paint (and jsdom) before the scroller is measured
    initialRect: { width: 900, height: 420 },
  });
  const total = waterfall.total || 1;
  const chosen = selected ? waterfall.rows.find((r) => r.spanId === selected) : undefined;
  const toggle = (row: WaterfallRow) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(row.spanId)) next.delete(row.spanId);
      else next.add(row.spanId);
      return next;
    });

  if (!waterfall.rows.length) return <p className={styles.muted}>This trace has no spans.</p>;
  return (
    <div className={styles.waterfall}>
      <div className={styles.axis} aria-hidden="true">
        <span>
          {waterfall.rows.length} spans · {formatSpanDuration(waterfall.total)}
        </span>
        <span className={styles.ticks}>
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <span key={f} className={styles.tick} style={{ left: `${f * 100}%` }}>
              {formatSpanDuration(f * waterfall.total)}
            </span>
          ))}
        </span>
        <span className={styles.duration}>duration</span>
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        style={{ height: Math.min(SCROLLER_MAX_PX, rows.length * ROW_HEIGHT + 2) }}
        data-testid="trace-scroller"
      >
        <ul className={styles.rows} style={{ height: virtualizer.getTotalSize() }} aria-label="Spans">
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            const isCollapsed = collapsed.has(row.spanId);
            return (
              <li
                key={row.spanId}
                className={cx(styles.row, row.spanId === selected && styles.rowSelected)}
                style={{ transform: `translateY(${item.start}px)` }}
                data-span-row=""
              >
                <span className={styles.spanName} style={{ paddingLeft: row.depth * INDENT_PX }}>
                  {row.childCount > 0 ? (
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={!isCollapsed}
                      aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${row.name}`}
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
                    onClick={() => setSelected(row.spanId === selected ? null : row.spanId)}
                  >
                    {row.name}
                  </button>
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.bar}
                    style={{
                      left: `${(row.start / total) * 100}%`,
                      width: `${Math.max(0.15, (row.duration / total) * 100)}%`,
                    }}
                  />
                </span>
                <span className={styles.duration}>{formatSpanDuration(row.duration)}</span>
              </li>
            );
          })}
        </ul>
      </div>
      {chosen ? (
        <section className={styles.attributes} aria-label={`Span ${chosen.name}`}>
          <h4 className={styles.attributesTitle}>{chosen.name}</h4>
          <dl className={styles.grid}>
            <dt>start</dt>
            <dd>+{formatSpanDuration(chosen.start)}</dd>
            <dt>duration</dt>
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
