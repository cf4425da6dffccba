// Call recording on the account form: record all calls, audio format, and the storage bucket per vendor
// (AWS with access key / assume role / instance profile, Google service key, Azure connection string,
// AWS-compatible endpoint), bucket name and tags, and a Test of the credential.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import {
  AUDIO_FORMATS,
  AWS_CREDENTIAL_TYPES,
  BUCKET_VENDORS,
  bucketCredentialFromForm,
  googleServiceKeyError,
  type AccountFormValues,
  type BucketCredentialForm,
} from '@switchboard/shared/validation';
import {
  Button,
  CheckboxField,
  FileField,
  Fieldset,
  IconButton,
  IconPlus,
  IconTrash,
  PasswordField,
  RadioGroup,
  SelectField,
  TextField,
} from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/identity.module.css';
import { useTestBucketCredentialMutation } from './api';

type CredentialFieldName = `bucket_credential.${
  'name' | 'access_key_id' | 'secret_access_key' | 'role_arn' | 'region' | 'endpoint' | 'connection_string'}`;

/** The e-mail of a Google service key, if the text is one. */
function serviceKeyEmail(text: string | undefined): string | null {
  if (!text || googleServiceKeyError(text)) return null;
  return (JSON.parse(text) as { client_email: string }).client_email;
}

