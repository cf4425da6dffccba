// The Call quality page's words beside CALL_STATISTICS_MESSAGES (docs/product/observability.md#call-quality-page):
// the figures' names in the summary and the tables, the charts' series and the page's loading label.
export const CALL_QUALITY_TEXTS = {
  loading: 'Loading the call statistics',
  calls: 'Calls',
  answered: 'Answered',
  asr: 'ASR',
  acd: 'ACD',
  failureCodes: 'SIP failure codes',
  carrier: 'Carrier',
  account: 'Account',
  /** the charts' series, as their legends name them */
  asrSeries: 'ASR (%)',
  answeredSeries: 'answered',
  notAnsweredSeries: 'not answered',
  callsSeries: 'calls',
  /** a SIP failure code in a table cell with its calls: '503 Service Unavailable (4)' */
  failureCount: '{{status}} ({{calls}})',
  /** an ASR: '68.4 %' */
  percent: '{{value}} %',
  /** the trend's step, in its chart's summary */
  steps: { hour: 'hour', day: 'day' },
} as const;
