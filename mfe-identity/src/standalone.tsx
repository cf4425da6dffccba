// The standalone page (`npm run dev -w mfe-identity`, or the remote's own origin in production): the area behind a
// minimal shell, with the same runtime configuration, store, API and UI kit as in the host.
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { RuntimeConfigProvider, loadRuntimeConfig } from '@switchboard/shared/config';
import { createPortalStore } from '@switchboard/shared/store';
import { Alert, UiRoot } from '@switchboard/shared/ui';
import { areaRoutes } from './shell/AreaRoutes';
import { StandaloneShell } from './shell/StandaloneShell';

async function start() {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig('/config.json');
    const store = createPortalStore();
    const router = createBrowserRouter(areaRoutes(<StandaloneShell />));
    root.render(
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <UiRoot>
            <RouterProvider router={router} />
          </UiRoot>
        </Provider>
      </RuntimeConfigProvider>,
    );
  } catch (error) {
    root.render(
      <UiRoot toaster={false}>
        <Alert kind="error" title="The page could not start">
          <p>{error instanceof Error ? error.message : String(error)}</p>
        </Alert>
      </UiRoot>,
    );
  }
}

void start();
