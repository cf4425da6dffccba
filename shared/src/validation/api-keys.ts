// API keys: `POST /ApiKeys` body.
import { z } from 'zod';
import { isoDateSchema, sidSchema } from './primitives';

/** `POST /ApiKeys`: an account key, a service-provider key, or (admin only) neither = an admin key. */
export const apiKeyBodySchema = z.strictObject({
  account_sid: sidSchema.nullable().optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  expires_at: isoDateSchema.nullable().optional(),
});
export type ApiKeyBody = z.output<typeof apiKeyBodySchema>;

/** How the product shows an API key's last use: 'Never used', 'Today', 'Yesterday' or 'N days ago'. */
export function describeLastUsed(lastUsed: string | null | undefined, now: Date = new Date()): string {
  if (!lastUsed) return 'Never used';
  const used = new Date(lastUsed);
  if (Number.isNaN(used.getTime())) return 'Never used';
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(used)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** A secret shown with only its last `visible` characters (default 4). */
export function maskSecret(secret: string, visible = 4): string {
  if (secret.length <= visible) return secret;
  return '•'.repeat(Math.min(secret.length - visible, 32)) + secret.slice(-visible);
}
