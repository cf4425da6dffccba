// Hosted sign-up against the API in memory: the register pages, the code the API mailed, the sub-domain, and the
// OAuth callback with GitHub and Google played by a local OAuth provider (scripts/lib/oauth-mock.mjs, the API tests'
// and browser tests' own).
import { screen, waitFor } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { OAUTH_FROM_KEY, OAUTH_STATE_KEY } from '@switchboard/shared/config';
import { readBack } from '@switchboard/shared/testing';
import type { Account } from '@switchboard/shared/types';
import { startOAuthMockProcess, type OAuthMock } from '../../../../scripts/lib/oauth-mock-process.cjs';
import { renderBilling } from '../../testing/render';
import { HOSTED, ROOT_DOMAIN, mailedCode, signUp } from '../../testing/seed';
import { REGISTRATION_TEXTS } from '@switchboard/shared/constants';

let oauth: OAuthMock;
beforeAll(async () => {
  oauth = await startOAuthMockProcess();
});
afterAll(() => oauth?.close());
const { api } = setupContractTest(() => {
  const endpoints = { tokenUrl: `${oauth.url}/token`, userUrl: `${oauth.url}/userinfo` };
  return {
    ...HOSTED,
    billing: {
      ...HOSTED.billing,
      oauth: {
        github: { clientId: 'gh-id', clientSecret: 'gh-secret', ...endpoints },
        google: { clientId: 'g-id', clientSecret: 'g-secret', ...endpoints },
      },
    },
  };
});
const signedOut = { preloadedState: {} };
const accountNamed = async (name: string) =>
  (await readBack(() => api.current.asAdmin<Account[]>('GET', '/Accounts'))).find((a) => a.name === name);

/** What the browser does at the provider: its authorization page redirects back with a code. */
async function authorize(provider: 'github' | 'google', clientId: string) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: `http://localhost/oauth-callback/${provider}`,
    state: 'provider-state',
  });
  const response = await fetch(`${oauth.url}/authorize?${query}`, { redirect: 'manual' });
  return new URL(response.headers.get('location')!).searchParams.get('code')!;
}

afterEach(() => localStorage.clear());

