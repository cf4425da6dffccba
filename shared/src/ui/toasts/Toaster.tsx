import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { bus, type ToastKind, type ToastMessage } from '@switchboard/shared/bus';
import { KIT_NAMESPACE, translateKnown, useTranslation } from '@switchboard/shared/i18n';
import styles from './toasts.module.css';
import { cx, SB_ROOT_CLASS } from '../root';
import { IconAlert, IconClose, IconInfo, IconSuccess } from '../icons';

/** How long a toast stays on screen (spec: toasts disappear after 5000 ms). */
export const TOAST_DURATION_MS = 5000;

interface ShownToast extends ToastMessage {
  id: number;
  /** its details are shown (the toast then stays until dismissed) */
  open?: boolean;
}

export interface ToasterProps {
  /** Override the time on screen (tests, stories). Default TOAST_DURATION_MS. */
  durationMs?: number;
  /** Render into this element (default: in place). The wrapper carries `.sb-root` for the tokens. */
  container?: Element | null;
}

const ICONS: Record<ToastKind, typeof IconInfo> = { success: IconSuccess, error: IconAlert, info: IconInfo };

let nextId = 1;

/**
 * Shows the `toast` events of the bus (`toast('success', 'Deleted account X')` from '@switchboard/shared/bus')
 * in a live region. Each toast goes after TOAST_DURATION_MS or when dismissed; several stack; the same
 * message again while shown restarts its timer instead of stacking a copy. Hovering or focusing a toast
 * pauses its timer (so it can be read), which restarts in full afterwards.
 * Render one per page: the host renders it; a remote mounted alone (single-spa) renders its own.
 */
export function Toaster({ durationMs = TOAST_DURATION_MS, container }: ToasterProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // The list is mirrored in a ref so handlers decide from the current list without side effects in
  // state updaters (which React may call twice).
  const listRef = useRef<ShownToast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const { t } = useTranslation(KIT_NAMESPACE);

  const setList = useCallback((next: ShownToast[]) => {
    listRef.current = next;
    setToasts(next);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      const timer = timers.current.get(id);
      if (timer) clearTimeout(timer);
      timers.current.delete(id);
      setList(listRef.current.filter((t) => t.id !== id));
    },
    [setList],
  );

  const startTimer = useCallback(
    (id: number) => {
      const old = timers.current.get(id);
      if (old) clearTimeout(old);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss, durationMs],
  );

  const pauseTimer = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  useEffect(() => {
    const off = bus.on('toast', ({ kind, message, details }) => {
      if (!message) return;
      const same = listRef.current.find(
        (t) => t.kind === kind && t.message === message && t.details === details,
      );
      if (same) {
        if (!same.open) startTimer(same.id);
        return;
      }
      const id = nextId++;
      startTimer(id);
      setList([...listRef.current, { id, kind, message, ...(details ? { details } : {}) }]);
    });
    return off;
  }, [startTimer, setList]);

  // Open details are being read: the toast stays until dismissed or closed again.
  const toggleDetails = useCallback(
    (id: number) => {
      const next = listRef.current.map((t) => (t.id === id ? { ...t, open: !t.open } : t));
      setList(next);
      if (next.find((t) => t.id === id)?.open) pauseTimer(id);
    },
    [setList, pauseTimer],
  );

  // Timers die with the Toaster (not when the subscription above is renewed).
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const region = (
    <div className={cx(SB_ROOT_CLASS, 'sb-portal', styles.viewport)}>
      {/* Always in the DOM, so screen readers are already watching it when a toast arrives. */}
      <section aria-label={t('notifications')} aria-live="polite" className={styles.list}>
        {toasts.map((toast) => {
          const Icon = ICONS[toast.kind];
          return (
            <div
              key={toast.id}
              // An error interrupts (assertive); success and info wait their turn.
              role={toast.kind === 'error' ? 'alert' : 'status'}
              className={cx(styles.toast, styles[toast.kind])}
              onMouseEnter={() => pauseTimer(toast.id)}
              onMouseLeave={() => (toast.open ? undefined : startTimer(toast.id))}
              onFocus={() => pauseTimer(toast.id)}
              onBlur={() => (toast.open ? undefined : startTimer(toast.id))}
            >
              <Icon className={styles.icon} />
              <div className={styles.body}>
                <p className={styles.message}>{translateKnown(toast.message)}</p>
                {toast.details ? (
                  <>
                    <button
                      type="button"
                      className={styles.detailsToggle}
                      aria-expanded={Boolean(toast.open)}
                      aria-controls={`sb-toast-details-${toast.id}`}
                      onClick={() => toggleDetails(toast.id)}
                    >
                      {toast.open ? t('hideDetails') : t('details')}
                    </button>
                    {toast.open ? (
                      <pre id={`sb-toast-details-${toast.id}`} className={styles.details}>
                        {toast.details}
                      </pre>
                    ) : null}
                  </>
                ) : null}
              </div>
              <button
                type="button"
                className={styles.dismiss}
                aria-label={t('dismissNotification')}
                title={t('dismiss')}
                onClick={() => dismiss(toast.id)}
              >
                <IconClose />
              </button>
            </div>
          );
        })}
      </section>
    </div>
  );
  return container ? createPortal(region, container) : region;
}
