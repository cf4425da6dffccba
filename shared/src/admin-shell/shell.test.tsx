// An area run without the host, as a remote's ./spa and standalone page run it, against the API in memory: a small
// test area whose one page lists the current service provider's accounts.
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_PASSWORD,
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  addServiceProvider,
  addUser,
} from '@switchboard/api/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { setLanguage } from '@switchboard/shared/i18n';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { selectServiceProviderSid, useAppSelector } from '@switchboard/shared/store';
import {
  HttpResponse,
  TEST_API_BASE_URL,
  apiUrl,
  expectConsole,
  findToast,
  http,
  mountSpaForTest,
  renderWithProviders,
} from '@switchboard/shared/testing';
import type { AreaDefinition } from './area';
import { createAreaSpa } from './spa';
import { standaloneRoutes } from './standalone';

function AccountsPage() {
  const sp = useAppSelector(selectServiceProviderSid);
  const { data } = useGetServiceProviderAccountsQuery(sp ?? '', { skip: !sp });
  return (
    <>
      <h1>Widget accounts</h1>
      <ul>
        {data?.map((a) => (
          <li key={a.account_sid}>{a.name}</li>
        ))}
      </ul>
    </>
  );
}

function Broken(): never {
  throw new Error('The widget page broke');
}

const widgetsArea: AreaDefinition = {
  name: 'widgets',
  title: 'Widgets area',
  routes: [
    { path: 'widgets', element: <AccountsPage /> },
    { path: 'widgets/mine', element: <h1>My widgets</h1> },
    { path: 'broken', element: <Broken /> },
  ],
  home: (user) => (user?.scope === 'account' ? '/internal/widgets/mine' : '/internal/widgets'),
  nav: (user) => [
    { to: '/internal/widgets', label: 'Widgets' },
    ...(user.scope === 'admin' ? [{ to: '/internal/broken', label: 'Broken' }] : []),
  ],
};

const { api: contract, sessionAs } = setupContractTest();
/** 'another provider', which sorts before the seeded 'default service provider' (and has no accounts). */
const ids = { otherSp: '' };
beforeEach(async () => {
  ids.otherSp = await addServiceProvider(contract.current, 'another provider');
});
const adminToken = () => contract.current.adminToken();
const accountUserToken = () => contract.current.tokenOf('acctuser');

describe('createAreaSpa', () => {
  const spa = createAreaSpa(widgetsArea);

  function propsFor(
    domElement: HTMLElement,
    getToken: () => string | null,
    extra: Record<string, unknown> = {},
  ) {
    return {
      name: 'widgets',
      singleSpa: {},
      mountParcel: () => undefined,
      apiBaseUrl: TEST_API_BASE_URL,
      getToken,
      routing: 'memory' as const,
      domElement,
      ...extra,
    } as never;
  }

  /** The area's root: inside the element's shadow root (isolation 'shadow', the default). */
  function areaRoot(element: HTMLElement): HTMLElement {
    const root = element.shadowRoot?.querySelector('.sb-root');
    if (!(root instanceof HTMLElement)) throw new Error('the area is not mounted in the shadow root');
    return root;
  }

  async function mountInto(props: never) {
    await spa.bootstrap(props);
    let mounted: Promise<unknown> | undefined;
    act(() => {
      mounted = spa.mount(props);
    });
    await act(async () => {
      await mounted;
    });
  }

  it('mounts the area at its home inside its own root, with toasts, the token of the mount props and the first service provider by name', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const token = adminToken();
    const props = propsFor(element, () => token);
    await mountInto(props);
    const root = areaRoot(element);
    expect(element.querySelector('.sb-root')).toBeNull();
    expect(await within(root).findByRole('heading', { name: 'Widget accounts' })).toBeInTheDocument();
    expect(within(root).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    // An admin works on the first provider by name ('another provider' sorts first).
    await waitFor(() =>
      expect(contract.current.sent('GET', `/ServiceProviders/${ids.otherSp}/Accounts`)).toHaveLength(1),
    );
    expect(contract.current.sent('GET', '/ServiceProviders')[0].authorization).toBe(`Bearer ${token}`);
    await act(async () => {
      await spa.unmount(props);
    });
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    element.remove();
  });

  it('lands an account user on the home the area gives them, on their own provider', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const token = accountUserToken();
    const props = propsFor(element, () => token);
    await mountInto(props);
    expect(await within(areaRoot(element)).findByRole('heading', { name: 'My widgets' })).toBeInTheDocument();
    expect(contract.current.sent('GET', '/ServiceProviders')).toHaveLength(0);
    await act(async () => {
      await spa.unmount(props);
    });
    element.remove();
  });

  it('names the area when mounted without a token', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const props = propsFor(element, () => null);
    await mountInto(props);
    expect(within(areaRoot(element)).getByText('Not signed in')).toBeInTheDocument();
    expect(
      within(areaRoot(element)).getByText(
        'The widgets area needs a signed-in user’s token (mount prop getToken or token).',
      ),
    ).toBeInTheDocument();
    await act(async () => {
      await spa.unmount(props);
    });
    element.remove();
  });
});

