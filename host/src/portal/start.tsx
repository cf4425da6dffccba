// Entry of the portal chunk: the real remote loader (Module Federation) and the browser router.
import type { RuntimeConfig } from '@switchboard/shared/config';
import type { LoginResponse } from '@switchboard/shared/types';
import { createPortalApp } from './Portal';
import { federationLoader } from './remotes/federation';

export async function startPortal(
  config: RuntimeConfig,
  signIn?: { response: LoginResponse; password: string },
) {
  const app = await createPortalApp({ config, loader: federationLoader, signIn });
  return app.element;
}
