// @switchboard/shared/testing/contract: the set-up every component test on the real contract starts with — the API
// in memory behind MSW (setupContractApi of @switchboard/api/testing, reset before each test) and the session of a
// test user it signed. Kept out of the testing index: the API's testing module imports that index.
import { setupContractApi } from '@switchboard/api/testing';

/** `api` (api.current: seeding, sign-in, the request log; api.server: a test's own handlers) and `sessionAs`. */
export function setupContractTest(...options: Parameters<typeof setupContractApi>) {
  const api = setupContractApi(...options);
  const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);
  return { api, sessionAs };
}
