// One MSW server per test file with a fresh observability fake API per test (the kit's setupFakeApi).
import { setupFakeApi as setupFakeApiOf } from '@switchboard/shared/testing';
import { createFakeApi } from './fake-api';

export function setupFakeApi() {
  return setupFakeApiOf(createFakeApi);
}
