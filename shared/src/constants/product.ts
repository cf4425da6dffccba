// Business constants of the product (docs/product/shell.md#list-pages) used by forms, lists and the API server alike.
import type {
  BucketVendor,
  LimitCategory,
  LogLevel,
  PasswordSettings,
  RecordFormat,
  Scope,
  WebhookMethod,
} from '@switchboard/shared/types';

/** List page sizes; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** What the real server uses when a paged request omits `page_size`. */
export const SERVER_DEFAULT_PAGE_SIZE = 50;
/** Carrier pickers ask for up to this many items in one page. */
export const CARRIER_LIST_PAGE_SIZE = 10000;

export const PAGINATION = { neighbours: 1, jump: 3, showAllUpTo: 4 } as const;

/** Debounce times, in milliseconds. */
export const DEBOUNCE_MS = { applicationsFilter: 1000, typeahead: 200, webhookSchema: 500 } as const;

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

export const DATE_FILTERS = [
  { value: 'today', name: 'Today' },
  { value: 'yesterday', name: 'Yesterday' },
  { value: '7', name: 'Last 7 days' },
  { value: '14', name: 'Last 14 days' },
  { value: '30', name: 'Last 30 days' },
] as const;

export const PORT_MAX = 65535;
/** Netmask choices, 32 down to 1. */
export const NETMASK_OPTIONS: readonly number[] = Array.from({ length: 32 }, (_, i) => 32 - i);
/** Phone-number length choices, 8 to 20. */
export const PHONE_NUMBER_LENGTH_OPTIONS: readonly number[] = Array.from({ length: 13 }, (_, i) => 8 + i);

export const AUDIO_FORMATS: readonly { value: RecordFormat; name: string }[] = [
  { value: 'mp3', name: 'mp3' },
  { value: 'wav', name: 'wav' },
];
export const DEFAULT_AUDIO_FORMAT: RecordFormat = 'mp3';

export const LOG_LEVELS: readonly { value: LogLevel; name: string }[] = [
  { value: 'info', name: 'info' },
  { value: 'debug', name: 'debug' },
];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

export const WEBHOOK_METHODS: readonly WebhookMethod[] = ['POST', 'GET'];
export const DEFAULT_WEBHOOK_METHOD: WebhookMethod = 'POST';
/** Protocols a webhook URL may use. */
export const WEBHOOK_PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:'] as const;

export const DEFAULT_AWS_REGION = 'us-east-1';
export const DEFAULT_SPEECH_VENDOR = 'google';
export const DEFAULT_TTS_LANGUAGE = 'en-US';
export const DEFAULT_STT_LANGUAGE = 'en-US';
export const DEFAULT_GOOGLE_VOICE = 'en-US-Standard-C';

export const BUCKET_VENDORS: readonly { value: BucketVendor; name: string }[] = [
  { value: 'aws_s3', name: 'AWS' },
  { value: 'google', name: 'Google' },
  { value: 'azure', name: 'Azure' },
  { value: 's3_compatible', name: 'AWS-compatible' },
];
/** The vendor value that removes a bucket credential. */
export const BUCKET_VENDOR_NONE = 'none';

export type AwsCredentialType = 'access_key' | 'assume_role' | 'instance_profile';
export const AWS_CREDENTIAL_TYPES: readonly { value: AwsCredentialType; name: string }[] = [
  { value: 'access_key', name: 'Access key' },
  { value: 'assume_role', name: 'Assume role' },
  { value: 'instance_profile', name: 'Instance profile' },
];

