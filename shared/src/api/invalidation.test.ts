// A save refreshes what it changed at once, even while another request of the portal is still waiting (a jambonz
// API asking a vendor it cannot reach keeps one open for a minute).
import {
  apiUrl,
  http,
  HttpResponse,
  setupTestServer,
  storeWithSession,
  testRuntimeConfig,
  tokenFor,
} from '@switchboard/shared/testing';
import { api } from './api';

let listed = 0;
const server = setupTestServer(
  http.get(apiUrl('/Probe/slow'), () => new Promise<Response>(() => {})),
  http.get(apiUrl('/Probe/list'), () => {
    listed += 1;
    return HttpResponse.json([listed]);
  }),
  http.post(apiUrl('/Probe/list'), () => HttpResponse.json({ sid: 'x' }, { status: 201 })),
);

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeSlow: build.query<unknown, void>({ query: () => '/Probe/slow' }),
    probeList: build.query<number[], void>({
      query: () => '/Probe/list',
      providesTags: [{ type: 'Applications', id: 'LIST' }],
    }),
    probeSave: build.mutation<unknown, void>({
      query: () => ({ url: '/Probe/list', method: 'POST', body: {} }),
      invalidatesTags: [{ type: 'Applications', id: 'LIST' }],
    }),
  }),
});

test('a list is asked again as soon as a save ends, while an unrelated request is still pending', async () => {
  testRuntimeConfig();
  const store = storeWithSession(tokenFor('admin'));
  const list = store.dispatch(probeApi.endpoints.probeList.initiate());
  await list;
  expect(listed).toBe(1);
  const slow = store.dispatch(probeApi.endpoints.probeSlow.initiate());
  await store.dispatch(probeApi.endpoints.probeSave.initiate()).unwrap();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(listed).toBe(2);
  expect(probeApi.endpoints.probeList.select()(store.getState()).data).toEqual([2]);
  slow.abort();
  slow.unsubscribe();
  list.unsubscribe();
  store.dispose();
  server.resetHandlers();
});
