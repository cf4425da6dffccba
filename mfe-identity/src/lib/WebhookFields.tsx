// One webhook in a form: URL, method (POST/GET; a ws:// or wss:// URL forces GET and disables the choice) and
// optional HTTP basic authentication (ticked: both username and password are required). Used by accounts (registration,
// queue event) and applications (call, call status).
import { useEffect, useId } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { isWebsocketUrl } from '@switchboard/shared/validation';
import { CheckboxField, Fieldset, PasswordField, SelectField, TextField } from '@switchboard/shared/ui';
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
          label={`${legend} URL`}
          required={required}
          readOnly={readOnly}
          placeholder={placeholder ?? 'https://example.com/hook'}
          inputMode="url"
          autoComplete="off"
          error={errorOf('url')}
          {...register(`${name}.url`)}
        />
        <SelectField
          label="Method"
          options={METHOD_OPTIONS}
          readOnly={readOnly || websocket}
          hint={websocket ? 'WebSocket URLs always use GET' : undefined}
          error={errorOf('method')}
          {...register(`${name}.method`)}
        />
      </div>
      {/* Ticked, both fields are required (docs/product/identity.md#webhooks); unticked, they are cleared. */}
      <CheckboxField
        id={`${authId}-auth`}
        label="Use HTTP basic authentication"
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
            label="Username"
            required
            readOnly={readOnly}
            autoComplete="off"
            error={errorOf('username')}
            {...register(`${name}.username`)}
          />
          <PasswordField
            label="Password"
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
