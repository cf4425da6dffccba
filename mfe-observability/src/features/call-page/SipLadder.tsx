// The SIP ladder (docs/product/observability.md#sip-ladder): a column per host, an arrow per message with its
// method or status and time, every leg in its own colour, a message sent again shown once with '×n'; an arrow opens
// the whole message (headers and SDP). Rows are virtualised (@tanstack/react-virtual): a 5,000-message ladder
// renders the rows in view. The chosen moment's message is marked and brought into view.
import { useEffect, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { parse as parseSdp } from 'sdp-transform';
import { CALL_PAGE_MESSAGES } from '@switchboard/shared/call-analysis';
import { cx } from '@switchboard/shared/ui';
import type { Ladder, LadderArrow } from './ladder.rules';
import { header } from './sip-message';
import { offsetText, type TimeWindow } from './timeline.rules';
import styles from './call-page.module.css';

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

export function arrowName(ladder: Ladder, arrow: LadderArrow, window: TimeWindow): string {
  const from = ladder.hosts[arrow.from].label;
  const to = ladder.hosts[arrow.to].label;
  const again = arrow.repeats.length ? `, sent ${arrow.repeats.length + 1} times` : '';
  return `${arrow.label} from ${from} to ${to} at ${offsetText(arrow.micros / 1000, window)}${again}`;
}

export function SipLadder({ ladder, window, current, chosen, onChoose }: SipLadderProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { hosts, arrows } = ladder;
  const virtualizer = useVirtualizer({
    count: arrows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
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
            {leg.label}: {leg.callId}
          </span>
        ))}
        <span className={styles.muted}>{arrows.length.toLocaleString('en')} messages</span>
      </p>
      <div className={styles.ladderHead} aria-hidden="true">
        <span className={styles.ladderTime}>time</span>
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
        <ol
          className={styles.ladderRows}
          style={{ height: virtualizer.getTotalSize() }}
          aria-label={CALL_PAGE_MESSAGES.sipMessagesList}
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
                data-arrow={item.index}
              >
                <span className={styles.ladderTime}>{offsetText(arrow.micros / 1000, window)}</span>
                <span className={styles.ladderLane}>
                  {hosts.map((host, i) => (
                    <span
                      key={host.ip}
                      className={styles.lifeline}
                      style={{ left: `${columnAt(i, hosts.length)}%` }}
                    />
                  ))}
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
                    aria-label={arrowName(ladder, arrow, window)}
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
    <section className={styles.message} aria-label={`SIP message ${arrow.label}`}>
      <h3 className={styles.sectionTitle}>{message.startLine}</h3>
      <p className={styles.muted}>
        {ladder.hosts[arrow.from].label} ({message.src}:{message.srcPort}) → {ladder.hosts[arrow.to].label} (
        {message.dst}:{message.dstPort}), {message.transport.toUpperCase()},{' '}
        {new Date(arrow.micros / 1000).toISOString()} ({offsetText(arrow.micros / 1000, window)})
        {arrow.repeats.length
          ? `; sent again ${arrow.repeats.length} time${arrow.repeats.length > 1 ? 's' : ''}: ${arrow.repeats
              .map((t) => offsetText(t / 1000, window))
              .join(', ')}`
          : ''}
      </p>
      {sdp ? (
        <table className={styles.table}>
          <caption className={styles.muted}>SDP</caption>
          <thead>
            <tr>
              <th scope="col">media</th>
              <th scope="col">address</th>
              <th scope="col">codecs</th>
              <th scope="col">direction</th>
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
