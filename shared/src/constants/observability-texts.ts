// The calls pages' texts (Recent calls, a call's page, Alerts), in English: the observability area renders them
// through its 'observability' translation namespace, built from these; `{{name}}` marks a value filled in,
// `_one`/`_other` the forms of a count (docs/architecture.md#translation). The suspected issues' texts are keyed
// templates (`CALL_ISSUE_TEXTS`): @switchboard/shared/call-analysis fills them in English, the page in the language
// in use.

/** The area's messages (docs/product/observability.md#a-call); the API answers some of them. */
export const OBSERVABILITY_MESSAGES = {
  logsCopied: 'Logs copied to clipboard',
  logsCopyFailed: 'Failed to copy logs',
  noLogs: 'There is no log for this call',
  recordingDeleted: 'Successfully deleted record',
  /** the contract's 400 when no logs source is configured */
  logsUnavailable: 'Logs are only available in AWS environments',
  callNotFound: 'Call not found',
  missingPage: 'missing or invalid "page" query arg',
  missingCount: 'missing or invalid "count" query arg',
  /** Recent calls narrowed to one carrier (`?trunk=`, Carrier health's link) */
  trunkFilter: (carrier: string) => `Calls of the carrier ${carrier}.`,
  trunkFilterClear: 'Show every carrier’s calls',
} as const;

export const CALL_DIRECTIONS = [
  { value: 'io', name: 'either' },
  { value: 'inbound', name: 'inbound only' },
  { value: 'outbound', name: 'outbound only' },
] as const;
export type DirectionFilter = (typeof CALL_DIRECTIONS)[number]['value'];

export const CALL_STATUSES = [
  { value: 'all', name: 'all' },
  { value: 'true', name: 'answered' },
  { value: 'false', name: 'not answered' },
] as const;
export type StatusFilter = (typeof CALL_STATUSES)[number]['value'];

/** The Recent calls list (docs/product/observability.md#recent-calls). */
export const RECENT_CALLS_TEXTS = {
  title: 'Recent calls',
  liveTail: 'Live tail',
  exportCsv: 'Export CSV',
  direction: 'Direction',
  status: 'Status',
  filter: 'Filter',
  filterPlaceholder: 'Number or call sid',
  hourRange: '{{start}}–{{end}}',
  exportedNewest: 'The newest {{newest}} of {{found}} calls were exported: narrow the filter for the others.',
  pageChart: 'The chart counts the calls of this page: this API does not count calls per hour.',
  live: 'Live: new calls appear at the top.',
  liveAdded_one: 'Live: new calls appear at the top ({{count}} new).',
  liveAdded_other: 'Live: new calls appear at the top ({{count}} new).',
  chooseProvider: 'Choose a service provider to see its calls.',
  loadFailed: 'The calls could not be loaded',
  loading: 'Loading the calls',
  empty: 'No data.',
  list: 'Calls',
} as const;

/** The calls-per-hour chart. */
export const CALLS_CHART_TEXTS = {
  answered: 'answered',
  notAnswered: 'not answered',
  label:
    'Calls per hour: {{total}} calls in {{hours}} hours. Use the arrow keys to choose an hour and Enter to show its calls.',
  hour: '{{hour}}: {{answered}} answered, {{notAnswered}} not answered',
} as const;

/** One call: the list's item (its tabs, logs and footer) and the call page. */
export const CALL_TEXTS = {
  inbound: 'inbound',
  outbound: 'outbound',
  from: 'from',
  to: 'to',
  notAnswered: 'not answered · {{status}}',
  recorded: '· recorded',
  traceGone: 'This trace is no longer available.',
  loadingTrace: 'Loading the trace',
  details: 'Details',
  tracing: 'Tracing',
  logs: 'Logs',
  tabs: 'Call {{call}}',
  openPage: 'Open the call page',
  downloadPcap: 'Download pcap',
  /** a field without a value, and an unanswered call's answer time, in its details */
  nullValue: 'null',
  notAnsweredValue: 'not answered',
  retrieveLogs: 'Retrieve logs',
  copyLogs: 'Copy logs',
  downloadLogs: 'Download logs',
  logLines: 'Log lines (times in UTC)',
  noLogsFound: 'No logs found.',
} as const;

