// Bucket credentials for call recordings, per vendor (AWS S3, Google, Azure, AWS-compatible).
import { z } from 'zod';
import { MESSAGES, DEFAULT_AWS_REGION, type AwsCredentialType } from '@switchboard/shared/constants';
import { webhookUrlError } from './webhook';

/** Google service key: JSON with `private_key` and `client_email`. Returns the spec's message or null. */
export function googleServiceKeyError(serviceKey: string): string | null {
  try {
    const parsed: unknown = JSON.parse(serviceKey);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as Record<string, unknown>).private_key === 'string' &&
      typeof (parsed as Record<string, unknown>).client_email === 'string'
    ) {
      return null;
    }
  } catch {
    // fall through
  }
  return MESSAGES.invalidGoogleServiceKey;
}

/** Bucket names: no whitespace, at most 255 characters. */
export function bucketNameError(name: string | null | undefined): string | null {
  if (!name || name.trim() === '') return MESSAGES.bucketNameRequired;
  if (/\s/.test(name) || name.length > 255)
    return 'Bucket name must not contain spaces and must be at most 255 characters';
  return null;
}

const tagSchema = z.strictObject({
  Key: z.string().max(128),
  Value: z.string().max(256),
});

function tagIssues(tags: { Key: string; Value: string }[] | undefined, ctx: z.RefinementCtx) {
  tags?.forEach((tag, i) => {
    if (tag.Key.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['tags', i, 'Key'], message: MESSAGES.tagKeyRequired });
    if (tag.Value.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['tags', i, 'Value'], message: MESSAGES.tagValueRequired });
  });
}

function endpointIssue(endpoint: string | undefined, ctx: z.RefinementCtx) {
  if (!endpoint || endpoint.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['endpoint'], message: MESSAGES.endpointRequired });
  } else if (webhookUrlError(endpoint) || !/^https?:\/\//i.test(endpoint)) {
    ctx.addIssue({ code: 'custom', path: ['endpoint'], message: MESSAGES.endpointInvalid });
  }
}

/**
 * The recording-bucket part of the account form. `aws_credential_type` is form-only (not sent): it decides
 * which AWS fields are required (access key pair, role ARN, or nothing for an instance profile).
 */
export const bucketCredentialFormSchema = z
  .object({
    vendor: z.enum(['aws_s3', 'google', 'azure', 's3_compatible']),
    aws_credential_type: z.enum(['access_key', 'assume_role', 'instance_profile']).optional(),
    name: z.string(),
    region: z.string().optional(),
    access_key_id: z.string().optional(),
    secret_access_key: z.string().optional(),
    role_arn: z.string().optional(),
    service_key: z.string().optional(),
    connection_string: z.string().optional(),
    endpoint: z.string().optional(),
    tags: z.array(z.object({ Key: z.string(), Value: z.string() })).optional(),
  })
  .superRefine((c, ctx) => {
    const blank = (v: string | undefined) => !v || v.trim() === '';
    const nameError = bucketNameError(c.name);
    if (nameError) ctx.addIssue({ code: 'custom', path: ['name'], message: nameError });
    if (c.vendor === 'aws_s3') {
      const type: AwsCredentialType = c.aws_credential_type ?? 'access_key';
      if (blank(c.region))
        ctx.addIssue({ code: 'custom', path: ['region'], message: MESSAGES.regionRequired });
      if (type === 'access_key') {
        if (blank(c.access_key_id))
          ctx.addIssue({ code: 'custom', path: ['access_key_id'], message: MESSAGES.accessKeyIdRequired });
        if (blank(c.secret_access_key))
          ctx.addIssue({
            code: 'custom',
            path: ['secret_access_key'],
            message: MESSAGES.secretAccessKeyRequired,
          });
      }
      if (type === 'assume_role' && blank(c.role_arn))
        ctx.addIssue({ code: 'custom', path: ['role_arn'], message: MESSAGES.roleArnRequired });
    } else if (c.vendor === 's3_compatible') {
      endpointIssue(c.endpoint, ctx);
      if (blank(c.access_key_id))
        ctx.addIssue({ code: 'custom', path: ['access_key_id'], message: MESSAGES.accessKeyIdRequired });
      if (blank(c.secret_access_key))
        ctx.addIssue({
          code: 'custom',
          path: ['secret_access_key'],
          message: MESSAGES.secretAccessKeyRequired,
        });
    } else if (c.vendor === 'google') {
      if (blank(c.service_key))
        ctx.addIssue({ code: 'custom', path: ['service_key'], message: MESSAGES.serviceKeyRequired });
      else {
        const error = googleServiceKeyError(c.service_key as string);
        if (error) ctx.addIssue({ code: 'custom', path: ['service_key'], message: error });
      }
    } else if (c.vendor === 'azure') {
      if (blank(c.connection_string))
        ctx.addIssue({
          code: 'custom',
          path: ['connection_string'],
          message: MESSAGES.connectionStringRequired,
        });
    }
    tagIssues(c.tags, ctx);
  });
export type BucketCredentialForm = z.input<typeof bucketCredentialFormSchema>;

