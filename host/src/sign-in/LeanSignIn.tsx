import { useEffect } from 'react';
import type { LoginResponse } from '@switchboard/shared/types';
import { SignInPage } from './SignInPage';

/** What the user did in the static sign-in form (the page's HTML) before the script took over. */
export interface StaticFormState {
  username: string;
  password: string;
  /** The field that had the focus. */
  focused: 'username' | 'password' | null;
}

/** Reads the static form of index.html, if the page has one (only `/` does). */
export function readStaticForm(container: HTMLElement): StaticFormState | null {
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  if (!username || !password) return null;
  const active = document.activeElement;
  return {
    username: username.value,
    password: password.value,
    focused: active === username ? 'username' : active === password ? 'password' : null,
  };
}

/** The sign-in page before the portal is loaded: links are plain page loads; signing in hands over to the portal. */
export function LeanSignIn({
  onSignedIn,
  takeOver,
}: {
  onSignedIn: (response: LoginResponse, password: string) => Promise<void>;
  /** The static form it replaces: its values, and the focus goes back where it was. */
  takeOver?: StaticFormState | null;
}) {
  useEffect(() => {
    if (!takeOver?.focused) return;
    const input = document.querySelector<HTMLInputElement>(`input[name="${takeOver.focused}"]`);
    input?.focus();
    input?.setSelectionRange?.(input.value.length, input.value.length);
  }, [takeOver]);
  return (
    <SignInPage
      onSignedIn={onSignedIn}
      initialValues={takeOver ?? undefined}
      renderLink={(to, label) => <a href={to}>{label}</a>}
    />
  );
}
