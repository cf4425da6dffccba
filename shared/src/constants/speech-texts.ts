// The speech area's page texts (speech services list, form, status, each vendor's fields), in English: the area
// renders them through its 'speech' translation namespace, built from these; `{{name}}` marks a value filled in,
// `_one`/`_other` the forms of a count (docs/architecture.md#translation).
import { MESSAGES } from './messages';

/** The speech rules' messages (shared with the API, which answers them in English). */
export const SPEECH_MESSAGES = {
  vendorRequired: 'Vendor is required',
  customNameRequired: 'Name is required',
  customNameInvalid: 'Use letters, digits, - or _ in the name',
  ttsUrlRequired: 'An HTTP or WebSocket URL is required for TTS',
  ttsHttpUrlInvalid: 'The TTS URL must start with http:// or https://',
  ttsStreamingUrlInvalid: 'The streaming TTS URL must start with ws:// or wss://',
  sttUrlRequired: 'A WebSocket URL is required for STT',
  sttUrlInvalid: 'The STT URL must start with ws:// or wss://',
  nuanceUriInvalid: 'Use ip:port (a port of at most 6 digits)',
  nuanceNeedsCredentials: 'Client ID and secret are required unless an on-prem TTS or STT URI is used',
  awsKeyPair: 'Both the access key ID and the secret access key are required',
  atLeastOneCustomVoice: 'You must provide at least one custom voice.',
  customVoiceModelOrKey: 'A model or a voice cloning key is required',
  customVoiceNameRequired: 'Voice name is required',
  invalidGoogleServiceKey: MESSAGES.invalidGoogleServiceKey,
  labelInUse: (label: string) => `Label ${label} is already in use for another speech credential`,
  noPermission: MESSAGES.noSpeechPermission,
  noPermissionToDelete: 'You do not have permissions to delete this Speech Credential',
  notTested: 'In order to test your credentials you need to enable TTS/STT.',
  testOk: 'Connection test successful',
} as const;

/**
 * How long the portal waits for a credential test. The API asks the vendor (Switchboard's gives up on a vendor
 * after 10 s a side); a jambonz API waits on an unreachable vendor for 30 s or more, which would otherwise look
 * like the server being down.
 */
export const SPEECH_TEST_WAIT_MS = 25_000;

/** A test the API did not answer in time: it was waiting on the vendor, so the vendor is named. */
export function vendorDidNotAnswer(vendorName: string): string {
  return `${vendorName} did not answer the test within ${SPEECH_TEST_WAIT_MS / 1000} seconds`;
}

export const SPEECH_LIST_TEXTS = {
  title: 'Speech services',
  what: 'speech service',
  add: 'Add speech service',
  empty: 'No speech services.',
  vendor: 'Vendor',
  use: 'Use',
  status: 'Status',
  usedBy: 'Used by',
  belongsTo: 'Belongs to',
  serviceProvider: 'Service provider',
  anAccount: 'an account',
  noApplications: 'No applications',
  test: 'Test',
  testName: 'Test {{name}}',
  testAll: 'Test all',
  testingAll: 'Testing speech services',
  testingProgress: 'Testing {{done}} of {{total}}…',
  allTested: 'All speech services were tested.',
  applications_one: '{{count}} application: {{names}}',
  applications_other: '{{count}} applications: {{names}}',
  namesAndMore: '{{names}} and {{more}} more',
  deleted: 'Deleted speech service {{name}}',
  checkingUse: 'Checking which applications use it',
  checkFailed: 'Could not check which applications use it',
  inUseTitle: 'Applications use this speech service',
  inUseLoses: 'They lose this speech service when it is deleted.',
  deleteTitle: 'Delete speech service',
  ok: 'OK',
} as const;

/** A credential's status chip and the edit page's status panel. */
export const SPEECH_STATUS_TEXTS = {
  testing: 'Testing…',
  asking: 'Asking the vendor',
  notTested: 'Not tested',
  notTestedYet: 'Not tested yet',
  runTest: 'Run a test to check this credential',
  ok: 'OK',
  failed: 'Failed',
  sideFailed: '{{side}}: {{reason}}',
  failedWithoutReason: 'failed',
  ttsStt: 'TTS/STT',
  tts: 'TTS',
  stt: 'STT',
  notInUse: 'Not in use',
  panel: 'Credential status',
  test: 'Test',
  listen: 'Listen',
  phraseAudio: 'The test phrase in this voice',
  captionsLanguage: 'English',
  quoted: '“{{text}}”',
  synthesizeFailed: 'Could not synthesize the test phrase',
} as const;

