// How a rule's webhook notifications are signed: the way jambonz signs its webhooks (docs/api/additions.md#alert-rules)
// — a `Jambonz-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the account's webhook secret>`
// header, so a receiver that verifies jambonz's webhooks verifies these with the same code.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Jambonz-Signature';

export function signatureOf(secret: string, body: string, at: number): string {
  const t = Math.floor(at / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Whether a header signs the body with the secret (what a receiver checks). */
export function verifySignature(secret: string, body: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
