import { screen, waitFor } from '@testing-library/react';
import { ADMIN_PASSWORD, setupContractApi } from '@switchboard/api/testing';
import { renderWithProviders } from '@switchboard/shared/testing';
import { standaloneRoutes } from '@switchboard/shared/admin-shell';
import { identityArea } from './area';

const api = setupContractApi();

// The shell itself (sign-in errors, provider picker, sign out) is tested with the kit (shared/src/admin-shell).
describe('the identity area’s standalone page', () => {
  it('signs in, then shows the area with its navigation and the first service provider', async () => {
    const { user, router } = renderWithProviders(null, {
      routes: standaloneRoutes(identityArea),
      route: '/',
    });
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Identity area' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'default account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/internal/accounts');
    expect(api.current.sent('POST', '/login')).toHaveLength(1);
  });

  it('shows the not-found page for an unknown path', async () => {
    renderWithProviders(null, {
      routes: standaloneRoutes(identityArea),
      route: '/internal/nothing-here',
      preloadedState: api.current.sessionAs('service_provider'),
    });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Identity area' })).toBeInTheDocument(),
    );
  });
});