/** Speech vendors, in the order the product lists them. */
export const SPEECH_VENDORS = [
  { value: 'aws', name: 'AWS' },
  { value: 'google', name: 'Google' },
  { value: 'deepgram', name: 'Deepgram' },
  { value: 'deepgramflux', name: 'Deepgram Flux' },
  { value: 'ibm', name: 'IBM' },
  { value: 'microsoft', name: 'Microsoft' },
  { value: 'nuance', name: 'Nuance' },
  { value: 'nvidia', name: 'Nvidia' },
  { value: 'wellsaid', name: 'WellSaid' },
  { value: 'soniox', name: 'Soniox' },
  { value: 'speechmatics', name: 'Speechmatics' },
  { value: 'custom', name: 'Custom' },
  { value: 'cobalt', name: 'Cobalt' },
  { value: 'elevenlabs', name: 'ElevenLabs' },
  { value: 'assemblyai', name: 'AssemblyAI' },
  { value: 'voxist', name: 'Voxist' },
  { value: 'whisper', name: 'Whisper' },
  { value: 'playht', name: 'PlayHT' },
  { value: 'rimelabs', name: 'RimeLabs' },
  { value: 'inworld', name: 'Inworld' },
  { value: 'verbio', name: 'Verbio' },
  { value: 'cartesia', name: 'Cartesia' },
  { value: 'openai', name: 'OpenAI' },
  { value: 'resemble', name: 'Resemble' },
  { value: 'houndify', name: 'SoundHound' },
  { value: 'gladia', name: 'Gladia' },
] as const;
export type SpeechVendor = (typeof SPEECH_VENDORS)[number]['value'];

/** Vendors that cannot synthesise speech (TTS). */
export const TTS_EXCLUDED_VENDORS: readonly SpeechVendor[] = [
  'assemblyai',
  'voxist',
  'soniox',
  'speechmatics',
  'custom',
  'openai',
  'deepgramflux',
  'cobalt',
  'houndify',
  'gladia',
];
/** Vendors that cannot recognise speech (STT). */
export const STT_EXCLUDED_VENDORS: readonly SpeechVendor[] = [
  'wellsaid',
  'elevenlabs',
  'whisper',
  'resemble',
  'custom',
];

export const TTS_VENDORS = SPEECH_VENDORS.filter((v) => !TTS_EXCLUDED_VENDORS.includes(v.value));
export const STT_VENDORS = SPEECH_VENDORS.filter((v) => !STT_EXCLUDED_VENDORS.includes(v.value));

/** Every limit category the database knows. */
export const LIMIT_CATEGORIES: readonly LimitCategory[] = [
  'api_rate',
  'voice_call_session',
  'device',
  'voice_call_minutes',
  'voice_call_session_license',
  'voice_call_minutes_license',
];
/** The limits the account and service-provider forms edit (0 = unlimited, blank = no limit). */
export const LIMIT_FIELDS: readonly { category: LimitCategory; label: string }[] = [
  { category: 'voice_call_session', label: 'Max calls' },
  { category: 'voice_call_session_license', label: 'Licensed calls' },
  { category: 'voice_call_minutes', label: 'Max minutes' },
  { category: 'voice_call_minutes_license', label: 'Licensed minutes' },
];

/** Password policy when none was saved (the spec's defaults). */
export const PASSWORD_SETTINGS_DEFAULTS: Required<PasswordSettings> = {
  min_password_length: 6,
  require_digit: 0,
  require_special_character: 0,
};
/** Range an admin may choose for the minimum password length. */
export const MIN_PASSWORD_LENGTH_RANGE = { min: 6, max: 20 } as const;
/** Upper bound on any password we accept (keeps hashing cheap and bodies small). */
export const PASSWORD_MAX_LENGTH = 128;
/** Characters that count as "special" for the password policy. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?';

export const SCOPE_FILTER_OPTIONS: readonly { value: Scope | 'all'; name: string }[] = [
  { value: 'all', name: 'All scopes' },
  { value: 'admin', name: 'Admin' },
  { value: 'service_provider', name: 'Service provider' },
  { value: 'account', name: 'Account' },
];

export const PLAN_TYPES = ['trial', 'free', 'paid'] as const;

/** Secrets are shown with their last 4 characters; private keys are masked after 6. */
export const SECRET_VISIBLE_CHARS = 4;
export const PRIVATE_KEY_VISIBLE_CHARS = 6;
