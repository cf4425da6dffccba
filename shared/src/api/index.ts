// @switchboard/shared/api: the one RTK Query api, its base query and error normalisation, and the endpoints
// shared by every app. Remotes add theirs with `api.injectEndpoints`.
export { api, TAG_TYPES, type PortalApi, type TagType } from './api';
export { portalBaseQuery, isPublicPath } from './base-query';
export { EARLY_REQUESTS_KEY, type EarlyRequestRegistry } from './early-requests';
export {
  GENERIC_ERROR_MESSAGE,
  SERVER_REFUSED_MESSAGE,
  UNREACHABLE_MESSAGE,
  describeFailure,
  duplicateEntryOf,
  isApiError,
  isTechnicalMessage,
  messageFromBody,
  normaliseHttpError,
  toApiError,
  type ApiError,
  type ApiErrorStatus,
  type UserFacingError,
} from './errors';
export * from './endpoints';
export {
  PLAIN_JAMBONZ,
  capabilitiesApi,
  parseCapabilities,
  useApiCapabilities,
  type ApiCapabilityState,
} from './capabilities';
export { listQuery, toListPage, type ListPageResult } from './paging';
export { toastApiError, useApiErrorToast } from './use-api-error-toast';
export {
  byServiceProviderName,
  fallbackServiceProvider,
  fillServiceProviderAccounts,
  resolveServiceProviderSid,
} from './current-service-provider';
export * from './billing';
export * from './two-factor';
