import { screen, within } from '@testing-library/react';
// Renders the identity area's real route table (lazy pages included) at a URL, with a probe that shows where
// redirects and links lead.
import { useLocation } from 'react-router';
import { sessionFromToken, type SessionState } from '@switchboard/shared/store';
import {
  TEST_SP_SID,
  renderWithProviders,
  tokenFor,
  type RenderWithProvidersOptions,
} from '@switchboard/shared/testing';
import type { JwtClaims } from '@switchboard/shared/types';
import { routes } from '../routes';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderIdentity(
  route: string,
  options: Omit<RenderWithProvidersOptions, 'route' | 'routes'> = {},
) {
  return renderWithProviders(null, {
    ...options,
    route,
    routes: [
      { path: '/internal', children: routes, hydrateFallbackElement: <p>Loading the page</p> },
      { path: '*', element: <LocationProbe /> },
    ],
  });
}

/** The current URL of a rendered router. */
export function currentUrl(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** A signed-in session for a scope, with the current service provider set (admins choose theirs in the host). */
export function sessionAs(
  scope: 'admin' | 'service_provider' | 'account',
  claims: Partial<JwtClaims> = {},
  extra: Partial<SessionState> = {},
): { session: SessionState } {
  const session = sessionFromToken(tokenFor(scope, claims));
  return { session: { ...session, serviceProviderSid: session.serviceProviderSid ?? TEST_SP_SID, ...extra } };
}

/** Waits for a toast with exactly this text (toasts live in the 'Notifications' region). */
export async function findToast(text: string | RegExp) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  return within(region).findByText(text);
}
