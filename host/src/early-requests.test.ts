// The entry asks for the manifests a page needs as soon as config.json is in; the federation loader takes each
// request over once (a Retry fetches anew), so a deep link does not wait for the portal's code to ask.
import { EARLY_REQUESTS_KEY, type EarlyRequestRegistry } from '@switchboard/shared/api';
import { requestEarly, requestManifestsEarly, takeEarlyRequest } from './early-requests';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early manifest requests', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => Promise.resolve(new Response(`manifest of ${url}`)));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("starts one GET per configured remote and hands each over once, with the manifest's text", async () => {
    const config = new Response(
      JSON.stringify({
        remotes: {
          identity: 'http://localhost:8081/mf-manifest.json',
          telephony: ' /remotes/telephony/mf-manifest.json ',
          speech: '',
          billing: 42,
        },
      }),
    );
    requestManifestsEarly(Promise.resolve(config));
    await settle();

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:8081/mf-manifest.json',
      '/remotes/telephony/mf-manifest.json',
    ]);
    const identity = takeEarlyRequest('http://localhost:8081/mf-manifest.json');
    expect(await (await identity!.response).text()).toBe(
      'manifest of http://localhost:8081/mf-manifest.json',
    );
    // once only: the next read of the same URL (a Retry) is a request of its own
    expect(takeEarlyRequest('http://localhost:8081/mf-manifest.json')).toBeUndefined();
    expect(takeEarlyRequest('http://localhost:8083/mf-manifest.json')).toBeUndefined();
    // the config itself is still unread for the start-up, which parses it (the early reader used a clone)
    expect(config.bodyUsed).toBe(false);
    takeEarlyRequest('/remotes/telephony/mf-manifest.json');
  });

  it('asks only for the manifests the page needs: remotes without a recorded declaration, and the page’s owner', async () => {
    const declared = (paths: string[]) => ({ declaration: { area: 'x', menu: [], paths, publicPaths: [] } });
    const config = new Response(
      JSON.stringify({
        remotes: {
          identity: 'http://i/mf-manifest.json',
          telephony: 'http://t/mf-manifest.json',
          billing: 'http://b/mf-manifest.json',
          partner: 'http://p/mf-manifest.json',
        },
        areas: {
          identity: declared(['users/*', 'accounts/*']),
          telephony: declared(['carriers/*']),
          billing: declared([':anything/subscription']),
        },
      }),
    );
    requestManifestsEarly(Promise.resolve(config), '/internal/users/u1/edit');
    await settle();
    // identity owns the page, billing's first segment is not fixed (it may), the partner's has no record
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://i/mf-manifest.json',
      'http://b/mf-manifest.json',
      'http://p/mf-manifest.json',
    ]);
    for (const url of ['i', 'b', 'p']) takeEarlyRequest(`http://${url}/mf-manifest.json`);
  });

  it('a manifest its reader asked for first is not requested again', async () => {
    expect(takeEarlyRequest('http://late/mf-manifest.json')).toBeUndefined();
    requestManifestsEarly(
      Promise.resolve(new Response(JSON.stringify({ remotes: { late: 'http://late/mf-manifest.json' } }))),
    );
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for nothing when config.json fails or lists no remotes', async () => {
    requestManifestsEarly(Promise.resolve(new Response('{}', { status: 503 })));
    requestManifestsEarly(Promise.resolve(new Response('not json')));
    requestManifestsEarly(Promise.reject(new TypeError('Failed to fetch')));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an early request can be abandoned (the loader aborts it at its deadline)', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    requestManifestsEarly(
      Promise.resolve(
        new Response(JSON.stringify({ remotes: { x: 'http://localhost:9/mf-manifest.json' } })),
      ),
    );
    await settle();
    const request = takeEarlyRequest('http://localhost:9/mf-manifest.json')!;
    request.abort();
    await expect(request.response).rejects.toThrow('aborted');
  });
});

describe('early API requests, handed over to the shared base query', () => {
  const fetchMock = jest.fn();
  const registry = () =>
    (globalThis as unknown as Record<symbol, EarlyRequestRegistry | undefined>)[EARLY_REQUESTS_KEY];
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string, init: RequestInit) =>
      Promise.resolve(new Response(`${url} as ${new Headers(init.headers).get('Authorization')}`)),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the GET with its headers and hands it over once, to the same URL with the same token only', async () => {
    requestEarly('http://api/v1/Accounts', {
      accept: 'application/json',
      authorization: 'Bearer one',
      maxAgeMs: 10_000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api/v1/Accounts');
    expect(Object.fromEntries(new Headers(init.headers))).toEqual({
      accept: 'application/json',
      authorization: 'Bearer one',
    });
    // The registry the shared base query reads, under the symbol it looks for.
    expect(registry()!.take('http://api/v1/Accounts', 'Bearer another')).toBeUndefined();
    expect(registry()!.take('http://api/v1/Accounts', null)).toBeUndefined();
    expect(registry()!.take('http://api/v1/Accounts?page=2', 'Bearer one')).toBeUndefined();
    const early = registry()!.take('http://api/v1/Accounts', 'Bearer one');
    expect(await (await early!.response).text()).toBe('http://api/v1/Accounts as Bearer one');
    expect(registry()!.take('http://api/v1/Accounts', 'Bearer one')).toBeUndefined();
  });

  it('an answer not taken in time is not handed over: the page asks afresh', () => {
    let now = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    requestEarly('http://api/v1/ServiceProviders', { authorization: 'Bearer one', maxAgeMs: 10_000 });
    now += 10_001;
    expect(registry()!.take('http://api/v1/ServiceProviders', 'Bearer one')).toBeUndefined();
  });

  it('an answer nobody took in time gives way: the same GET asked for early again is sent afresh', async () => {
    let now = 1000;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    requestEarly('http://api/v1/Capabilities', { maxAgeMs: 10_000 });
    now += 10_001;
    requestEarly('http://api/v1/Capabilities', { maxAgeMs: 10_000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registry()!.take('http://api/v1/Capabilities', null)).toBeDefined();
  });

  it('a GET without a token is taken by a request without one', () => {
    requestEarly('http://api/v1/Capabilities', { accept: 'application/json', maxAgeMs: 10_000 });
    expect(registry()!.take('http://api/v1/Capabilities', 'Bearer one')).toBeUndefined();
    expect(registry()!.take('http://api/v1/Capabilities', null)).toBeDefined();
    // the manifests' own hand-over is untouched: another URL, not taken
    expect(takeEarlyRequest('http://api/v1/Capabilities')).toBeUndefined();
  });
});
