// @switchboard/shared/call-analysis: what a call's data says about it — the E-model's MOS from loss, jitter and
// delay, and the suspected issues with their SIP status phrases (docs/product/observability.md#call-page). Its own
// entry, apart from constants, so the sign-in page does not download the SIP reason phrases and the E-model.
export * from './call-quality';
export * from './call-issues';
