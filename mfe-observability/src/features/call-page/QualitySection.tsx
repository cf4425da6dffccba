// Quality (docs/product/observability.md#call-quality): per leg and direction, the media server's figures — MOS
// estimate (E-model), jitter, packet loss, round-trip time, codec — and the MOS of each report interval over the
// call as a small line chart (chart.js, set up in lib/charts.ts). On an API without the `call-quality`
// addition (a jambonz API) the section says so.
import { useEffect, useRef } from 'react';
import { Chart } from '../../lib/charts';
import type { QualityStream } from '@switchboard/shared/types';
import { mosRating, type CallParty } from '@switchboard/shared/call-analysis';
import { formatNumber, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { flowIn } from './call-texts';
import { themeColor, useResolvedTheme } from '@switchboard/shared/ui';
import { formatLogTime } from '../recent-calls/recent-calls.rules';
import styles from './call-page.module.css';

export interface QualityLeg {
  /** 'A-leg', 'B-leg' */
  label: string;
  /** whose audio 'received' is: 'caller', 'carrier', 'callee' */
  party: CallParty;
  streams: QualityStream[];
}

const RATING_CLASS = { good: styles.good, fair: styles.fair, poor: styles.poor };

/** A figure in ms as the page shows it. */
const ms = (t: Translate, value: number) => t('call.quality.ms', { ms: formatNumber(value) });

function MosChart({ leg }: { leg: QualityLeg }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
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
          label: flowIn(t, s.direction, leg.party),
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
          x: {
            type: 'linear',
            ticks: {
              color: text,
              callback: (v) => t('call.quality.seconds', { seconds: formatNumber(Number(v)) }),
            },
          },
          y: {
            min: 1,
            max: 4.5,
            ticks: { color: text },
            title: { display: true, text: t('call.quality.mos'), color: text },
          },
        },
        plugins: { legend: { position: 'bottom', labels: { color: text } } },
      },
    });
    return () => chart.destroy();
  }, [leg, theme, t]);
  const summary = leg.streams
    .map((s) =>
      t('call.quality.chartStream', {
        flow: flowIn(t, s.direction, leg.party),
        mos: s.mos !== null ? formatNumber(s.mos) : '—',
        worst: s.mos_min !== null && s.mos_min !== undefined ? formatNumber(s.mos_min) : '—',
      }),
    )
    .join('; ');
  return (
    <div className={styles.qualityChart}>
      <canvas ref={canvas} role="img" aria-label={t('call.quality.chart', { leg: leg.label, summary })} />
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
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  if (!supported) return <p className={styles.muted}>{t('call.pageMessages.noQualityApi')}</p>;
  if (loading) return <p className={styles.muted}>{t('call.quality.loading')}</p>;
  const reported = legs.filter((l) => l.streams.length);
  if (!reported.length) return <p className={styles.muted}>{t('call.pageMessages.noQuality')}</p>;
  return (
    <>
      {reported.map((leg) => (
        <div key={leg.label} className={styles.qualityLeg}>
          <table className={styles.table}>
            <caption className={styles.muted}>{leg.label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('call.quality.audio')}</th>
                <th scope="col">{t('call.quality.mos')}</th>
                <th scope="col">{t('call.quality.jitter')}</th>
                <th scope="col">{t('call.quality.packetLoss')}</th>
                <th scope="col">{t('call.quality.roundTrip')}</th>
                <th scope="col">{t('call.quality.codec')}</th>
                <th scope="col">{t('call.quality.stream')}</th>
              </tr>
            </thead>
            <tbody>
              {leg.streams.map((s) => (
                <tr key={`${s.sip_callid}|${s.ssrc}|${s.direction}`}>
                  <th scope="row">{flowIn(t, s.direction, leg.party)}</th>
                  <td className={s.mos !== null ? RATING_CLASS[mosRating(s.mos)] : undefined}>
                    {s.mos !== null
                      ? t('call.quality.mosValue', {
                          mos: formatNumber(s.mos, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
                          rating: t(`call.quality.${mosRating(s.mos)}`),
                        })
                      : '—'}
                  </td>
                  <td>
                    {t('call.quality.jitterValue', {
                      jitter: formatNumber(s.jitter_ms),
                      worst: formatNumber(s.jitter_max_ms),
                    })}
                  </td>
                  <td>
                    {t('call.quality.lossValue', {
                      pct: formatNumber(s.loss_pct),
                      lost: formatNumber(s.packets_lost),
                      total: formatNumber(s.packets_received + s.packets_lost),
                    })}
                  </td>
                  <td>{s.rtt_ms !== null ? ms(t, s.rtt_ms) : '—'}</td>
                  <td>{s.codec}</td>
                  <td className={styles.muted}>
                    {t('call.quality.streamValue', {
                      address: `${s.remote_ip}:${s.remote_port}`,
                      ssrc: s.ssrc,
                      time: formatLogTime(s.first_at),
                    })}
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
