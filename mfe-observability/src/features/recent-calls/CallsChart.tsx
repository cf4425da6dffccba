// Calls per hour of the current filter, answered and not answered stacked (chart.js, set up once in
// lib/charts.ts). Clicking an hour — or choosing it with the arrow keys and
// Enter — narrows the list to that hour.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Chart, type ChartEvent } from '../../lib/charts';
import type { CallsPerHourBucket } from '@switchboard/shared/types';
import { themeColor, useResolvedTheme } from '@switchboard/shared/ui';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/observability.module.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** An hour as the axis shows it (local time). */
export function hourLabel(iso: string, withDay: boolean): string {
  const d = new Date(iso);
  const hour = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return withDay ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)} ${hour}` : hour;
}

export interface CallsChartProps {
  buckets: readonly CallsPerHourBucket[];
  onSelectHour: (bucket: CallsPerHourBucket) => void;
}

export function CallsChart({ buckets, onSelectHour }: CallsChartProps) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);
  const latest = useRef({ buckets, onSelectHour });
  latest.current = { buckets, onSelectHour };
  const [active, setActive] = useState<number | null>(null);
  const withDay = buckets.length > 24;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    chart.current = new Chart(context, {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { stacked: true, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 12 } },
          y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' } },
        onClick: (event: ChartEvent, _elements, instance) => {
          const native = event.native;
          if (!native) return;
          const hit = instance.getElementsAtEventForMode(native, 'index', { intersect: false }, false)[0];
          const bucket = hit ? latest.current.buckets[hit.index] : undefined;
          if (bucket) latest.current.onSelectHour(bucket);
        },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  // the bars, axes and legend in the theme's colours (tokens.css), redrawn when the theme changes
  const theme = useResolvedTheme();
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const color = (token: string, fallback: string) => themeColor(canvas.current, token, fallback);
    const text = color('--sb-color-text-muted', '#4a5160');
    const grid = color('--sb-color-border-subtle', '#d3d7de');
    c.data.labels = buckets.map((b) => hourLabel(b.hour, withDay));
    c.data.datasets = [
      {
        label: t('calls.chart.answered'),
        data: buckets.map((b) => b.answered),
        backgroundColor: color('--sb-color-chart-answered', '#2f9e63'),
        stack: 'calls',
      },
      {
        label: t('calls.chart.notAnswered'),
        data: buckets.map((b) => b.not_answered),
        backgroundColor: color('--sb-color-chart-failed', '#e0524a'),
        stack: 'calls',
      },
    ];
    for (const axis of ['x', 'y'] as const) {
      const scale = c.options.scales?.[axis];
      if (!scale) continue;
      scale.ticks = { ...scale.ticks, color: text };
      scale.grid = { ...scale.grid, color: grid };
      scale.border = { ...scale.border, color: grid };
    }
    const legend = c.options.plugins?.legend;
    if (legend) legend.labels = { ...legend.labels, color: text };
    c.update();
  }, [buckets, withDay, theme, t]);

  const highlight = (index: number) => {
    setActive(index);
    const c = chart.current;
    if (!c) return;
    const elements = [
      { datasetIndex: 0, index },
      { datasetIndex: 1, index },
    ];
    c.setActiveElements(elements);
    c.tooltip?.setActiveElements(elements, { x: 0, y: 0 });
    c.update();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!buckets.length) return;
    const current = active ?? buckets.length - 1;
    if (event.key === 'ArrowLeft') highlight(Math.max(0, current - 1));
    else if (event.key === 'ArrowRight') highlight(Math.min(buckets.length - 1, current + 1));
    else if ((event.key === 'Enter' || event.key === ' ') && active !== null) onSelectHour(buckets[active]);
    else return;
    event.preventDefault();
  };

  const total = buckets.reduce((n, b) => n + b.answered + b.not_answered, 0);
  const focused = active !== null ? buckets[active] : undefined;
  return (
    <figure className={styles.chart}>
      <canvas
        ref={canvas}
        className={styles.chartCanvas}
        tabIndex={0}
        role="img"
        aria-label={t('calls.chart.label', {
          total: formatNumber(total),
          hours: formatNumber(buckets.length),
        })}
        onKeyDown={onKeyDown}
      />
      <figcaption aria-live="polite" className={styles.visuallyHidden}>
        {focused
          ? t('calls.chart.hour', {
              hour: hourLabel(focused.hour, true),
              answered: formatNumber(focused.answered),
              notAnswered: formatNumber(focused.not_answered),
            })
          : ''}
      </figcaption>
    </figure>
  );
}
