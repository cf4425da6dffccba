import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, sessionHandlers, setupTestServer } from '@switchboard/shared/testing';
import { REMOTE_URLS, renderPortal } from '../../test-utils';
import { createRemoteRegistry, RemoteLoadError, type RemoteLoader } from './registry';

const server = setupTestServer(
  ...sessionHandlers(),
  http.get(REMOTE_URLS.identity, () => HttpResponse.json({})),
);
const bothRemotes = { identity: REMOTE_URLS.identity, telephony: REMOTE_URLS.telephony };

describe('remote boundary', () => {
  it('loading: a skeleton in the page area while the remote loads, the menu already there', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        REMOTE_URLS.telephony,
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({})))),
      ),
    );
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    await user.click(screen.getByRole('link', { name: 'Carriers' }));
    expect((await screen.findByText('Loading…')).closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
  });

  it('failure: a message in the area with Retry while the shell keeps working; Retry succeeds once the server is back', async () => {
    let up = false;
    server.use(http.get(REMOTE_URLS.telephony, () => (up ? HttpResponse.json({}) : HttpResponse.error())));
    const { user } = await renderPortal({
      route: '/internal/carriers',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/Its server cannot be reached/)).toBeInTheDocument();

    // The rest of the shell works: another remote's page opens.
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Carriers' }));
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeInTheDocument();

    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/internal/carriers');
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

  it('a page that throws while rendering: the message and Retry in its area, menu intact', async () => {
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Crash' }));
    expect(await screen.findByText('This part of the portal could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/It stopped with an error/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    errors.mockRestore();
  });

  it('preloads a remote on hover of its menu item', async () => {
    let fetched = 0;
    server.use(
      http.get(REMOTE_URLS.telephony, () => {
        fetched += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: bothRemotes },
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(fetched).toBe(0);
    await user.hover(screen.getByRole('link', { name: 'Carriers' }));
    await waitFor(() => expect(fetched).toBe(1));
    await user.click(screen.getByRole('link', { name: 'Carriers' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
    expect(fetched).toBe(1);
  });

  it('a deep link renders its remote page on the first render (loaded before it)', async () => {
    await renderPortal({ route: '/internal/users', signedInAs: 'admin' });
    // No skeleton step: the page is there as soon as anything is.
    expect(screen.getByRole('heading', { name: 'Users page' })).toBeInTheDocument();
  });
});

describe('remote registry', () => {
  const never: RemoteLoader = { loadRoutes: () => new Promise(() => undefined) };

  it('gives up after the timeout and reports it', async () => {
    jest.useFakeTimers();
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://x/mf-manifest.json' },
      loader: never,
      timeoutMs: 8000,
    });
    const settled = registry.ensure('identity');
    expect(registry.get('identity').status).toBe('loading');
    jest.advanceTimersByTime(8000);
    const state = await settled;
    jest.useRealTimers();
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.error.kind).toBe('timeout');
  });

  it('rejects a ./routes that is not a list of routes', async () => {
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://x/mf-manifest.json' },
      loader: { loadRoutes: async () => ({ default: 'nope' }) },
    });
    const state = await registry.ensure('identity');
    expect(state.status === 'failed' && state.error.kind).toBe('invalid');
  });

  it('loads once, tells the listener once, and Retry passes the attempt number', async () => {
    const attempts: number[] = [];
    let fail = true;
    const registry = createRemoteRegistry({
      remotes: { identity: 'http://x/mf-manifest.json' },
      loader: {
        loadRoutes: async (_remote, _url, attempt) => {
          attempts.push(attempt);
          if (fail) throw new RemoteLoadError('unreachable', 'down');
          return { default: [{ path: 'accounts' }] };
        },
      },
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
    expect(registry.isConfigured('telephony')).toBe(false);
  });
});
