// The telephony area's page texts (carrier list and form), in English: the area renders them through its
// 'telephony' translation namespace, built from these; `{{name}}` marks a value filled in, `_one`/`_other` the
// forms of a count (docs/architecture.md#translation).

export const CARRIER_LIST_TEXTS = {
  title: 'Carriers',
  what: 'carrier',
  add: 'Add carrier',
  empty: 'No carriers.',
  allAccounts: 'All accounts',
  status: 'Status',
  usedBy: 'Used by',
  inUseBy: 'In use by',
  active: 'active',
  inactive: 'inactive',
  registered: 'registered',
  unregistered: 'unregistered',
  notStarted: 'not started',
  numbers_one: '{{count}} number',
  numbers_other: '{{count}} numbers',
  routes_one: '{{count}} route',
  routes_other: '{{count}} routes',
  usage: '{{numbers}}, {{routes}}',
  checksFor: 'what uses this carrier',
  blockedTitle: 'This carrier is in use and cannot be deleted',
  blockedIntro: 'It is used by:',
  deleted: 'Deleted carrier {{name}}',
  registration: 'Registration: {{state}}',
  reason: 'Reason: {{reason}}',
  notReported: 'The SBC has not reported a registration yet.',
  downloadPcap: 'Download the REGISTER pcap',
} as const;

export const CARRIER_FORM_TEXTS = {
  addTitle: 'Add carrier',
  editTitle: 'Edit carrier',
  deleteCarrier: 'Delete carrier',
  loadingCarrier: 'Loading the carrier',
  loading: 'Loading',
  carrier: 'Carrier',
  name: 'Carrier name',
  usedBy: 'Used by',
  defaultApplication: 'Default application',
  none: 'None',
  active: 'Active',
  settings: 'Carrier settings',
  voiceTab: 'Voice (SIP)',
  smsTab: 'SMS (SMPP)',
  predefinedLegend: 'Start from a predefined carrier',
  predefinedDescription:
    "Creates the carrier with the provider's gateways and opens it, to fill in your details.",
  predefinedLabel: 'Predefined carrier',
  createFromTemplate: 'Create from template',
  whitelistSip: 'Have your carriers whitelist our SIP signaling IPs',
  whitelistSmpp: 'Have your carriers whitelist our SMPP addresses',
  noneConfigured: 'None are configured.',
  calls: 'Calls',
  e164: 'E.164 syntax',
  e164Hint: 'Prepend a leading + on origination attempts.',
  dtmfType: 'DTMF type',
  techPrefix: 'Tech prefix',
  techPrefixHint: 'Does your carrier require a tech prefix on outbound calls?',
  diversion: 'SIP Diversion header',
  diversionHint: 'Phone number or SIP URI, for carriers that authenticate the calling number with it',
  outboundProxy: 'Outbound SIP proxy',
  outboundProxyHint: 'A domain, IP address or sip:/sips: URI, with an optional port',
  outboundAuth: 'Outbound authentication',
  outboundAuthDescription:
    'Does your carrier require authentication on outbound calls? Give both a username and a password, or neither.',
  username: 'Username',
  password: 'Password',
  requireRegister: 'Require SIP register',
  requireRegisterHint: 'Carrier requires SIP Register before sending outbound calls.',
  sipRealm: 'SIP realm',
  fromUser: 'SIP From user',
  fromUserHint: 'Optional: the user part of the SIP From header',
  fromDomain: 'SIP From domain',
  fromDomainHint: 'Optional: the host part of the SIP From header',
  publicIpInContact: 'Use public IP in contact',
  outboundSmpp: 'Outbound SMPP',
  inboundSmpp: 'Inbound SMPP',
  inboundSmppDescription:
    'The addresses your carrier sends messages from; whitelisting them needs an inbound password.',
  systemId: 'System ID',
  templateTitle: 'This carrier was made from a template',
  templateText: 'Replace its placeholders with your own values before saving: {{placeholders}}.',
} as const;

/** Words every telephony list shares. */
export const TELEPHONY_COMMON_TEXTS = {
  status: 'Status',
  active: 'active',
  inactive: 'inactive',
  account: 'Account',
  application: 'Application',
  none: 'None',
  usedBy: 'Used by',
} as const;

export const CLIENT_LIST_TEXTS = {
  title: 'SIP clients',
  what: 'sip client',
  username: 'Username',
  filter: 'Filter by username',
  add: 'Add SIP client',
} as const;

export const TENANT_LIST_TEXTS = {
  title: 'Microsoft Teams tenants',
  what: 'Microsoft Teams tenant',
  domain: 'Domain name',
  filter: 'Filter by domain name',
  add: 'Add Microsoft Teams tenant',
  goToSettings: 'Go to Settings',
} as const;

export const LCR_LIST_TEXTS = {
  title: 'Outbound call routing',
  what: 'outbound call route',
  routes: 'Routes',
  add: 'Add outbound call routing',
  loading: 'Loading outbound call routing',
} as const;

export const NUMBER_LIST_TEXTS = {
  title: 'Phone numbers',
  what: 'phone number',
  number: 'Number',
  description: 'Description',
  carrier: 'Carrier',
  filter: 'Filter by number',
  filterWithDescription: 'Filter by number or description',
  add: 'Add phone number',
  addCarrier: 'Add carrier',
  importCsv: 'Import CSV',
  exportCsv: 'Export CSV',
  select: 'Select {{number}}',
  assignApplication: 'Application for the selected numbers',
  assign: 'Assign to the selected numbers',
  assignCount_one: 'Assign to {{count}} selected number',
  assignCount_other: 'Assign to {{count}} selected numbers',
  updateFailed: 'The numbers could not be updated',
  exportFailed: 'The phone numbers could not be exported',
} as const;
