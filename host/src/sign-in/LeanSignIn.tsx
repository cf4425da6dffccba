import { useLayoutEffect, useMemo } from 'react';
import type { LoginResponse } from '@switchboard/shared/types';
import { SignInPage } from './SignInPage';
import { onStaticSubmit } from './static-form';

type StaticField = 'username' | 'password' | 'submit';

/** What the user did in the static sign-in form (the page's HTML) before the script took over. */
export interface StaticFormState {
  username: string;
  password: string;
  /**
   * The static fields as they are when the lean shell has rendered (typing may go on until React replaces them),
   * and the one that had the focus then: the user may click into a field after this state was made, until the
   * commit that removes the static form.
   */
  read: () => { username: string; password: string; focused: StaticField | null };
}

/**
 * Reads the static form of index.html, if the page has one (only `/` does), and follows its focus until `read`
 * (a blur caused by React removing the form is not the user leaving the field).
 */
export function readStaticForm(container: HTMLElement): StaticFormState | null {
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  const submit = container.querySelector('button[type="submit"]');
  if (!username || !password) return null;
  const nameOf = (element: EventTarget | Element | null): StaticField | null =>
    element === username
      ? 'username'
      : element === password
        ? 'password'
        : element && element === submit
          ? 'submit'
          : null;
  let focused = nameOf(document.activeElement);
  const onFocusIn = (event: FocusEvent) => {
    focused = nameOf(event.target);
  };
  // A field removed while focused blurs too (Chrome fires it during the removal): only a blur that leaves the field
  // in the page is the user's.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target as Element;
    queueMicrotask(() => {
      if (left.isConnected && focused === nameOf(left) && !container.contains(document.activeElement))
        focused = null;
    });
  };
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  return {
    username: username.value,
    password: password.value,
    read: () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('focusout', onFocusOut, true);
      return { username: username.value, password: password.value, focused };
    },
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
  // Read once, in the commit that removed the static form: the values for the page, the focus for the effect below.
  const handOver = useMemo(() => {
    if (!takeOver) return undefined;
    let typed: ReturnType<StaticFormState['read']> | undefined;
    return { read: () => (typed ??= takeOver.read()), listen: onStaticSubmit };
  }, [takeOver]);
  // The focus goes back in the commit that removed the static form (a layout effect, after the page's own, which
  // reads the form first): a key press in between would reach no field.
  useLayoutEffect(() => {
    const focused = handOver?.read().focused;
    if (!focused) return;
    if (focused === 'submit') {
      document.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      return;
    }
    const input = document.querySelector<HTMLInputElement>(`input[name="${focused}"]`);
    input?.focus();
    input?.setSelectionRange?.(input.value.length, input.value.length);
  }, [handOver]);
  return (
    <SignInPage
      onSignedIn={onSignedIn}
      initialValues={takeOver ?? undefined}
      handOver={handOver}
      renderLink={(to, label) => <a href={to}>{label}</a>}
    />
  );
}
