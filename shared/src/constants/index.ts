// @switchboard/shared/constants: the spec's constants and exact texts, and the pure helpers list pages need
// (page sizes, messages, date filters) — without zod. A list page or route loader imports these from here, so a
// first visit evaluates no schema library (zod alone takes ~100 ms to evaluate on the 2-core build machine);
// forms and the API server get the same values through @switchboard/shared/validation, which re-exports them.
export * from './product';
export * from './messages';
export * from './telephony';
export * from './carrier-health';
export * from './lcr-routing';
export { timeRangeQuery, type DateFilter } from './time-range';
export * from './remaining';
export * from './account-deletion';
export * from './service-provider-deletion';
export * from './telephony-texts';
export * from './telephony-number-texts';
export * from './telephony-lcr-texts';
export * from './telephony-health-texts';
export * from './identity-texts';
export * from './speech-texts';
export * from './billing-texts';
export * from './observability-texts';
