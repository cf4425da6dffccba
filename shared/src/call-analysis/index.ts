// @switchboard/shared/call-analysis: what calls' data says about them — the E-model's MOS from loss, jitter and
// delay, the suspected issues with their SIP status phrases (docs/product/observability.md#call-page), and the
// call statistics' figures (ASR, ACD). Its own entry, apart from constants, so the sign-in page does not download
// the SIP reason phrases, the E-model and the statistics' texts.
export * from './call-quality';
export * from './call-issues';
export * from './call-statistics';
export * from './otlp';