export function RecordingFields({ accountSid, readOnly }: { accountSid?: string; readOnly: boolean }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { register, control, setValue, getFieldState, formState, trigger, getValues } =
    useFormContext<AccountFormValues>();
  const enabled = useWatch({ control, name: 'enable_recording' });
  const vendor = useWatch({ control, name: 'bucket_credential.vendor' });
  const awsType = useWatch({ control, name: 'bucket_credential.aws_credential_type' }) ?? 'access_key';
  const serviceKey = useWatch({ control, name: 'bucket_credential.service_key' });
  const format = useWatch({ control, name: 'record_format' });
  const tags = useFieldArray({ control, name: 'bucket_credential.tags' });
  const [testBucket, testing] = useTestBucketCredentialMutation();

  const error = (name: Parameters<typeof getFieldState>[0]) => getFieldState(name, formState).error;

  const test = async () => {
    if (!accountSid) return;
    const valid = await trigger('bucket_credential');
    if (!valid) return;
    const body = bucketCredentialFromForm(getValues('bucket_credential') as BucketCredentialForm);
    try {
      const result = await testBucket({
        sid: accountSid,
        body: body as unknown as Record<string, unknown>,
      }).unwrap();
      if (result.status === 'ok') toast('success', t('recording.valid'));
      else toast('error', 'reason' in result && result.reason ? result.reason : t('recording.invalid'));
    } catch (reason) {
      toast('error', toApiError(reason).msg);
    }
  };

  const email = serviceKeyEmail(serviceKey);

  // One bucket credential input: required unless optional (then unchecked), secrets masked and never autofilled.
  const credentialField = (
    name: CredentialFieldName,
    label: string,
    options: { secret?: boolean; optional?: boolean; inputMode?: 'url'; placeholder?: string } = {},
  ) => {
    const Field = options.secret ? PasswordField : TextField;
    return (
      <Field
        label={label}
        required={!options.optional}
        readOnly={readOnly}
        autoComplete={options.secret ? 'new-password' : 'off'}
        inputMode={options.inputMode}
        placeholder={options.placeholder}
        error={options.optional ? undefined : error(name)}
        {...register(name)}
      />
    );
  };
  // AWS and AWS-compatible stores both sign with an access key pair.
  const keyPair = (
    <div className={styles.grid}>
      {credentialField('bucket_credential.access_key_id', t('recording.accessKeyId'))}
      {credentialField('bucket_credential.secret_access_key', t('recording.secretAccessKey'), {
        secret: true,
      })}
    </div>
  );

  return (
    <Fieldset legend={t('recording.legend')}>
      <CheckboxField
        toggle
        label={t('recording.enable')}
        readOnly={readOnly}
        {...register('enable_recording')}
      />
      {enabled ? (
        <div className={styles.stack}>
          <CheckboxField
            label={t('recording.recordAll')}
            readOnly={readOnly}
            {...register('record_all_calls')}
          />
          <RadioGroup
            label={t('recording.audioFormat')}
            name="record_format"
            inline
            readOnly={readOnly}
            options={AUDIO_FORMATS.map((f) => ({ value: f.value, label: f.name }))}
            value={format}
            onValueChange={(value) =>
              setValue('record_format', value as 'mp3' | 'wav', { shouldDirty: true })
            }
          />
          <SelectField
            label={t('recording.bucketVendor')}
            required
            readOnly={readOnly}
            options={BUCKET_VENDORS.map((v) => ({ value: v.value, label: t(`bucketVendors.${v.value}`) }))}
            {...register('bucket_credential.vendor')}
          />
          {credentialField('bucket_credential.name', t('recording.bucketName'))}
          {vendor === 'aws_s3' ? (
            <>
              <RadioGroup
                label={t('recording.awsCredentials')}
                name="aws_credential_type"
                readOnly={readOnly}
                options={AWS_CREDENTIAL_TYPES.map((type) => ({
                  value: type.value,
                  label: t(`awsCredentialTypes.${type.value}`),
                }))}
                value={awsType}
                onValueChange={(value) =>
                  setValue(
                    'bucket_credential.aws_credential_type',
                    value as BucketCredentialForm['aws_credential_type'],
                    {
                      shouldDirty: true,
                    },
                  )
                }
              />
              {awsType === 'access_key' ? keyPair : null}
              {awsType === 'assume_role'
                ? credentialField('bucket_credential.role_arn', t('recording.roleArn'))
                : null}
              {credentialField('bucket_credential.region', t('recording.region'))}
            </>
          ) : null}
          {vendor === 's3_compatible' ? (
            <>
              {credentialField('bucket_credential.endpoint', t('recording.endpoint'), {
                inputMode: 'url',
                placeholder: 'https://s3.example.com',
              })}
              {credentialField('bucket_credential.region', t('recording.region'), { optional: true })}
              {keyPair}
            </>
          ) : null}
          {vendor === 'google' ? (
            <FileField
              label={t('recording.serviceKeyFile')}
              required
              accept=".json,application/json"
              readOnly={readOnly}
              hint={email ? t('recording.serviceAccount', { email }) : t('recording.serviceKeyHint')}
              error={error('bucket_credential.service_key')}
              onText={(text) =>
                setValue('bucket_credential.service_key', text, { shouldDirty: true, shouldValidate: true })
              }
            />
          ) : null}
          {vendor === 'azure'
            ? credentialField('bucket_credential.connection_string', t('recording.connectionString'), {
                secret: true,
              })
            : null}
          <Fieldset legend={t('recording.tags')} description={t('recording.tagsDescription')}>
            {tags.fields.map((field, index) => (
              <div key={field.id} className={styles.tagRow}>
                <TextField
                  label={t('recording.tagKey', { number: index + 1 })}
                  required
                  readOnly={readOnly}
                  error={error(`bucket_credential.tags.${index}.Key`)}
                  {...register(`bucket_credential.tags.${index}.Key`)}
                />
                <TextField
                  label={t('recording.tagValue', { number: index + 1 })}
                  required
                  readOnly={readOnly}
                  error={error(`bucket_credential.tags.${index}.Value`)}
                  {...register(`bucket_credential.tags.${index}.Value`)}
                />
                {readOnly ? null : (
                  <IconButton
                    label={t('recording.removeTag', { number: index + 1 })}
                    icon={<IconTrash />}
                    onClick={() => tags.remove(index)}
                  />
                )}
              </div>
            ))}
            {readOnly ? null : (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<IconPlus />}
                  onClick={() => tags.append({ Key: '', Value: '' })}
                >
                  {t('recording.addTag')}
                </Button>
              </div>
            )}
          </Fieldset>
          {readOnly ? null : (
            <div className={styles.inlineRow}>
              <Button variant="secondary" onClick={test} busy={testing.isLoading} disabled={!accountSid}>
                {t('recording.test')}
              </Button>
              {accountSid ? null : <span className={styles.muted}>{t('recording.saveFirst')}</span>}
            </div>
          )}
        </div>
      ) : null}
    </Fieldset>
  );
}
