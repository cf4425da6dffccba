// Rules the telephony resources share: a sid given in a query, the first issue of a shared rule check as the 400,
// and the application a carrier, number or tenant routes to, which must be its account's.
import { TELEPHONY_MESSAGES, isSid } from '@switchboard/shared/validation';
import { badRequest } from '../../../http/errors';
import type { ReferenceRepository } from './repository';

/** A sid given in a query, or null when absent or blank; anything else but a sid is a 400. */
export function optionalSid(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isSid(value)) throw badRequest(`${field} must be a valid sid (UUID)`);
  return (value as string).toLowerCase();
}

/** The first rule issue as a 400 `{msg}`. */
export function refuseIssues(issues: { message: string }[]): void {
  if (issues.length > 0) throw badRequest(issues[0].message);
}

/** The application must belong to the account (root carrier rule wording). */
export function requireApplicationOfAccount(
  references: ReferenceRepository,
  applicationSid: string,
  accountSid: string | null,
): void {
  const app = references.applicationOwner(applicationSid);
  if (!app) throw badRequest('unknown application_sid');
  if (!accountSid) throw badRequest('account_sid missing');
  if (app.account_sid !== accountSid) throw badRequest(TELEPHONY_MESSAGES.applicationNotForAccount);
}

/**
 * A body as it came, for checks the contract makes before the body's own validation (a preValidation hook): `{}`
 * when there is none, the 400 when it is not an object.
 */
export function rawBody(body: unknown): Record<string, unknown> {
  const given = body ?? {};
  if (typeof given !== 'object' || Array.isArray(given))
    throw badRequest('request body must be a JSON object');
  return given as Record<string, unknown>;
}
