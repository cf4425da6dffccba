// Webhooks embedded in accounts, service providers and applications.
import type { Sid } from './common';

export type WebhookMethod = 'GET' | 'POST';

/** Embedded hook of an Account or ServiceProvider response (no `webhook_sid`). */
export interface Webhook {
  url: string;
  method: WebhookMethod;
  username: string | null;
  password: string | null;
}

/** Embedded hook of an Application response: carries `webhook_sid`, sent back on PUT to update that row. */
export interface ApplicationWebhook extends Webhook {
  webhook_sid: Sid;
}

/** A hook as a client sends it. */
export interface WebhookInput {
  webhook_sid?: Sid;
  url: string;
  method?: WebhookMethod;
  username?: string | null;
  password?: string | null;
}