describe('createAreaSpa beside another area, with an API key, without isolation', () => {
  const spa = createAreaSpa(widgetsArea);

  // Without the default service provider: an API key's owner comes from the props alone.
  const mounted = (name: string, props: Record<string, unknown>) =>
    mountSpaForTest(spa, { name, serviceProviderSid: undefined, ...props });

  it('each area keeps its own credential: two mounted side by side call the API with their own bearer', async () => {
    const admin = adminToken();
    // An account's API key carries no claims: the props say whose it is. (Made before any area is mounted, so
    // that no answer reaches a mounted page outside act.)
    const { token: apiKey } = await contract.current.asAdmin<{ token: string }>('POST', '/ApiKeys', {
      account_sid: DEFAULT_ACCOUNT_SID,
    });
    const first = await mounted('first', {
      getToken: () => admin,
      serviceProviderSid: DEFAULT_SERVICE_PROVIDER_SID,
    });
    const second = await mounted('second', {
      token: apiKey,
      accountSid: DEFAULT_ACCOUNT_SID,
      serviceProviderSid: DEFAULT_SERVICE_PROVIDER_SID,
      initialPath: '/internal/widgets',
    });
    expect(await within(first.root).findByText('default account')).toBeInTheDocument();
    expect(await within(second.root).findByText('default account')).toBeInTheDocument();
    const calls = contract.current.sent('GET', `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/Accounts`);
    expect(calls.map((c) => c.authorization).sort()).toEqual([`Bearer ${admin}`, `Bearer ${apiKey}`].sort());
    // Unmounting one leaves the other in place.
    await first.unmount();
    expect(within(second.root).getByText('default account')).toBeInTheDocument();
    await second.unmount();
  });

  it('an API key without an account or service provider is not a session', async () => {
    const { root, unmount } = await mounted('nobody', { token: 'partner-api-key-0002' });
    expect(within(root).getByText('Not signed in')).toBeInTheDocument();
    await unmount();
  });

  it("with isolation 'none' renders into the element itself", async () => {
    const { element, unmount } = await mounted('plain', {
      getToken: accountUserToken,
      isolation: 'none',
    });
    expect(element.shadowRoot).toBeNull();
    expect(await within(element).findByRole('heading', { name: 'My widgets' })).toBeInTheDocument();
    await unmount();
  });
});

