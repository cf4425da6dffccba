// The route table the identity area uses when it runs without the host (single-spa mount, standalone page):
// its pages under /internal, a home redirect, an error element and a not-found page.
import { Navigate, useRouteError, type RouteObject } from 'react-router';
import { selectUser, useAppSelector } from '@switchboard/shared/store';
import { Alert, Button, EmptyState, Skeleton } from '@switchboard/shared/ui';
import { routes } from '../routes';
import { homePathFor } from './home';

function Home() {
  const user = useAppSelector(selectUser);
  return <Navigate to={homePathFor(user)} replace />;
}

function PageError() {
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

function NotFound() {
  return <EmptyState headingLevel={1} title="That page doesn't exist." />;
}

/** `layout` wraps every page (the standalone shell's navigation; nothing for a single-spa mount). */
export function areaRoutes(layout: RouteObject['element']): RouteObject[] {
  return [
    {
      element: layout,
      errorElement: <PageError />,
      hydrateFallbackElement: <Skeleton heading lines={6} label="Loading" />,
      children: [
        { index: true, element: <Home /> },
        {
          path: 'internal',
          children: [
            { index: true, element: <Home /> },
            ...routes.map((route) => ({ ...route, errorElement: <PageError /> })),
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
