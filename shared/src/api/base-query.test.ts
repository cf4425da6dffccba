import { bus } from '@switchboard/shared/bus';
import { createPortalStore, sessionFromToken } from '@switchboard/shared/store';
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
import {
  describeFailure,
  sessionApi,
  GENERIC_ERROR_MESSAGE,
  SERVER_REFUSED_MESSAGE,
  UNREACHABLE_MESSAGE,
} from './index';

const server = setupTestServer();

async function probe(path: string, token: string | null = tokenFor('admin')) {
  const store = storeWithSession(token);
  return store.dispatch(probeApi.endpoints.probe.initiate(path, { forceRefetch: true }));
}

beforeEach(() => testRuntimeConfig());

describe('base query: URL and headers', () => {
  it('calls the configured base URL with the bearer token and JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.post(apiUrl('/ServiceProviders'), async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ sid: 'new-sid' }, { status: 201 });
      }),
    );
    const token = tokenFor('admin');
    const store = storeWithSession(token);
    const result = await store.dispatch(
      sessionApi.endpoints.createServiceProvider.initiate({ name: 'Acme' }),
    );
    expect(result.data).toEqual({ sid: 'new-sid' });
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen?.headers.get('content-type')).toContain('application/json');
    expect(await seen?.json()).toEqual({ name: 'Acme' });
  });

  it('sends no token to sign-in, even when one is held', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post(apiUrl('/login'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          token: 't',
          user_sid: 'u',
          scope: 'admin',
          force_change: false,
          permissions: [],
        });
      }),
    );
    const store = storeWithSession(tokenFor('admin'));
    await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'admin', password: 'secret' }));
    expect(authorization).toBeNull();
  });

  it('sends no Authorization header when signed out', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(apiUrl('/ServiceProviders'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await storeWithSession(null).dispatch(sessionApi.endpoints.getServiceProviders.initiate());
    expect(authorization).toBeNull();
  });

  it('follows a base URL changed at run time (no URL is baked into the build)', async () => {
    testRuntimeConfig({ apiBaseUrl: 'http://elsewhere.test/api/v1/' });
    server.use(http.get('http://elsewhere.test/api/v1/Things', () => HttpResponse.json({ ok: true })));
    const result = await probe('/Things');
    expect(result.data).toEqual({ ok: true });
  });
});

describe('base query: error normalisation to {status, msg}', () => {
  const cases: Array<[string, number, () => Response, string]> = [
    [
      '{msg}',
      422,
      () => HttpResponse.json({ msg: 'invalid username or email' }, { status: 422 }),
      'invalid username or email',
    ],
    [
      '{error}',
      400,
      () => HttpResponse.json({ error: 'invalid or missing email' }, { status: 400 }),
      'invalid or missing email',
    ],
    [
      '{status, message}',
      403,
      () => HttpResponse.json({ status: 'fail', message: 'insufficient privileges' }, { status: 403 }),
      'insufficient privileges',
    ],
    ['plain text Forbidden', 403, () => HttpResponse.text('Forbidden', { status: 403 }), 'Forbidden'],
    ['plain text Not Found', 404, () => HttpResponse.text('Not Found', { status: 404 }), 'Not Found'],
    [
      'HTML page (unknown route)',
      404,
      () =>
        HttpResponse.html('<!DOCTYPE html><html><body><pre>Cannot GET /v1/Nope</pre></body></html>', {
          status: 404,
        }),
      GENERIC_ERROR_MESSAGE,
    ],
    ['empty body', 404, () => new HttpResponse(null, { status: 404 }), GENERIC_ERROR_MESSAGE],
    ['{} with 500', 500, () => HttpResponse.json({}, { status: 500 }), GENERIC_ERROR_MESSAGE],
    [
      'JSON sent as text/plain',
      400,
      () => HttpResponse.text('{"msg":"missing field name"}', { status: 400 }),
      'missing field name',
    ],
  ];

  it.each(cases)('%s', async (_label, status, respond, msg) => {
    server.use(http.get(apiUrl('/Shape'), respond));
    const result = await probe('/Shape');
    expect(result.error).toEqual({ status, msg });
  });

  // what a jambonz API puts in msg when a write fails inside it (recorded from jambonz-api-server v0.9.6)
  it.each([
    [500, "Unknown column 'description' in 'INSERT INTO'"],
    [422, "Duplicate entry '15550100002-edba' for key 'phone_numbers_unique_idx_voip_carrier_number'"],
    [500, "Cannot read properties of undefined (reading 'url')"],
    [500, 'connect ECONNREFUSED 127.0.0.1:8086'],
  ])('%s %s: never the msg, kept as details', async (status, text) => {
    server.use(http.get(apiUrl('/Sql'), () => HttpResponse.json({ msg: text }, { status })));
    const result = await probe('/Sql');
    expect(result.error).toEqual({ status, msg: SERVER_REFUSED_MESSAGE, details: text });
    expect(describeFailure('The phone number could not be saved', result.error)).toEqual({
      message: 'The phone number could not be saved: the server refused it',
      details: text,
    });
  });

  it('a message written for people stays the message', async () => {
    server.use(
      http.get(apiUrl('/Human'), () =>
        HttpResponse.json({ msg: 'cannot delete voip carrier with active phone numbers' }, { status: 422 }),
      ),
    );
    const result = await probe('/Human');
    expect(describeFailure('The carrier could not be deleted', result.error)).toEqual({
      message: 'cannot delete voip carrier with active phone numbers',
    });
  });

  it('network failure → FETCH_ERROR, "The server cannot be reached"', async () => {
    server.use(http.get(apiUrl('/Down'), () => HttpResponse.error()));
    const result = await probe('/Down');
    expect(result.error).toEqual({ status: 'FETCH_ERROR', msg: UNREACHABLE_MESSAGE });
  });
});

describe('base query: 401', () => {
  it('announces session:expired on the bus', async () => {
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    server.use(http.get(apiUrl('/Accounts'), () => HttpResponse.text('Unauthorized', { status: 401 })));
    const result = await probe('/Accounts');
    off();
    expect(result.error).toEqual({ status: 401, msg: 'Unauthorized' });
    expect(expired).toHaveBeenCalledWith({ status: 401 });
  });

  it('does not expire anything for a public path', async () => {
    const expired = jest.fn();
    const off = bus.on('session:expired', expired);
    server.use(http.post(apiUrl('/login'), () => HttpResponse.text('Unauthorized', { status: 401 })));
    const store = storeWithSession(null);
    const result = await store.dispatch(
      sessionApi.endpoints.login.initiate({ username: 'a', password: 'b' }),
    );
    off();
    expect(result.error).toEqual({ status: 401, msg: 'Unauthorized' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('a store listening to the bus signs out and forgets cached data', async () => {
    server.use(
      http.get(apiUrl('/ServiceProviders'), () =>
        HttpResponse.json([{ service_provider_sid: 's', name: 'SP' }]),
      ),
      http.get(apiUrl('/Accounts'), () => HttpResponse.text('Unauthorized', { status: 401 })),
    );
    const store = createPortalStore({
      preloadedState: { session: sessionFromToken(tokenFor('admin')) },
      persist: false,
    });
    await store.dispatch(sessionApi.endpoints.getServiceProviders.initiate());
    expect(sessionApi.endpoints.getServiceProviders.select()(store.getState()).data).toHaveLength(1);
    await store.dispatch(probeApi.endpoints.probe.initiate('/Accounts'));
    store.dispose();
    expect(store.getState().session.token).toBeNull();
    expect(sessionApi.endpoints.getServiceProviders.select()(store.getState()).data).toBeUndefined();
  });
});