/** A call's page (docs/product/observability.md#call-page). */
export const CALL_PAGE_TEXTS = {
  title: 'Call {{call}}',
  back: 'Back to recent calls',
  chooseProvider: 'Choose a service provider to see its calls.',
  loadFailed: 'The call could not be loaded',
  loading: 'Loading the call',
  summary: 'Summary',
  inbound: 'Inbound call from {{from}} to {{to}}',
  outbound: 'Outbound call from {{from}} to {{to}}',
  inboundTrunk: 'Inbound call from {{from}} to {{to}} through {{trunk}}',
  outboundTrunk: 'Outbound call from {{from}} to {{to}} through {{trunk}}',
  answeredAfter: 'answered after {{ringing}} and talked for {{talked}}',
  notAnswered: 'not answered: {{status}}',
  sentence: '{{call}}, {{outcome}}.',
  sentenceReason: '{{call}}, {{outcome}} ({{reason}}).',
  started: 'Started',
  direction: 'Direction',
  fromTo: 'From → to',
  account: 'Account',
  application: 'Application',
  trunk: 'Carrier / trunk',
  answered: 'Answered',
  answeredYes: 'yes, {{time}}',
  answeredNo: 'no',
  duration: 'Duration',
  hungUp: 'Hung up',
  finalStatus: 'Final SIP status',
  legs: 'Legs',
  issues: 'Suspected issues',
  showOnTimeline: 'Show on the timeline',
  lookingInto: 'Looking into the call…',
  everyField: 'Every field of the call',
  ladder: 'SIP ladder',
  loadingCapture: 'Loading the SIP capture',
  captureFailed: 'The SIP capture could not be read: {{reason}}',
  timeline: 'Timeline',
  logsFailed: 'Logs: {{reason}}',
  quality: 'Quality',
  aLeg: 'A-leg',
  bLeg: 'B-leg',
} as const;

/** The call page's timeline (docs/product/observability.md#call-timeline). */
export const CALL_TIMELINE_TEXTS = {
  time: 'time',
  moment: 'Moment: {{offset}} ({{time}})',
  sip: 'SIP',
  webhooks: 'Webhooks',
  recording: 'Recording',
  logs: 'Logs',
  noStatus: 'no status',
  webhook: '{{method}} {{url}}: {{status}} after {{ms}} ms',
  webhookTitle: '{{method}} {{url}} → {{status}} ({{ms}} ms)',
} as const;

/** The call page's Quality section (docs/product/observability.md#call-quality). */
export const CALL_QUALITY_TEXTS = {
  loading: 'Loading the quality reports…',
  audio: 'audio',
  mos: 'MOS',
  jitter: 'jitter',
  packetLoss: 'packet loss',
  roundTrip: 'round trip',
  codec: 'codec',
  stream: 'stream',
  good: 'good',
  fair: 'fair',
  poor: 'poor',
  mosValue: '{{mos}} ({{rating}})',
  jitterValue: '{{jitter}} ms (worst {{worst}} ms)',
  lossValue: '{{pct}} % ({{lost}} of {{total}})',
  ms: '{{ms}} ms',
  streamValue: '{{address}} · SSRC {{ssrc}} · {{time}}',
  seconds: '{{seconds}} s',
  chart: 'MOS over the call, {{leg}}: {{summary}}',
  chartStream: '{{flow}}: MOS {{mos}} (worst {{worst}})',
} as const;

/** The SIP ladder and a SIP message (docs/product/observability.md#sip-ladder). */
export const SIP_LADDER_TEXTS = {
  messages_one: '{{total}} message',
  messages_other: '{{total}} messages',
  time: 'time',
  leg: '{{leg}}: {{callId}}',
  bLegN: 'B-leg {{n}}',
  carrier: 'Carrier {{trunk}} ({{ip}})',
  caller: 'Caller {{ip}}',
  sbc: 'SBC {{ip}}',
  featureServer: 'Feature server {{ip}}',
  arrow: '{{label}} from {{from}} to {{to}} at {{at}}',
  arrowRepeated: '{{label}} from {{from}} to {{to}} at {{at}}, sent {{times}} times',
  message: 'SIP message {{label}}',
  route: '{{from}} ({{src}}) → {{to}} ({{dst}}), {{transport}}, {{time}} ({{offset}})',
  sentAgain_one: '{{route}}; sent again {{count}} time: {{times}}',
  sentAgain_other: '{{route}}; sent again {{count}} times: {{times}}',
  sdp: 'SDP',
  media: 'media',
  address: 'address',
  codecs: 'codecs',
  direction: 'direction',
} as const;

/** The recording player (docs/product/observability.md#a-call). */
export const RECORDING_PLAYER_TEXTS = {
  recording: 'Recording',
  waveform: 'Waveform',
  loading: 'Loading the recording…',
  ready: 'Ready',
  playing: 'Playing',
  paused: 'Paused',
  error: 'The recording could not be loaded',
  back: 'Back {{seconds}} seconds',
  forward: 'Forward {{seconds}} seconds',
  play: 'Play',
  pause: 'Pause',
  download: 'Download recording',
  delete: 'Delete recording',
  dtmf: 'DTMF:',
  digit: 'Digit {{digit}} at {{time}} ({{duration}})',
  what: 'recording',
  confirm: 'Are you sure you want to delete the recording of call {{call}}?',
} as const;

