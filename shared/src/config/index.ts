// @switchboard/shared/config: the runtime configuration (/config.json) and the hooks that read it.
export {
  DEFAULT_FEATURES,
  RuntimeConfigError,
  defaultApiBaseUrl,
  getApiBaseUrl,
  getRuntimeConfig,
  loadRuntimeConfig,
  normaliseRuntimeConfig,
  setRuntimeConfig,
  type AreaRelease,
  type BuildInfo,
  type FeatureName,
  type Features,
  type RuntimeConfig,
} from './runtime-config';
export { RuntimeConfigProvider, useFeature, useRuntimeConfig } from './context';
export {
  MENU_SECTIONS,
  fillMenuPath,
  isVisibleTo,
  parseAreaDeclaration,
  type AreaDeclaration,
  type AreaMenuItem,
  type AreaPath,
  type MenuSection,
  type ParsedAreaDeclaration,
  type VisibilityContext,
  type VisibilityRule,
} from './area-declaration';
export {
  OAUTH_AUTHORIZE_URLS,
  OAUTH_FROM_KEY,
  OAUTH_STATE_KEY,
  oauthAuthorizeUrl,
  oauthClientId,
  oauthRedirectUri,
  startOAuth,
} from './oauth';
export { satisfiesRange, versionClashes, type VersionClash } from './versions';
export {
  LOGIN_MESSAGES,
  LoginError,
  TwoFactorRequired,
  loginErrorMessage,
  requestLogin,
  requestTwoFactorLogin,
} from './login';
