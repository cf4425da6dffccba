// The events the portal's apps send each other, and their payloads.

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  /** What the server said, behind a 'Details' toggle (a driver's or SQL text the message puts in plain words). */
  details?: string;
}

export interface PortalEventMap {
  /** Signed in, signed out, or the token changed. `token` is null once signed out. */
  'session:changed': { token: string | null };
  /** The API answered 401: the host clears the session and shows the sign-in page with the expiry message. */
  'session:expired': { status: 401 };
  /** The current service provider changed (admin switched it, or it was first chosen). */
  'service-provider:changed': { serviceProviderSid: string | null };
  /** The selected account changed (account selector, or the `?account_sid=` of the URL). */
  'account:changed': { accountSid: string | null };
  toast: ToastMessage;
  /** Ask the host to navigate (used by remotes mounted outside the host's router, e.g. via single-spa). */
  navigate: { to: string; replace?: boolean };
  /**
   * A count to show beside a declared menu item (e.g. unread alerts), sent by the item's remote (typically from
   * its `./background` module); `count` 0 or null removes it. `label` is what a screen reader hears.
   */
  'menu:badge': { item: string; count: number | null; label?: string };
}

export type PortalEvent = keyof PortalEventMap;
