// The chart.js set-up every chart of this area shares (chart.js: a small, well-kept canvas charting library): the
// bar and line pieces registered once, here, and the theme's colours applied to a chart's axes and legend.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { themeColor } from '@switchboard/shared/ui';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export { Chart };
export type { ChartEvent } from 'chart.js';

/** Gives a chart's axes, grid and legend the theme's colours (read from the canvas' CSS variables). */
export function applyThemeColors(chart: Chart<'bar'>, canvas: HTMLCanvasElement | null): void {
  const text = themeColor(canvas, '--sb-color-text-muted', '#4a5160');
  const grid = themeColor(canvas, '--sb-color-border-subtle', '#d3d7de');
  for (const axis of ['x', 'y'] as const) {
    const scale = chart.options.scales?.[axis];
    if (!scale) continue;
    scale.ticks = { ...scale.ticks, color: text };
    scale.grid = { ...scale.grid, color: grid };
    scale.border = { ...scale.border, color: grid };
  }
  const legend = chart.options.plugins?.legend;
  if (legend) legend.labels = { ...legend.labels, color: text };
}
