import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@switchboard/shared/bus';
import { THEME_STORAGE_KEY } from '@switchboard/shared/ui';
import { THEME_KEY, applyStoredThemeEarly } from '../../bootstrap-keys';
import { signedOut } from '@switchboard/shared/store';
import {
  apiUrl,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
  testServiceProviders,
} from '@switchboard/shared/testing';
import {
  manifestOf,
  REMOTE_URLS,
  remoteServers,
  renderPortal,
  TEST_DECLARATIONS,
  testBackgroundModules,
} from '../../test-utils';

const allRemotes = { ...REMOTE_URLS };
const server = setupTestServer(
  ...sessionHandlers(),
  ...remoteServers('identity', 'telephony', 'speech', 'observability', 'billing'),
);

function menuItems() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('menu per scope (docs/product/shell.md#menu)', () => {
  it('admin', async () => {
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin', config: { remotes: allRemotes } });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(menuItems()).toEqual([
      'Users',
      'Settings',
      'Accounts',
      'Clients',
      'Applications',
      'Recent calls',
      'Alerts',
      'Alert rules',
      'Call quality',
      'Usage',
      'Carriers',
      'Carrier health',
      'Speech',
      'Phone Numbers',
      'Outbound Call Routing',
    ]);
    expect(screen.getByRole('heading', { name: 'BYO Services' })).toBeInTheDocument();
  });

  it('service provider: no Account item', async () => {
    server.use(...sessionHandlers({ scope: 'service_provider' }));
    await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'service_provider',
      config: { remotes: allRemotes },
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(menuItems()).toContain('Settings');
    expect(menuItems()).toContain('Accounts');
    expect(menuItems()).not.toContain('Account');
  });

  it('account: Account (their own) instead of Settings and Accounts', async () => {
    server.use(...sessionHandlers({ scope: 'account' }));
    await renderPortal({ route: '/internal/users', signedInAs: 'account', config: { remotes: allRemotes } });
    await screen.findByRole('heading', { name: 'Users page' });
    expect(menuItems()).not.toContain('Settings');
    expect(menuItems()).not.toContain('Accounts');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/internal/accounts/9351f46a-678c-43f5-b8a6-d4eb58d131af/edit',
    );
  });

  it('MS Teams Tenants only when the current service provider has an MS Teams FQDN', async () => {
    server.use(
      http.get(apiUrl('/ServiceProviders'), () =>
        HttpResponse.json([{ ...testServiceProviders[0], ms_teams_fqdn: 'teams.example.com' }]),
      ),
    );
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin', config: { remotes: allRemotes } });
    expect(await screen.findByRole('link', { name: 'MS Teams Tenants' })).toBeInTheDocument();
  });
});

describe('menu per feature switch and configured remote', () => {
  it('hosted hides Users; LCR off hides Outbound Call Routing', async () => {
    await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: allRemotes, features: { hosted: true, lcr: false } },
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(menuItems()).not.toContain('Users');
    expect(menuItems()).not.toContain('Outbound Call Routing');
    expect(menuItems()).toContain('Carriers');
  });

  it('items of a remote that is not configured are hidden', async () => {
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(menuItems()).toEqual(['Users', 'Settings', 'Accounts', 'Applications']);
    expect(screen.queryByRole('heading', { name: 'BYO Services' })).not.toBeInTheDocument();
  });
});

