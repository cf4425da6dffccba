import { screen, waitFor } from '@testing-library/react';
import { apiUrl, http, HttpResponse, renderWithProviders, tokenFor } from '@switchboard/shared/testing';
import { standaloneRoutes } from '@switchboard/shared/admin-shell';
import { setupFakeApi } from './testing/setup';
import { identityArea } from './area';

const api = setupFakeApi();

// The shell itself (sign-in errors, provider picker, sign out) is tested with the kit (shared/src/admin-shell).
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
