// The identity area's page texts (accounts, users, applications, activity, and the form sections they share), in
// English: the area renders them through its 'identity' translation namespace, built from these; `{{name}}` marks a
// value filled in, `_one`/`_other` the forms of a count (docs/architecture.md#translation).
import { MESSAGES } from './messages';

export const ACCOUNT_LIST_TEXTS = {
  title: 'Accounts',
  what: 'account',
  add: 'Add account',
  empty: 'No Accounts.',
  filter: 'Filter by name or SID',
  sid: 'SID',
  deleted: 'Deleted account {{name}}',
  checksFor: 'what still belongs to this account',
  blockedTitle: 'This account cannot be deleted yet',
  blockedIntro: 'Delete or move what still belongs to it first. It still has:',
} as const;

export const USER_LIST_TEXTS = {
  title: 'Users',
  what: 'user',
  add: 'Add user',
  empty: 'No users.',
  filter: 'Filter by name or email',
  nameHeader: 'User Name',
  scope: 'Scope',
  /** an account user's scope with the account's name */
  accountScope: '{{scope}} ({{account}})',
  deleted: 'Deleted user {{name}}',
} as const;

export const USER_FORM_TEXTS = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  passwordChanged: 'Password changed successfully',
  loadingUser: 'Loading the user',
  loading: 'Loading',
  addTitle: 'Add user',
  yourUser: 'Your user',
  editTitle: 'Edit user',
  user: 'User',
  userName: 'User name',
  email: 'Email',
  temporaryPassword: 'Temporary password',
  newTemporaryPassword: 'New temporary password',
  keepPassword: 'Leave blank to keep the current password.',
  scope: 'Scope',
  /** the saved user's scope, before its name */
  scopeLabel: 'Scope:',
  serviceProvider: 'Service provider',
  account: 'Account',
  chooseAccount: 'Choose an account',
  status: 'Status',
  forceChange: 'Force change of password at next sign-in',
  active: 'Active',
  viewOnly: 'View only',
  viewOnlyHint: 'Can see everything in their scope but change nothing',
  changePassword: 'Change password',
  wrongPassword: 'The current password is not correct',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  /** the password fields' hint: 'Password must:' and the policy's requirements, joined by '; ' */
  passwordHint: `${MESSAGES.passwordMust} {{requirements}}`,
} as const;

export const SIGN_OUT_EVERYWHERE_TEXTS = {
  title: 'Sessions',
  description:
    'Signing out ends this session only. Sign out everywhere to end every session of yours, in every browser and device, this one included.',
  button: 'Sign out everywhere',
} as const;

export const TTS_CACHE_TEXTS = {
  title: 'Text-to-speech cache',
  cleaned: 'Tts Cache successfully cleaned',
  clear: 'Clear TTS cache',
  sizeUnreadable: 'The cache size could not be read: {{reason}}',
  cachedItems: 'Cached items: {{items}}',
  reading: 'Reading the cache size…',
} as const;

export const LIMITS_TEXTS = {
  legend: 'Limits',
  description: '0 means unlimited; leave a field blank to remove that limit.',
} as const;

export const APPLICATION_PICKER_TEXTS = {
  loading: 'Loading the account’s applications…',
  none: 'None',
} as const;

export const APPLICATION_LIST_TEXTS = {
  title: 'Applications',
  what: 'application',
  add: 'Add application',
  empty: 'No applications.',
  noAccount: 'You must create an account before you can create an application.',
  callingWebhook: 'Calling webhook',
  deleted: 'Deleted application {{name}}',
  checksFor: 'what uses this application',
  blockedTitle: 'This application is in use and cannot be deleted',
} as const;

export const ACCOUNT_FORM_TEXTS = {
  created: 'Account created successfully',
  updated: 'Account updated successfully',
  secretGenerated: 'Webhook signing secret was successfully generated',
  goToYourAccount: 'Go to your account',
  loadingAccount: 'Loading the account',
  loading: 'Loading',
  chooseServiceProvider: 'Choose a service provider first.',
  notSaved: 'The account could not be saved',
  addTitle: 'Add account',
  editTitle: 'Edit account',
  deleteAccount: 'Delete account',
  activity: 'Activity',
  account: 'Account',
  name: 'Name',
  sipRealm: 'SIP realm',
  sipRealmPlaceholder: 'sip.example.com',
  sipRealmHint: 'The domain devices register to; unique across your accounts.',
  deviceCallingApplication: 'Device calling application',
  deviceCallingHint: 'Application for calls between registered devices',
  siprecApplication: 'SIPREC application',
  debugLog: 'Enable debug log',
  registrationWebhook: 'Registration webhook',
  queueEventWebhook: 'Queue event webhook',
  apiKeys: 'Account API keys',
  webhookSecret: 'Webhook signing secret',
  none: 'None',
  generateSecret: 'Generate new secret',
} as const;

