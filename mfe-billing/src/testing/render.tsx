// Renders the billing area as the host mounts it: its internal routes under /internal and its public routes at the
// root, with a probe showing where other paths lead (the account page, sign-in), in hosted mode; and typing into the
// sandbox card field. The session is the test's (`preloadedState`: a signed-up account's, seed.ts).
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation, type RouteObject } from 'react-router';
import { renderWithProviders, type RenderWithProvidersOptions } from '@switchboard/shared/testing';
import { publicRoutes } from '../public-routes';
import { routes } from '../routes';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderBilling(
  url: string,
  options: Omit<RenderWithProvidersOptions, 'route' | 'routes'> = {},
) {
  const table: RouteObject[] = [
    { path: '/internal', children: routes, hydrateFallbackElement: <p>Loading the page</p> },
    ...publicRoutes.map((route) => ({ ...route, hydrateFallbackElement: <p>Loading the page</p> })),
    { path: '*', element: <LocationProbe /> },
  ];
  return renderWithProviders(null, {
    ...options,
    config: { ...options.config, features: { hosted: true, ...options.config?.features } },
    route: url,
    routes: table,
  });
}

/** Types a card into the sandbox card field (number, MM/YY, CVC). */
export async function typeCard(user: UserEvent, number: string, expiry = '12 / 34', cvc = '123') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiration date (MM / YY)'), expiry.replace(/\D/g, ''));
  await user.type(screen.getByLabelText('Security code (CVC)'), cvc);
}

export const location = () => screen.findByTestId('location');
