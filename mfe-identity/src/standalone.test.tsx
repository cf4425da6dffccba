import { screen, waitFor } from '@testing-library/react';
import { apiUrl, http, HttpResponse, renderWithProviders, tokenFor } from '@switchboard/shared/testing';
import { standaloneRoutes } from '@switchboard/shared/admin-shell';
import { setupFakeApi } from './testing/setup';
import { identityArea } from './area';

const api = setupFakeApi();

describe('the identity area’s standalone page', () => {
  it('signs in, then shows the area with its navigation and the first service provider', async () => {
    api.server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json({
          token: tokenFor('admin'),
          user_sid: 'u',
          scope: 'admin',
          force_change: false,
          permissions: [],
        }),
      ),
    );
    const { user, router } = renderWithProviders(null, {
      routes: standaloneRoutes(identityArea),
      route: '/',
    });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Identity area' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'default account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/internal/accounts');
  });

  it('says so when the credentials are wrong', async () => {
    api.server.use(http.post(apiUrl('/login'), () => HttpResponse.text('Forbidden', { status: 403 })));
    const { user } = renderWithProviders(null, { routes: standaloneRoutes(identityArea), route: '/' });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login credentials are incorrect')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderWithProviders(null, {
      routes: standaloneRoutes(identityArea),
      route: '/internal/nothing-here',
      signedInAs: 'service_provider',
    });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Identity area' })).toBeInTheDocument(),
    );
  });
});
