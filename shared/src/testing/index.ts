// @switchboard/shared/testing: test helpers (never imported by production code).
export {
  currentUrl,
  findToast,
  readBack,
  renderArea,
  renderWithProviders,
  sessionAs,
  testRuntimeConfig,
  type RenderWithProvidersOptions,
  type TestConfigOverrides,
} from './render';
export {
  TEST_API_BASE_URL,
  apiUrl,
  capabilitiesHandler,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
  testAccount,
  testServiceProviders,
  type SessionHandlerOptions,
} from './msw';
export { TEST_ACCOUNT_SID, TEST_SP_SID, makeTestJwt, testClaims, tokenFor } from './jwt';
export { createRequestLog, logRequests, type RecordedRequest, type RequestLog } from './request-log';
export { expectConsole } from './console';
export { probeApi, storeWithSession } from './probe';
export { mountSpaForTest, type MountedSpa, type SpaLifecycles } from './spa';
export { areaPathProblems, type DeclarationPaths } from './area-paths';
export { englishMismatches, itHasEveryTranslation, type EnglishMismatch } from './i18n-parity';
