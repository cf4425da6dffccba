// One MSW server per test file with a fresh speech fake API per test: `const api = setupFakeApi();`.
import { setupFakeApi as setupFakeApiOf } from '@switchboard/shared/testing';
import { createFakeApi } from './fake-api';

export function setupFakeApi() {
  return setupFakeApiOf(createFakeApi);
}
