// Start-up: load /config.json, then render. A signed-out visit to the sign-in page gets the lean shell (React, the
// UI kit and a fetch — no router, store or API client), so the first page a user sees loads little; the portal
// (router, store, remotes) is fetched after it renders and takes over after sign-in. Every other page starts the
// portal directly.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RuntimeConfigProvider, loadRuntimeConfig, type RuntimeConfig } from '@switchboard/shared/config';
import type { LoginResponse } from '@switchboard/shared/types';
import './host.css';
import { AppFrame } from './AppFrame';
import { TOKEN_STORAGE_KEY } from './bootstrap-keys';
import { ConfigError } from './ConfigError';
import { LeanSignIn } from './sign-in/LeanSignIn';

function hasStoredToken(): boolean {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const loadPortal = () => import(/* webpackChunkName: "portal" */ './portal/start');

/**
 * Fetches the portal while the user types, so 'Log in' goes straight on — but not as part of loading the page:
 * on the first interaction, or after a few quiet seconds.
 */
function prefetchPortalSoon() {
  const events = ['focusin', 'pointerdown', 'keydown'] as const;
  const prefetch = () => {
    clearTimeout(timer);
    for (const type of events) document.removeEventListener(type, prefetch, true);
    void loadPortal();
  };
  for (const type of events) document.addEventListener(type, prefetch, true);
  const timer = setTimeout(prefetch, 3000);
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
  render(root, element);
}

async function start(root: Root, configResponse?: Promise<Response>) {
  let config: RuntimeConfig;
  try {
    // The first attempt uses the request index.ts started; a Retry asks again.
    config = await loadRuntimeConfig('/config.json', configResponse ? () => configResponse : undefined);
  } catch (error) {
    render(root, <ConfigError message={(error as Error).message} onRetry={() => void start(root)} />);
    return;
  }
  if (window.location.pathname === '/' && !hasStoredToken()) {
    render(
      root,
      <RuntimeConfigProvider config={config}>
        <LeanSignIn onSignedIn={(response, password) => startPortal(root, config, { response, password })} />
      </RuntimeConfigProvider>,
    );
    prefetchPortalSoon();
    return;
  }
  await startPortal(root, config);
}

/** Called by index.ts with the config.json request it started. */
export function boot(configResponse: Promise<Response>): Promise<void> {
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  return start(createRoot(container), configResponse);
}