export const APPLICATION_FORM_TEXTS = {
  created: 'Application created successfully',
  updated: 'Application updated successfully',
  loadingApplication: 'Loading the application',
  loading: 'Loading',
  addAccount: 'Add account',
  addTitle: 'Add an application',
  editTitle: 'Edit application',
  deleteApplication: 'Delete application',
  application: 'Application',
  name: 'Name',
  callingWebhook: 'Calling webhook',
  callingWebhookPlaceholder: 'https://example.com/call or wss://example.com/ws',
  callStatusWebhook: 'Call status webhook',
  speechSynthesis: 'Speech synthesis',
  speechRecognition: 'Speech recognition',
  fallbackSpeech: 'Fallback speech',
  useFallback: 'Use for fallback speech',
  useFallbackHint: 'Used when the speech vendors above fail',
  fallbackSynthesis: 'Fallback speech synthesis',
  fallbackRecognition: 'Fallback speech recognition',
  callRecording: 'Call recording',
  recordAll: 'Record all calls',
} as const;

export const ACTIVITY_TEXTS = {
  title: 'Activity',
  description: 'Who changed what, when and from where. Secrets are never shown.',
  loading: 'Loading',
  empty: 'No activity in this period.',
  noAuditTrail: 'This API keeps no audit trail',
  noAuditTrailText:
    'The API this portal manages ({{api}}) does not record who changed what, so there is no activity to show. Changes still take effect as usual.',
  when: 'When',
  who: 'Who',
  from: 'From',
  what: 'What',
  changes: 'Changes',
  userName: 'User name',
  everything: 'Everything',
  date: 'Date',
  allAccounts: 'All accounts',
  scope: 'Scope',
  thisServiceProvider: 'This service provider',
  wholePlatform: 'The whole platform',
  apiKey: 'an API key',
  unknown: 'unknown',
  none: '(none)',
  /** an action the page does not know, on a kind of thing */
  actionOn: '{{action}} {{entity}}',
} as const;

/** The kinds of things the audit trail records, as the Activity page names them (its filter options too). */
export const ACTIVITY_ENTITY_TEXTS = {
  account: 'account',
  user: 'user',
  application: 'application',
  api_key: 'API key',
  limit: 'limit',
  service_provider: 'service provider',
  voip_carrier: 'carrier',
  sip_gateway: 'SIP gateway',
  smpp_gateway: 'SMPP gateway',
  phone_number: 'phone number',
  ms_teams_tenant: 'Microsoft Teams tenant',
  lcr: 'outbound call routing',
  client: 'SIP client',
  speech_credential: 'speech credential',
  password_settings: 'password policy',
  system_information: 'system information',
  tts_cache: 'TTS cache',
  password_reset: 'password reset',
} as const;

/** What was done, with the kind of thing it was done to (`{{entity}}`, one of ACTIVITY_ENTITY_TEXTS). */
export const ACTIVITY_ACTION_TEXTS = {
  create: 'Created {{entity}}',
  update: 'Changed {{entity}}',
  delete: 'Deleted {{entity}}',
  'sign-in': 'Signed in as {{entity}}',
  'sign-in-failed': 'Failed sign-in as {{entity}}',
  'sign-out': 'Signed out as {{entity}}',
  'password-change': 'Changed the password of {{entity}}',
} as const;

export const WEBHOOK_FIELD_TEXTS = {
  url: '{{legend}} URL',
  placeholder: 'https://example.com/hook',
  method: 'Method',
  websocketGet: 'WebSocket URLs always use GET',
  basicAuth: 'Use HTTP basic authentication',
  username: 'Username',
  password: 'Password',
} as const;

export const ENV_VAR_TEXTS = {
  legend: 'Environment variables',
  lookingUp: 'Looking up the application’s environment variables',
  lookupFailed: 'The environment variables could not be looked up: {{reason}}',
  description: 'Values the application asks for (from its call webhook).',
  chooseCarrier: 'Choose a carrier',
  none: 'None',
} as const;

export const SPEECH_FIELD_TEXTS = {
  vendor: 'Vendor',
  chooseVendor: 'Choose a vendor',
  noCredential: 'No {{vendor}} credential is set up for this account.',
  label: 'Label',
  defaultLabel: 'Default',
  language: 'Language',
  voice: 'Voice',
  noAnswer: 'no answer within {{seconds}} seconds',
  listsUnavailable:
    'The languages and voices of {{vendor}} could not be loaded ({{reason}}): type the language as {{vendor}} names it, e.g. en-US.',
  loadingLanguages: 'Loading languages…',
  typeVoice: 'Type the voice as {{vendor}} names it.',
} as const;

