// One MSW server per test file with a fresh telephony fake API per test: `const api = setupFakeApi();` then
// `api.current` (the kit's setupFakeApi over createFakeApi).
import { setupFakeApi as setupFakeApiOf } from '@switchboard/shared/testing';
import { createFakeApi } from './fake-api';

export function setupFakeApi() {
  return setupFakeApiOf(createFakeApi);
}
