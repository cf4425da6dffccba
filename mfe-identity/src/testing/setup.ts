// One MSW server per test file with a fresh fake API per test: `const api = setupFakeApi();` then `api.current`.
import { setupTestServer } from '@switchboard/shared/testing';
import { createFakeApi, type FakeApi } from './fake-api';

export function setupFakeApi() {
  const server = setupTestServer();
  const holder: { current: FakeApi; server: typeof server } = { current: createFakeApi(), server };
  const onStart = ({ request }: { request: Request }) => holder.current.track(request);
  beforeAll(() => server.events.on('request:start', onStart));
  beforeEach(() => {
    holder.current = createFakeApi();
    server.use(...holder.current.handlers);
  });
  afterAll(() => server.events.removeAllListeners());
  return holder;
}
