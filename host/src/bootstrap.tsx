// Start-up: load /config.json, then render. A signed-out visit to the sign-in page gets the lean shell (React, the
// UI kit and a fetch — no router, store or API client), so the first page a user sees loads little; the portal
// (router, store, remotes) is fetched after it renders and takes over after sign-in. Every other page starts the
// portal directly.
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RuntimeConfigProvider, loadRuntimeConfig, type RuntimeConfig } from '@switchboard/shared/config';
import { kitTranslations } from '@switchboard/shared/i18n';
import type { LoginResponse } from '@switchboard/shared/types';
import './host.css';
import { AppFrame } from './AppFrame';
import { hasStoredToken } from './bootstrap-keys';
import { ConfigError } from './ConfigError';
import { shellTranslations } from './i18n/resources';
import { LeanSignIn, readStaticForm } from './sign-in/LeanSignIn';

const loadPortal = () => import(/* webpackChunkName: "portal" */ './portal/start');

/**
 * Gets the page after sign-in ready while the user types — the portal chunk, the remotes' declarations, the
 * landing page's remote and page chunk — but never as part of loading the sign-in page: once it has loaded
 * (its load event; and the browser is idle, when the shell came before it).
 */
function preparePortalWhenIdle(config: RuntimeConfig) {
  const prepare = () => void loadPortal().then(({ preparePortal }) => preparePortal(config));
  // The shell is fetched after the load event (index.ts): the page is loaded, go on at once.
  if (document.readyState === 'complete') prepare();
  else
    window.addEventListener(
      'load',
      () => {
        const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 50));
        idle(prepare, { timeout: 1000 });
      },
      { once: true },
    );
}

function render(root: Root, content: ReactNode) {
  root.render(
    <StrictMode>
      <AppFrame>{content}</AppFrame>
    </StrictMode>,
  );
}

async function startPortal(
  root: Root,
  config: RuntimeConfig,
  signIn?: { response: LoginResponse; password: string },
) {
  const { startPortal: start } = await loadPortal();
  const element = await start(config, signIn);
  // A transition: the shell renders in slices, so the landing page's API answers are handled as they arrive
  // instead of waiting for the whole first render.
  startTransition(() => render(root, element));
}

async function start(root: Root, container: HTMLElement, configResponse?: Promise<Response>) {
  let config: RuntimeConfig;
  // The shell's texts in the user's language (German is fetched alongside the configuration).
  const translations = Promise.all([shellTranslations, kitTranslations]);
  try {
    // The first attempt uses the request index.ts started; a Retry asks again.
    config = await loadRuntimeConfig('/config.json', configResponse ? () => configResponse : undefined);
    await translations;
  } catch (error) {
    await translations;
    render(
      root,
      <ConfigError message={(error as Error).message} onRetry={() => void start(root, container)} />,
    );
    return;
  }
  if (window.location.pathname === '/' && !hasStoredToken()) {
    // `/` arrives with the sign-in form already in its HTML: keep what was typed there as React replaces it.
    const takeOver = readStaticForm(container);
    render(
      root,
      <RuntimeConfigProvider config={config}>
        <LeanSignIn
          takeOver={takeOver}
          onSignedIn={(response, password) => startPortal(root, config, { response, password })}
        />
      </RuntimeConfigProvider>,
    );
    preparePortalWhenIdle(config);
    return;
  }
  await startPortal(root, config);
}

/** Called by index.ts with the config.json request it started. */
export function boot(configResponse: Promise<Response>): Promise<void> {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  return start(createRoot(container), container, configResponse);
}
