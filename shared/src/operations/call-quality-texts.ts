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
  /** post-dial delay: the tables' column, a value in seconds ('2.4 s'), its chart (calls with a SIP capture only) */
  pdd: 'PDD',
  seconds: '{{value}} s',
  pddChart: 'Post-dial delay by carrier',
  pddSeries: 'PDD (s)',
  pddChartSummary:
    'Average post-dial delay by carrier, over the calls with a SIP capture: {{bars}}. Choose a carrier with the arrow keys and press Enter to show its calls.',
  pddBar: '{{label}} {{value}} s',
  pddBarDescription: '{{label}}: PDD {{value}} s over {{calls}} calls',
  /** MOS distribution: a call counts once, by its worst received stream */
  mos: 'MOS good / fair / poor / bad',
  mosCounts: '{{good}} / {{fair}} / {{poor}} / {{bad}}',
  mosChart: 'MOS distribution by carrier',
  mosChartSummary:
    'Calls per MOS band by carrier: {{bars}}. Choose a carrier with the arrow keys and press Enter to show its calls.',
  mosBar: '{{label}}: {{good}} good, {{fair}} fair, {{poor}} poor, {{bad}} bad',
  /** the bands as the chart's legend names them */
  mosBands: {
    good: 'good (MOS ≥ 4.0)',
    fair: 'fair (3.6–4.0)',
    poor: 'poor (3.1–3.6)',
    bad: 'bad (< 3.1)',
  },
  noMos: 'No call of this period has a quality report.',
  /** the trend's carrier picker */
  trendOf: 'Carrier',
  allCarriers: 'All carriers',
  trendChartSummaryOf: 'Calls over time of {{carrier}}, per {{step}}: answered and not answered calls',
} as const;
