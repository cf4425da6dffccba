// One MSW server per test file with a fresh fake API per test: `const api = setupFakeApi();` then `api.current`.
import { configure } from '@testing-library/react';
import { setupTestServer } from '@switchboard/shared/testing';

// Pages load lazily and the machine is shared with other builds: allow slow renders (a wait only lasts as long as
// it has to).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
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
