// Webhook rows linked from service providers, accounts and applications.
import type { ApplicationWebhook, Webhook } from '@switchboard/shared/types';
import type { WebhookBody } from '@switchboard/shared/validation';
import type { Store } from '../db/store';
import { newSid } from '../lib/ids';

/** SQL columns for a webhook joined under `alias` (e.g. `ch`), read back by `hookFrom`. */
export function hookColumns(alias: string): string {
  return ['webhook_sid', 'url', 'method', 'username', 'password']
    .map((c) => `${alias}.${c} AS ${alias}_${c}`)
    .join(', ');
}

/** Pull a joined hook out of a row (removing its columns); null when the row has none. */
export function hookFrom(
  row: Record<string, unknown>,
  alias: string,
  withSid: true,
): ApplicationWebhook | null;
export function hookFrom(row: Record<string, unknown>, alias: string, withSid: false): Webhook | null;
export function hookFrom(
  row: Record<string, unknown>,
  alias: string,
  withSid: boolean,
): Webhook | ApplicationWebhook | null {
  const value = (c: string) => row[`${alias}_${c}`];
  const sid = value('webhook_sid');
  const hook = {
    url: value('url'),
    method: value('method'),
    username: value('username'),
    password: value('password'),
  } as Webhook;
  for (const c of ['webhook_sid', 'url', 'method', 'username', 'password']) delete row[`${alias}_${c}`];
  if (!sid) return null;
  return withSid ? { webhook_sid: sid as string, ...hook } : hook;
}

/** How many rows link to this webhook. */
function references(store: Store, webhookSid: string): number {
  return (
    store.get<{ n: number }>(
      `SELECT (SELECT COUNT(*) FROM applications WHERE call_hook_sid = @sid OR call_status_hook_sid = @sid OR messaging_hook_sid = @sid)
            + (SELECT COUNT(*) FROM accounts WHERE registration_hook_sid = @sid OR queue_event_hook_sid = @sid)
            + (SELECT COUNT(*) FROM service_providers WHERE registration_hook_sid = @sid) AS n`,
      { sid: webhookSid },
    )?.n ?? 0
  );
}

/** Delete webhook rows nothing links to any more. */
export function dropUnusedHooks(store: Store, webhookSids: (string | null | undefined)[]): void {
  for (const sid of webhookSids) {
    if (sid && references(store, sid) === 0) store.run('DELETE FROM webhooks WHERE webhook_sid = ?', sid);
  }
}

/**
 * Apply a hook from a request to a slot that currently links `currentSid`:
 * undefined → unchanged; null or an empty URL → unlinked; an object → the linked row updated (a new row when
 * none is linked, or when the row is shared with another owner, so one owner's edit never changes another's hook).
 * Returns the sid the slot should link to. Call `dropUnusedHooks` on the old sid after the owner row is saved.
 */
export function saveHook(
  store: Store,
  currentSid: string | null,
  hook: WebhookBody | null | undefined,
): string | null {
  if (hook === undefined) return currentSid;
  if (hook === null || hook.url === '') return null;
  const values = { url: hook.url, method: hook.method, username: hook.username, password: hook.password };
  if (currentSid && references(store, currentSid) <= 1) {
    store.update('webhooks', 'webhook_sid', currentSid, values);
    return currentSid;
  }
  const sid = newSid();
  store.insert('webhooks', { webhook_sid: sid, ...values });
  return sid;
}
