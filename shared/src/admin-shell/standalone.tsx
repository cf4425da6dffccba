// An area's standalone page (`npm run dev -w mfe-x`, or the remote's own origin in production): the area behind the
// minimal shell, with the same runtime configuration, store, API and UI kit as in the host.
//
//   // mfe-telephony/src/standalone.tsx (loaded by index.ts through import('./standalone'))
//   void startStandalone(telephonyArea);
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { RuntimeConfigProvider, loadRuntimeConfig } from '@switchboard/shared/config';
import { createPortalStore, routerOptionsWithStore } from '@switchboard/shared/store';
import { KIT_NAMESPACE, kitTranslations, translate } from '@switchboard/shared/i18n';
import { Alert, UiRoot } from '@switchboard/shared/ui';
import type { AreaDefinition } from './area';
import { areaRoutes } from './AreaRoutes';
import { StandaloneShell } from './StandaloneShell';

/** The area's routes under the standalone shell. */
export function standaloneRoutes(area: AreaDefinition) {
  return areaRoutes(area, <StandaloneShell area={area} />);
}

/** Renders the standalone page into #root (made when missing) once /config.json has loaded. */
export async function startStandalone(area: AreaDefinition): Promise<void> {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig('/config.json');
    // the kit's texts (the sign-in form, the navigation) in the language in use before the first render
    await kitTranslations;
    const store = createPortalStore();
    const router = createBrowserRouter(standaloneRoutes(area), routerOptionsWithStore(store));
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
    // the kit's texts in the language in use (a language whose file cannot be fetched shows English)
    await kitTranslations;
    root.render(
      <UiRoot toaster={false}>
        <Alert kind="error" title={translate(KIT_NAMESPACE, 'standalone.startFailed')}>
          <p>{error instanceof Error ? error.message : String(error)}</p>
        </Alert>
      </UiRoot>,
    );
  }
}
