// One chart of the Usage page: the figure per hour or day as bars, each limit set as a line across (chart.js, set up
// in lib/charts.ts). A screen reader reads the chart's summary and the table of its figures beside it.
import { useEffect, useRef } from 'react';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { themeColor, useResolvedTheme } from '@switchboard/shared/ui';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { Chart, applyThemeColors } from '../../lib/charts';
import type { UsageChartData } from './usage-limits.rules';
import styles from '../../lib/observability.module.css';

const BAR: [string, string] = ['--sb-color-chart-answered', '#2f9e63'];
const LIMIT_LINES: [string, string][] = [
  ['--sb-color-chart-failed', '#e0524a'],
  ['--sb-color-text-muted', '#4a5160'],
];

export function UsageChart({ data }: { data: UsageChartData }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);

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
          x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
          y: { beginAtZero: true },
        },
        plugins: { legend: { position: 'bottom' } },
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
    c.data.labels = data.labels;
    c.data.datasets = [
      {
        type: 'bar',
        label: data.valueName,
        data: data.values,
        backgroundColor: themeColor(canvas.current, ...BAR),
      },
      ...data.limits.map((limit, i) => ({
        type: 'line' as const,
        label: limit.label,
        data: data.labels.map(() => limit.value),
        borderColor: themeColor(canvas.current, ...LIMIT_LINES[i % LIMIT_LINES.length]),
        borderDash: i ? [6, 4] : [],
        pointRadius: 0,
        borderWidth: 2,
      })),
    ] as never;
    applyThemeColors(c, canvas.current);
    c.update();
  }, [data, theme]);

  return (
    <figure className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label={data.summary} />
      <table className={styles.visuallyHidden}>
        <caption>{data.title}</caption>
        <thead>
          <tr>
            <th scope="col">{data.pointName}</th>
            <th scope="col">{data.valueName}</th>
            {data.limits.map((l) => (
              <th scope="col" key={l.label}>
                {l.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatNumber(data.values[i])}</td>
              {data.limits.map((l) => (
                <td key={l.label}>{formatNumber(l.value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {data.limits.length ? null : <figcaption className={styles.muted}>{t('usage.noLimit')}</figcaption>}
    </figure>
  );
}
