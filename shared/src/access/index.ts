// @switchboard/shared/access: scope levels, guards and the feature-switch hook.
export { ACCESS_MESSAGES, SCOPE_LEVELS, hasScope, isViewOnly, scopeLevel } from './scope';
export {
  RequireScope,
  RequireSignIn,
  useHasScope,
  useViewOnly,
  type RequireScopeProps,
  type RequireSignInProps,
} from './guards';
export { useFeature } from '@switchboard/shared/config';
