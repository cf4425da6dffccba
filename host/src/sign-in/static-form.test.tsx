// The prerendered sign-in form before React (static-form.ts) and its hand-over to the lean shell (LeanSignIn):
// docs/product/shell.md#sign-in.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RuntimeConfigProvider } from '@switchboard/shared/config';
import {
  HttpResponse,
  TEST_API_BASE_URL,
  apiUrl,
  http,
  sessionHandlers,
  setupTestServer,
  testRuntimeConfig,
} from '@switchboard/shared/testing';
import type { LoginResponse } from '@switchboard/shared/types';
import { AppFrame } from '../AppFrame';
import { LeanSignIn, readStaticForm } from './LeanSignIn';
import { armStaticForm, onStaticSubmit, type StaticSubmit } from './static-form';
import { renderStaticPage } from './static-sign-in';

const server = setupTestServer(...sessionHandlers());

/** Whether each `POST /login` asked the portal's server for the landing page's answers (its header). */
let landingAsked: (string | null)[] = [];

/** What the server received as `POST /login` bodies. */
function recordLogins(respond: () => Response, url = apiUrl('/login')) {
  const bodies: unknown[] = [];
  landingAsked = [];
  server.use(
    http.post(url, async ({ request }) => {
      landingAsked.push(request.headers.get('X-Switchboard-Landing'));
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

/** index.html as served: the static form in #root; the entry arms it with config.json's response. */
function loadStaticPage(config: Response = new Response(JSON.stringify({ apiBaseUrl: TEST_API_BASE_URL }))) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderStaticPage();
  document.body.appendChild(root);
  const takeOver = jest.fn();
  const armed = armStaticForm(Promise.resolve(config), takeOver);
  return { root, takeOver, armed };
}

/**
 * The lean shell taking over the static form, as bootstrap.tsx does: it reads the form (`takeOver`: earlier, when
 * the test goes on using the form meanwhile), then renders in its place.
 */
async function renderLeanShell(root: HTMLElement, takeOver = readStaticForm(root)) {
  const config = testRuntimeConfig();
  const onSignedIn = jest.fn<Promise<void>, [LoginResponse, string]>(() => Promise.resolve());
  root.replaceChildren();
  await act(async () => {
    render(
      <AppFrame>
        <RuntimeConfigProvider config={config}>
          <LeanSignIn takeOver={takeOver} onSignedIn={onSignedIn} />
        </RuntimeConfigProvider>
      </AppFrame>,
      { container: root },
    );
  });
  return { onSignedIn };
}

afterEach(() => {
  document.body.replaceChildren();
  // 'Log in's no shell took over (the page is gone).
  onStaticSubmit(() => undefined)();
});

describe('the sign-in form before its script (static-form.ts)', () => {
  it("without the entry its 'Log in' is disabled; armed, it is enabled", () => {
    const root = document.createElement('div');
    root.innerHTML = renderStaticPage();
    document.body.appendChild(root);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    root.id = 'root';
    expect(armStaticForm(new Promise(() => undefined), jest.fn())).toBe(true);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("'Log in' sends the login at once; the shell shows the server's refusal", async () => {
    const logins = recordLogins(() => HttpResponse.text('Forbidden', { status: 403 }));
    const { root, takeOver } = loadStaticPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
    // Sent before any React code ran.
    await waitFor(() => expect(logins).toEqual([{ username: 'admin', password: 'wrong-pass' }]));

    const { onSignedIn } = await renderLeanShell(root);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login credentials are incorrect');
    expect(onSignedIn).not.toHaveBeenCalled();
    // The shell kept what was typed and did not send the login a second time.
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
    expect(logins).toHaveLength(1);
  });

  it('a right password signs in with the answer of that one login', async () => {
    const logins = recordLogins(() =>
      HttpResponse.json({ token: 'the-token', user_sid: 'u1', scope: 'admin', force_change: false }),
    );
    const { root } = loadStaticPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), ' admin ');
    await user.type(screen.getByLabelText(/^Password/), 'right-pass');
    await user.keyboard('{Enter}');
    const { onSignedIn } = await renderLeanShell(root);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0][0]).toMatchObject({ token: 'the-token' });
    expect(onSignedIn.mock.calls[0][1]).toBe('right-pass');
    expect(logins).toEqual([{ username: 'admin', password: 'right-pass' }]);
    // An API on another origin is not behind the portal's server (and the header would cost a preflight there).
    expect(landingAsked).toEqual([null]);
  });

  it('an empty field: the shell asks for it and nothing is sent', async () => {
    const logins = recordLogins(() => HttpResponse.json({}, { status: 500 }));
    const { root, takeOver } = loadStaticPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(takeOver).toHaveBeenCalledTimes(1);
    await renderLeanShell(root);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(logins).toEqual([]);
  });

  it('typing that goes on while the shell loads is kept', async () => {
    const { root } = loadStaticPage();
    const user = userEvent.setup();
    const username = screen.getByLabelText(/Username/);
    await user.type(username, 'adm');
    const takeOver = readStaticForm(root);
    await user.type(username, 'in');
    await renderLeanShell(root, takeOver);
    expect(screen.getByLabelText(/Username/)).toHaveValue('admin');
  });

  it('a field clicked into while the shell takes over keeps the focus: typing goes on in its place', async () => {
    const { root } = loadStaticPage();
    const user = userEvent.setup();
    // The shell has read the form (bootstrap.tsx) and renders; the user clicks into the username before its commit.
    const takeOver = readStaticForm(root);
    await user.click(screen.getByLabelText(/Username/));
    await renderLeanShell(root, takeOver);
    const username = screen.getByLabelText(/Username/);
    expect(username).toHaveFocus();
    await user.keyboard('admin');
    expect(username).toHaveValue('admin');
  });

  it('a field left for the page before the shell takes over is not focused again', async () => {
    const { root } = loadStaticPage();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Username/));
    const takeOver = readStaticForm(root);
    await user.click(document.body);
    await renderLeanShell(root, takeOver);
    expect(screen.getByLabelText(/Username/)).not.toHaveFocus();
  });

  it("config.json without an API address: the login goes to this origin's /api/v1, as the shell's would", async () => {
    const logins = recordLogins(
      () => HttpResponse.text('Forbidden', { status: 403 }),
      `${window.location.origin}/api/v1/login`,
    );
    loadStaticPage(new Response('{}'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins).toEqual([{ username: 'admin', password: 'wrong-pass' }]));
    // The portal's server is in front of its origin's API: it brings the landing page's answers with the login's.
    expect(landingAsked).toEqual(['1']);
  });

  it('config.json that cannot be read: the shell sends the login itself', async () => {
    const logins = recordLogins(() => HttpResponse.text('Forbidden', { status: 403 }));
    const { root } = loadStaticPage(new Response('down', { status: 502 }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await renderLeanShell(root);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login credentials are incorrect');
    expect(logins).toEqual([{ username: 'admin', password: 'wrong-pass' }]);
  });

  it("every 'Log in' reaches the shell in order: made before it took over, while it did, and after", async () => {
    const { root } = loadStaticPage();
    const form = root.querySelector('form')!;
    const user = userEvent.setup();
    const username = screen.getByLabelText(/Username/);
    const password = screen.getByLabelText(/^Password/);
    // Before the shell is loaded: no password yet, nothing is sent.
    await user.type(username, 'admin');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // While it takes over (it has read the form, it does not listen yet).
    await user.type(username, '2');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const received: Pick<StaticSubmit, 'username' | 'password'>[] = [];
    const stop = onStaticSubmit(({ username: name, password: secret }) =>
      received.push({ username: name, password: secret }),
    );
    expect(received).toEqual([
      { username: 'admin', password: '' },
      { username: 'admin2', password: '' },
    ]);
    // After: straight to the listener.
    await user.type(password, 'pass');
    await act(async () => form.requestSubmit());
    expect(received).toEqual([
      { username: 'admin', password: '' },
      { username: 'admin2', password: '' },
      { username: 'admin2', password: 'pass' },
    ]);
    stop();
  });

  it("a 'Log in' made on the static form after the shell listens signs in with that one login", async () => {
    const logins = recordLogins(() =>
      HttpResponse.json({ token: 'the-token', user_sid: 'u1', scope: 'admin', force_change: false }),
    );
    const { root } = loadStaticPage();
    const user = userEvent.setup();
    const staticForm = within(root);
    await user.type(staticForm.getByLabelText(/Username/), 'admin');
    // The shell renders beside the static form, which still takes key presses (as while React replaces it).
    const shell = document.createElement('div');
    document.body.appendChild(shell);
    const onSignedIn = jest.fn<Promise<void>, [LoginResponse, string]>(() => Promise.resolve());
    const takeOver = readStaticForm(root);
    await act(async () => {
      render(
        <AppFrame>
          <RuntimeConfigProvider config={testRuntimeConfig()}>
            <LeanSignIn takeOver={takeOver} onSignedIn={onSignedIn} />
          </RuntimeConfigProvider>
        </AppFrame>,
        { container: shell },
      );
    });
    await user.type(staticForm.getByLabelText(/^Password/), 'right-pass{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]).toEqual([expect.objectContaining({ token: 'the-token' }), 'right-pass']);
    expect(logins).toEqual([{ username: 'admin', password: 'right-pass' }]);
    // The shell shows what that 'Log in' sent.
    expect(within(shell).getByLabelText(/^Password/)).toHaveValue('right-pass');
  });
});
