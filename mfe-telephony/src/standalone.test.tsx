import { screen, waitFor } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { renderWithProviders } from '@switchboard/shared/testing';
import { standaloneRoutes } from '@switchboard/shared/admin-shell';
import { telephonyArea } from './area';

const api = setupContractApi();

// The shell itself (sign-in, provider picker, sign out) is tested with the kit (shared/src/admin-shell).
describe('the telephony area’s standalone page', () => {
  it('lands on the carriers, with the navigation the area declares', async () => {
    const { router } = renderWithProviders(null, {
      routes: standaloneRoutes(telephonyArea),
      route: '/',
      preloadedState: api.current.sessionAs('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Telephony area' });
    for (const label of ['Clients', 'Carriers', 'Phone Numbers', 'Outbound Call Routing'])
      expect(await screen.findByRole('link', { name: label })).toBeInTheDocument();
    expect(nav).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/carriers'));
  });
});
