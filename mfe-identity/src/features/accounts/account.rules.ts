// The account form between the wire and the form (its rules are the shared `accountFormRules`: name, SIP realm,
// webhooks, limits, bucket, unique name and realm) and the payloads for POST/PUT (what blocks a deletion is the
// shared rule, accountDeleteBlockers).
import type {
  Account,
  AccountCreatePayload,
  AccountUpdatePayload,
  BucketCredential,
  Limit,
} from '@switchboard/shared/types';
import {
  DEFAULT_AUDIO_FORMAT,
  DEFAULT_AWS_REGION,
  EMPTY_BUCKET_CREDENTIAL_FORM,
  MESSAGES,
  bucketCredentialFromForm,
  type AccountFormValues,
  type BucketCredentialForm,
} from '@switchboard/shared/validation';
import { limitsToForm } from '../limits/limits.rules';
import { hookFromForm, hookToForm } from '../../lib/webhook-form';

/** The bucket part of the form from a saved credential (secrets come masked from `GET /Accounts/:sid`). */
export function bucketToForm(bucket: BucketCredential | null | undefined): BucketCredentialForm {
  if (!bucket) return { ...EMPTY_BUCKET_CREDENTIAL_FORM, tags: [] };
  const base = {
    ...EMPTY_BUCKET_CREDENTIAL_FORM,
    name: bucket.name ?? '',
    tags: bucket.tags ? [...bucket.tags] : [],
  };
  switch (bucket.vendor) {
    case 'aws_s3':
      return {
        ...base,
        vendor: 'aws_s3',
        region: bucket.region || DEFAULT_AWS_REGION,
        aws_credential_type: bucket.role_arn
          ? 'assume_role'
          : bucket.access_key_id
            ? 'access_key'
            : 'instance_profile',
        access_key_id: bucket.access_key_id ?? '',
        secret_access_key: bucket.secret_access_key ?? '',
        role_arn: bucket.role_arn ?? '',
      };
    case 's3_compatible':
      return {
        ...base,
        vendor: 's3_compatible',
        endpoint: bucket.endpoint ?? '',
        region: bucket.region ?? '',
        access_key_id: bucket.access_key_id ?? '',
        secret_access_key: bucket.secret_access_key ?? '',
      };
    case 'google':
      return { ...base, vendor: 'google', service_key: bucket.service_key ?? '' };
    case 'azure':
      return { ...base, vendor: 'azure', connection_string: bucket.connection_string ?? '' };
    default:
      return base;
  }
}

export function accountToForm(
  account: Account | undefined,
  limits: ReadonlyArray<Limit> | undefined,
): AccountFormValues {
  return {
    name: account?.name ?? '',
    sip_realm: account?.sip_realm ?? '',
    device_calling_application_sid: account?.device_calling_application_sid ?? '',
    siprec_hook_sid: account?.siprec_hook_sid ?? '',
    enable_debug_log: Boolean(account?.enable_debug_log),
    registration_hook: hookToForm(account?.registration_hook),
    queue_event_hook: hookToForm(account?.queue_event_hook),
    limits: limitsToForm(limits),
    enable_recording: Boolean(account?.bucket_credential) || Boolean(account?.record_all_calls),
    record_all_calls: Boolean(account?.record_all_calls),
    record_format: account?.record_format === 'wav' ? 'wav' : DEFAULT_AUDIO_FORMAT,
    bucket_credential: bucketToForm(account?.bucket_credential),
  };
}

export interface PayloadOptions {
  /** Whether the caller may set the SIP realm (not account users; not in the hosted variant). */
  sipRealmEditable: boolean;
  /** Only admins toggle the debug log. */
  debugLogEditable: boolean;
  /** The call-recording feature switch. */
  recording: boolean;
}

/** `POST /Accounts` body (the bucket goes in a PUT afterwards: the server only encrypts it on PUT). */
export function accountCreatePayload(
  values: AccountFormValues,
  serviceProviderSid: string,
  options: PayloadOptions,
): AccountCreatePayload {
  return {
    name: values.name.trim(),
    service_provider_sid: serviceProviderSid,
    ...(options.sipRealmEditable ? { sip_realm: values.sip_realm.trim() || null } : {}),
    registration_hook: hookFromForm(values.registration_hook),
    queue_event_hook: hookFromForm(values.queue_event_hook),
    ...(options.debugLogEditable ? { enable_debug_log: values.enable_debug_log ? 1 : 0 } : {}),
  };
}

/** The recording part of a PUT: on → flags and the bucket; off → record_all_calls 0 and vendor none. */
export function recordingPayload(values: AccountFormValues): AccountUpdatePayload {
  if (!values.enable_recording) return { record_all_calls: 0, bucket_credential: { vendor: 'none' } };
  return {
    record_all_calls: values.record_all_calls ? 1 : 0,
    record_format: values.record_format,
    bucket_credential: bucketCredentialFromForm(values.bucket_credential) as BucketCredential,
  };
}

/** `PUT /Accounts/:sid` body. */
export function accountUpdatePayload(
  values: AccountFormValues,
  options: PayloadOptions,
): AccountUpdatePayload {
  return {
    name: values.name.trim(),
    ...(options.sipRealmEditable ? { sip_realm: values.sip_realm.trim() || null } : {}),
    registration_hook: hookFromForm(values.registration_hook),
    queue_event_hook: hookFromForm(values.queue_event_hook),
    device_calling_application_sid: values.device_calling_application_sid || null,
    siprec_hook_sid: values.siprec_hook_sid || null,
    ...(options.debugLogEditable ? { enable_debug_log: values.enable_debug_log ? 1 : 0 } : {}),
    ...(options.recording ? recordingPayload(values) : {}),
  };
}

/** Maps the server's duplicate-key answer on sip_realm (raw MySQL text on the real server) to the spec's text. */
export function accountSaveErrorMessage(msg: string): { field?: 'name' | 'sip_realm'; message: string } {
  if (/duplicate/i.test(msg) && /sip_realm/i.test(msg))
    return { field: 'sip_realm', message: MESSAGES.sipRealmInUse };
  if (/duplicate/i.test(msg) && /name/i.test(msg))
    return { field: 'name', message: MESSAGES.accountNameInUse };
  return { message: msg };
}
