// @switchboard/shared/operations: running the network — alert rules' conditions, their arithmetic and texts
// (docs/api/additions.md#alert-rules). Its own entry, apart from constants, so the sign-in page does not download
// them; the API evaluates rules with the same functions the Alert rules page shows.
export * from './alert-rules';
export * from './alert-rules-page';
export * from './limit-usage';
export * from './call-quality-texts';
export * from './filter-texts';
