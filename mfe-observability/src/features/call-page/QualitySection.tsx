// Quality (docs/product/observability.md#call-quality): per leg and direction, the media server's figures — MOS
// estimate (E-model), jitter, packet loss, round-trip time, codec — and the MOS of each report interval over the
// call as a small line chart (chart.js, set up in lib/charts.ts). On an API without the `call-quality`
// addition (a jambonz API) the section says so.
import { useEffect, useRef } from 'react';
import { Chart } from '../../lib/charts';
import type { QualityStream } from '@switchboard/shared/types';
import { CALL_PAGE_MESSAGES, mosRating } from '@switchboard/shared/call-analysis';
import { themeColor, useResolvedTheme } from '@switchboard/shared/ui';
import { formatLogTime } from '../recent-calls/recent-calls.rules';
import styles from './call-page.module.css';

export interface QualityLeg {
  /** 'A-leg', 'B-leg' */
  label: string;
  /** whose audio 'received' is: 'caller', 'carrier', 'callee' */
  party: string;
  streams: QualityStream[];
}

const RATING_CLASS = { good: styles.good, fair: styles.fair, poor: styles.poor };

function MosChart({ leg }: { leg: QualityLeg }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useResolvedTheme();
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const colors = [
      themeColor(canvas.current, '--sb-color-wave-1', '#2f6fed'),
      themeColor(canvas.current, '--sb-color-wave-2', '#da1c5c'),
    ];
    const text = themeColor(canvas.current, '--sb-color-text', '#111827');
    const first = Math.min(...leg.streams.map((s) => Date.parse(s.first_at)));
    const chart = new Chart(context, {
      type: 'line',
      data: {
        datasets: leg.streams.map((s, i) => ({
          label: `${s.direction === 'received' ? 'from' : 'to'} the ${leg.party}`,
          data: s.intervals.map((interval) => ({
            x: (Date.parse(interval.at) - first) / 1000,
            y: interval.mos,
          })),
          borderColor: colors[i % 2],
          backgroundColor: colors[i % 2],
          pointRadius: 1.5,
          spanGaps: false,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        parsing: { xAxisKey: 'x', yAxisKey: 'y' },
        scales: {
          x: { type: 'linear', ticks: { color: text, callback: (v) => `${v} s` } },
          y: { min: 1, max: 4.5, ticks: { color: text }, title: { display: true, text: 'MOS', color: text } },
        },
        plugins: { legend: { position: 'bottom', labels: { color: text } } },
      },
    });
    return () => chart.destroy();
  }, [leg, theme]);
  const summary = leg.streams
    .map(
      (s) =>
        `${s.direction === 'received' ? 'from' : 'to'} the ${leg.party}: MOS ${s.mos ?? '—'} (worst ${s.mos_min ?? '—'})`,
    )
    .join('; ');
  return (
    <div className={styles.qualityChart}>
      <canvas ref={canvas} role="img" aria-label={`MOS over the call, ${leg.label}: ${summary}`} />
    </div>
  );
}

export function QualitySection({
  supported,
  legs,
  loading,
}: {
  supported: boolean;
  legs: QualityLeg[];
  loading: boolean;
}) {
  if (!supported) return <p className={styles.muted}>{CALL_PAGE_MESSAGES.noQualityApi}</p>;
  if (loading) return <p className={styles.muted}>Loading the quality reports…</p>;
  const reported = legs.filter((l) => l.streams.length);
  if (!reported.length) return <p className={styles.muted}>{CALL_PAGE_MESSAGES.noQuality}</p>;
  return (
    <>
      {reported.map((leg) => (
        <div key={leg.label} className={styles.qualityLeg}>
          <table className={styles.table}>
            <caption className={styles.muted}>{leg.label}</caption>
            <thead>
              <tr>
                <th scope="col">audio</th>
                <th scope="col">MOS</th>
                <th scope="col">jitter</th>
                <th scope="col">packet loss</th>
                <th scope="col">round trip</th>
                <th scope="col">codec</th>
                <th scope="col">stream</th>
              </tr>
            </thead>
            <tbody>
              {leg.streams.map((s) => (
                <tr key={`${s.sip_callid}|${s.ssrc}|${s.direction}`}>
                  <th scope="row">
                    {s.direction === 'received' ? 'from' : 'to'} the {leg.party}
                  </th>
                  <td className={s.mos !== null ? RATING_CLASS[mosRating(s.mos)] : undefined}>
                    {s.mos !== null ? `${s.mos.toFixed(2)} (${mosRating(s.mos)})` : '—'}
                  </td>
                  <td>
                    {s.jitter_ms} ms (worst {s.jitter_max_ms} ms)
                  </td>
                  <td>
                    {s.loss_pct} % ({s.packets_lost.toLocaleString('en')} of{' '}
                    {(s.packets_received + s.packets_lost).toLocaleString('en')})
                  </td>
                  <td>{s.rtt_ms !== null ? `${s.rtt_ms} ms` : '—'}</td>
                  <td>{s.codec}</td>
                  <td className={styles.muted}>
                    {s.remote_ip}:{s.remote_port} · SSRC {s.ssrc} · {formatLogTime(s.first_at)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {leg.streams.some((s) => s.intervals.length > 1) ? <MosChart leg={leg} /> : null}
        </div>
      ))}
    </>
  );
}
