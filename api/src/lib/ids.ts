// Identifiers: sids are UUID v4; webhook secrets and reset links use a short base58 form of a UUID.
import { randomUUID } from 'node:crypto';

export const newSid = (): string => randomUUID();

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A random UUID written in base58 (22 characters, like the real server's short-uuid). */
export function shortUuid(): string {
  let n = BigInt('0x' + randomUUID().replace(/-/g, ''));
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out.padStart(22, BASE58[0]);
}

export const newWebhookSecret = (): string => `wh_secret_${shortUuid()}`;

/** ISO-8601 timestamp, the form every date column uses. */
export const isoNow = (ms: number = Date.now()): string => new Date(ms).toISOString();
