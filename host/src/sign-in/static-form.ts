// The prerendered sign-in form (index.html) working before React is loaded: this plain script is part of the
// entry chunk, so the page needs nothing else before its load event. 'Log in' sends `POST /login` at once (the
// request of @switchboard/shared/config's requestLogin) and asks for the lean shell, which takes the form over and
// handles the answer: the error in the user's language, the two-factor step, the portal
// (docs/architecture.md#benchmarks). Kept to a few hundred bytes: no shared modules, no React.

/** A 'Log in' made on the static form, for the lean shell to finish. */
export interface StaticSubmit {
  username: string;
  password: string;
  /**
   * The `POST /login` already sent (rejects when the server cannot be reached); absent (a field is empty), or null
   * when config.json could not be read, when the shell must validate or send it itself.
   */
  response?: Promise<Response | null>;
}

/** The 'Log in's made before the lean shell listened, in order. */
let queued: StaticSubmit[] = [];
let listener: ((submit: StaticSubmit) => void) | null = null;

/**
 * Hands the static form's 'Log in's to the lean shell: those made before it listened at once, in order, and
 * every later one as it comes (the form may still take a key press while React replaces it). Returns the
 * function that stops listening (later 'Log in's wait for the next listener).
 */
export function onStaticSubmit(deliver: (submit: StaticSubmit) => void): () => void {
  listener = deliver;
  const waiting = queued;
  queued = [];
  for (const submit of waiting) deliver(submit);
  return () => {
    if (listener === deliver) listener = null;
  };
}

/** The API's address as normaliseRuntimeConfig reads it from config.json (none: this origin's /api/v1). */
function apiBaseOf(config: unknown): string {
  const base = (config as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
  const trimmed = typeof base === 'string' ? base.trim() : '';
  if (!trimmed) return `${location.origin}/api/v1`;
  return (trimmed.startsWith('/') ? location.origin + trimmed : trimmed).replace(/\/+$/, '');
}

/**
 * Lets the static form be submitted: enables its 'Log in' and, on submit, records the attempt (sending the login
 * when both fields are filled) and calls `takeOver` to load the lean shell. Returns false when the page has no form.
 */
export function armStaticForm(configResponse: Promise<Response>, takeOver: () => void): boolean {
  const form = document.querySelector<HTMLFormElement>('#root form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return false;
  // Read now (the boot reads the same response later); a config.json that cannot be read is left to the shell.
  const apiBase = configResponse
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : Promise.reject()))
    .then(apiBaseOf, () => null);
  button.disabled = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    // A login sent from this form is on its way: another 'Log in' here is not a second login.
    if (button.getAttribute('aria-busy')) return;
    const value = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
    const username = value('username').trim();
    const password = value('password');
    const submit: StaticSubmit = { username, password };
    if (username && password) {
      button.setAttribute('aria-busy', 'true');
      submit.response = apiBase.then((base) =>
        base
          ? fetch(`${base}/login`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                Accept: 'application/json',
                // The portal's server brings the landing page's answers with the login's (same origin only)
                ...(base.startsWith(`${location.origin}/`) ? { 'X-Switchboard-Landing': '1' } : {}),
              },
              body: JSON.stringify({ username, password }),
            })
          : null,
      );
      // A failure is the shell's to show.
      submit.response.catch(() => undefined);
    }
    if (listener) listener(submit);
    else queued.push(submit);
    takeOver();
  });
  return true;
}
