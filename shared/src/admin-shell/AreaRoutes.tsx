// The route table of an area running without the host (single-spa mount, standalone page): its pages under
// /internal, a home redirect, an error element with Retry and a not-found page — what the host gives it otherwise.
import type { ReactNode } from 'react';
import { Navigate, useRouteError, type RouteObject } from 'react-router';
import { selectUser, useAppSelector } from '@switchboard/shared/store';
import { Alert, Button, EmptyState, Skeleton } from '@switchboard/shared/ui';
import { homePath, type AreaDefinition } from './area';

function Home({ area }: { area: Pick<AreaDefinition, 'home'> }) {
  const user = useAppSelector(selectUser);
  return <Navigate to={homePath(area, user)} replace />;
}

export function PageError() {
  const error = useRouteError();
  return (
    <Alert
      kind="error"
      title="This page could not be shown"
      action={
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          Retry
        </Button>
      }
    >
      <p>{error instanceof Error ? error.message : 'Something went wrong, please try again'}</p>
    </Alert>
  );
}

export function NotFound() {
  return <EmptyState headingLevel={1} title="That page doesn't exist." />;
}

/** The area's routes under `layout` (the standalone shell, or an Outlet for a single-spa mount). */
export function areaRoutes(area: Pick<AreaDefinition, 'routes' | 'home'>, layout: ReactNode): RouteObject[] {
  const home = <Home area={area} />;
  return [
    {
      element: layout,
      errorElement: <PageError />,
      hydrateFallbackElement: <Skeleton heading lines={6} label="Loading" />,
      children: [
        { index: true, element: home },
        {
          path: 'internal',
          children: [
            { index: true, element: home },
            ...area.routes.map((route) => ({ ...route, errorElement: route.errorElement ?? <PageError /> })),
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
