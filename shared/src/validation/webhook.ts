// Webhooks (call, status, registration, queue-event, messaging hooks): URL, method and HTTP basic auth.
import { z } from 'zod';
import type { WebhookMethod } from '@switchboard/shared/types';
import { MESSAGES, DEFAULT_WEBHOOK_METHOD, WEBHOOK_PROTOCOLS } from '@switchboard/shared/constants';
import { isHostOrIPv4 } from './network';
import { sidSchema, typedText } from './primitives';

/** ws:// and wss:// hooks are websocket hooks: their method is always GET. */
export function isWebsocketUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && /^wss?:\/\//i.test(url.trim());
}

/** The method a hook must use: GET for websockets, otherwise the chosen one (POST by default). */
export function effectiveWebhookMethod(
  url: string | null | undefined,
  method?: string | null,
): WebhookMethod {
  if (isWebsocketUrl(url)) return 'GET';
  return method === 'GET' || method === 'POST' ? method : DEFAULT_WEBHOOK_METHOD;
}

/**
 * What is wrong with a webhook URL, worded like the real server (`call_hook URL is invalid`, ...), or null.
 * `label` names the URL in the message.
 */
export function webhookUrlError(url: string, label = 'URL'): string | null {
  if (url !== url.trim()) return `${label} contains leading/trailing whitespace`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${label} is invalid`;
  }
  if (!(WEBHOOK_PROTOCOLS as readonly string[]).includes(parsed.protocol)) {
    return `${label} has missing or invalid protocol ${parsed.protocol}`;
  }
  const host = parsed.hostname;
  const ipv6 = host.startsWith('[') && host.endsWith(']');
  if (!ipv6 && !isHostOrIPv4(host)) return `${label} has invalid hostname ${host}`;
  return null;
}

/** HTTP basic auth on a hook needs both a username and a password, or neither. */
export function basicAuthIncomplete(username?: string | null, password?: string | null): boolean {
  return Boolean(username && username.trim()) !== Boolean(password && password.trim());
}

/**
 * A webhook in a form: url, method, whether it uses HTTP basic authentication, username, password.
 * `required`: the URL must be given (call and status hooks); otherwise a blank URL means "no hook".
 * With `basic_auth` ticked both username and password are required (docs/product/identity.md#webhooks) — two blank fields are not "no
 * authentication" then; without it they are cleared.
 */
export function webhookFormSchema(options: { required: boolean }) {
  return z
    .object({
      url: z.string().max(1024),
      method: z.enum(['POST', 'GET']),
      basic_auth: z.boolean().optional(),
      username: z
        .string()
        .max(255)
        .refine(...typedText('username'))
        .optional(),
      password: z.string().max(255).optional(),
    })
    .superRefine((hook, ctx) => {
      const url = hook.url;
      if (url.trim() === '') {
        if (options.required)
          ctx.addIssue({ code: 'custom', path: ['url'], message: MESSAGES.webhookUrlRequired });
      } else {
        const error = webhookUrlError(url);
        if (error) ctx.addIssue({ code: 'custom', path: ['url'], message: error });
      }
      if (hook.basic_auth) {
        for (const field of ['username', 'password'] as const) {
          if (!hook[field]?.trim())
            ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.webhookBasicAuthBoth });
        }
      } else if (hook.basic_auth === undefined && basicAuthIncomplete(hook.username, hook.password)) {
        const path = hook.username && hook.username.trim() ? 'password' : 'username';
        ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES.webhookBasicAuthBoth });
      }
    });
}
export type WebhookForm = z.input<ReturnType<typeof webhookFormSchema>>;

/** An empty webhook form value. */
export const EMPTY_WEBHOOK_FORM: WebhookForm = {
  url: '',
  method: DEFAULT_WEBHOOK_METHOD,
  basic_auth: false,
  username: '',
  password: '',
};

/**
 * A webhook in a request body, e.g. `call_hook`. `field` names it in messages (`call_hook URL is invalid`).
 * `allowEmptyUrl`: an empty URL is accepted and means "no hook" (account and service-provider hooks).
 * Output: method normalised (GET for ws/wss, POST by default), blank username/password as null.
 */
export function webhookBodySchema(field: string, options: { allowEmptyUrl?: boolean } = {}) {
  return z
    .strictObject({
      webhook_sid: sidSchema.optional(),
      url: z
        .string({ error: `${field} URL is invalid` })
        .max(1024, `${field} URL must be at most 1024 characters`),
      method: z
        .string()
        .transform((m) => m.toUpperCase())
        .pipe(z.enum(['GET', 'POST'], { error: `${field} method must be GET or POST` }))
        .nullable()
        .optional(),
      username: z
        .string()
        .max(255)
        .refine(...typedText('username'))
        .nullable()
        .optional(),
      password: z.string().max(255).nullable().optional(),
    })
    .superRefine((hook, ctx) => {
      if (hook.url === '') {
        if (!options.allowEmptyUrl)
          ctx.addIssue({ code: 'custom', path: ['url'], message: `${field} URL is invalid` });
      } else {
        const error = webhookUrlError(hook.url, `${field} URL`);
        if (error) ctx.addIssue({ code: 'custom', path: ['url'], message: error });
      }
      if (basicAuthIncomplete(hook.username, hook.password)) {
        ctx.addIssue({
          code: 'custom',
          path: ['username'],
          message: `${field}: ${MESSAGES.webhookBasicAuthBoth.toLowerCase()}`,
        });
      }
    })
    .transform((hook) => ({
      ...(hook.webhook_sid ? { webhook_sid: hook.webhook_sid } : {}),
      url: hook.url,
      method: effectiveWebhookMethod(hook.url, hook.method),
      username: hook.username && hook.username.trim() ? hook.username : null,
      password: hook.password && hook.password.trim() ? hook.password : null,
    }));
}
export type WebhookBody = z.output<ReturnType<typeof webhookBodySchema>>;
