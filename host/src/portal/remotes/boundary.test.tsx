import { act, screen, waitFor } from '@testing-library/react';
import {
  expectConsole,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
} from '@switchboard/shared/testing';
import {
  entryUrlOf,
  manifestOf,
  REMOTE_URLS,
  remoteServers,
  renderPortal,
  TEST_DECLARATIONS,
} from '../../test-utils';
import { KNOWN_PATHS_STORAGE_KEY } from './known-paths';
import { createRemoteRegistry } from './registry';
import { RemoteLoadError, type RemoteLoader } from './types';
import { versionReason } from './RemoteFailure';

const server = setupTestServer(...sessionHandlers(), ...remoteServers('identity', 'telephony', 'billing'));
const bothRemotes = { identity: REMOTE_URLS.identity, telephony: REMOTE_URLS.telephony };
const failureMessage = 'This part of the portal could not be loaded.';

/** Holds a remote's entry script until the returned function answers it. */
function holdEntry(remote: 'identity' | 'telephony'): () => void {
  let answer: () => void = () => undefined;
  server.use(
    http.get(
      entryUrlOf(remote),
      () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.text('')))),
    ),
  );
  return () => answer();
}

describe('remote boundary', () => {
  it("loading: a skeleton in the page area while the remote's code loads, the menu already there", async () => {
    const answer = holdEntry('telephony');
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    await user.click(await screen.findByRole('link', { name: 'Carriers' }));
    expect((await screen.findByText('Loading…')).closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
  });

  it('a remote whose server is down has no menu items; its page says so with Retry, and Retry recovers', async () => {
    let up = false;
    server.use(
      http.get(REMOTE_URLS.telephony, () =>
        up ? HttpResponse.json(manifestOf('telephony')) : HttpResponse.error(),
      ),
    );
    const { user } = await renderPortal({
      route: '/internal/carriers',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    expect(await screen.findByText(failureMessage)).toBeInTheDocument();
    expect(screen.getByText(/Its server cannot be reached/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Carriers' })).not.toBeInTheDocument();

    // The rest of the shell works: another remote's page opens.
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();

    window.history.back();
    expect(await screen.findByText(failureMessage)).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/internal/carriers');
    // Its items are back in the menu.
    expect(screen.getByRole('link', { name: 'Carriers' })).toBeInTheDocument();
  });

  it('a remote whose code cannot be fetched: its item is there, its page shows the message, Retry recovers', async () => {
    let up = false;
    server.use(http.get(entryUrlOf('telephony'), () => (up ? HttpResponse.text('') : HttpResponse.error())));
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    await user.click(await screen.findByRole('link', { name: 'Carriers' }));
    expect(await screen.findByText(failureMessage)).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
  });

  it('a manifest that is not JSON is reported as unusable', async () => {
    server.use(http.get(REMOTE_URLS.telephony, () => HttpResponse.text('<html>proxy error</html>')));
    await renderPortal({
      route: '/internal/carriers',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    expect(await screen.findByText(/Its server sent something the portal cannot use/)).toBeInTheDocument();
  });

  it('a manifest without a Switchboard declaration is reported as unusable', async () => {
    const missing = { ...manifestOf('telephony'), metaData: { name: 'mfe_telephony' } };
    server.use(http.get(REMOTE_URLS.telephony, () => HttpResponse.json(missing)));
    await renderPortal({
      route: '/internal/carriers',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    expect(await screen.findByText(/Its server sent something the portal cannot use/)).toBeInTheDocument();
  });

  it('a path no remote declares is not found, once every declaration has answered', async () => {
    await renderPortal({ route: '/internal/nowhere', signedInAs: 'admin', config: { remotes: bothRemotes } });
    expect(await screen.findByRole('heading', { name: "That page doesn't exist." })).toBeInTheDocument();
    expect(screen.queryByText(failureMessage)).not.toBeInTheDocument();
  });

  it('a remote that is down still owns the paths it declared last time (remembered in the browser)', async () => {
    localStorage.setItem(
      KNOWN_PATHS_STORAGE_KEY,
      JSON.stringify({ telephony: { internal: [{ pattern: 'carriers/*' }], public: [] } }),
    );
    server.use(
      http.get(REMOTE_URLS.telephony, () => HttpResponse.error()),
      http.get(entryUrlOf('telephony'), () => HttpResponse.error()),
    );
    await renderPortal({
      route: '/internal/carriers',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    expect(await screen.findByText(failureMessage)).toBeInTheDocument();
    expect(screen.getByText(/Its server cannot be reached/)).toBeInTheDocument();
  });

  it('a page that throws while rendering: the message and Retry in its area, menu intact', async () => {
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    // the boundary logs the error it shows (so do React and React Router)
    expectConsole('the accounts page crashed');
    await user.click(await screen.findByRole('button', { name: 'Crash' }));
    expect(await screen.findByText(failureMessage)).toBeInTheDocument();
    expect(screen.getByText(/It stopped with an error/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
  });

  it("preloads a remote's code on hover of its menu item", async () => {
    let fetched = 0;
    server.use(
      http.get(entryUrlOf('telephony'), () => {
        fetched += 1;
        return HttpResponse.text('');
      }),
    );
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(fetched).toBe(0);
    await user.hover(await screen.findByRole('link', { name: 'Carriers' }));
    await waitFor(() => expect(fetched).toBe(1));
    await user.click(screen.getByRole('link', { name: 'Carriers' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
    expect(fetched).toBe(1);
  });

  it('a deep link: the shell at once, without waiting for the remote; its page as soon as it arrives', async () => {
    const answer = holdEntry('identity');
    await renderPortal({ route: '/internal/users', signedInAs: 'admin' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
  });

  it("a deep link never shows 'doesn't exist' while the router takes in the remote's routes", async () => {
    const answer = holdEntry('identity');
    await renderPortal({ route: '/internal/users', signedInAs: 'admin' });
    // Everything put on the page from now on, even if it is gone again before the page settles.
    const shown: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) shown.push(node.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    observer.disconnect();
    expect(shown.join('\n')).not.toContain("That page doesn't exist.");
  });
});

const ADMIN = {
  scope: 'admin' as const,
  features: {
    hosted: false,
    forgotPassword: false,
    lcr: true,
    tracing: true,
    recording: true,
    customSpeech: true,
    additionalSpeechVendors: true,
    callLogs: true,
  },
};
const manifestLoader = (
  manifests: Record<string, unknown>,
  loadModule: RemoteLoader['loadModule'] = async () => ({ default: [] }),
): RemoteLoader => ({
  loadManifest: async (remote) => {
    if (!(remote in manifests)) throw new RemoteLoadError('unreachable', 'down');
    return manifests[remote];
  },
  loadModule,
});

describe('remote registry', () => {
  const never: RemoteLoader = {
    loadManifest: () => new Promise(() => undefined),
    loadModule: () => new Promise(() => undefined),
  };

  it('gives up after the timeout and reports it, for declarations and for code', async () => {
    jest.useFakeTimers();
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://x/mf-manifest.json' },
      loader: never,
      timeoutMs: 8000,
    });
    const declared = registry.loadDeclarations();
    const settled = registry.ensure('identity');
    expect(registry.get('identity').status).toBe('loading');
    expect(registry.declarationsSettled()).toBe(false);
    jest.advanceTimersByTime(8000);
    const state = await settled;
    await declared;
    jest.useRealTimers();
    expect(state.status === 'failed' && state.error.kind).toBe('timeout');
    expect(registry.failedDeclarations()).toEqual(['identity']);
    const declaration = registry.declaration('identity');
    expect(declaration.status === 'failed' && declaration.error.kind).toBe('timeout');
  });

  it('reads a manifest once while its declaration and a module load ask for it together', async () => {
    const asked: number[] = [];
    let answer: (manifest: unknown) => void = () => undefined;
    const registry = createRemoteRegistry({
      remotes: { observability: 'http://x/mf-manifest.json' },
      loader: {
        loadManifest: (_remote, _url, attempt) => {
          asked.push(attempt);
          return new Promise((resolve) => (answer = resolve));
        },
        loadModule: async () => ({ start: () => undefined }),
      },
    });
    // the menu's declaration is being read when the background module starts
    const declared = registry.loadDeclarations();
    const background = registry.loadModule('observability', './background' as never);
    answer(manifestOf('observability'));
    await declared;
    await background;
    expect(asked).toEqual([0]);
  });

  it('rejects a ./routes that is not a list of routes', async () => {
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://x/mf-manifest.json' },
      loader: manifestLoader({ identity: manifestOf('identity') }, async () => ({ default: 'nope' })),
    });
    const state = await registry.ensure('identity');
    expect(state.status === 'failed' && state.error.kind).toBe('invalid');
  });

  it('loads once, tells the listener once, and Retry passes the attempt number', async () => {
    const attempts: number[] = [];
    let fail = true;
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://x/mf-manifest.json' },
      loader: manifestLoader(
        { identity: manifestOf('identity') },
        async (_remote, _url, _module, attempt) => {
          attempts.push(attempt);
          if (fail) throw new RemoteLoadError('unreachable', 'down');
          return { default: [{ path: 'accounts' }] };
        },
      ),
    });
    const loaded = jest.fn();
    registry.onLoaded(loaded);
    await registry.ensure('identity');
    await registry.ensure('identity');
    expect(registry.get('identity').status).toBe('failed');
    fail = false;
    await registry.retry('identity');
    await registry.ensure('identity');
    expect(attempts).toEqual([0, 1]);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loaded).toHaveBeenCalledWith('identity', [{ path: 'accounts' }], 'routes');
    expect(registry.isConfigured('telephony')).toBe(false);
  });

  it('the most specific declared path wins, and feature-gated paths exist only with their switch', async () => {
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://i/mf-manifest.json', billing: 'http://b/mf-manifest.json' },
      loader: manifestLoader({ identity: manifestOf('identity'), billing: manifestOf('billing') }),
    });
    await registry.loadDeclarations();
    const hosted = { ...ADMIN, features: { ...ADMIN.features, hosted: true } };
    expect(registry.ownerOf('accounts/a1/subscription', hosted)).toBe('billing');
    expect(registry.ownerOf('accounts/a1/sip-realm/edit', hosted)).toBe('billing');
    expect(registry.ownerOf('accounts/a1/edit', hosted)).toBe('identity');
    expect(registry.ownerOf('accounts/a1/subscription', ADMIN)).toBe('identity');
    expect(registry.ownerOf('carriers', ADMIN)).toBeNull();
    expect(registry.ownerOf('register/email', hosted, 'public')).toBe('billing');
    expect(registry.ownerOf('register/email', ADMIN, 'public')).toBeNull();
  });

  it('declarations: read in parallel once; a failed one is read again on Retry', async () => {
    const asked: string[] = [];
    let telephonyUp = false;
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://i/mf-manifest.json', telephony: 'http://t/mf-manifest.json' },
      loader: {
        loadManifest: async (remote) => {
          asked.push(remote);
          if (remote === 'telephony' && !telephonyUp) throw new RemoteLoadError('unreachable', 'down');
          return manifestOf(remote);
        },
        loadModule: async () => ({ default: [] }),
      },
    });
    await Promise.all([registry.loadDeclarations(), registry.loadDeclarations()]);
    expect(asked).toEqual(['identity', 'telephony']);
    expect(registry.declarations().map((d) => d.area)).toEqual(['identity']);
    expect(registry.failedDeclarations()).toEqual(['telephony']);
    telephonyUp = true;
    await registry.retryDeclarations();
    expect(registry.declarations().map((d) => d.area)).toEqual(['identity', 'telephony']);
    expect(registry.declarations()[1]).toEqual(TEST_DECLARATIONS.telephony);
    expect(asked).toEqual(['identity', 'telephony', 'telephony']);
  });
});

describe('version skew between the host and a remote', () => {
  const provided = { '@switchboard/shared/ui': '1.3.0', react: '19.3.1' };
  const manifestRequiring = (ui: string) => ({
    ...manifestOf('identity'),
    shared: [
      { name: '@switchboard/shared/ui', requiredVersion: ui, singleton: true },
      { name: 'react', requiredVersion: '^19.3.1', singleton: true },
    ],
  });

  it('a remote built against an older compatible minor loads', async () => {
    const loadModule = jest.fn(async () => ({ default: [{ path: 'accounts' }] }));
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://i/mf-manifest.json' },
      loader: { loadManifest: async () => manifestRequiring('^1.0.0'), loadModule },
      provided,
    });
    await registry.loadDeclarations();
    expect((await registry.ensure('identity')).status).toBe('loaded');
  });

  it('a remote that needs another major is refused before any of its code runs, and says why', async () => {
    const loadModule = jest.fn(async () => ({ default: [] }));
    let manifest = manifestRequiring('^2.0.0');
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://i/mf-manifest.json' },
      loader: { loadManifest: async () => manifest, loadModule },
      provided,
    });
    await registry.loadDeclarations();
    const state = await registry.ensure('identity');
    expect(state.status === 'failed' && state.error.kind).toBe('version');
    expect(state.status === 'failed' && state.error.clashes).toEqual([
      { name: '@switchboard/shared/ui', required: '^2.0.0', provided: '1.3.0' },
    ]);
    expect(loadModule).not.toHaveBeenCalled();
    // A new release of the remote that fits: Retry reads its manifest again.
    manifest = manifestRequiring('^1.2.0');
    expect((await registry.retry('identity')).status).toBe('loaded');
  });

  it('the message says which side is behind', () => {
    expect(versionReason([{ name: '@switchboard/shared/ui', required: '^2.0.0', provided: '1.3.0' }])).toBe(
      'This area needs a newer portal (it needs @switchboard/shared/ui ^2.0.0; this portal has 1.3.0): ask your administrator to update the portal.',
    );
    expect(
      versionReason([{ name: '@switchboard/shared/ui', required: '^1.0.0', provided: '2.1.0' }]),
    ).toMatch(/^This area was built for an older portal/);
  });
});