/** Default values of the bucket part of the account form. */
export const EMPTY_BUCKET_CREDENTIAL_FORM: BucketCredentialForm = {
  vendor: 'aws_s3',
  aws_credential_type: 'access_key',
  name: '',
  region: DEFAULT_AWS_REGION,
  access_key_id: '',
  secret_access_key: '',
  role_arn: '',
  service_key: '',
  connection_string: '',
  endpoint: '',
  tags: [],
};

/** Keep only the fields the chosen vendor stores (what the form sends). */
export function bucketCredentialFromForm(form: BucketCredentialForm) {
  const tags = form.tags && form.tags.length > 0 ? { tags: form.tags } : {};
  switch (form.vendor) {
    case 'aws_s3': {
      const type = form.aws_credential_type ?? 'access_key';
      return {
        vendor: 'aws_s3' as const,
        name: form.name.trim(),
        region: form.region?.trim() || DEFAULT_AWS_REGION,
        ...(type === 'access_key'
          ? { access_key_id: form.access_key_id, secret_access_key: form.secret_access_key }
          : {}),
        ...(type === 'assume_role' ? { role_arn: form.role_arn } : {}),
        ...tags,
      };
    }
    case 's3_compatible':
      return {
        vendor: 's3_compatible' as const,
        name: form.name.trim(),
        endpoint: form.endpoint ?? '',
        ...(form.region?.trim() ? { region: form.region.trim() } : {}),
        access_key_id: form.access_key_id ?? '',
        secret_access_key: form.secret_access_key ?? '',
        ...tags,
      };
    case 'google':
      return {
        vendor: 'google' as const,
        name: form.name.trim(),
        service_key: form.service_key ?? '',
        ...tags,
      };
    case 'azure':
      return {
        vendor: 'azure' as const,
        name: form.name.trim(),
        connection_string: form.connection_string ?? '',
        ...tags,
      };
  }
}

const text = (max: number) => z.string().max(max);

/** A bucket credential in a request body (`PUT /Accounts/:sid`, `BucketCredentialTest`), per vendor. */
export const bucketCredentialBodySchema = z
  .discriminatedUnion(
    'vendor',
    [
      z.strictObject({
        vendor: z.literal('aws_s3'),
        name: text(255),
        region: text(64).optional(),
        access_key_id: text(256).optional(),
        secret_access_key: text(1024).optional(),
        role_arn: text(2048).optional(),
        tags: z.array(tagSchema).max(50).optional(),
      }),
      z.strictObject({
        vendor: z.literal('s3_compatible'),
        name: text(255),
        endpoint: text(1024),
        region: text(64).optional(),
        access_key_id: text(256),
        secret_access_key: text(1024),
        tags: z.array(tagSchema).max(50).optional(),
      }),
      z.strictObject({
        vendor: z.literal('google'),
        name: text(255),
        service_key: text(8192),
        tags: z.array(tagSchema).max(50).optional(),
      }),
      z.strictObject({
        vendor: z.literal('azure'),
        name: text(255),
        connection_string: text(4096),
        tags: z.array(tagSchema).max(50).optional(),
      }),
      z.strictObject({ vendor: z.literal('none') }),
    ],
    {
      error: (iss) =>
        iss.code === 'invalid_union'
          ? `unknown storage vendor: ${String((iss.input as { vendor?: unknown } | undefined)?.vendor)}`
          : undefined,
    },
  )
  .superRefine((c, ctx) => {
    if (c.vendor === 'none') return;
    const nameError = bucketNameError(c.name);
    if (nameError) ctx.addIssue({ code: 'custom', path: ['name'], message: nameError });
    if (c.vendor === 'aws_s3') {
      if (Boolean(c.access_key_id) !== Boolean(c.secret_access_key)) {
        ctx.addIssue({
          code: 'custom',
          path: [c.access_key_id ? 'secret_access_key' : 'access_key_id'],
          message: c.access_key_id ? MESSAGES.secretAccessKeyRequired : MESSAGES.accessKeyIdRequired,
        });
      }
    } else if (c.vendor === 's3_compatible') {
      endpointIssue(c.endpoint, ctx);
      if (!c.access_key_id)
        ctx.addIssue({ code: 'custom', path: ['access_key_id'], message: MESSAGES.accessKeyIdRequired });
      if (!c.secret_access_key)
        ctx.addIssue({
          code: 'custom',
          path: ['secret_access_key'],
          message: MESSAGES.secretAccessKeyRequired,
        });
    } else if (c.vendor === 'google') {
      const error = googleServiceKeyError(c.service_key);
      if (error) ctx.addIssue({ code: 'custom', path: ['service_key'], message: error });
    } else if (c.vendor === 'azure') {
      if (!c.connection_string.trim())
        ctx.addIssue({
          code: 'custom',
          path: ['connection_string'],
          message: MESSAGES.connectionStringRequired,
        });
    }
    tagIssues(c.tags, ctx);
  })
  .transform((c) => (c.vendor === 'aws_s3' ? { ...c, region: c.region?.trim() || DEFAULT_AWS_REGION } : c));
export type BucketCredentialBody = z.output<typeof bucketCredentialBodySchema>;
