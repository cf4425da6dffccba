// An area run without the host, as a remote's ./spa and standalone page run it: a small test area whose one page
// lists the current service provider's accounts.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { selectServiceProviderSid, useAppSelector } from '@switchboard/shared/store';
import {
  HttpResponse,
  TEST_API_BASE_URL,
  TEST_SP_SID,
  apiUrl,
  createRequestLog,
  expectConsole,
  findToast,
  http,
  mountSpaForTest,
  renderWithProviders,
  sessionHandlers,
  setupFakeApi,
  testServiceProviders,
  tokenFor,
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

const otherSp = { ...testServiceProviders[0], service_provider_sid: 'sp-2', name: 'another provider' };

const fake = setupFakeApi(() => ({
  handlers: sessionHandlers({ serviceProviders: [otherSp, ...testServiceProviders] }),
  ...createRequestLog(),
}));

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
    const token = tokenFor('admin');
    const props = propsFor(element, () => token);
    await mountInto(props);
    const root = areaRoot(element);
    expect(element.querySelector('.sb-root')).toBeNull();
    expect(await within(root).findByRole('heading', { name: 'Widget accounts' })).toBeInTheDocument();
    expect(within(root).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    // An admin works on the first provider by name ('another provider' sorts first).
    await waitFor(() => expect(fake.current.sent('GET', '/ServiceProviders/sp-2/Accounts')).toHaveLength(1));
    expect(fake.current.sent('GET', '/ServiceProviders')[0].authorization).toBe(`Bearer ${token}`);
    await act(async () => {
      await spa.unmount(props);
    });
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    element.remove();
  });

  it('lands an account user on the home the area gives them, on their own provider', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    const props = propsFor(element, () => tokenFor('account'));
    await mountInto(props);
    expect(await within(areaRoot(element)).findByRole('heading', { name: 'My widgets' })).toBeInTheDocument();
    expect(fake.current.sent('GET', '/ServiceProviders')).toHaveLength(0);
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
    const adminToken = tokenFor('admin');
    const first = await mounted('first', { getToken: () => adminToken, serviceProviderSid: TEST_SP_SID });
    // An account's API key carries no claims: the props say whose it is.
    const second = await mounted('second', {
      token: 'partner-api-key-0001',
      accountSid: 'acct-1',
      serviceProviderSid: TEST_SP_SID,
      initialPath: '/internal/widgets',
    });
    expect(await within(first.root).findByText('default account')).toBeInTheDocument();
    expect(await within(second.root).findByText('default account')).toBeInTheDocument();
    const calls = fake.current.sent('GET', `/ServiceProviders/${TEST_SP_SID}/Accounts`);
    expect(calls.map((c) => c.authorization).sort()).toEqual(
      [`Bearer ${adminToken}`, 'Bearer partner-api-key-0001'].sort(),
    );
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
      getToken: () => tokenFor('account'),
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
    await user.type(screen.getByLabelText('Password'), 'secret');
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
      expect(screen.getByRole('combobox', { name: 'Service provider' })).toHaveValue('sp-2'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service provider' }), TEST_SP_SID);
    expect(await screen.findByText('default account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await findToast("You've successfully logged out.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says so when the credentials are wrong, and when the user must change the password first', async () => {
    fake.server.use(http.post(apiUrl('/login'), () => HttpResponse.text('Forbidden', { status: 403 })));
    const { user } = renderWithProviders(null, { routes: standaloneRoutes(widgetsArea), route: '/' });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login credentials are incorrect')).toBeInTheDocument();
    // the lock-out's own text and a server failure, as the portal's sign-in page words them
    fake.server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json(
          { error: 'Maximum login attempts reached. Please try again in 1800 seconds.' },
          { status: 403 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Maximum login attempts reached. Please try again in 1800 seconds.'),
    ).toBeInTheDocument();
    fake.server.use(http.post(apiUrl('/login'), () => HttpResponse.json({ msg: 'ER_X' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The server encountered an error, please try again later'),
    ).toBeInTheDocument();
    fake.server.use(...sessionHandlers({ forceChange: true }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('This user must choose a new password first: sign in once through the portal.'),
    ).toBeInTheDocument();
  });

  it('shows an account user their own provider, read-only', async () => {
    renderWithProviders(null, {
      routes: standaloneRoutes(widgetsArea),
      route: '/',
      signedInAs: 'account',
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
      signedInAs: 'admin',
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
