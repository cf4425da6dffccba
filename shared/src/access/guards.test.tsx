import { screen } from '@testing-library/react';
import { sessionFromToken } from '@switchboard/shared/store';
import { renderWithProviders, tokenFor } from '@switchboard/shared/testing';
import { RequireScope, RequireSignIn, useViewOnly } from './index';
import { useFeature } from './index';

function Probe() {
  const viewOnly = useViewOnly();
  const forgot = useFeature('forgotPassword');
  return (
    <p>
      view-only: {String(viewOnly)}; forgot: {String(forgot)}
    </p>
  );
}

const routes = [
  { path: '/', element: <h1>Sign in</h1> },
  {
    path: '/internal/accounts',
    element: (
      <RequireSignIn>
        <RequireScope
          min="service_provider"
          redirectTo="/internal/applications"
          message="You do not have permissions to manage all accounts"
        >
          <h1>Accounts</h1>
        </RequireScope>
      </RequireSignIn>
    ),
  },
  { path: '/internal/applications', element: <h1>Applications</h1> },
  { path: '/two-factor-setup', element: <h1>Set up two-factor sign-in</h1> },
  { path: '/probe', element: <Probe /> },
];

describe('RequireSignIn', () => {
  it('sends a signed-out visitor to sign-in with the spec message', async () => {
    const { router } = renderWithProviders(null, { routes, route: '/internal/accounts?account_sid=x' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('You must log in to view that page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/internal/accounts?account_sid=x' });
  });

  it('lets a signed-in user through', async () => {
    renderWithProviders(null, { routes, route: '/internal/accounts', signedInAs: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('sends a session with a step still to do to that step, not to the page', async () => {
    const session = { ...sessionFromToken(tokenFor('admin')), pendingSteps: ['two-factor-setup' as const] };
    renderWithProviders(null, { routes, route: '/internal/accounts', preloadedState: { session } });
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();
  });
});

describe('RequireScope', () => {
  it('redirects a lower scope with its toast', async () => {
    renderWithProviders(null, { routes, route: '/internal/accounts', signedInAs: 'account' });
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.getAllByText('You do not have permissions to manage all accounts')).toHaveLength(1);
  });

  it('lets the minimum scope in', async () => {
    renderWithProviders(null, { routes, route: '/internal/accounts', signedInAs: 'service_provider' });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });
});

describe('hooks', () => {
  it('useViewOnly and useFeature read the session and the runtime config', async () => {
    renderWithProviders(null, {
      routes,
      route: '/probe',
      signedInAs: 'account',
      config: { features: { forgotPassword: true } },
    });
    expect(await screen.findByText('view-only: false; forgot: true')).toBeInTheDocument();
  });
});
