// Webhooks between the wire shape and the form shape.
import type { Webhook, WebhookInput } from '@switchboard/shared/types';
import { effectiveWebhookMethod, type WebhookForm } from '@switchboard/shared/validation';

export function hookToForm(hook: Webhook | null | undefined): WebhookForm {
  return {
    url: hook?.url ?? '',
    method: effectiveWebhookMethod(hook?.url, hook?.method),
    username: hook?.username ?? '',
    password: hook?.password ?? '',
  };
}

/** The hook to send, or null when the URL is blank (no hook). */
export function hookFromForm(form: WebhookForm | undefined, webhookSid?: string): WebhookInput | null {
  const url = form?.url.trim() ?? '';
  if (!url) return null;
  const username = form?.username?.trim() ? form.username.trim() : null;
  const password = form?.password ? form.password : null;
  return {
    ...(webhookSid ? { webhook_sid: webhookSid } : {}),
    url,
    method: effectiveWebhookMethod(url, form?.method),
    username: username && password ? username : null,
    password: username && password ? password : null,
  };
}
