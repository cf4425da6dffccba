// `POST /login` for the sign-in page, on plain fetch: the sign-in page must stay lean (no store, no RTK Query, no
// router), so it does not go through the shared api. Its error texts depend only on the status (spec §8).
import { getApiBaseUrl } from '@switchboard/shared/config';
import type { LoginResponse } from '@switchboard/shared/types';
import { HOST_MESSAGES } from '../messages';
import { markTimeline } from '../timeline';

const UNREACHABLE = 'The server cannot be reached';
const GENERIC = 'Something went wrong, please try again';

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
 * Spec §8 for sign-in: 4xx above 400 → 'Login credentials are incorrect' (the real server answers a plain-text
 * `403 Forbidden` for a wrong user or password), 500 → a server error, anything else → the generic text.
 * Doing better than the old portal: the lock-out's own `{error}` text (it says when to try again), and a proxy
 * that cannot reach the API (502–504) as "cannot be reached".
 */
export function loginErrorMessage(status: number, body: unknown): string {
  if (status === 403 && typeof body === 'object' && body !== null && 'error' in body) {
    const text = (body as { error: unknown }).error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  if (status > 400 && status < 500) return HOST_MESSAGES.loginIncorrect;
  if (status === 500) return HOST_MESSAGES.loginServerError;
  if (status >= 502 && status <= 504) return UNREACHABLE;
  return GENERIC;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function requestLogin(username: string, password: string): Promise<LoginResponse> {
  let response: Response;
  try {
    response = await fetch(`${getApiBaseUrl()}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    throw new LoginError(UNREACHABLE, 'FETCH_ERROR');
  }
  const body = await readBody(response);
  markTimeline('sb:login-response');
  if (!response.ok) throw new LoginError(loginErrorMessage(response.status, body), response.status);
  if (typeof body !== 'object' || body === null || typeof (body as LoginResponse).token !== 'string') {
    throw new LoginError(GENERIC, response.status);
  }
  return body as LoginResponse;
}
