// The account form's rules, composed from the shared pieces (name, SIP realm, webhooks, limits, bucket) plus what
// needs the other accounts: unique name and unique SIP realm (the real API allows duplicate names, so the portal
// checks). Also: payloads for POST/PUT and the account-delete rule.
import { z } from 'zod';
import type {
  Account,
  AccountCreatePayload,
  AccountUpdatePayload,
  ApiKey,
  Application,
  BucketCredential,
  MsTeamsTenant,
  PhoneNumber,
} from '@switchboard/shared/types';
import {
  DEFAULT_AUDIO_FORMAT,
  DEFAULT_AWS_REGION,
  EMPTY_BUCKET_CREDENTIAL_FORM,
  MESSAGES,
  accountNameField,
  bucketCredentialFormSchema,
  bucketCredentialFromForm,
  sipRealmField,
  webhookFormSchema,
  type BucketCredentialForm,
  type WebhookForm,
} from '@switchboard/shared/validation';
import { limitsFormSchema, limitsToForm, type LimitsForm } from '../limits/limits.rules';
import { hookFromForm, hookToForm } from '../../lib/webhook-form';
import type { Limit } from '@switchboard/shared/types';

export interface AccountFormValues {
  name: string;
  sip_realm: string;
  device_calling_application_sid: string;
  siprec_hook_sid: string;
  enable_debug_log: boolean;
  registration_hook: WebhookForm;
  queue_event_hook: WebhookForm;
  limits: LimitsForm;
  /** Form-only: shows the bucket configuration; off saves record_all_calls 0 and vendor none. */
  enable_recording: boolean;
  record_all_calls: boolean;
  record_format: 'mp3' | 'wav';
  bucket_credential: BucketCredentialForm;
}

const normalise = (value: string) => value.trim().toLowerCase();

/** The account form schema; `otherAccounts` are the service provider's accounts other than this one. */
export function accountFormSchema(otherAccounts: ReadonlyArray<Pick<Account, 'name' | 'sip_realm'>>) {
  return z
    .object({
      name: accountNameField,
      sip_realm: sipRealmField,
      device_calling_application_sid: z.string(),
      siprec_hook_sid: z.string(),
      enable_debug_log: z.boolean(),
      registration_hook: webhookFormSchema({ required: false }),
      queue_event_hook: webhookFormSchema({ required: false }),
      limits: limitsFormSchema,
      enable_recording: z.boolean(),
      record_all_calls: z.boolean(),
      record_format: z.enum(['mp3', 'wav']),
      bucket_credential: z.unknown(),
    })
    .superRefine((values, ctx) => {
      const name = normalise(values.name);
      if (name && otherAccounts.some((a) => normalise(a.name) === name)) {
        ctx.addIssue({ code: 'custom', path: ['name'], message: MESSAGES.accountNameInUse });
      }
      const realm = normalise(values.sip_realm);
      if (realm && otherAccounts.some((a) => a.sip_realm && normalise(a.sip_realm) === realm)) {
        ctx.addIssue({ code: 'custom', path: ['sip_realm'], message: MESSAGES.sipRealmInUse });
      }
      if (values.enable_recording) {
        const bucket = bucketCredentialFormSchema.safeParse(values.bucket_credential);
        if (!bucket.success) {
          for (const issue of bucket.error.issues) {
            ctx.addIssue({
              code: 'custom',
              path: ['bucket_credential', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
              message: issue.message,
            });
          }
        }
      }
    });
}

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

export interface AccountLeftovers {
  applications: ReadonlyArray<Pick<Application, 'name'>>;
  /** How many applications there are when `applications` holds only the first few. */
  applicationsTotal?: number;
  phoneNumbers: ReadonlyArray<Pick<PhoneNumber, 'number'>>;
  teamsTenants: ReadonlyArray<Pick<MsTeamsTenant, 'tenant_fqdn'>>;
  apiKeys: ReadonlyArray<Pick<ApiKey, 'token'>>;
}

function listed(names: string[], total = names.length): string {
  const shown = names.slice(0, 5).join(', ');
  return total > 5 ? `${shown} and ${total - 5} more` : shown;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Account deletion is allowed only when no applications, phone numbers, MS Teams tenants or API keys remain.
 * Returns one line per kind that remains (empty: the account may be deleted).
 */
export function accountDeleteBlockers(left: AccountLeftovers): string[] {
  const lines: string[] = [];
  const applications = left.applicationsTotal ?? left.applications.length;
  if (applications)
    lines.push(
      `${plural(applications, 'application', 'applications')}: ${listed(
        left.applications.map((a) => a.name),
        applications,
      )}`,
    );
  if (left.phoneNumbers.length)
    lines.push(
      `${plural(left.phoneNumbers.length, 'phone number', 'phone numbers')}: ${listed(left.phoneNumbers.map((n) => n.number))}`,
    );
  if (left.teamsTenants.length)
    lines.push(
      `${plural(left.teamsTenants.length, 'MS Teams tenant', 'MS Teams tenants')}: ${listed(left.teamsTenants.map((t) => t.tenant_fqdn))}`,
    );
  if (left.apiKeys.length)
    lines.push(
      `${plural(left.apiKeys.length, 'API key', 'API keys')}: ${listed(left.apiKeys.map((k) => `ending ${k.token.slice(-4)}`))}`,
    );
  return lines;
}
