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

function render(root: Root, content: ReactNode) {
  root.render(
    <StrictMode>
      <AppFrame>{content}</AppFrame>
    </StrictMode>,
  );
}

async function startPortal(root: Root, config: RuntimeConfig, signIn?: { response: LoginResponse; password: string }) {
  const { startPortal: start } = await loadPortal();
  const element = await start(config, signIn);
  render(root, element);
}

async function boot(root: Root) {
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    render(root, <ConfigError message={(error as Error).message} onRetry={() => void boot(root)} />);
    return;
  }
  if (window.location.pathname === '/' && !hasStoredToken()) {
    render(
      root,
      <RuntimeConfigProvider config={config}>
        <LeanSignIn onSignedIn={(response, password) => startPortal(root, config, { response, password })} />
      </RuntimeConfigProvider>,
    );
    // Fetch the portal while the user types, so 'Log in' goes straight on.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => void loadPortal());
    return;
  }
  await startPortal(root, config);
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
void boot(createRoot(container));
