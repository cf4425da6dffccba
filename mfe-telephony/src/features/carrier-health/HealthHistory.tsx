// A carrier's last 24 hours (`GET /VoipCarriers/:sid/Health`): for each SIP gateway the SBC pings, a strip of up /
// down / not pinged with how long of each, its pings counted and the newest ones; for a carrier that registers,
// the same of its REGISTERs. On the Carrier health page (in a dialog) and on the carrier's Voice tab.
// docs/product/telephony.md#carrier-health
import type { CarrierHealthHistory, GatewayHealth, HealthSegment } from '@switchboard/shared/types';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { toApiError } from '@switchboard/shared/api';
import { Button, ErrorMessage, Skeleton, cx } from '@switchboard/shared/ui';
import styles from '../../lib/telephony.module.css';
import { useGetCarrierHealthHistoryQuery } from './api';
import { REGISTRATION_STATE_KEY, clockTime, gatewayAddress, lastPing, span } from './health.rules';

const STRIP_CLASS: Record<string, string | undefined> = {
  up: styles.stripGood,
  registered: styles.stripGood,
  down: styles.stripBad,
  unregistered: styles.stripBad,
};

/** The stretches as a strip (SVG: no inline styles under the page's CSP), named by how long of each state. */
export function HealthStrip<S extends string>({
  segments,
  window,
  label,
  stateLabel,
}: {
  segments: HealthSegment<S>[];
  window: { start: number; end: number };
  label: string;
  stateLabel: (state: S) => string;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const total = window.end - window.start || 1;
  const totals = new Map<S, number>();
  for (const s of segments) totals.set(s.state, (totals.get(s.state) ?? 0) + (s.end - s.start));
  const summary = [...totals]
    .map(([state, ms]) => t('health.stateFor', { state: stateLabel(state), span: span(ms, t) }))
    .join(', ');
  return (
    <figure className={styles.strip}>
      <svg
        role="img"
        aria-label={t('health.stripLabel', { label, summary })}
        viewBox="0 0 1000 10"
        preserveAspectRatio="none"
        className={styles.stripSvg}
      >
        {segments.map((s) => (
          <rect
            key={s.start}
            x={((s.start - window.start) / total) * 1000}
            width={Math.max(1, ((s.end - s.start) / total) * 1000)}
            y={0}
            height={10}
            className={cx(styles.stripPart, STRIP_CLASS[s.state])}
          />
        ))}
      </svg>
      <figcaption className={styles.muted}>{summary}</figcaption>
    </figure>
  );
}

function GatewayHistory({
  gateway,
  history,
  window,
  now,
}: {
  gateway: GatewayHealth;
  history: CarrierHealthHistory['gateways'][number];
  window: { start: number; end: number };
  now: number;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const address = gatewayAddress(gateway);
  return (
    <section className={styles.stack} aria-label={t('health.gateway', { address })}>
      <h4 className={styles.historyTitle}>
        {address} <span className={styles.muted}>— {t(`gatewayStates.${gateway.state}`)}</span>
      </h4>
      {history.pings === 0 ? (
        <p className={styles.muted}>{t('healthMessages.noPings')}</p>
      ) : (
        <>
          <HealthStrip
            segments={history.segments}
            window={window}
            label={t('health.pingsOf', { address })}
            stateLabel={(s) => t(`gatewayStates.${s}`)}
          />
          <p className={styles.muted}>
            {t('health.pingCounts', {
              pings: formatNumber(history.pings),
              failed: formatNumber(history.failed),
            })}
          </p>
          <table className={styles.reportTable}>
            <caption className={styles.muted}>{t('health.newestPings', { address })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('health.time')}</th>
                <th scope="col">{t('health.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {history.recent.slice(0, 5).map((p) => (
                <tr key={p.time}>
                  <td>{clockTime(p.time, now)}</td>
                  <td>{lastPing({ last_status: p.status, last_rtt_ms: p.rtt_ms }, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

export function HealthHistory({ carrierSid }: { carrierSid: string }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const query = useGetCarrierHealthHistoryQuery(carrierSid);
  if (query.error)
    return (
      <ErrorMessage
        message={t('health.loadFailed', { reason: toApiError(query.error).msg })}
        action={
          <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
            {t('health.retry')}
          </Button>
        }
      />
    );
  if (!query.data) return <Skeleton lines={3} label={t('health.loading')} />;
  const { carrier, gateways, registration } = query.data;
  const window = { start: Date.parse(query.data.window.start), end: Date.parse(query.data.window.end) };
  const now = window.end;
  const pinged = carrier.gateways.filter(
    (g) => gateways.find((h) => h.sip_gateway_sid === g.sip_gateway_sid)?.pings,
  );
  return (
    <div className={styles.stack} aria-busy={query.isFetching || undefined}>
      {pinged.length === 0 ? <p className={styles.muted}>{t('healthMessages.noPings')}</p> : null}
      {pinged.map((g) => (
        <GatewayHistory
          key={g.sip_gateway_sid}
          gateway={g}
          history={gateways.find((h) => h.sip_gateway_sid === g.sip_gateway_sid)!}
          window={window}
          now={now}
        />
      ))}
      {registration ? (
        <section className={styles.stack} aria-label={t('health.registration')}>
          <h4 className={styles.historyTitle}>
            {t('health.registration')}{' '}
            <span className={styles.muted}>
              — {carrier.registration ? t(REGISTRATION_STATE_KEY[carrier.registration.state]) : null}
            </span>
          </h4>
          {registration.attempts === 0 ? (
            <p className={styles.muted}>{t('healthMessages.noAttempts')}</p>
          ) : (
            <>
              <HealthStrip
                segments={registration.segments}
                window={window}
                label={t('health.registers')}
                stateLabel={(s) => t(REGISTRATION_STATE_KEY[s])}
              />
              <p className={styles.muted}>
                {t('health.registerCounts', {
                  attempts: formatNumber(registration.attempts),
                  failed: formatNumber(registration.failed),
                })}
              </p>
              <table className={styles.reportTable}>
                <caption className={styles.muted}>{t('health.lastRegisters')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('health.time')}</th>
                    <th scope="col">{t('health.result')}</th>
                    <th scope="col">{t('health.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {registration.recent.slice(0, 5).map((a) => (
                    <tr key={a.time}>
                      <td>{clockTime(a.time, now)}</td>
                      <td>{a.status === 'ok' ? t('health.attemptOk') : t('health.attemptFailed')}</td>
                      <td>{a.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
