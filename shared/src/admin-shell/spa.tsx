// single-spa lifecycles of an area (a remote's `./spa`): the area mounted alone in a partner's page. It brings its
// own store, router and toasts (from the shared factories), takes the API base URL and the token from the mount
// props, and keeps its styles inside its root element (.sb-root, CSS Modules).
//
//   // mfe-telephony/src/spa.tsx
//   export const { bootstrap, mount, unmount } = createAreaSpa(telephonyArea);
//
//   // the partner's page
//   import { registerApplication, start } from 'single-spa';
//   registerApplication({ name: 'telephony', app: () => loadRemote('mfe_telephony/spa'), activeWhen: '/',
//     customProps: { apiBaseUrl: 'https://portal.example.com/api/v1', getToken: () => myToken,
//                    serviceProviderSid, accountSid, basename: '/portal', domElement } });
import React, { useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import {
  fallbackServiceProvider,
  setTokenGetter,
  useGetServiceProvidersQuery,
} from '@switchboard/shared/api';
import {
  RuntimeConfigProvider,
  setRuntimeConfig,
  useRuntimeConfig,
  type Features,
} from '@switchboard/shared/config';
import {
  createPortalStore,
  serviceProviderSelected,
  sessionFromToken,
  useAppDispatch,
  useAppSelector,
  routerOptionsWithStore,
  selectServiceProviderSid,
  selectUser,
} from '@switchboard/shared/store';
import { Alert, UiRoot } from '@switchboard/shared/ui';
import type { AreaDefinition } from './area';
import { areaRoutes } from './AreaRoutes';

/** The mount props of an area's `./spa`. */
export interface AreaSpaProps {
  /** The jambonz v1 API, e.g. https://portal.example.com/api/v1 (default: this page's origin + /api/v1). */
  apiBaseUrl?: string;
  /** Returns the current token (a JWT from /login); read on every call. */
  getToken?: () => string | null | undefined;
  /** A fixed token, when there is no getter. */
  token?: string;
  /** The service provider to work on (admins; others get theirs from the token). */
  serviceProviderSid?: string | null;
  /** The account selected at first (the URL's ?account_sid= wins). */
  accountSid?: string | null;
  /** Where the area lives in the page's URL (browser routing), e.g. '/portal'. */
  basename?: string;
  /** 'memory' keeps the page's URL untouched (default 'browser'). */
  routing?: 'browser' | 'memory';
  /** First page for memory routing (default: the user's home). */
  initialPath?: string;
  features?: Partial<Features>;
  domElement?: HTMLElement;
}

/** Admins work on one service provider: the one given, else the fallback of core §4 (as in the host). */
function ServiceProviderDefault() {
  const user = useAppSelector(selectUser);
  const current = useAppSelector(selectServiceProviderSid);
  const dispatch = useAppDispatch();
  const { defaultServiceProviderSid } = useRuntimeConfig();
  const { data } = useGetServiceProvidersQuery(undefined, {
    skip: user?.scope !== 'admin' || Boolean(current),
  });
  useEffect(() => {
    const fallback = fallbackServiceProvider(data ?? [], defaultServiceProviderSid);
    if (!current && fallback) dispatch(serviceProviderSelected(fallback.service_provider_sid));
  }, [current, data, defaultServiceProviderSid, dispatch]);
  return <Outlet />;
}

function SpaRoot({ area, ...props }: AreaSpaProps & { area: AreaDefinition }) {
  const [app] = useState(() => {
    const config = setRuntimeConfig({ apiBaseUrl: props.apiBaseUrl, features: props.features ?? {} });
    const readToken = props.getToken ?? (() => props.token ?? null);
    setTokenGetter(readToken);
    const token = readToken() ?? null;
    const session = token
      ? sessionFromToken(token, {
          serviceProviderSid: props.serviceProviderSid,
          accountSid: props.accountSid,
        })
      : undefined;
    const store = createPortalStore({ persist: false, preloadedState: session ? { session } : {} });
    const table = areaRoutes(area, <ServiceProviderDefault />);
    // Route loaders get this store (they may start a page's API calls with the navigation).
    const withStore = routerOptionsWithStore(store);
    const router =
      props.routing === 'memory'
        ? createMemoryRouter(table, { ...withStore, initialEntries: [props.initialPath ?? '/'] })
        : createBrowserRouter(table, { ...withStore, basename: props.basename });
    return { config, store, router, signedIn: Boolean(session?.user) };
  });

  useEffect(
    () => () => {
      app.store.dispose();
      app.router.dispose();
      setTokenGetter(null);
    },
    [app],
  );

  return (
    <RuntimeConfigProvider config={app.config}>
      <Provider store={app.store}>
        <UiRoot>
          {app.signedIn ? (
            <RouterProvider router={app.router} />
          ) : (
            <Alert kind="error" title="Not signed in">
              <p>The {area.name} area needs a signed-in user’s token (mount prop getToken or token).</p>
            </Alert>
          )}
        </UiRoot>
      </Provider>
    </RuntimeConfigProvider>
  );
}

/** The single-spa lifecycles (`bootstrap`, `mount`, `unmount`) of an area: what its `./spa` exports. */
export function createAreaSpa(area: AreaDefinition) {
  return singleSpaReact<AreaSpaProps>({
    React,
    ReactDOMClient,
    rootComponent: (props) => <SpaRoot {...props} area={area} />,
    errorBoundary: (error) => (
      <div className="sb-root" role="alert">
        The {area.name} area stopped working: {error.message}
      </div>
    ),
  });
}
