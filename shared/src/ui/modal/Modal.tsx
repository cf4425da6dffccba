import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { cx, SB_ROOT_CLASS } from '../root';
import { IconClose } from '../icons';
import { isTopDialog, pushDialog, tabbableElements } from './focus';

/**
 * Where dialogs go when no `container` is given (default document.body). An area mounted in a shadow root
 * provides its own element, so its dialogs stay inside the root and keep its styles.
 */
export const ModalContainerContext = createContext<Element | null>(null);

/** The focused element as seen from `node`'s root (a shadow root hides the real one behind its host). */
function activeElementOf(node: Node | null): Element | null {
  const root = node?.getRootNode() as Document | ShadowRoot | undefined;
  return root?.activeElement ?? document.activeElement;
}

export interface ModalProps {
  open: boolean;
  /** The dialog's title (an h2); it also names the dialog. */
  title: ReactNode;
  /** Called on Escape, the close button, a backdrop click, or a Cancel button you wire to it. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  /** Element to focus when the dialog opens; default: the first focusable element of the body/footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Element to focus when the dialog closes if the opener is gone (e.g. its row was deleted). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** false while work is in progress: Escape, backdrop and the close button do nothing. Default true. */
  dismissible?: boolean;
  /** Close on a click outside the dialog. Default true. */
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that interrupt (e.g. delete). Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Where to portal the dialog; default document.body. The wrapper carries `.sb-root` for the tokens. */
  container?: Element | null;
  className?: string;
}

/**
 * An accessible modal dialog: role="dialog" + aria-modal, labelled by its title, focus moved in on open,
 * trapped inside (Tab / Shift+Tab cycle), Escape closes, focus goes back to the opener on close.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <ModalDialog {...props} />;
}

function ModalDialog({
  title,
  onClose,
  children,
  footer,
  initialFocusRef,
  returnFocusRef,
  dismissible = true,
  closeOnBackdrop = true,
  size = 'md',
  role = 'dialog',
  container,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const contextTarget = useContext(ModalContainerContext);
  const portalTarget = container ?? contextTarget ?? document.body;
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = `sb-modal-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Latest values for the effects without re-running them.
  const latest = useRef({ onClose, dismissible, returnFocusRef });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible, returnFocusRef };
  });

  // Move focus in on open; give it back on close.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const focused = activeElementOf(portalTarget);
    const opener = focused instanceof HTMLElement ? focused : null;
    const popDialog = pushDialog(dialog);
    const target =
      initialFocusRef?.current ?? (contentRef.current && tabbableElements(contentRef.current)[0]) ?? dialog;
    target.focus();
    return () => {
      popDialog();
      const fallback = latest.current.returnFocusRef?.current;
      if (opener && opener.isConnected && opener !== document.body) opener.focus();
      else fallback?.focus();
    };
    // initialFocusRef is read once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep focus inside even if something outside grabs it (e.g. a click on a stray focusable element).
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      // In a shadow root the document sees the host as the target; the composed path has the real one.
      const target = event.composedPath()[0] ?? event.target;
      if (!dialog || !isTopDialog(dialog) || !(target instanceof Node)) return;
      if (!dialog.contains(target)) (tabbableElements(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const requestClose = () => {
    if (latest.current.dismissible) latest.current.onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || !isTopDialog(dialog)) return;
    if (event.key === 'Escape') {
      // Stop here: a dialog opened from inside another must not close its parent too.
      event.stopPropagation();
      event.preventDefault();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = tabbableElements(dialog);
    if (items.length === 0) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = activeElementOf(dialog);
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const node = (
    <div className={cx(SB_ROOT_CLASS, 'sb-portal')}>
      <div
        className={styles.backdrop}
        // Pointer-only convenience: Escape and the close button are the keyboard ways out.
        onMouseDown={(event) => {
          if (closeOnBackdrop && event.target === event.currentTarget) requestClose();
        }}
        role="presentation"
      >
        <div
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={cx(styles.dialog, styles[size], className)}
          onKeyDown={onKeyDown}
        >
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close"
              title="Close"
              onClick={requestClose}
              disabled={!dismissible}
            >
              <IconClose />
            </button>
          </div>
          <div ref={contentRef} className={styles.content}>
            <div className={styles.body}>{children}</div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </div>
        </div>
      </div>
    </div>
  );
  return createPortal(node, portalTarget);
}