describe('layout', () => {
  it('shows the user badge with name and scope, linking to editing oneself', async () => {
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    const badge = await screen.findByRole('link', { name: /admin, Admin/ });
    expect(badge).toHaveAttribute('href', '/internal/users/00000000-0000-4000-8000-000000000001/edit');
  });

  it('the theme in the user menu: System until picked, then Light or Dark, remembered and on the page', async () => {
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    const theme = await screen.findByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveValue('system');
    expect(
      within(theme)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    expect(document.documentElement).not.toHaveAttribute('data-sb-theme');
    await user.selectOptions(theme, 'dark');
    expect(document.documentElement).toHaveAttribute('data-sb-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // what the lean start-up reads before the next page renders
    expect(THEME_KEY).toBe(THEME_STORAGE_KEY);
    document.documentElement.removeAttribute('data-sb-theme');
    applyStoredThemeEarly();
    expect(document.documentElement).toHaveAttribute('data-sb-theme', 'dark');
    await user.selectOptions(theme, 'system');
    expect(document.documentElement).not.toHaveAttribute('data-sb-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('the current service provider falls back to the first by name, and only admin can change it', async () => {
    server.use(
      http.get(apiUrl('/ServiceProviders'), () =>
        HttpResponse.json([
          { ...testServiceProviders[0], service_provider_sid: 'sp-z', name: 'Zebra' },
          { ...testServiceProviders[0], service_provider_sid: 'sp-a', name: 'Alpha' },
        ]),
      ),
    );
    const { app } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    const select = await screen.findByLabelText(/Service provider/);
    await waitFor(() => expect(select).toHaveValue('sp-a'));
    expect(app.store.getState().session.serviceProviderSid).toBe('sp-a');
    expect(localStorage.getItem('sb.serviceProviderSid')).toBe('sp-a');
  });

  it('a service-provider user sees their provider, not a selector', async () => {
    server.use(...sessionHandlers({ scope: 'service_provider' }));
    await renderPortal({ route: '/internal/accounts', signedInAs: 'service_provider' });
    expect(await screen.findByText('default service provider')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Service provider/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service provider' })).not.toBeInTheDocument();
  });

  it('an admin signs in to the provider they last worked in, not a new one that sorts first', async () => {
    const providers = [{ ...testServiceProviders[0], service_provider_sid: 'sp-m', name: 'Mango' }];
    server.use(http.get(apiUrl('/ServiceProviders'), () => HttpResponse.json(providers)));
    const first = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    await waitFor(() => expect(first.app.store.getState().session.serviceProviderSid).toBe('sp-m'));
    // another admin adds 'Acme' meanwhile; this one signs out and in again
    providers.push({ ...testServiceProviders[0], service_provider_sid: 'sp-a', name: 'Acme' });
    act(() => {
      first.app.store.dispatch(signedOut());
    });
    first.unmount();
    expect(localStorage.getItem('token')).toBeNull();
    const { user } = await renderPortal();
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText(/Service provider/)).toHaveValue('sp-m'));
    expect(localStorage.getItem('sb.serviceProviderSid')).toBe('sp-m');
  });

  it('admin adds a service provider: "Added new service provider X", and it becomes current', async () => {
    let created: unknown;
    const providers = [...testServiceProviders];
    server.use(
      http.get(apiUrl('/ServiceProviders'), () => HttpResponse.json(providers)),
      http.post(apiUrl('/ServiceProviders'), async ({ request }) => {
        created = await request.json();
        providers.push({ ...testServiceProviders[0], service_provider_sid: 'sp-new', name: 'Acme' });
        return HttpResponse.json({ sid: 'sp-new' }, { status: 201 });
      }),
    );
    const { user, app } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add service provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service provider' });
    await user.click(within(dialog).getByRole('button', { name: 'Add service provider' }));
    expect(await within(dialog).findByText('Service provider name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Service provider name/), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add service provider' }));
    expect(await screen.findByText('Added new service provider Acme')).toBeInTheDocument();
    expect(created).toEqual({ name: 'Acme' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText(/Service provider/)).toHaveValue('sp-new'));
    expect(app.store.getState().session.serviceProviderSid).toBe('sp-new');
  });

  it("a name taken on a jambonz API (MySQL's duplicate entry) is said in words in the dialog", async () => {
    server.use(
      http.post(apiUrl('/ServiceProviders'), () =>
        HttpResponse.json(
          { msg: "Duplicate entry 'Acme' for key 'service_providers.name'" },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add service provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service provider' });
    await user.type(within(dialog).getByLabelText(/Service provider name/), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add service provider' }));
    expect(
      await within(dialog).findByText(
        'The name you have entered is already in use on another service provider.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Duplicate entry/)).not.toBeInTheDocument();
  });

  it('the mobile menu button opens and closes the navigation', async () => {
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Users' }));
    await screen.findByRole('heading', { name: 'Users page' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('account context in the URL', () => {
  it('a deep link with ?account_sid= selects it, survives a reload and travels with the menu links', async () => {
    const first = await renderPortal({ route: '/internal/accounts?account_sid=acc-1', signedInAs: 'admin' });
    expect(await screen.findByText('Selected account: acc-1')).toBeInTheDocument();
    // Still selected once the service provider has been chosen (the first choice must not clear it).
    await waitFor(() => expect(first.app.store.getState().session.serviceProviderSid).not.toBeNull());
    expect(first.app.store.getState().session.accountSid).toBe('acc-1');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/internal/users?account_sid=acc-1',
    );

    await first.user.click(screen.getByRole('button', { name: 'Select account 2' }));
    expect(await screen.findByText('Selected account: acc-2')).toBeInTheDocument();
    expect(window.location.search).toBe('?account_sid=acc-2');
    first.unmount();

    // "Reload": a new page on the same URL (and storage).
    await renderPortal({
      route: `${window.location.pathname}${window.location.search}`,
      token: localStorage.getItem('token') ?? '',
    });
    expect(await screen.findByText('Selected account: acc-2')).toBeInTheDocument();
  });

  it('choosing "All accounts" clears it from the URL and the store, and it stays cleared after a reload', async () => {
    const first = await renderPortal({ route: '/internal/accounts?account_sid=acc-1', signedInAs: 'admin' });
    expect(await screen.findByText('Selected account: acc-1')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'All accounts' }));
    expect(await screen.findByText('Selected account: none')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    // Not brought back by the URL catching up.
    expect(screen.getByText('Selected account: none')).toBeInTheDocument();
    expect(first.app.store.getState().session.accountSid).toBeNull();
    first.unmount();

    await renderPortal({ route: '/internal/accounts', token: localStorage.getItem('token') ?? '' });
    expect(await screen.findByText('Selected account: none')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('a page without the parameter gets the remembered account added', async () => {
    localStorage.setItem('sb.accountSid', 'acc-7');
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    expect(await screen.findByText('Selected account: acc-7')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?account_sid=acc-7'));
  });
});

describe('what remotes add to the shell', () => {
  afterEach(() => {
    delete testBackgroundModules.observability;
  });

  it("a remote's badge shows beside its menu item, and goes when the count is 0", async () => {
    await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'account',
      config: { remotes: { identity: REMOTE_URLS.identity, observability: REMOTE_URLS.observability } },
    });
    const alerts = await screen.findByRole('link', { name: 'Alerts' });
    act(() => bus.emit('menu:badge', { item: 'observability.alerts', count: 3, label: '3 unread alerts' }));
    expect(alerts).toHaveAccessibleName('Alerts (3 unread alerts)');
    act(() => bus.emit('menu:badge', { item: 'observability.alerts', count: 0 }));
    expect(alerts).toHaveAccessibleName('Alerts');
  });

  it('a declared ./background starts once signed in and stops on sign-out', async () => {
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    testBackgroundModules.observability = { start };
    server.use(
      http.get(REMOTE_URLS.observability, () =>
        HttpResponse.json(
          manifestOf('observability', { ...TEST_DECLARATIONS.observability, background: true }),
        ),
      ),
    );
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: { identity: REMOTE_URLS.identity, observability: REMOTE_URLS.observability } },
    });
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(stop).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('button', { name: 'Log in' });
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("a remote's public page (hosted registration) is mounted at the root, signed out", async () => {
    await renderPortal({
      route: '/register',
      config: { remotes: { billing: REMOTE_URLS.billing }, features: { hosted: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Register page' })).toBeInTheDocument();
  });

  it('the same public path without the hosted switch does not exist', async () => {
    await renderPortal({ route: '/register', config: { remotes: { billing: REMOTE_URLS.billing } } });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
  });
});
