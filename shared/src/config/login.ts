// `POST /login` on plain fetch, for every sign-in form (the host's sign-in page and an area's standalone shell): the
// sign-in page must stay lean (no store, no RTK Query, no router), so this does not go through the shared api. Its
// error texts depend only on the status (docs/product/shell.md#sign-in).
import type { LoginResponse, TwoFactorChallenge } from '@switchboard/shared/types';
import { getApiBaseUrl } from './runtime-config';

export const LOGIN_MESSAGES = {
  incorrect: 'Login credentials are incorrect',
  // The product (docs/product/shell.md#sign-in) only says "a server error message" for a 500 from sign-in.
  serverError: 'The server encountered an error, please try again later',
  unreachable: 'The server cannot be reached',
  generic: 'Something went wrong, please try again',
  /** The second step of a sign-in with two-factor (Switchboard's API only). */
  codeIncorrect: 'The code is not correct',
  tooLate: 'The sign-in took too long: log in again',
  /** An area's standalone shell has no second step: the portal has. */
  twoFactorElsewhere: 'This user signs in with a second factor: sign in through the portal',
} as const;

export class LoginError extends Error {
  constructor(
    message: string,
    readonly status: number | 'FETCH_ERROR',
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/**
 * Sign-in errors (docs/product/shell.md#sign-in): 4xx above 400 → 'Login credentials are incorrect' (the real server answers a plain-text
 * `403 Forbidden` for a wrong user or password), 500 → a server error, anything else → the generic text.
 * Doing better than the old portal: the lock-out's own `{error}` text (it says when to try again), and a proxy
 * that cannot reach the API (502–504) as "cannot be reached".
 */
export function loginErrorMessage(status: number, body: unknown): string {
  if (status === 403 && typeof body === 'object' && body !== null && 'error' in body) {
    const text = (body as { error: unknown }).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  if (status > 400 && status < 500) return LOGIN_MESSAGES.incorrect;
  if (status === 500) return LOGIN_MESSAGES.serverError;
  if (status >= 502 && status <= 504) return LOGIN_MESSAGES.unreachable;
  return LOGIN_MESSAGES.generic;
}

/**
 * The password was right and the user signs in with a second factor (Switchboard's API): no token yet. The sign-in
 * page asks for the code and calls `requestTwoFactorLogin` with `challenge`.
 */
export class TwoFactorRequired extends LoginError {
  constructor(readonly challenge: TwoFactorChallenge) {
    super(LOGIN_MESSAGES.twoFactorElsewhere, 200);
    this.name = 'TwoFactorRequired';
  }
}

const isChallenge = (body: unknown): body is TwoFactorChallenge =>
  typeof body === 'object' &&
  body !== null &&
  (body as TwoFactorChallenge).two_factor_required === true &&
  typeof (body as TwoFactorChallenge).two_factor_token === 'string';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Asks the portal's own server to bring the landing page's answers with the login's (scripts/lib/login-landing.cjs;
 * the static form asks the same: host/src/sign-in/static-form.ts). Only of an API on the page's origin: another
 * is not behind the portal's server, and the header would cost a CORS preflight there.
 */
function landingHeader(loginUrl: string): Record<string, string> {
  const page = globalThis.location;
  if (!page) return {};
  return new URL(loginUrl, page.href).origin === page.origin ? { 'X-Switchboard-Landing': '1' } : {};
}

/** Signs in; rejects with a LoginError whose message is the one to show. `onAnswer` runs when the server answers. */
export async function requestLogin(
  username: string,
  password: string,
  onAnswer?: () => void,
): Promise<LoginResponse> {
  let response: Response;
  try {
    const url = `${getApiBaseUrl()}/login`;
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...landingHeader(url) },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new LoginError(LOGIN_MESSAGES.unreachable, 'FETCH_ERROR');
  }
  const body = await readBody(response);
  onAnswer?.();
  if (!response.ok) throw new LoginError(loginErrorMessage(response.status, body), response.status);
  if (isChallenge(body)) throw new TwoFactorRequired(body);
  if (typeof body !== 'object' || body === null || typeof (body as LoginResponse).token !== 'string') {
    throw new LoginError(LOGIN_MESSAGES.generic, response.status);
  }
  return body as LoginResponse;
}

/**
 * The second step of a sign-in with two-factor (`POST /login/two-factor`): the code (or a recovery code) for the
 * challenge `POST /login` answered. A wrong code is 'The code is not correct' (or the lock-out's own text); a
 * challenge that ran out asks to log in again.
 */
export async function requestTwoFactorLogin(
  challenge: TwoFactorChallenge,
  code: string,
): Promise<LoginResponse> {
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}/login/two-factor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ two_factor_token: challenge.two_factor_token, code: code.trim() }),
    });
  } catch {
    throw new LoginError(LOGIN_MESSAGES.unreachable, 'FETCH_ERROR');
  }
  const body = await readBody(response);
  if (response.status === 401) throw new LoginError(LOGIN_MESSAGES.tooLate, 401);
  if (response.status === 400 || (response.status === 403 && !(body as { error?: unknown })?.error))
    throw new LoginError(LOGIN_MESSAGES.codeIncorrect, response.status);
  if (!response.ok) throw new LoginError(loginErrorMessage(response.status, body), response.status);
  if (typeof body !== 'object' || body === null || typeof (body as LoginResponse).token !== 'string')
    throw new LoginError(LOGIN_MESSAGES.generic, response.status);
  return body as LoginResponse;
}
