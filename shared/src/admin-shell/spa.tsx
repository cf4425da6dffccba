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
//
// The token is a JWT (from /login) or an API key (the API takes either as a bearer, like jambonz): with a key,
// `accountSid` (an account's key) or `serviceProviderSid` (a service provider's key) says whose it is.
// Given a domElement, the area renders in its shadow root (isolation 'shadow', the default): the page's CSS
// does not reach it and its CSS does not reach the page. Two areas mounted side by side each keep their own
// store, token and API base URL.
import React, { useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { api, fallbackServiceProvider, useGetServiceProvidersQuery } from '@switchboard/shared/api';
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
  userFromToken,
  type PortalStore,
  type SessionState,
  type SessionUser,
} from '@switchboard/shared/store';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import { Alert, ModalContainerContext, UiRoot } from '@switchboard/shared/ui';
import type { AreaDefinition } from './area';
import { areaRoutes } from './AreaRoutes';
import { mountInShadowRoot, type ShadowMount } from './shadow-root';

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
  /** 'shadow' (default with a domElement): render in its shadow root, styles isolated both ways. */
  isolation?: 'shadow' | 'none';
}

/** Who an API key speaks for: it carries no claims, so the mount props say whose key it is. */
function apiKeyUser(props: AreaSpaProps): SessionUser | null {
  const scope = props.accountSid ? 'account' : props.serviceProviderSid ? 'service_provider' : null;
  if (!scope) return null;
  return {
    user_sid: null,
    name: 'API key',
    scope,
    permissions: [],
    is_view_only: false,
    service_provider_sid: props.serviceProviderSid ?? null,
    service_provider_name: null,
    account_sid: props.accountSid ?? null,
    account_name: null,
    exp: null,
  };
}

/** The area's session from its credential: a JWT's claims, or an API key with the props saying whose. */
export function spaSession(token: string | null, props: AreaSpaProps): SessionState | undefined {
  if (!token) return undefined;
  if (userFromToken(token))
    return sessionFromToken(token, {
      serviceProviderSid: props.serviceProviderSid,
      accountSid: props.accountSid,
    });
  const user = apiKeyUser(props);
  if (!user) return undefined;
  return {
    token,
    user,
    serviceProviderSid: user.service_provider_sid,
    accountSid: user.account_sid,
    endedBy: null,
    pendingSteps: [],
  };
}

/** Admins work on one service provider: the one given, else the fallback of docs/product/shell.md#service-provider-context (as in the host). */
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

type SpaRootProps = AreaSpaProps & { area: AreaDefinition; onStore: (store: PortalStore) => void };

function SpaRoot({ area, onStore, ...props }: SpaRootProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [app] = useState(() => {
    const config = setRuntimeConfig({ apiBaseUrl: props.apiBaseUrl, features: props.features ?? {} });
    const readToken = props.getToken ?? (() => props.token ?? null);
    const session = spaSession(readToken() ?? null, props);
    // Its own credentials and no bus: a 401 or a sign-out elsewhere on the page must not end this area's session.
    const store = createPortalStore({
      persist: false,
      listenToBus: false,
      preloadedState: session ? { session } : {},
      credentials: { getToken: readToken, apiBaseUrl: config.apiBaseUrl },
    });
    const table = areaRoutes(area, <ServiceProviderDefault />);
    // Route loaders get this store (they may start a page's API calls with the navigation).
    const withStore = routerOptionsWithStore(store);
    const router =
      props.routing === 'memory'
        ? createMemoryRouter(table, { ...withStore, initialEntries: [props.initialPath ?? '/'] })
        : createBrowserRouter(table, { ...withStore, basename: props.basename });
    onStore(store);
    return { config, store, router, signedIn: Boolean(session?.user) };
  });

  useEffect(
    () => () => {
      app.store.dispose();
      app.router.dispose();
    },
    [app],
  );

  return (
    <RuntimeConfigProvider config={app.config}>
      <Provider store={app.store}>
        <ModalContainerContext.Provider value={props.domElement ?? null}>
          <UiRoot>
            {app.signedIn ? (
              <RouterProvider router={app.router} />
            ) : (
              <Alert kind="error" title={t('notSignedIn')}>
                <p>{t('areaNeedsToken', { area: area.name })}</p>
              </Alert>
            )}
          </UiRoot>
        </ModalContainerContext.Provider>
      </Provider>
    </RuntimeConfigProvider>
  );
}

/** What single-spa's error boundary shows when the area's code throws. */
function AreaStopped({ area, error }: { area: string; error: string }) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div className="sb-root" role="alert">
      {t('areaStopped', { area, error })}
    </div>
  );
}

/** The single-spa lifecycles (`bootstrap`, `mount`, `unmount`) of an area: what its `./spa` exports. */
export function createAreaSpa(area: AreaDefinition) {
  type Props = AreaSpaProps & { name?: string };
  // Per mounted application (by single-spa name): its shadow root and its store, let go on unmount.
  const shadows = new Map<string, ShadowMount>();
  const stores = new Map<string, PortalStore>();
  const nameOf = (props: Props) => String(props.name ?? area.name);
  const react = singleSpaReact<AreaSpaProps>({
    React,
    ReactDOMClient,
    rootComponent: (props) => (
      <SpaRoot {...props} area={area} onStore={(store) => stores.set(nameOf(props as Props), store)} />
    ),
    errorBoundary: (error) => <AreaStopped area={area.name} error={error.message} />,
  });
  return {
    ...react,
    mount: (props: Props) => {
      const lifecycleProps = props as Parameters<typeof react.mount>[0];
      if (!props.domElement || props.isolation === 'none') return react.mount(lifecycleProps);
      const shadow = mountInShadowRoot(props.domElement);
      shadows.set(nameOf(props), shadow);
      return react.mount({ ...lifecycleProps, domElement: shadow.container });
    },
    unmount: async (props: Props) => {
      await react.unmount(props as Parameters<typeof react.unmount>[0]);
      const name = nameOf(props);
      // The pages' cache timers (kept data for 60 s after the last subscriber) would keep the store alive.
      stores.get(name)?.dispatch(api.util.resetApiState());
      stores.delete(name);
      shadows.get(name)?.release();
      shadows.delete(name);
    },
  };
}
