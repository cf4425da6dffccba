// The sign-in page's `POST /login`: the shared request (also the standalone shells'), with the page's timeline mark.
// A 'Log in' made on the static form before the lean shell took over has already sent it (static-form.ts): its
// answer is read here the way the shared request reads its own.
import {
  LOGIN_MESSAGES,
  LoginError,
  TwoFactorRequired,
  loginErrorMessage,
  requestLogin as signIn,
} from '@switchboard/shared/config';
import type { LoginResponse, TwoFactorChallenge } from '@switchboard/shared/types';
import { markTimeline } from '../timeline';

export { LoginError, loginErrorMessage };

const answered = () => markTimeline('sb:login-response');

async function readAnswer(response: Response): Promise<LoginResponse> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text answer (the real server's 403 Forbidden)
  }
  answered();
  if (!response.ok) throw new LoginError(loginErrorMessage(response.status, body), response.status);
  const challenge = body as TwoFactorChallenge | null;
  if (challenge?.two_factor_required === true && typeof challenge.two_factor_token === 'string')
    throw new TwoFactorRequired(challenge);
  if (typeof (body as LoginResponse | null)?.token !== 'string')
    throw new LoginError(LOGIN_MESSAGES.generic, response.status);
  return body as LoginResponse;
}

/** Signs in; `sent` is the request the static form already sent (null: it had no API address, send it here). */
export async function requestLogin(
  username: string,
  password: string,
  sent?: Promise<Response | null>,
): Promise<LoginResponse> {
  if (sent) {
    let response: Response | null;
    try {
      response = await sent;
    } catch {
      throw new LoginError(LOGIN_MESSAGES.unreachable, 'FETCH_ERROR');
    }
    if (response) return readAnswer(response);
  }
  return signIn(username, password, answered);
}
