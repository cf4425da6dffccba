// Unread alerts of an account user: what came since the user last opened the Alerts page (remembered in this
// browser), else the last 30 days; at most 10 asked for, the total counted — the contract's poll.
import { ALERT_POLL_COUNT, ALERT_POLL_DAYS } from '@switchboard/shared/validation';

export const ALERTS_MENU_ITEM = 'observability.alerts';
const storageKey = (userSid: string) => `sb.alertsLastViewed.${userSid}`;

export function lastViewed(userSid: string): string | null {
  try {
    return localStorage.getItem(storageKey(userSid));
  } catch {
    return null;
  }
}

export function markAlertsViewed(userSid: string, at: Date = new Date()): void {
  try {
    localStorage.setItem(storageKey(userSid), at.toISOString());
  } catch {
    // private mode: the count simply covers the last 30 days
  }
}

/** The poll's query: page 1 of 10, since the last visit (or the last 30 days). */
export function unreadQuery(since: string | null): string {
  return new URLSearchParams({
    page: '1',
    count: String(ALERT_POLL_COUNT),
    ...(since ? { start: since } : { days: String(ALERT_POLL_DAYS) }),
  }).toString();
}

/** The menu badge for `total` unread alerts (0 removes it). */
export function unreadBadge(total: number): { item: string; count: number; label: string } {
  return {
    item: ALERTS_MENU_ITEM,
    count: total,
    label: total === 1 ? '1 unread alert' : `${total} unread alerts`,
  };
}
