// The SIP ladder (docs/product/observability.md#sip-ladder): a column per host, an arrow per message with its
// method or status and time, every leg in its own colour, a message sent again shown once with '×n'; an arrow opens
// the whole message (headers and SDP). Rows are virtualised (@tanstack/react-virtual): a 5,000-message ladder
// renders the rows in view (each with its place in the list: aria-posinset of aria-setsize), over one layer of the
// hosts' lifelines. The chosen moment's message is marked and brought into view.
import { useEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { parse as parseSdp } from 'sdp-transform';
import { formatNumber, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { cx } from '@switchboard/shared/ui';
import type { Ladder, LadderArrow } from './ladder.rules';
import { header } from './sip-message';
import { offsetText, type TimeWindow } from './timeline.rules';
import styles from './call-page.module.css';
import { useRowsKeptForFocus } from '../../lib/focused-row';

const ROW_HEIGHT = 30;
const SCROLLER_MAX_PX = 480;
const LEG_CLASS = [styles.arrowLeg0, styles.arrowLeg1, styles.arrowLeg2];

export interface SipLadderProps {
  ladder: Ladder;
  window: TimeWindow;
  /** the arrow at the chosen moment (marked, scrolled to) */
  current: number;
  /** the arrow whose message is open */
  chosen: number | null;
  onChoose: (index: number) => void;
}

const columnAt = (index: number, count: number) => ((index + 0.5) / count) * 100;

export function arrowName(t: Translate, ladder: Ladder, arrow: LadderArrow, window: TimeWindow): string {
  const values = {
    label: arrow.label,
    from: ladder.hosts[arrow.from].label,
    to: ladder.hosts[arrow.to].label,
    at: offsetText(arrow.micros / 1000, window),
  };
  return arrow.repeats.length
    ? t('ladder.arrowRepeated', { ...values, times: formatNumber(arrow.repeats.length + 1) })
    : t('ladder.arrow', values);
}

export function SipLadder({ ladder, window, current, chosen, onChoose }: SipLadderProps) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const scroller = useRef<HTMLDivElement>(null);
  const { hosts, arrows } = ladder;
  const { rangeExtractor, listFocusProps } = useRowsKeptForFocus();
  const virtualizer = useVirtualizer({
    count: arrows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    rangeExtractor,
    initialRect: { width: 900, height: SCROLLER_MAX_PX },
  });
  useEffect(() => {
    if (current >= 0) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [current, virtualizer]);
  const open = chosen !== null ? arrows[chosen] : undefined;

  return (
    <div className={styles.section}>
      <p className={styles.legend}>
        {ladder.legs.map((leg, i) => (
          <span key={leg.callId}>
            <span className={cx(styles.legSwatch, i === 1 && styles.leg1, i >= 2 && styles.leg2)} />
            {t('ladder.leg', { leg: leg.label, callId: leg.callId })}
          </span>
        ))}
        <span className={styles.muted}>
          {t('ladder.messages', { count: arrows.length, total: formatNumber(arrows.length) })}
        </span>
      </p>
      <div className={styles.ladderHead} aria-hidden="true">
        <span className={styles.ladderTime}>{t('ladder.time')}</span>
        <div className={styles.ladderHosts}>
          {hosts.map((host, i) => (
            <span
              key={host.ip}
              className={styles.hostLabel}
              style={{ left: `${columnAt(i, hosts.length)}%` }}
            >
              {host.label}
            </span>
          ))}
        </div>
      </div>
      <div
        ref={scroller}
        className={styles.ladderScroller}
        style={{ height: Math.min(SCROLLER_MAX_PX, arrows.length * ROW_HEIGHT + 2) }}
        data-testid="ladder-scroller"
      >
        {/* the hosts' lifelines: one layer behind every row, not a line per host in each row */}
        <div className={styles.lifelines} style={{ height: virtualizer.getTotalSize() }} aria-hidden="true">
          <span className={styles.lifelinesLane}>
            {hosts.map((host, i) => (
              <span
                key={host.ip}
                className={styles.lifeline}
                style={{ left: `${columnAt(i, hosts.length)}%` }}
              />
            ))}
          </span>
        </div>
        <ol
          className={styles.ladderRows}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={t('call.pageMessages.sipMessagesList')}
          {...listFocusProps}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const arrow = arrows[item.index];
            const left = columnAt(Math.min(arrow.from, arrow.to), hosts.length);
            const right = columnAt(Math.max(arrow.from, arrow.to), hosts.length);
            const failure = (arrow.message.status ?? 0) >= 400;
            return (
              <li
                key={item.index}
                className={cx(styles.ladderRow, item.index === current && styles.ladderRowCurrent)}
                style={{ transform: `translateY(${item.start}px)` }}
                aria-current={item.index === current ? 'true' : undefined}
                // only the rows near the screen are in the document: each says where it stands in the whole list
                aria-setsize={arrows.length}
                aria-posinset={item.index + 1}
                data-arrow={item.index}
              >
                <span className={styles.ladderTime}>{offsetText(arrow.micros / 1000, window)}</span>
                <span className={styles.ladderLane}>
                  <button
                    type="button"
                    className={cx(
                      styles.arrow,
                      arrow.to > arrow.from ? styles.arrowRight : styles.arrowLeft,
                      LEG_CLASS[Math.min(arrow.leg, 2)],
                      failure && styles.arrowFailure,
                      chosen === item.index && styles.arrowChosen,
                    )}
                    style={{ left: `${left}%`, width: `${Math.max(2, right - left)}%` }}
                    aria-label={arrowName(t, ladder, arrow, window)}
                    aria-pressed={chosen === item.index}
                    onClick={() => onChoose(item.index)}
                  >
                    <span className={styles.arrowLabel}>
                      {arrow.label}
                      {arrow.repeats.length ? (
                        <span className={styles.repeat}>×{arrow.repeats.length + 1}</span>
                      ) : null}
                    </span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {open ? <SipMessageView ladder={ladder} arrow={open} window={window} /> : null}
    </div>
  );
}

/** Where and when a message went, and when it was sent again. */
function messageRoute(t: Translate, ladder: Ladder, arrow: LadderArrow, window: TimeWindow): string {
  const { message } = arrow;
  const route = t('ladder.route', {
    from: ladder.hosts[arrow.from].label,
    src: `${message.src}:${message.srcPort}`,
    to: ladder.hosts[arrow.to].label,
    dst: `${message.dst}:${message.dstPort}`,
    transport: message.transport.toUpperCase(),
    time: new Date(arrow.micros / 1000).toISOString(),
    offset: offsetText(arrow.micros / 1000, window),
  });
  if (!arrow.repeats.length) return route;
  return t('ladder.sentAgain', {
    route,
    count: arrow.repeats.length,
    times: arrow.repeats.map((micros) => offsetText(micros / 1000, window)).join(', '),
  });
}

/** The whole message: where it went, when, its text, and its SDP read out. */
function SipMessageView({
  ladder,
  arrow,
  window,
}: {
  ladder: Ladder;
  arrow: LadderArrow;
  window: TimeWindow;
}) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const { message } = arrow;
  const sdp = useMemo(() => {
    if (!/application\/sdp/i.test(header(message, 'Content-Type') ?? '') || !message.body) return null;
    try {
      return parseSdp(message.body);
    } catch {
      return null;
    }
  }, [message]);
  return (
    <section className={styles.message} aria-label={t('ladder.message', { label: arrow.label })}>
      <h3 className={styles.sectionTitle}>{message.startLine}</h3>
      <p className={styles.muted}>{messageRoute(t, ladder, arrow, window)}</p>
      {sdp ? (
        <table className={styles.table}>
          <caption className={styles.muted}>{t('ladder.sdp')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ladder.media')}</th>
              <th scope="col">{t('ladder.address')}</th>
              <th scope="col">{t('ladder.codecs')}</th>
              <th scope="col">{t('ladder.direction')}</th>
            </tr>
          </thead>
          <tbody>
            {(sdp.media ?? []).map((m, i) => (
              <tr key={i}>
                <td>
                  {m.type} {m.port}/{m.protocol}
                </td>
                <td>{m.connection?.ip ?? sdp.connection?.ip ?? '—'}</td>
                <td>{(m.rtp ?? []).map((r) => `${r.codec}/${r.rate}`).join(', ') || m.payloads}</td>
                <td>{m.direction ?? sdp.direction ?? 'sendrecv'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <pre className={styles.raw} data-testid="sip-message-text">
        {message.raw}
      </pre>
    </section>
  );
}
