import {
  MESSAGES,
  bucketCredentialBodySchema,
  bucketCredentialFormSchema,
  bucketCredentialFromForm,
  EMPTY_BUCKET_CREDENTIAL_FORM,
  googleServiceKeyError,
} from '.';

const googleKey = JSON.stringify({
  private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
  client_email: 'x@p.iam.gserviceaccount.com',
});

function formMessages(value: unknown) {
  const r = bucketCredentialFormSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('bucket credentials', () => {
  it('google service key must be JSON with private_key and client_email', () => {
    expect(googleServiceKeyError(googleKey)).toBeNull();
    expect(googleServiceKeyError('not json')).toBe('Invalid service key file, could not parse as JSON.');
    expect(googleServiceKeyError(JSON.stringify({ client_email: 'x' }))).toBe(
      MESSAGES.invalidGoogleServiceKey,
    );
  });

  it('AWS access key requires name, region and both keys', () => {
    expect(formMessages({ ...EMPTY_BUCKET_CREDENTIAL_FORM, region: '' })).toEqual([
      'name:Bucket name is required',
      'region:Region is required',
      'access_key_id:Access key ID is required',
      'secret_access_key:Secret access key is required',
    ]);
    expect(
      formMessages({
        ...EMPTY_BUCKET_CREDENTIAL_FORM,
        name: 'b',
        access_key_id: 'AK',
        secret_access_key: 'SK',
      }),
    ).toEqual([]);
  });

  it('AWS assume role needs a role ARN; instance profile needs no keys', () => {
    expect(
      formMessages({ ...EMPTY_BUCKET_CREDENTIAL_FORM, name: 'b', aws_credential_type: 'assume_role' }),
    ).toEqual(['role_arn:Role ARN is required']);
    expect(
      formMessages({ ...EMPTY_BUCKET_CREDENTIAL_FORM, name: 'b', aws_credential_type: 'instance_profile' }),
    ).toEqual([]);
  });

  it('google, azure and AWS-compatible rules', () => {
    expect(formMessages({ vendor: 'google', name: 'b', service_key: '{' })).toEqual([
      'service_key:Invalid service key file, could not parse as JSON.',
    ]);
    expect(formMessages({ vendor: 'google', name: 'b', service_key: googleKey })).toEqual([]);
    expect(formMessages({ vendor: 'azure', name: 'b', connection_string: '' })).toEqual([
      'connection_string:Connection string is required',
    ]);
    expect(
      formMessages({
        vendor: 's3_compatible',
        name: 'b',
        endpoint: 'minio',
        access_key_id: 'a',
        secret_access_key: 's',
      }),
    ).toEqual(['endpoint:Endpoint must be an http or https URL']);
    expect(
      formMessages({
        vendor: 's3_compatible',
        name: 'b',
        endpoint: 'http://minio.local:9000',
        access_key_id: 'a',
        secret_access_key: 's',
      }),
    ).toEqual([]);
  });

  it('tags need key and value', () => {
    expect(
      formMessages({
        vendor: 'azure',
        name: 'b',
        connection_string: 'c',
        tags: [
          { Key: 'k', Value: '' },
          { Key: '', Value: 'v' },
        ],
      }),
    ).toEqual(['tags.0.Value:Tag value is required', 'tags.1.Key:Tag key is required']);
  });

  it('form → payload keeps only the vendor fields and defaults the AWS region', () => {
    expect(
      bucketCredentialFromForm({
        ...EMPTY_BUCKET_CREDENTIAL_FORM,
        name: 'rec',
        region: '',
        access_key_id: 'AK',
        secret_access_key: 'SK',
      }),
    ).toEqual({
      vendor: 'aws_s3',
      name: 'rec',
      region: 'us-east-1',
      access_key_id: 'AK',
      secret_access_key: 'SK',
    });
    expect(
      bucketCredentialFromForm({
        vendor: 'azure',
        name: 'b',
        connection_string: 'c',
        access_key_id: 'leftover',
      }),
    ).toEqual({
      vendor: 'azure',
      name: 'b',
      connection_string: 'c',
    });
  });

  it('body schema: per vendor, none clears, unknown vendor refused', () => {
    expect(
      bucketCredentialBodySchema.parse({
        vendor: 'aws_s3',
        name: 'b',
        access_key_id: 'a',
        secret_access_key: 's',
      }),
    ).toMatchObject({ region: 'us-east-1' });
    expect(bucketCredentialBodySchema.parse({ vendor: 'none' })).toEqual({ vendor: 'none' });
    expect(
      bucketCredentialBodySchema.safeParse({ vendor: 'dropbox', name: 'b' }).error?.issues[0].message,
    ).toBe('unknown storage vendor: dropbox');
    expect(
      bucketCredentialBodySchema.safeParse({ vendor: 'google', name: 'b', service_key: 'x' }).error?.issues[0]
        .message,
    ).toBe(MESSAGES.invalidGoogleServiceKey);
    expect(
      bucketCredentialBodySchema.safeParse({ vendor: 'aws_s3', name: 'b', access_key_id: 'a' }).success,
    ).toBe(false);
    expect(
      bucketCredentialBodySchema.safeParse({ vendor: 'azure', name: 'b', connection_string: 'c', extra: 1 })
        .success,
    ).toBe(false);
    expect(
      bucketCredentialBodySchema.safeParse({ vendor: 'azure', name: 'has space', connection_string: 'c' })
        .success,
    ).toBe(false);
  });
});
