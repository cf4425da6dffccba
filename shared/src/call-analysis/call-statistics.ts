// The 'Call quality' page's texts and figures (docs/product/observability.md#call-quality-page): ASR as a percentage,
// ACD in minutes and seconds, a SIP status with its reason phrase.

export const CALL_STATISTICS_MESSAGES = {
  title: 'Call quality',
  noApi: 'This API has no call statistics: ASR, ACD and failure codes per carrier need Switchboard’s API.',
  loadFailed: 'The call statistics could not be loaded',
  noCalls: 'No calls in this period.',
  noCarrier: 'No carrier',
  chooseOwner: 'Choose a service provider to see its calls.',
  asrChart: 'ASR by carrier',
  trendChart: 'Calls over time',
  failuresChart: 'SIP failure codes',
  byCarrier: 'By carrier',
  byAccount: 'By account',
  /** the ASR chart's description for a screen reader */
  asrChartHint: 'Choose a carrier with the arrow keys and press Enter to show its calls.',
  /** the charts' summaries for a screen reader ({{bars}}: the bars' texts, comma separated) */
  asrChartSummary:
    'ASR by carrier: {{bars}}. Choose a carrier with the arrow keys and press Enter to show its calls.',
  asrBar: '{{label}} {{value}} %',
  asrBarDescription: '{{label}}: ASR {{value}} %',
  callsOfCarriers: 'Calls of each carrier',
  callsOf: 'Calls of {{carrier}}',
  trendChartSummary: 'Calls over time, per {{step}}: answered and not answered calls',
  trendPoint: '{{label}}: {{answered}} answered, {{notAnswered}} not answered',
  failuresChartSummary: 'SIP failure codes: {{bars}}',
  failureBar: '{{label}} {{value}}',
  failurePoint: '{{label}}: {{value}} calls',
} as const;

/** 0.6843 → '68.4 %'; no calls → '—'. */
export function formatAsr(asr: number | null): string {
  return asr === null ? '—' : `${(asr * 100).toFixed(1)} %`;
}

/** 83.6 s → '1:24'; no answered calls → '—'. */
export function formatAcd(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