describe('Register', () => {
  it('the options wait for the Terms of Service and the Privacy Policy; only configured providers are offered', async () => {
    const { user } = renderBilling('/register', {
      ...signedOut,
      config: { githubClientId: 'gh-id', termsOfServiceUrl: 'https://legal.example/terms' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://legal.example/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://jambonz.org/privacy',
    );
    const email = screen.getByRole('button', { name: 'Sign up with email' });
    const github = screen.getByRole('button', { name: 'Sign up with GitHub' });
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
    expect(email).toBeDisabled();
    expect(github).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }));
    expect(github).toBeEnabled();
    await user.click(email);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('email and password: required fields, the server’s refusal, then the code page with the session kept', async () => {
    await signUp(api.current, { email: 'taken@example.com' });
    const { user, store } = renderBilling('/register/email', signedOut);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), '-enough');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('user already exists with email taken@example.com')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(REGISTRATION_TEXTS.verifyPrompt)).toBeInTheDocument();
    const [, sent] = api.current.sent('POST', '/register');
    expect(sent.body).toEqual({
      service_provider_sid: '2708b1b3-2736-40ea-b502-c53d8396247f',
      provider: 'local',
      email: 'new@example.com',
      password: 'short-enough',
      email_activation_code: expect.stringMatching(/^\d{6}$/),
    });
    const created = await accountNamed('new@example.com');
    expect(store.getState().session.user?.account_sid).toBe(created?.account_sid);
    expect(localStorage.getItem('sb.rootDomain')).toBe(ROOT_DOMAIN);
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/register/email');
  });

  it('the verification code: required, a wrong one refused, the right one leads to the sub-domain', async () => {
    const account = await signUp(api.current, { subdomain: null, activate: false });
    const code = await mailedCode(api.current, account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const { user } = renderBilling('/register/email/verify-your-email', { preloadedState: account.session });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Verification code is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification Code/), wrong);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('invalid user or activation code')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Verification Code/));
    await user.type(screen.getByLabelText(/Verification Code/), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose a subdomain' })).toBeInTheDocument();
    expect(api.current.sent('PUT', `/ActivationCode/${code}`)[0].body).toEqual({
      user_sid: account.userSid,
      type: 'email',
    });
  });

  it('without a sign-up the code page starts again at /register', async () => {
    renderBilling('/register/email/verify-your-email', signedOut);
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('choose a sub-domain: the taken one gets a cross, a free one a check, then Complete Registration → the account', async () => {
    await signUp(api.current, { subdomain: 'taken' });
    const account = await signUp(api.current, { subdomain: null });
    localStorage.setItem('sb.rootDomain', ROOT_DOMAIN);
    const { user } = renderBilling('/register/choose-a-subdomain', { preloadedState: account.session });
    const complete = await screen.findByRole('button', { name: 'Complete Registration' });
    expect(complete).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Sub-domain/ }), 'taken');
    expect(await screen.findByText('taken.sip.example.com is taken')).toBeInTheDocument();
    expect(complete).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /Sub-domain/ }));
    await user.type(screen.getByRole('textbox', { name: /Sub-domain/ }), 'acme2');
    expect(await screen.findByText('acme2.sip.example.com is available')).toBeInTheDocument();
    await user.click(complete);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/internal/accounts/${account.accountSid}/edit`,
    );
    expect((await accountNamed(account.email))?.sip_realm).toBe('acme2.sip.example.com');
  });
});

describe('OAuth callback', () => {
  const keep = (state: string, from = '/register') => {
    localStorage.setItem(OAUTH_STATE_KEY, state);
    localStorage.setItem(OAUTH_FROM_KEY, from);
  };

  it('an unknown provider: "{provider} is not a valid OAuth provider", back to sign-in', async () => {
    keep('s1');
    renderBilling('/oauth-callback/myspace?code=c&state=s1', signedOut);
    expect(await screen.findByText('myspace is not a valid OAuth provider')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a state that is not the one kept: "Invalid state"; the kept state is used once', async () => {
    keep('s1');
    renderBilling('/oauth-callback/github?code=c&state=forged', signedOut);
    expect(await screen.findByText('Invalid state')).toBeInTheDocument();
    expect(localStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
    expect(api.current.sent('POST', '/register')).toHaveLength(0);
  });

  it('a new sign-up: the code is exchanged with the configured client id and redirect, then the sub-domain', async () => {
    keep('s2');
    await oauth.setNextUser({ id: 101, login: 'octo-one', name: 'Octo One', email: 'octo.one@example.com' });
    const code = await authorize('github', 'gh-id');
    const { store } = renderBilling(`/oauth-callback/github?code=${code}&state=s2`, {
      ...signedOut,
      config: { githubClientId: 'gh-id' },
    });
    expect(await screen.findByRole('heading', { name: 'Choose a subdomain' })).toBeInTheDocument();
    expect(api.current.sent('POST', '/register')[0].body).toEqual({
      service_provider_sid: '2708b1b3-2736-40ea-b502-c53d8396247f',
      provider: 'github',
      oauth2_code: code,
      oauth2_state: 's2',
      oauth2_client_id: 'gh-id',
      oauth2_redirect_uri: 'http://localhost/oauth-callback/github',
      locationBeforeAuth: '/register',
    });
    expect(store.getState().session.token).toBeTruthy();
    // a new account, active: GitHub vouched for the address
    const created = await accountNamed('octo.one@example.com');
    expect(store.getState().session.user?.account_sid).toBe(created?.account_sid);
    expect(created?.is_active).toBe(1);
  });

  it('a returning user goes to their account', async () => {
    // signed up with Google before
    await oauth.setNextUser({ id: 202, name: 'Gee User', email: 'gee@example.com' });
    await api.current.call('POST', '/register', null, {
      service_provider_sid: '2708b1b3-2736-40ea-b502-c53d8396247f',
      provider: 'google',
      oauth2_code: await authorize('google', 'g-id'),
      oauth2_state: 'first',
      oauth2_client_id: 'g-id',
      oauth2_redirect_uri: 'http://localhost/oauth-callback/google',
      locationBeforeAuth: '/register',
    });
    const account = await accountNamed('gee@example.com');
    keep('s3', '/');
    await oauth.setNextUser({ id: 202, name: 'Gee User', email: 'gee@example.com' });
    const code = await authorize('google', 'g-id');
    renderBilling(`/oauth-callback/google?code=${code}&state=s3`, {
      ...signedOut,
      config: { googleClientId: 'g-id' },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/internal/accounts/${account?.account_sid}/edit`,
    );
  });

  it('failure → the error route with the server’s message', async () => {
    keep('s4', '/register');
    // a code the provider never issued
    renderBilling('/oauth-callback/github?code=bad-code&state=s4', {
      ...signedOut,
      config: { githubClientId: 'gh-id' },
    });
    expect(await screen.findByText(/^github did not accept the authorization code: /)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument());
  });
});
