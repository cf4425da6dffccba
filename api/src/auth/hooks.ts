// Access checks a route makes before its input is read, as preValidation hooks (the body and query are validated
// after them, so a caller who may not use a route learns nothing from its validation messages).
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors';
import { callerOf, requireUser } from './caller';
import { requireAdminGuard } from './access';

type Hook = (request: FastifyRequest) => Promise<void>;

/** Admins only: 403 `{msg}` with the route's own message. */
export function onlyAdmins(message: string): Hook {
  return async (request) => {
    if (callerOf(request).scope !== 'admin') throw forbidden(message);
  };
}

/** Admins only, refused with the guard's shape (`{status:"fail", message, msg}`). */
export const adminGuardHook: Hook = async (request) => requireAdminGuard(callerOf(request));

/** Not for account users (403 `{msg}`). */
export function notForAccountUsers(message = 'insufficient permissions'): Hook {
  return async (request) => {
    if (callerOf(request).scope === 'account') throw forbidden(message);
  };
}

/** A person behind the token, not an API key (400 `{msg}`). */
export function onlyUsers(message: string): Hook {
  return async (request) => void requireUser(callerOf(request), message);
}
