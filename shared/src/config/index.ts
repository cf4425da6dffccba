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
  type FeatureName,
  type Features,
  type RuntimeConfig,
} from './runtime-config';
export { RuntimeConfigProvider, useFeature, useRuntimeConfig } from './context';