/** The Tracing tab's waterfall and the call page's spans. */
export const TRACE_TEXTS = {
  noSpans: 'This trace has no spans.',
  spans_one: '{{count}} span · {{duration}}',
  spans_other: '{{count}} spans · {{duration}}',
  duration: 'duration',
  start: 'start',
  list: 'Spans',
  expand: 'Expand {{name}}',
  collapse: 'Collapse {{name}}',
  span: 'Span {{name}}',
  seconds: '+{{seconds}} s',
} as const;

/** Alerts (docs/product/observability.md#alerts). */
export const ALERTS_TEXTS = {
  title: 'Alerts',
  chooseProvider: 'Choose a service provider to see its alerts.',
  loadFailed: 'The alerts could not be loaded',
  loading: 'Loading the alerts',
  empty: 'No data.',
  list: 'Alerts',
} as const;

/** The call page's texts that are also its lists' names (docs/product/observability.md#call-page). */
export const CALL_PAGE_MESSAGES = {
  notFound: 'This call is not among the calls of the last 30 days you can see.',
  noIssues: 'Nothing suspicious in what was recorded of this call.',
  noCapture: 'No SIP messages were captured for this call.',
  noQualityApi: 'This API does not report call quality: its media servers’ reports are not available here.',
  noQuality: 'No quality reports for this call.',
  noTrace: 'This call has no trace.',
  chooseMoment: 'Choose a moment: a SIP message, a span, the waveform, a log line or a webhook.',
  /** the names of the page's lists, as a screen reader announces them */
  issuesList: 'Suspected issues',
  sipMessagesList: 'SIP messages',
  logLinesList: 'Log lines on the timeline',
} as const;

/**
 * A suspected issue's words and evidence (docs/product/observability.md#suspected-issues), as keyed templates: an
 * issue names its text's key and values (a value may itself be one of these texts, such as `fromCarrier`).
 */
export const CALL_ISSUE_TEXTS = {
  hungUp: 'The caller hung up before an answer ({{status}})',
  carrierAnswered: 'Carrier answered {{status}}',
  callerAnswered: 'Caller answered {{status}}',
  hostAnswered: '{{host}} answered {{status}}',
  failedWith: 'The call failed with {{status}}',
  sipEvidence: 'SIP: {{status}} from {{host}} at {{time}}',
  recordEvidence: 'Call record: sip_status {{status}}',
  recordEvidenceReason: 'Call record: sip_status {{status}}, {{reason}}',
  /** whose audio a stream carries */
  fromCarrier: 'from the carrier',
  toCarrier: 'to the carrier',
  fromCaller: 'from the caller',
  toCaller: 'to the caller',
  fromCallee: 'from the callee',
  toCallee: 'to the callee',
  /** which leg */
  carrierLeg: 'carrier leg',
  callerLeg: 'caller leg',
  bLeg: 'B-leg',
  seconds: '{{seconds}} s',
  rtp: 'RTP {{flow}} ({{ip}}:{{port}}, SSRC {{ssrc}})',
  noAudio: 'No audio {{flow}} for {{duration}}',
  noAudioEvidence: '{{where}}: 0 packets in {{intervals}} report intervals, {{from}}–{{to}}',
  loss: 'Packet loss of {{pct}} % on the {{leg}}',
  lossEvidence: '{{where}}: {{lost}} of {{total}} packets lost',
  jitter: 'High jitter on the {{leg}} ({{ms}} ms)',
  jitterEvidence: '{{where}}: jitter {{mean}} ms on average, {{worst}} ms at worst',
  rtt: 'Long round trip on the {{leg}} ({{ms}} ms)',
  rttEvidence: '{{where}}: round-trip time {{ms}} ms on average',
  poorAudio: 'Poor audio {{flow}} (MOS {{mos}})',
  poorAudioEvidence: '{{where}}: E-model MOS {{mos}} ({{pct}} % loss, {{jitter}} ms jitter, {{codec}})',
  poorAudioEvidenceRtt:
    '{{where}}: E-model MOS {{mos}} ({{pct}} % loss, {{jitter}} ms jitter, {{rtt}} ms RTT, {{codec}})',
  slowWebhook: 'Webhook took {{duration}}',
  slowWebhookEvidence: 'Trace: {{method}} {{url}} answered {{status}} after {{ms}} ms',
  slowTts: 'TTS first byte {{duration}}',
  slowTtsEvidence: 'Trace: {{vendor}} text-to-speech, first byte after {{ms}} ms',
} as const;
export type CallIssueTextKey = keyof typeof CALL_ISSUE_TEXTS;
