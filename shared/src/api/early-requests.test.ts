// The base query takes over a GET the host started early (after 'Log in', the first page's calls go out with the
// token: docs/architecture.md#benchmarks): once, for the same URL and the same token; anything else is fetched.
import {
  apiUrl,
  http,
  HttpResponse,
  probeApi,
  setupTestServer,
  storeWithSession,
  testRuntimeConfig,
  tokenFor,
} from '@switchboard/shared/testing';
import { EARLY_REQUESTS_KEY, type EarlyRequestRegistry } from './early-requests';
import { api, sessionApi } from './index';

const server = setupTestServer();
const token = tokenFor('admin');

/** A registry as the host installs it, holding one early answer per `url\nauthorization`. */
function installRegistry(answers: Record<string, unknown>) {
  const asked: [string, string | null][] = [];
  const early = new Map(Object.entries(answers));
  const registry: EarlyRequestRegistry = {
    take: (url, authorization) => {
      asked.push([url, authorization]);
      const key = `${url}\n${authorization ?? ''}`;
      const body = early.get(key);
      if (body === undefined) return undefined;
      early.delete(key);
      return { response: Promise.resolve(HttpResponse.json(body)), abort: () => undefined };
    },
  };
  (globalThis as unknown as Record<symbol, unknown>)[EARLY_REQUESTS_KEY] = registry;
  return asked;
}

/** What reached the API itself. */
function recordServed() {
  const served: string[] = [];
  server.events.on('request:start', ({ request }) => {
    served.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return served;
}

beforeEach(() => testRuntimeConfig());
afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[EARLY_REQUESTS_KEY];
  server.events.removeAllListeners();
});

describe('early GETs in the base query', () => {
  it('takes the early answer of the same GET with the same token, once; the next one is fetched', async () => {
    server.use(http.get(apiUrl('/ServiceProviders'), () => HttpResponse.json([{ name: 'from the API' }])));
    const asked = installRegistry({
      [`${apiUrl('/ServiceProviders')}\nBearer ${token}`]: [{ name: 'early' }],
    });
    const served = recordServed();
    const store = storeWithSession(token);
    const first = await store.dispatch(sessionApi.endpoints.getServiceProviders.initiate());
    expect(first.data).toEqual([{ name: 'early' }]);
    expect(asked).toEqual([[apiUrl('/ServiceProviders'), `Bearer ${token}`]]);
    expect(served).toEqual([]);
    const again = await store.dispatch(
      sessionApi.endpoints.getServiceProviders.initiate(undefined, { forceRefetch: true }),
    );
    expect(again.data).toEqual([{ name: 'from the API' }]);
    expect(served).toEqual([`GET ${new URL(apiUrl('/ServiceProviders')).pathname}`]);
  });

  it('another token, another URL or another method is fetched as usual', async () => {
    server.use(
      http.get(apiUrl('/Accounts'), () => HttpResponse.json(['from the API'])),
      http.post(apiUrl('/Accounts'), () => HttpResponse.json({ sid: 'new' }, { status: 201 })),
    );
    const asked = installRegistry({
      [`${apiUrl('/Accounts')}\nBearer someone-else`]: ['early'],
      [`${apiUrl('/Accounts?page=2')}\nBearer ${token}`]: ['early'],
    });
    const store = storeWithSession(token);
    const list = await store.dispatch(probeApi.endpoints.probe.initiate('/Accounts'));
    expect(list.data).toEqual(['from the API']);
    await store.dispatch(
      api
        .injectEndpoints({
          endpoints: (build) => ({
            earlyCreate: build.mutation<unknown, void>({
              query: () => ({ url: '/Accounts', method: 'POST', body: { name: 'x' } }),
            }),
          }),
          overrideExisting: true,
        })
        .endpoints.earlyCreate.initiate(),
    );
    // The POST never looked for an early answer.
    expect(asked).toEqual([[apiUrl('/Accounts'), `Bearer ${token}`]]);
  });

  it('without a host registry (an area mounted elsewhere) every request is fetched', async () => {
    server.use(http.get(apiUrl('/Applications'), () => HttpResponse.json(['from the API'])));
    const store = storeWithSession(token);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('/Applications'));
    expect(result.data).toEqual(['from the API']);
  });
});
