// What the telephony routes not yet in the area share: optional sids in queries, the body as an object, a carrier.
import type { VoipCarrier } from '@switchboard/shared/types';
import { isSid } from '@switchboard/shared/validation';
import type { Store } from '../../db/store';
import { badRequest } from '../../http/errors';

/** A sid given in a query or body, or null when absent or blank; anything else but a sid is a 400. */
export function optionalSid(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isSid(value)) throw badRequest(`${field} must be a valid sid (UUID)`);
  return (value as string).toLowerCase();
}

/** The body of a write as an object (an empty body is `{}`). */
export function bodyOf(request: { body?: unknown }): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body) || body === null)
    throw badRequest('request body must be a JSON object');
  return body as Record<string, unknown>;
}

// ---------------------------------------------------------------- carriers

export type CarrierRow = Omit<VoipCarrier, 'register_status'> & { register_status: string | null };

export function findCarrier(store: Store, sid: string): CarrierRow | undefined {
  return store.get<CarrierRow>('SELECT * FROM voip_carriers WHERE voip_carrier_sid = ?', sid);
}
