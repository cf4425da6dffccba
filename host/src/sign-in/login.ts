// The sign-in page's `POST /login`: the shared request (also the standalone shells'), with the page's timeline mark.
import { LoginError, loginErrorMessage, requestLogin as signIn } from '@switchboard/shared/config';
import type { LoginResponse } from '@switchboard/shared/types';
import { markTimeline } from '../timeline';

export { LoginError, loginErrorMessage };

export function requestLogin(username: string, password: string): Promise<LoginResponse> {
  return signIn(username, password, () => markTimeline('sb:login-response'));
}
