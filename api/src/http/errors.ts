// Errors carry the exact status and body the contract gives for each case.
// The portal shows `msg`, so every error it should display has one (guard and lock-out bodies keep their
// contract shape and add `msg`); plain-text bodies are kept only where the contract records them.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string | Record<string, unknown> | null,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : typeof body?.msg === 'string' ? body.msg : `HTTP ${statusCode}`);
  }
}

export const badRequest = (msg: string) => new HttpError(400, { msg });
export const forbidden = (msg = 'insufficient permissions') => new HttpError(403, { msg });
export const notFound = (msg = 'Not Found') => new HttpError(404, { msg });
export const unprocessable = (msg: string) => new HttpError(422, { msg });

/** A path sid that is not a UUID. */
export const badSid = () => new HttpError(400, { msg: 'Bad request' });

/** The `hasAccountPermissions` / `hasServiceProviderPermissions` / admin-only guard failure. */
export const guardFailure = (message = 'insufficient privileges') =>
  new HttpError(403, { status: 'fail', message, msg: message });

/** Plain-text status line (`Forbidden`), where the contract records one. */
export const plainForbidden = () => new HttpError(403, 'Forbidden');

export const VIEW_ONLY_ERROR = () => new HttpError(403, { msg: 'User has view-only access' });

export function unauthorized(tokenWasPresent: boolean): HttpError {
  return new HttpError(401, 'Unauthorized', {
    'WWW-Authenticate': tokenWasPresent
      ? 'Bearer realm="Users", error="invalid_token"'
      : 'Bearer realm="Users"',
  });
}
