// Accounts and what hangs off them: bucket credentials, API keys, limits, TTS cache (docs/api/contract.md#accounts, #carriers-and-gateways).
import type { DbBool, IsoDate, Sid } from './common';
import type { Webhook, WebhookInput } from './webhooks';

export type PlanType = 'trial' | 'free' | 'paid';
export type RecordFormat = 'mp3' | 'wav';

/** Storage vendors of call recordings; `none` clears the credential. */
export type BucketVendor = 'aws_s3' | 'google' | 'azure' | 's3_compatible';

export interface BucketTag {
  Key: string;
  Value: string;
}

export interface AwsS3BucketCredential {
  vendor: 'aws_s3';
  name: string;
  region: string;
  access_key_id?: string;
  secret_access_key?: string;
  /** assume-role credentials */
  role_arn?: string;
  tags?: BucketTag[];
}

export interface S3CompatibleBucketCredential {
  vendor: 's3_compatible';
  name: string;
  endpoint: string;
  region?: string;
  access_key_id: string;
  secret_access_key: string;
  tags?: BucketTag[];
}

export interface GoogleBucketCredential {
  vendor: 'google';
  name: string;
  /** the service-account key file, as a JSON string */
  service_key: string;
  tags?: BucketTag[];
}

export interface AzureBucketCredential {
  vendor: 'azure';
  name: string;
  connection_string: string;
  tags?: BucketTag[];
}

/** A bucket credential, per vendor. */
export type BucketCredential =
  AwsS3BucketCredential | S3CompatibleBucketCredential | GoogleBucketCredential | AzureBucketCredential;

/** What `PUT /Accounts/:sid` accepts as `bucket_credential` (`{vendor: 'none'}` clears it). */
export type BucketCredentialInput = BucketCredential | { vendor: 'none' };

/** `POST /Accounts/:sid/BucketCredentialTest` answer: always HTTP 200. */
export type BucketCredentialTestResult = { status: 'ok' } | { status: 'failed'; reason: string };

/** The raw `accounts` row (as embedded in `GET /Users/me`; `bucket_credential` still encrypted there). */
export interface AccountRow {
  account_sid: Sid;
  name: string;
  sip_realm: string | null;
  service_provider_sid: Sid;
  registration_hook_sid: Sid | null;
  queue_event_hook_sid: Sid | null;
  device_calling_application_sid: Sid | null;
  is_active: DbBool;
  created_at: IsoDate;
  plan_type: PlanType;
  stripe_customer_id: string | null;
  webhook_secret: string;
  disable_cdrs: DbBool;
  trial_end_date: IsoDate | null;
  deactivated_reason: string | null;
  device_to_call_ratio: number;
  subspace_client_id: string | null;
  subspace_client_secret: string | null;
  subspace_sip_teleport_id: string | null;
  subspace_sip_teleport_destinations: string | null;
  siprec_hook_sid: Sid | null;
  record_all_calls: DbBool;
  record_format: RecordFormat | string;
  bucket_credential: string | null;
  enable_debug_log: DbBool;
}

/** `GET /Accounts`, `GET /Accounts/:sid`: every column but the two hook sids, hooks resolved, credential parsed. */
export interface Account extends Omit<
  AccountRow,
  'registration_hook_sid' | 'queue_event_hook_sid' | 'bucket_credential'
> {
  registration_hook: Webhook | null;
  queue_event_hook: Webhook | null;
  bucket_credential: BucketCredential | null;
}

/** `POST /Accounts` body. */
export interface AccountCreatePayload {
  name: string;
  service_provider_sid: Sid;
  sip_realm?: string | null;
  registration_hook?: WebhookInput | null;
  queue_event_hook?: WebhookInput | null;
  device_calling_application_sid?: Sid | null;
  siprec_hook_sid?: Sid | null;
  record_all_calls?: boolean | DbBool;
  record_format?: RecordFormat;
  enable_debug_log?: boolean | DbBool;
  is_active?: boolean | DbBool;
  webhook_secret?: string;
}

/** `PUT /Accounts/:sid` body. */
export interface AccountUpdatePayload extends Partial<Omit<AccountCreatePayload, 'service_provider_sid'>> {
  bucket_credential?: BucketCredentialInput | null;
}

/** `GET /Accounts/:sid/WebhookSecret[?regenerate=true]`. */
export interface WebhookSecret {
  webhook_secret: string;
}

/** `GET /Accounts/:sid/TtsCache`, `GET /TtsCache`. */
export interface TtsCacheSize {
  size: number;
}

/** A row of `api_keys` (`token` in clear text). Scope: no sids = admin, SP sid = SP, account sid only = account. */
export interface ApiKey {
  api_key_sid: Sid;
  token: string;
  account_sid: Sid | null;
  service_provider_sid: Sid | null;
  expires_at: IsoDate | null;
  last_used: IsoDate | null;
  created_at: IsoDate;
}

export interface ApiKeyPayload {
  account_sid?: Sid | null;
  service_provider_sid?: Sid | null;
  expires_at?: IsoDate | null;
}

/** Limit categories of `account_limits` / `service_provider_limits`. */
export type LimitCategory =
  | 'api_rate'
  | 'voice_call_session'
  | 'device'
  | 'voice_call_minutes'
  | 'voice_call_session_license'
  | 'voice_call_minutes_license';

export interface AccountLimit {
  account_limits_sid: Sid;
  account_sid: Sid;
  category: LimitCategory;
  quantity: number;
}

export interface ServiceProviderLimit {
  service_provider_limits_sid: Sid;
  service_provider_sid: Sid;
  category: LimitCategory;
  quantity: number;
}

export type Limit = AccountLimit | ServiceProviderLimit;

/** `POST …/Limits` body (an upsert by category). */
export interface LimitPayload {
  category: LimitCategory;
  quantity: number;
}
