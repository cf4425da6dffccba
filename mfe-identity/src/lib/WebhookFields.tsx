// One webhook in a form: URL, method (POST/GET; a ws:// or wss:// URL forces GET and disables the choice) and
// optional HTTP basic authentication (ticked: both username and password are required). Used by accounts (registration,
// queue event) and applications (call, call status).
import { useEffect, useId } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { isWebsocketUrl } from '@switchboard/shared/validation';
import { useTranslation } from '@switchboard/shared/i18n';
import { CheckboxField, Fieldset, PasswordField, SelectField, TextField } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../i18n/resources';
import styles from './identity.module.css';

const METHOD_OPTIONS = [
  { value: 'POST', label: 'POST' },
  { value: 'GET', label: 'GET' },
];

export interface WebhookFieldsProps {
  /** The form field holding the hook: `{url, method, username, password}`. */
  name: string;
  legend: string;
  required?: boolean;
  readOnly?: boolean;
  hint?: string;
  placeholder?: string;
}

export function WebhookFields({ name, legend, required, readOnly, hint, placeholder }: WebhookFieldsProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { register, setValue, getFieldState, formState, control } = useFormContext<FieldValues>();
  const url = useWatch({ control, name: `${name}.url` }) as string | undefined;
  const websocket = isWebsocketUrl(url);
  const useAuth = Boolean(useWatch({ control, name: `${name}.basic_auth` }));
  const authId = useId();

  useEffect(() => {
    if (websocket) setValue(`${name}.method`, 'GET', { shouldDirty: true });
  }, [websocket, name, setValue]);

  const errorOf = (field: string) => getFieldState(`${name}.${field}`, formState).error;

  return (
    <Fieldset legend={legend} description={hint}>
      <div className={styles.grid}>
        <TextField
          label={t('webhook.url', { legend })}
          required={required}
          readOnly={readOnly}
          placeholder={placeholder ?? t('webhook.placeholder')}
          inputMode="url"
          autoComplete="off"
          error={errorOf('url')}
          {...register(`${name}.url`)}
        />
        <SelectField
          label={t('webhook.method')}
          options={METHOD_OPTIONS}
          readOnly={readOnly || websocket}
          hint={websocket ? t('webhook.websocketGet') : undefined}
          error={errorOf('method')}
          {...register(`${name}.method`)}
        />
      </div>
      {/* Ticked, both fields are required (docs/product/identity.md#webhooks); unticked, they are cleared. */}
      <CheckboxField
        id={`${authId}-auth`}
        label={t('webhook.basicAuth')}
        readOnly={readOnly}
        {...register(`${name}.basic_auth`, {
          onChange: (event: { target: { checked: boolean } }) => {
            if (!event.target.checked) {
              const validate = formState.isSubmitted;
              setValue(`${name}.username`, '', { shouldDirty: true, shouldValidate: validate });
              setValue(`${name}.password`, '', { shouldDirty: true, shouldValidate: validate });
            }
          },
        })}
      />
      {useAuth ? (
        <div className={styles.grid}>
          <TextField
            label={t('webhook.username')}
            required
            readOnly={readOnly}
            autoComplete="off"
            error={errorOf('username')}
            {...register(`${name}.username`)}
          />
          <PasswordField
            label={t('webhook.password')}
            required
            readOnly={readOnly}
            autoComplete="new-password"
            error={errorOf('password')}
            {...register(`${name}.password`)}
          />
        </div>
      ) : null}
    </Fieldset>
  );
}
