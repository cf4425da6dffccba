import type { LoginResponse } from '@switchboard/shared/types';
import { SignInPage } from './SignInPage';

/** The sign-in page before the portal is loaded: links are plain page loads; signing in hands over to the portal. */
export function LeanSignIn({
  onSignedIn,
}: {
  onSignedIn: (response: LoginResponse, password: string) => Promise<void>;
}) {
  return <SignInPage onSignedIn={onSignedIn} renderLink={(to, label) => <a href={to}>{label}</a>} />;
}