export const RECORDING_TEXTS = {
  legend: 'Call recording',
  enable: 'Enable call recording',
  recordAll: 'Record all calls',
  audioFormat: 'Audio format',
  bucketVendor: 'Bucket vendor',
  bucketName: 'Bucket name',
  awsCredentials: 'AWS credentials',
  accessKeyId: 'Access key ID',
  secretAccessKey: 'Secret access key',
  roleArn: 'Role ARN',
  region: 'Region',
  endpoint: 'Endpoint',
  serviceKeyFile: 'Service key file',
  serviceAccount: 'Service account: {{email}}',
  serviceKeyHint: 'The JSON key file of a Google service account',
  connectionString: 'Connection string',
  tags: 'Tags',
  tagsDescription: 'Key/value pairs added to every recording.',
  tagKey: 'Tag {{number}} key',
  tagValue: 'Tag {{number}} value',
  removeTag: 'Remove tag {{number}}',
  addTag: 'Add tag',
  test: 'Test',
  saveFirst: 'Save the account first to test its bucket.',
  valid: 'Bucket Credential is valid.',
  invalid: 'The bucket credential is not valid.',
} as const;

export const HOSTED_ACCOUNT_TEXTS = {
  loadingSubscription: 'Loading your subscription',
  subscription: 'Subscription',
  managePayment: 'Manage payment',
  modifySubscription: 'Modify subscription',
  upgrade: 'Upgrade to a paid plan',
  plan: 'Plan',
  planUntil: '{{plan}} (until {{date}})',
  capacity: 'Capacity',
  capacityValue: '{{sessions}}, {{devices}}',
  sessions_one: '{{count}} simultaneous call',
  sessions_other: '{{count}} simultaneous calls',
  devices_one: '{{count}} registered device',
  devices_other: '{{count}} registered devices',
  card: 'Card',
  cardEnding: '{{card}} ending {{last4}}',
  cardFallback: 'card',
  nextInvoice: 'Next invoice',
  nextInvoiceOn: '{{amount}} on {{date}}',
  returnsTo: 'Returns to',
  freePlanOn: 'the free plan on {{date}}',
  sipRealm: 'SIP realm',
  noneYet: 'None yet',
  editSipRealm: 'Edit SIP realm',
  invoices: 'Invoices',
  finishSetup: 'Finish Account Setup',
  finishSetupDescription: 'A few steps before your account can take calls.',
  addCarrier: 'Add a carrier',
  addSpeech: 'Add speech credentials',
  done: '(done)',
  deleteAccount: 'Delete Account',
  deleteDescription:
    'This deletes the account with everything it holds and signs you out. It cannot be undone.',
  typeToConfirm: "Type '{{phrase}}' to confirm",
  password: 'Password',
  passwordRequired: 'Password is required',
} as const;

/** The plans, as the hosted account page names them. */
export const HOSTED_PLAN_NAMES = { trial: 'Free trial', free: 'Free plan', paid: 'Paid plan' } as const;

/** Settings (docs/product/identity.md#settings): the page and its tabs. */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  activity: 'Activity',
  admin: 'Admin',
  serviceProvider: 'Service provider',
} as const;

/** Settings → Admin: system information and password policy. */
export const ADMIN_SETTINGS_TEXTS = {
  updated: 'Admin settings updated successfully',
  loading: 'Loading the admin settings',
  form: 'Admin settings',
  systemInformation: 'System information',
  domainName: 'Domain name',
  sipDomainName: 'SIP domain name',
  monitoringDomainName: 'Monitoring domain name',
  privateNetworkCidr: 'Private network CIDR',
  privateNetworkCidrHint: 'Comma-separated IPv4 addresses or CIDR ranges',
  logLevel: 'Log level',
  passwordPolicy: 'Password policy',
  minPasswordLength: 'Minimum password length',
  requireDigit: 'Require a digit',
  requireSpecialCharacter: 'Require a special character',
} as const;

/** Settings → Service provider, and deleting a service provider. */
export const SERVICE_PROVIDER_SETTINGS_TEXTS = {
  updated: 'Settings updated',
  deleted: 'Deleted service provider {{name}}',
  chooseServiceProvider: 'Choose a service provider first.',
  loading: 'Loading the service provider',
  gone: 'The service provider no longer exists. Choose another one.',
  form: 'Service provider settings',
  legend: 'Service provider',
  name: 'Name',
  msTeamsFqdn: 'MS Teams FQDN',
  delete: 'Delete service provider',
  apiKeys: 'Service provider API keys',
  what: 'service provider',
  checksFor: 'what still belongs to this service provider',
  blockedTitle: 'This service provider cannot be deleted yet',
  blockedIntro: 'Delete what still belongs to it first. It still has:',
} as const;

/** The API keys section (an account's, a service provider's). */
export const API_KEY_TEXTS = {
  title: 'API keys',
  token: 'Token',
  lastUsed: 'Last used',
  add: 'Add API key',
  empty: 'No API keys.',
  created: 'API key created',
  deleted: 'API key deleted',
  copyNow: 'Copy the new key now: store it somewhere safe.',
  done: 'Done',
  what: 'API key',
  copied: 'Copied',
  /** what a key is called in names and dialogs: its masked token */
  keyName: 'API key ending {{last4}}',
  // when a key was last used (describeLastUsed's words)
  neverUsed: 'Never used',
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: '{{days}} days ago',
} as const;
