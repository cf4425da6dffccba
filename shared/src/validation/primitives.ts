// Small building blocks for request-body schemas (API) and form schemas (portal).
import { z } from 'zod';
import type { DbBool } from '@switchboard/shared/types';

const SID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the value looks like a server-made sid (a UUID, any version, like the real server's check). */
export function isSid(value: unknown): value is string {
  return typeof value === 'string' && SID_RE.test(value);
}

/** A sid in a body or query. */
export const sidSchema = z.string().regex(SID_RE, 'must be a valid sid (UUID)');

/**
 * A 0/1 flag as clients send it: JSON boolean, 0/1, or "0"/"1"/"true"/"false" — normalised to 0 | 1, the way the
 * server stores and returns it.
 */
export const dbBoolSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => toDbBool(v));

/** Whether a flag as clients send it or the server stores it (true, 1, '1', 'true') is on; anything else is off. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Convert any truthy/falsy flag to the wire's 0/1. */
export function toDbBool(value: unknown): DbBool {
  return isOn(value) ? 1 : 0;
}

/**
 * What a person never types into a name, label, description or username, but an attacker may: NUL, and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make a name read
 * differently from what it is ('invoice‮fdp.exe').
 */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const HIDDEN_CONTROLS = /[\u0000\u202A-\u202E\u2066-\u2069]/;

/** True when the text has none of the hidden controls (null and undefined have none). */
export function isTypedText(value: string | null | undefined): boolean {
  return value === null || value === undefined || !HIDDEN_CONTROLS.test(value);
}

/** The message for a field with a hidden control (the API's 400 and the form's alike). */
export const typedTextMessage = (label: string): string =>
  `${label} must not contain NUL or text-direction control characters`;

/** The one rule for text a person types as a name: `.refine(...typedText('name'))`. */
export const typedText = (label: string) => [isTypedText, typedTextMessage(label)] as const;

/** An optional, nullable name-like column (a description, a username): no hidden controls. */
export function optionalTypedText(max: number, label: string) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(...typedText(label))
    .nullable()
    .optional();
}

/** An optional, nullable string column of at most `max` characters. */
export function optionalText(max: number) {
  return z.string().max(max, `must be at most ${max} characters`).nullable().optional();
}

/** A required, trimmed, non-empty string of at most `max` characters. */
export function requiredText(max: number, requiredMessage: string) {
  return z.string().trim().min(1, requiredMessage).max(max, `must be at most ${max} characters`);
}

/** A non-negative integer sent as a number or a string of digits (query strings, form inputs). */
export const nonNegativeIntSchema = z.union([
  z.number().int().min(0).max(2147483647),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().max(2147483647)),
]);

/** ISO-8601 date-time. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** A UI-friendly e-mail check (`name@host.tld`, no spaces). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Names and realms compare trimmed and case-insensitively ('Acme ' and 'acme' are the same name). */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = (a ?? '').trim().toLowerCase();
  return left !== '' && left === (b ?? '').trim().toLowerCase();
}

/** True when `name` is already one of `taken` (the portal's duplicate checks: the real API allows duplicates). */
export function isNameInUse(
  name: string | null | undefined,
  taken: Iterable<string | null | undefined>,
): boolean {
  for (const other of taken) if (sameName(name, other)) return true;
  return false;
}

/** A refinement whose message depends on the value: `.superRefine(checkWith(test, (v) => message))`. */
export function checkWith<T>(test: (value: T) => boolean, message: (value: T) => string) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (!test(value)) ctx.addIssue({ code: 'custom', message: message(value) });
  };
}
