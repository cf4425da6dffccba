// Unread alerts of an account user: what came since the user last opened the Alerts page (remembered in this
// browser), else the last 30 days; at most 10 asked for, the total counted — the contract's poll. When the server
// fails (a jambonz API whose time series is down answers 500), the poll backs off, across page loads too.
import { ALERT_POLL_COUNT, ALERT_POLL_DAYS, ALERT_POLL_INTERVAL_MS } from '@switchboard/shared/validation';

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

/** The longest the poll waits after failures of the server (a time series that is down, say). */
export const ALERT_POLL_MAX_BACKOFF_MS = 30 * 60_000;
const backoffKey = (userSid: string) => `sb.alertsPollBackoff.${userSid}`;

/** After a server failure: the failures so far and when to ask again (kept across page loads of this browser). */
export interface PollBackoff {
  failures: number;
  retryAt: number;
}

export function readBackoff(userSid: string): PollBackoff | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(backoffKey(userSid)) ?? 'null') as PollBackoff | null;
    return value && Number.isFinite(value.retryAt) && Number.isFinite(value.failures) ? value : null;
  } catch {
    return null;
  }
}

/**
 * One more failure: the wait doubles from the poll's interval (2, 4, 8… minutes) up to
 * ALERT_POLL_MAX_BACKOFF_MS. `null` clears it (the server answered).
 */
export function recordPollOutcome(userSid: string, failed: boolean, now = Date.now()): PollBackoff | null {
  try {
    if (!failed) {
      sessionStorage.removeItem(backoffKey(userSid));
      return null;
    }
    const failures = (readBackoff(userSid)?.failures ?? 0) + 1;
    const wait = Math.min(ALERT_POLL_INTERVAL_MS * 2 ** failures, ALERT_POLL_MAX_BACKOFF_MS);
    const next = { failures, retryAt: now + wait };
    sessionStorage.setItem(backoffKey(userSid), JSON.stringify(next));
    return next;
  } catch {
    return null;
  }
}
