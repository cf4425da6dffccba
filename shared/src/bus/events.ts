// The events the portal's apps send each other, and their payloads. Only what something listens to: state (the
// session, the current service provider, the selected account) is read from the store, which every app shares.

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  /** What the server said, behind a 'Details' toggle (a driver's or SQL text the message puts in plain words). */
  details?: string;
}

export interface PortalEventMap {
  /** The API answered 401: the host clears the session and shows the sign-in page with the expiry message. */
  'session:expired': { status: 401 };
  toast: ToastMessage;
  /**
   * A count to show beside a declared menu item (e.g. unread alerts), sent by the item's remote (typically from
   * its `./background` module); `count` 0 or null removes it. `label` is what a screen reader hears.
   */
  'menu:badge': { item: string; count: number | null; label?: string };
}

export type PortalEvent = keyof PortalEventMap;
