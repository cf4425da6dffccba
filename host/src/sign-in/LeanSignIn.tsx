import { useLayoutEffect, useMemo } from 'react';
import type { LoginResponse } from '@switchboard/shared/types';
import { SignInPage } from './SignInPage';
import { onStaticSubmit } from './static-form';

/** What the user did in the static sign-in form (the page's HTML) before the script took over. */
export interface StaticFormState {
  username: string;
  password: string;
  /** The field that had the focus. */
  focused: 'username' | 'password' | 'submit' | null;
  /** The static fields' values when the lean shell has rendered (typing may go on until React replaces them). */
  read: () => { username: string; password: string };
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
    focused:
      active === username
        ? 'username'
        : active === password
          ? 'password'
          : active?.matches('button[type="submit"]')
            ? 'submit'
            : null,
    read: () => ({ username: username.value, password: password.value }),
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
  const handOver = useMemo(
    () => (takeOver ? { read: takeOver.read, listen: onStaticSubmit } : undefined),
    [takeOver],
  );
  // The focus goes back in the commit that removed the static form (a layout effect): a key press in between
  // would reach no field.
  useLayoutEffect(() => {
    if (!takeOver?.focused) return;
    if (takeOver.focused === 'submit') {
      document.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      return;
    }
    const input = document.querySelector<HTMLInputElement>(`input[name="${takeOver.focused}"]`);
    input?.focus();
    input?.setSelectionRange?.(input.value.length, input.value.length);
  }, [takeOver]);
  return (
    <SignInPage
      onSignedIn={onSignedIn}
      initialValues={takeOver ?? undefined}
      handOver={handOver}
      renderLink={(to, label) => <a href={to}>{label}</a>}
    />
  );
}
