// Webhooks between the wire shape and the form shape.
import type { Webhook, WebhookInput } from '@switchboard/shared/types';
import { effectiveWebhookMethod, type WebhookForm } from '@switchboard/shared/validation';

export function hookToForm(hook: Webhook | null | undefined): WebhookForm {
  return {
    url: hook?.url ?? '',
    method: effectiveWebhookMethod(hook?.url, hook?.method),
    basic_auth: Boolean(hook?.username || hook?.password),
    username: hook?.username ?? '',
    password: hook?.password ?? '',
  };
}

/** The hook to send, or null when the URL is blank (no hook). */
export function hookFromForm(form: WebhookForm | undefined, webhookSid?: string): WebhookInput | null {
  const url = form?.url.trim() ?? '';
  if (!url) return null;
  // Unticked, the fields' leftovers are not sent (ticked, the form's rules made sure both are there).
  const auth = form?.basic_auth ?? true;
  const username = auth && form?.username?.trim() ? form.username.trim() : null;
  const password = auth && form?.password ? form.password : null;
  return {
    ...(webhookSid ? { webhook_sid: webhookSid } : {}),
    url,
    method: effectiveWebhookMethod(url, form?.method),
    username: username && password ? username : null,
    password: username && password ? password : null,
  };
}