describe('the standalone page', () => {
  it('signs in, lands on the area’s home under its navigation, picks the first provider, and signs out', async () => {
    const { user, router } = renderWithProviders(null, { routes: standaloneRoutes(widgetsArea), route: '/' });
    expect(await screen.findByRole('heading', { name: 'Widgets area (standalone)' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Widget accounts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/internal/widgets');
    expect(screen.getByText('Switchboard · widgets')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Widgets area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Widgets', 'Broken']);
    expect(within(nav).getByRole('link', { name: 'Widgets' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service provider' })).toHaveValue(ids.otherSp),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Service provider' }),
      DEFAULT_SERVICE_PROVIDER_SID,
    );
    expect(await screen.findByText('default account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await findToast("You've successfully logged out.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says so when the credentials are wrong, when the user is locked out, and when the password must change first', async () => {
    await addUser(contract.current, 'newcomer', { initial_password: 'Str0ng-Passw0rd!', force_change: true });
    const { user } = renderWithProviders(null, { routes: standaloneRoutes(widgetsArea), route: '/' });
    const username = await screen.findByLabelText('Username');
    const password = screen.getByLabelText('Password');
    await user.type(username, 'admin');
    await user.type(password, 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login credentials are incorrect')).toBeInTheDocument();
    // the lock-out's own text, as the portal's sign-in page words it: the fifth failure in a row locks the user
    for (let attempt = 2; attempt < 5; attempt += 1)
      await expect(
        contract.current.call('POST', '/login', null, { username: 'admin', password: 'nope' }),
      ).rejects.toThrow(/403/);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Maximum login attempts reached. Please try again in 1800 seconds.'),
    ).toBeInTheDocument();
    // a server failure the API in memory cannot be made to answer: this test's own handler
    contract.server.use(
      http.post(apiUrl('/login'), () => HttpResponse.json({ msg: 'ER_X' }, { status: 500 }), { once: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The server encountered an error, please try again later'),
    ).toBeInTheDocument();
    await user.clear(username);
    await user.type(username, 'newcomer');
    await user.clear(password);
    await user.type(password, 'Str0ng-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('This user must choose a new password first: sign in once through the portal.'),
    ).toBeInTheDocument();
  });

  it('shows an account user their own provider, read-only', async () => {
    renderWithProviders(null, {
      routes: standaloneRoutes(widgetsArea),
      route: '/',
      preloadedState: sessionAs('account'),
    });
    expect(await screen.findByRole('heading', { name: 'My widgets' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Widgets area' })).getAllByRole('link'),
    ).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Service provider' })).toBeDisabled();
  });

  it('shows the not-found page for an unknown path and a page that breaks with Retry, under the navigation', async () => {
    const { router } = renderWithProviders(null, {
      routes: standaloneRoutes(widgetsArea),
      route: '/internal/nothing-here',
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Widgets area' })).toBeInTheDocument();
    // React and React Router report the render error on the console; the page itself is what is checked.
    expectConsole('The widget page broke');
    await act(() => router.navigate('/internal/broken'));
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByText('The widget page broke')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Widgets area' })).toBeInTheDocument();
  });
});

/** An area whose navigation is its declaration's menu: labels the kit knows, and a partner's own. */
const declaredArea: AreaDefinition = {
  name: 'telephony',
  title: 'Telephony area',
  routes: [
    { path: 'clients', element: <h1>Clients page</h1> },
    { path: 'carriers', element: <h1>Carriers page</h1> },
  ],
  home: '/internal/clients',
  declaration: {
    area: 'telephony',
    menu: [
      { id: 't.carriers', label: 'Carriers', path: 'carriers', section: 'byo', order: 10 },
      { id: 't.numbers', label: 'Phone Numbers', path: 'phone-numbers', section: 'byo', order: 20 },
      { id: 't.clients', label: 'Clients', path: 'clients', section: 'main', order: 50 },
      { id: 't.gadgets', label: 'Gadgets', path: 'gadgets', section: 'main', order: 60 },
    ],
  },
};

describe('the standalone page in German', () => {
  afterEach(async () => {
    // still mounted here: the switch re-renders it
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('signs in, navigates and signs out in German, its errors and the declared menu labels too', async () => {
    await setLanguage('de');
    const { user } = renderWithProviders(null, { routes: standaloneRoutes(declaredArea), route: '/' });
    expect(await screen.findByRole('heading', { name: 'Telephony area (eigenständig)' })).toBeInTheDocument();
    expect(screen.getByText('Melden Sie sich mit einem Benutzer des Portals an.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Anmelden' });
    await user.type(within(form).getByLabelText('Benutzername'), 'admin');
    await user.type(within(form).getByLabelText('Passwort'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect(await within(form).findByText('Die Anmeldedaten sind nicht korrekt')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Passwort'));
    await user.type(within(form).getByLabelText('Passwort'), ADMIN_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('heading', { name: 'Clients page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Telephony area' });
    // the kit's words for the declared labels, in the host's order; a label the kit does not know as declared
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Clients', 'Gadgets', 'Carrier', 'Rufnummern']);
    expect(screen.getByRole('combobox', { name: 'Dienstanbieter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await findToast('Sie wurden erfolgreich abgemeldet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('says in German that the user must change the password first', async () => {
    await addUser(contract.current, 'newcomer', { initial_password: 'Str0ng-Passw0rd!', force_change: true });
    await setLanguage('de');
    const { user } = renderWithProviders(null, { routes: standaloneRoutes(declaredArea), route: '/' });
    await user.type(await screen.findByLabelText('Benutzername'), 'newcomer');
    await user.type(screen.getByLabelText('Passwort'), 'Str0ng-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(
        'Dieser Benutzer muss zuerst ein neues Passwort wählen: Melden Sie sich einmal über das Portal an.',
      ),
    ).toBeInTheDocument();
  });
});
