// Environment variables built from the schema the call webhook returns: boolean, number and text inputs with
// defaults, required marks and descriptions; choices for `enum`; a secret input for `obscure`; a carrier picker
// where the schema hints `carriers`.
import { useFormContext } from 'react-hook-form';
import type { AppEnvSchema, EnvVarSpec } from '@switchboard/shared/types';
import {
  CheckboxField,
  Fieldset,
  NumberField,
  PasswordField,
  SelectField,
  Spinner,
  TextArea,
  TextField,
} from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/identity.module.css';
import { useGetCarriersForAccountQuery } from './api';
import type { ApplicationFormValues } from './application.rules';

export interface EnvVarsFieldsProps {
  schema: AppEnvSchema | null;
  loading: boolean;
  /** Set when the lookup itself failed (the webhook is still saved without variables). */
  lookupError?: string;
  serviceProviderSid: string | null;
  accountSid: string;
  readOnly?: boolean;
}

export function EnvVarsFields({
  schema,
  loading,
  lookupError,
  serviceProviderSid,
  accountSid,
  readOnly,
}: EnvVarsFieldsProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const wantsCarriers = Boolean(
    schema && Object.values(schema).some((s) => s.jambonzResource === 'carriers'),
  );
  const carriers = useGetCarriersForAccountQuery(
    { serviceProviderSid: serviceProviderSid ?? '', accountSid },
    { skip: !wantsCarriers || !serviceProviderSid || !accountSid },
  );
  if (loading) {
    return (
      <Fieldset legend={t('envVars.legend')}>
        <Spinner label={t('envVars.lookingUp')} />
      </Fieldset>
    );
  }
  if (!schema) {
    return lookupError ? (
      <Fieldset legend={t('envVars.legend')}>
        <p className={styles.muted}>{t('envVars.lookupFailed', { reason: lookupError })}</p>
      </Fieldset>
    ) : null;
  }
  return (
    <Fieldset legend={t('envVars.legend')} description={t('envVars.description')}>
      <div className={styles.grid}>
        {Object.entries(schema).map(([key, spec]) => (
          <EnvVarField
            key={key}
            name={key}
            spec={spec}
            readOnly={readOnly}
            carriers={carriers.data?.map((c) => c.name)}
          />
        ))}
      </div>
    </Fieldset>
  );
}

function EnvVarField({
  name,
  spec,
  readOnly,
  carriers,
}: {
  name: string;
  spec: EnvVarSpec;
  readOnly?: boolean;
  carriers?: string[];
}) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { register, getFieldState, formState } = useFormContext<ApplicationFormValues>();
  const field = `env_vars.${name}` as const;
  const error = getFieldState(field, formState).error;
  const common = { label: name, hint: spec.description, error, readOnly };
  const required = Boolean(spec.required) && spec.type !== 'boolean';
  if (spec.type === 'boolean') {
    return <CheckboxField label={name} hint={spec.description} readOnly={readOnly} {...register(field)} />;
  }
  if (spec.jambonzResource === 'carriers') {
    return (
      <SelectField
        {...common}
        required={required}
        placeholder={t('envVars.chooseCarrier')}
        options={(carriers ?? []).map((c) => ({ value: c, label: c }))}
        {...register(field)}
      />
    );
  }
  if (spec.enum?.length) {
    return (
      <SelectField
        {...common}
        required={required}
        placeholder={required ? undefined : t('envVars.none')}
        options={spec.enum.map((v) => ({ value: String(v), label: String(v) }))}
        {...register(field)}
      />
    );
  }
  if (spec.type === 'number') {
    return <NumberField {...common} required={required} {...register(field)} />;
  }
  if (spec.obscure) {
    return <PasswordField {...common} required={required} autoComplete="off" {...register(field)} />;
  }
  if (spec.uiHint === 'textarea') {
    return <TextArea {...common} required={required} {...register(field)} />;
  }
  return <TextField {...common} required={required} autoComplete="off" {...register(field)} />;
}