export const SPEECH_FORM_TEXTS = {
  addTitle: 'Add a speech service',
  editTitle: 'Edit speech service',
  chooseServiceProvider: 'Choose a service provider first.',
  loading: 'Loading',
  loadingCredential: 'Loading the speech service',
  created: 'Speech credential created successfully',
  updated: 'Speech credential updated successfully',
  onlyServiceProvider: 'Only users of the service provider can change its speech services.',
  legend: 'Speech service',
  vendor: 'Vendor',
  vendorLocked: 'The vendor cannot change once saved',
  selectVendor: 'Select a vendor',
  name: 'Name',
  vendorName: 'Vendor name',
  account: 'Account',
  accountLocked: 'The account cannot change once saved',
  accountHint: 'Leave it on “All accounts” for a service that every account may use',
  allAccounts: 'All accounts',
  label: 'Label',
  labelHint: 'Only needed for several services of the same vendor: applications choose one by its label',
  useForTts: 'Use for text-to-speech',
  useForStt: 'Use for speech-to-text',
  extraOptions: 'Extra options',
  useExtraOptions: 'Use extra options',
  extraOptionsJson: 'Extra options (JSON)',
  extraOptionsHint: 'Sent to the vendor with every request',
  // Google
  serviceKey: 'Service key',
  serviceKeyFile: 'Service key file',
  replaceServiceKeyFile: 'Replace the service key file',
  serviceKeyHint: 'The JSON key file of a Google service account; it is read here, in your browser',
  serviceKeyPreview: 'Service key (private key masked)',
  textToSpeech: 'Text-to-speech',
  modelId: 'Model ID',
  geminiModelHint:
    'A Gemini TTS model (e.g. gemini-2.5-flash-tts); leave it empty for standard Google voices',
  useCustomVoices: 'Use custom voices',
  customVoices: 'Custom voices',
  customVoicesRequired: 'At least one custom voice is required.',
  customVoice: 'Custom voice {{number}}',
  removeCustomVoice: 'Remove custom voice {{number}}',
  assignedName: 'Assigned name',
  reportedUsage: 'Reported usage',
  useVoiceCloningKey: 'Use voice cloning key',
  voiceCloningKeyPreview: 'Voice cloning key {{number}} (first {{characters}} characters)',
  voiceCloningKeyFile: 'Voice cloning key file',
  replaceVoiceCloningKeyFile: 'Replace the voice cloning key file',
  model: 'Model',
  addVoice: 'Add voice',
} as const;

/** Each vendor's own fields: the field sets' legends, the fields' labels, hints and placeholders. */
export const SPEECH_VENDOR_FIELD_TEXTS = {
  whereItRuns: 'Where it runs',
  maskedHint: 'Shown masked: leave it as it is to keep the stored one',
  loadingModels: 'Loading models…',
  noModels: 'No models listed',
  selectRegion: 'Select a region',
  selectEndpoint: 'Select an endpoint',
  optional: 'optional',
  credential: 'Credential',
  region: 'Region',
  apiKey: 'API key',
  apiKeyIfRequired: 'API key (if required)',
  model: 'Model',
  modelId: 'Model ID',
  clientId: 'Client ID',
  userId: 'User ID',
  ttsContainerUri: 'TTS container URI',
  sttContainerUri: 'STT container URI',
  // AWS
  awsCredential: 'AWS credential',
  credentialType: 'Credential type',
  accessKeyId: 'Access key ID',
  secretAccessKey: 'Secret access key',
  roleArn: 'Role ARN',
  instanceProfile: 'The media servers use the AWS identity of the instance they run on.',
  // Microsoft
  azure: 'Azure speech service',
  azureHosted: 'Use hosted Azure service',
  azureOnPrem: 'Use Azure Docker containers (on-prem)',
  containerUrlTts: 'Container URL for TTS',
  containerUrlStt: 'Container URL for STT',
  subscriptionKey: 'Subscription key (if required)',
  useCustomTts: 'I want to use a custom voice for TTS',
  customVoiceDeployment: 'Custom voice deployment ID',
  useCustomStt: 'I want to use a custom speech model for STT',
  customSpeechEndpoint: 'Custom speech endpoint ID',
  // Nuance
  nuanceHosted: 'Use hosted Nuance (Mix)',
  nuanceOnPrem: 'Use on-prem Nuance servers',
  ttsUri: 'TTS URI',
  sttUri: 'STT URI',
  secret: 'Secret',
  // Deepgram
  deepgramHosted: 'Use hosted Deepgram service',
  deepgramOnPrem: 'Use on-prem Deepgram containers',
  useTlsForStt: 'Use TLS for STT',
  deepgramEndpoint: 'Deepgram STT endpoint',
  // Speechmatics
  speechmaticsHosted: 'Use hosted Speechmatics service',
  speechmaticsOnPrem: 'Use an on-prem Speechmatics container',
  endpointUri: 'Endpoint URI',
  endpoint: 'Endpoint',
  // IBM
  ttsRegion: 'TTS region',
  ttsApiKey: 'TTS API key',
  sttRegion: 'STT region',
  sttApiKey: 'STT API key',
  instanceId: 'Speech instance ID',
  // NVIDIA, Cobalt
  rivaServerUri: 'Riva server URI',
  serverUri: 'Server URI',
  // ElevenLabs, PlayHT, Resemble, Cartesia
  dataResidency: 'Data residency',
  playhtHosted: 'Use hosted PlayHT service',
  playhtOnPrem: 'Use an on-prem PlayHT container',
  voiceEngine: 'Voice engine',
  resembleHosted: 'Use hosted Resemble service',
  resembleOnPrem: 'Use an on-prem Resemble container',
  useTls: 'Use TLS',
  ttsModelId: 'TTS model ID',
  sttModelId: 'STT model ID',
  // AssemblyAI, Houndify, Verbio
  serviceVersion: 'Service version',
  clientKey: 'Client key',
  audioEndpoint: 'Audio endpoint',
  clientSecret: 'Client secret',
  engineVersion: 'Engine version',
  // custom
  customServer: 'Custom speech server',
  ttsHttpUrl: 'TTS HTTP URL (non-streaming)',
  ttsHttpUrlHint: 'An HTTP or WebSocket URL is required for TTS',
  ttsWebSocketUrl: 'TTS WebSocket URL (streaming)',
  sttWebSocketUrl: 'STT WebSocket URL',
  authToken: 'Authentication token',
} as const;

/** What only the form checks (the rest are the shared vendor rules, SPEECH_MESSAGES). */
export const SPEECH_FORM_MESSAGES = {
  sttContainerUriRequired: 'STT container URI is required',
  ttsContainerUriRequired: 'TTS container URI is required',
  onPremUriRequired: 'An on-prem TTS or STT URI is required',
} as const;
