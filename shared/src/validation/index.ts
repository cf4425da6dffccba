// @switchboard/shared/validation: every rule of the spec once, as zod schemas and pure functions.
// Forms use the *FormSchema schemas (zodResolver); the API server uses the *BodySchema schemas.
// The constants and texts (zod-free; also their own entry, @switchboard/shared/constants, for list pages).
// Re-exported by relative path on purpose: webpack drops an `export *` from a module consumed through Module
// Federation (its exports are unknown at build time), which left TELEPHONY_MESSAGES & co. undefined in remotes.
// Within a build the files are the same modules as the constants entry's, so there is still one instance.
export * from '../constants/product';
export * from '../constants/messages';
export * from '../constants/telephony';
export * from '../constants/carrier-health';
export * from '../constants/lcr-routing';
export * from '../constants/remaining';
export * from '../constants/account-deletion';
export * from '../constants/service-provider-deletion';
export * from '../shell-texts/two-factor';
export { timeRangeQuery, type DateFilter } from '../constants/time-range';
export * from './primitives';
export * from './network';
export * from './password';
export * from './webhook';
export * from './limits';
export * from './bucket';
export * from './users';
export * from './two-factor';
export * from './service-providers';
export * from './accounts';
export * from './env-vars';
export * from './applications';
export * from './api-keys';
export * from './system-information';
export * from './telephony';
export * from './billing';
export * from './observability';
export * from './carrier-health';
export * from './quality';
export * from './speech';
export * from './speech-bodies';
export * from './speech-problems';
export * from './csv';
export * from './speech-usage';
export * from './alert-rules';
