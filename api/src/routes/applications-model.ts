// Application rows as the API returns them: hooks with webhook_sid, env_vars decrypted.
import type { Application, EnvVars } from '@switchboard/shared/types';
import type { Store } from '../db/store';
import type { SecretBox } from '../lib/secret-box';
import { hookColumns, hookFrom } from './webhooks-model';

const APPLICATION_FROM = `FROM applications app
  LEFT JOIN webhooks ch ON ch.webhook_sid = app.call_hook_sid
  LEFT JOIN webhooks sh ON sh.webhook_sid = app.call_status_hook_sid
  LEFT JOIN webhooks mh ON mh.webhook_sid = app.messaging_hook_sid`;
export const APPLICATION_SELECT = `SELECT app.*, ${hookColumns('ch')}, ${hookColumns('sh')}, ${hookColumns('mh')} ${APPLICATION_FROM}`;

export function applicationFromRow(row: Record<string, unknown>, box: SecretBox): Application {
  const call_hook = hookFrom(row, 'ch', true);
  const call_status_hook = hookFrom(row, 'sh', true);
  const messaging_hook = hookFrom(row, 'mh', true);
  delete row.call_hook_sid;
  delete row.call_status_hook_sid;
  delete row.messaging_hook_sid;
  return {
    ...(row as unknown as Application),
    env_vars: box.decryptJson<EnvVars>(row.env_vars as string | null),
    call_hook,
    call_status_hook,
    messaging_hook,
  };
}

export function readApplication(
  store: Store,
  box: SecretBox,
  applicationSid: string,
): Application | undefined {
  const row = store.get<Record<string, unknown>>(
    `${APPLICATION_SELECT} WHERE app.application_sid = ?`,
    applicationSid,
  );
  return row ? applicationFromRow(row, box) : undefined;
}
