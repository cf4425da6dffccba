// Background modules start after sign-in only once the landing page has its data (nothing in flight, something
// answered), so on a slow link they never compete with the first list; they stop on sign-out.
import { api } from '@switchboard/shared/api';
import { createPortalStore, pendingStepDone, signedIn, signedOut } from '@switchboard/shared/store';
import { getRuntimeConfig } from '@switchboard/shared/config';
import { tokenFor } from '@switchboard/shared/testing';
import { runBackgroundModules } from './background';
import type { RemoteRegistry } from './types';

// A query of the landing page, answered when the test says so.
let answer: (value: unknown) => void = () => undefined;
const landing = api.injectEndpoints({
  endpoints: (build) => ({
    landingList: build.query<unknown, void>({
      queryFn: () => new Promise((resolve) => (answer = (data) => resolve({ data }))),
    }),
  }),
});

function fakeRegistry(start: jest.Mock): RemoteRegistry {
  return {
    declarations: () => [{ area: 'observability', background: true }],
    subscribe: () => () => undefined,
    loadModule: () => Promise.resolve({ start }),
  } as unknown as RemoteRegistry;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('runBackgroundModules', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts after the landing page has its data, not while it loads; stops on sign-out', async () => {
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    const store = createPortalStore({ persist: false, listenToBus: false });
    const dispose = runBackgroundModules(fakeRegistry(start), store, getRuntimeConfig());
    store.dispatch(signedIn({ token: tokenFor('admin') }));
    const request = store.dispatch(landing.endpoints.landingList.initiate());
    await jest.advanceTimersByTimeAsync(1000);
    await flush();
    expect(start).not.toHaveBeenCalled();

    answer(['a row']);
    await flush();
    // idle moments (setTimeout 200 without requestIdleCallback): the wait's, then the module's
    for (let i = 0; i < 3; i += 1) {
      await jest.advanceTimersByTimeAsync(300);
      await flush();
    }
    expect(start).toHaveBeenCalledTimes(1);

    store.dispatch(signedOut());
    expect(stop).toHaveBeenCalledTimes(1);
    request.unsubscribe();
    dispose();
  });

  it('starts anyway after 5 s when the landing page calls nothing', async () => {
    const start = jest.fn();
    const store = createPortalStore({ persist: false, listenToBus: false });
    const dispose = runBackgroundModules(fakeRegistry(start), store, getRuntimeConfig());
    store.dispatch(signedIn({ token: tokenFor('admin') }));
    await jest.advanceTimersByTimeAsync(4500);
    await flush();
    expect(start).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) {
      await jest.advanceTimersByTimeAsync(400);
      await flush();
    }
    expect(start).toHaveBeenCalledTimes(1);
    dispose();
  });

  it('waits while the session has a step still to do (its token may read nothing else)', async () => {
    const start = jest.fn();
    const store = createPortalStore({ persist: false, listenToBus: false });
    const dispose = runBackgroundModules(fakeRegistry(start), store, getRuntimeConfig());
    store.dispatch(signedIn({ token: tokenFor('account'), pendingSteps: ['password-change'] }));
    await jest.advanceTimersByTimeAsync(7000);
    await flush();
    expect(start).not.toHaveBeenCalled();
    store.dispatch(pendingStepDone('password-change'));
    for (let i = 0; i < 20; i += 1) {
      await jest.advanceTimersByTimeAsync(400);
      await flush();
    }
    expect(start).toHaveBeenCalledTimes(1);
    dispose();
  });
});
