// A bar chart of the Call quality page (chart.js, set up in lib/charts.ts): one or two stacked
// series; a bar with a link opens it on click, or chosen with the arrow keys and Enter on the focused chart.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Chart, type ChartEvent } from '../../lib/charts';
import { themeColor, useResolvedTheme } from '@switchboard/shared/ui';
import styles from '../../lib/observability.module.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** a theme token for the bars' colour, with its fallback */
  color: [string, string];
}

export interface StatisticsChartProps {
  /** what the chart shows, for a screen reader */
  title: string;
  labels: string[];
  series: ChartSeries[];
  /** per bar, the page a click opens (null: none) */
  links?: Array<string | null>;
  /** the value axis' highest value (100 for percentages) */
  max?: number;
  /** how a bar reads when chosen with the keyboard */
  describe: (index: number) => string;
}

export function StatisticsChart({ title, labels, series, links, max, describe }: StatisticsChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);
  const navigate = useNavigate();
  const latest = useRef({ links, navigate });
  latest.current = { links, navigate };
  const [active, setActive] = useState<number | null>(null);

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
          y: { stacked: true, beginAtZero: true },
        },
        plugins: { legend: { position: 'bottom' } },
        onClick: (event: ChartEvent, _elements, instance) => {
          const native = event.native;
          if (!native) return;
          const hit = instance.getElementsAtEventForMode(native, 'index', { intersect: false }, false)[0];
          const href = hit ? latest.current.links?.[hit.index] : null;
          if (href) void latest.current.navigate(href);
        },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  const theme = useResolvedTheme();
  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const color = (token: string, fallback: string) => themeColor(canvas.current, token, fallback);
    const text = color('--sb-color-text-muted', '#4a5160');
    const grid = color('--sb-color-border-subtle', '#d3d7de');
    c.data.labels = labels;
    c.data.datasets = series.map((s) => ({
      label: s.label,
      data: s.values,
      backgroundColor: color(...s.color),
      stack: 'bars',
    }));
    for (const axis of ['x', 'y'] as const) {
      const scale = c.options.scales?.[axis];
      if (!scale) continue;
      scale.ticks = { ...scale.ticks, color: text };
      scale.grid = { ...scale.grid, color: grid };
      scale.border = { ...scale.border, color: grid };
    }
    const y = c.options.scales?.y;
    if (y) y.max = max;
    const legend = c.options.plugins?.legend;
    if (legend) legend.labels = { ...legend.labels, color: text };
    c.update();
  }, [labels, series, max, theme]);

  const highlight = (index: number) => {
    setActive(index);
    const c = chart.current;
    if (!c) return;
    const elements = series.map((_s, datasetIndex) => ({ datasetIndex, index }));
    c.setActiveElements(elements);
    c.tooltip?.setActiveElements(elements, { x: 0, y: 0 });
    c.update();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!labels.length) return;
    const current = active ?? -1;
    if (event.key === 'ArrowLeft') highlight(Math.max(0, current - 1));
    else if (event.key === 'ArrowRight') highlight(Math.min(labels.length - 1, current + 1));
    else if ((event.key === 'Enter' || event.key === ' ') && active !== null && links?.[active])
      void navigate(links[active] as string);
    else return;
    event.preventDefault();
  };

  return (
    <figure className={styles.chart}>
      <canvas
        ref={canvas}
        className={links ? styles.chartCanvas : undefined}
        tabIndex={0}
        role="img"
        aria-label={title}
        onKeyDown={onKeyDown}
      />
      <figcaption aria-live="polite" className={styles.visuallyHidden}>
        {active !== null && active < labels.length ? describe(active) : ''}
      </figcaption>
    </figure>
  );
}
