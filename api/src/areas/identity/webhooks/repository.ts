// Webhook rows, linked from service providers, accounts and applications (a hook row may be shared): all their SQL.
import type { ApplicationWebhook, Webhook } from '@switchboard/shared/types';
import type { WebhookBody } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { newSid } from '../../../lib/ids';
import { maskedIfSet } from '../../../lib/masking';

const HOOK_COLUMNS = ['webhook_sid', 'url', 'method', 'username', 'password'];

/** SQL columns for a webhook joined under `alias` (e.g. `ch`), read back by `hookFrom`. */
export function hookColumns(alias: string): string {
  return HOOK_COLUMNS.map((c) => `${alias}.${c} AS ${alias}_${c}`).join(', ');
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
  for (const c of HOOK_COLUMNS) delete row[`${alias}_${c}`];
  if (!sid) return null;
  return withSid ? { webhook_sid: sid as string, ...hook } : hook;
}

/**
 * A hook as a caller who may not change its owner reads it: the basic-auth password masked to its last 4 characters
 * (docs/api/contract.md#secret-masking).
 */
export function withPasswordMasked<T extends Webhook | ApplicationWebhook | null>(hook: T): T {
  return hook && hook.password ? { ...hook, password: maskedIfSet(hook.password) } : hook;
}

export class WebhookRepository {
  constructor(private readonly store: Store) {}

  /**
   * Apply a hook from a request to a slot that currently links `currentSid`:
   * undefined → unchanged; null or an empty URL → unlinked; an object → the linked row updated (a new row when
   * none is linked, or when the row is shared with another owner, so one owner's edit never changes another's
   * hook). Returns the sid the slot should link to. Call `dropUnused` on the old sid after the owner row is saved.
   */
  save(currentSid: string | null, hook: WebhookBody | null | undefined): string | null {
    if (hook === undefined) return currentSid;
    if (hook === null || hook.url === '') return null;
    const values = { url: hook.url, method: hook.method, username: hook.username, password: hook.password };
    if (currentSid && this.references(currentSid) <= 1) {
      this.store.update('webhooks', 'webhook_sid', currentSid, values);
      return currentSid;
    }
    const sid = newSid();
    this.store.insert('webhooks', { webhook_sid: sid, ...values });
    return sid;
  }

  /** Delete webhook rows nothing links to any more. */
  dropUnused(webhookSids: (string | null | undefined)[]): void {
    for (const sid of webhookSids) {
      if (sid && this.references(sid) === 0)
        this.store.run('DELETE FROM webhooks WHERE webhook_sid = ?', sid);
    }
  }

  /** How many rows link to this webhook. */
  private references(webhookSid: string): number {
    return (
      this.store.get<{ n: number }>(
        `SELECT (SELECT COUNT(*) FROM applications WHERE call_hook_sid = @sid OR call_status_hook_sid = @sid OR messaging_hook_sid = @sid)
              + (SELECT COUNT(*) FROM accounts WHERE registration_hook_sid = @sid OR queue_event_hook_sid = @sid)
              + (SELECT COUNT(*) FROM service_providers WHERE registration_hook_sid = @sid) AS n`,
        { sid: webhookSid },
      )?.n ?? 0
    );
  }
}
