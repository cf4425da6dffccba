// The host's route table. Public pages at the top level; everything under /internal needs a session and renders
// in the layout. Remote pages are patched in under the 'internal' route as each remote's ./routes arrives; until
// then the catch-all RemoteSlot shows the remote's boundary (or not found).
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireSignIn } from '@switchboard/shared/access';
import type { RuntimeConfig } from '@switchboard/shared/config';
import { selectUser, useAppSelector } from '@switchboard/shared/store';
import { useTranslation } from '@switchboard/shared/i18n';
import { Spinner } from '@switchboard/shared/ui';
import { UnexpectedErrorPage } from './errors/UnexpectedErrorPage';
import { PORTAL_NAMESPACE } from './i18n/resources';
import { Layout } from './layout/Layout';
import { homePath } from './navigation';
import { RemoteSlot } from './remotes/RemoteSlot';
import { wrapRemoteRoutes } from './remotes/wrap-routes';
import { SessionEvents } from './session/SessionEvents';
import { SessionKeeper } from './session/SessionKeeper';
import { SignInRoute } from './session/SignInRoute';

function Loading() {
  return <Spinner label={useTranslation(PORTAL_NAMESPACE).t('frame.loading')} />;
}

export const INTERNAL_ROUTE_ID = 'internal';
/** Remotes' public pages (`./public-routes`) are patched in under this route. */
export const ROOT_ROUTE_ID = 'root';

function Root() {
  return (
    <>
      <SessionEvents />
      <SessionKeeper />
      <Outlet />
    </>
  );
}

function HomeRedirect() {
  const user = useAppSelector(selectUser);
  return <Navigate to={homePath(user)} replace />;
}

/**
 * The route table for a configuration; `remoteRoutes` / `publicRoutes` are the `./routes` / `./public-routes` of
 * remotes already loaded.
 */
export function buildRoutes(
  config: RuntimeConfig,
  remoteRoutes: RouteObject[][] = [],
  publicRoutes: RouteObject[][] = [],
): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Root />,
      errorElement: <UnexpectedErrorPage />,
      // Shown while a lazy page of the first URL loads (e.g. a reload on /create-password).
      hydrateFallbackElement: <Loading />,
      children: [
        { path: '/', element: <SignInRoute /> },
        // Rarely visited pages (and their form libraries) load on demand.
        {
          path: 'create-password',
          lazy: async () => ({
            Component: (await import('./session/CreatePasswordPage')).CreatePasswordPage,
          }),
        },
        {
          path: 'two-factor-setup',
          lazy: async () => ({
            Component: (await import('./session/TwoFactorSetupPage')).TwoFactorSetupPage,
          }),
        },
        ...(config.features.forgotPassword
          ? [
              {
                path: 'forgot-password',
                lazy: async () => ({
                  Component: (await import('./session/ForgotPasswordPage')).ForgotPasswordPage,
                }),
              },
              {
                path: 'reset-password/:id',
                lazy: async () => ({
                  Component: (await import('./session/ResetPasswordPage')).ResetPasswordPage,
                }),
              },
            ]
          : []),
        {
          id: INTERNAL_ROUTE_ID,
          path: 'internal',
          element: (
            <RequireSignIn>
              <Layout />
            </RequireSignIn>
          ),
          children: [
            { index: true, element: <HomeRedirect /> },
            ...remoteRoutes.flatMap(wrapRemoteRoutes),
            { path: '*', element: <RemoteSlot /> },
          ],
        },
        ...publicRoutes.flatMap(wrapRemoteRoutes),
        // A public page of a remote (declared in its publicPaths) until its routes are in; otherwise not found.
        { path: '*', element: <RemoteSlot kind="public" /> },
      ],
    },
  ];
}
