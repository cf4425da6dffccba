// Settings → Admin: system information, password policy and the platform's TTS cache.
import { useGetPasswordSettingsQuery } from '@switchboard/shared/api';
import { LOG_LEVELS } from '@switchboard/shared/constants';
import { CheckboxField, Fieldset, NumberField, SelectField, TextField } from '@switchboard/shared/ui';
import type { PasswordSettings, SystemInformation } from '@switchboard/shared/types';
import { EntityLoader, useSessionInfo } from '@switchboard/shared/admin';
import { ContextForm, FormActions, useEntityForm, useReportDirty } from '@switchboard/shared/admin-forms';
import { TtsCacheSection } from '../../lib/TtsCacheSection';
import styles from '../../lib/identity.module.css';
import {
  useClearTtsCacheMutation,
  useGetSystemInformationQuery,
  useGetTtsCacheQuery,
  useSavePasswordSettingsMutation,
  useSaveSystemInformationMutation,
} from './api';
import {
  adminSettingsFormSchema,
  adminSettingsToForm,
  passwordSettingsPayload,
  systemInformationPayload,
  type AdminSettingsForm,
} from './settings.rules';

export const ADMIN_SETTINGS_UPDATED = 'Admin settings updated successfully';

export function AdminSettings({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const system = useGetSystemInformationQuery();
  const password = useGetPasswordSettingsQuery();
  return (
    <EntityLoader needs={[system, password]} loadingLabel="Loading the admin settings">
      {(_, [systemInformation, passwordSettings]) => (
        <>
          <AdminSettingsForm
            system={systemInformation}
            password={passwordSettings}
            onDirtyChange={onDirtyChange}
          />
          <PlatformTtsCache />
        </>
      )}
    </EntityLoader>
  );
}

function AdminSettingsForm({
  system,
  password,
  onDirtyChange,
}: {
  system: SystemInformation;
  password: PasswordSettings;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { isViewOnly } = useSessionInfo();
  const [saveSystem] = useSaveSystemInformationMutation();
  const [savePassword] = useSavePasswordSettingsMutation();
  const entity = useEntityForm<AdminSettingsForm>({
    defaultValues: adminSettingsToForm(system, password),
    schema: adminSettingsFormSchema,
    save: async (values) => {
      await saveSystem(systemInformationPayload(values.system)).unwrap();
      await savePassword(passwordSettingsPayload(values.password)).unwrap();
      return { message: ADMIN_SETTINGS_UPDATED };
    },
  });
  const { register, formState } = entity.form;
  useReportDirty(formState.isDirty, onDirtyChange);
  const errors = formState.errors;

  return (
    <ContextForm label="Admin settings" form={entity.form} onSubmit={entity.onSubmit}>
      <Fieldset legend="System information" disabled={isViewOnly}>
        <div className={styles.grid}>
          <TextField
            label="Domain name"
            autoComplete="off"
            error={errors.system?.domain_name}
            {...register('system.domain_name')}
          />
          <TextField
            label="SIP domain name"
            autoComplete="off"
            error={errors.system?.sip_domain_name}
            {...register('system.sip_domain_name')}
          />
          <TextField
            label="Monitoring domain name"
            autoComplete="off"
            error={errors.system?.monitoring_domain_name}
            {...register('system.monitoring_domain_name')}
          />
        </div>
        <TextField
          label="Private network CIDR"
          autoComplete="off"
          placeholder="10.0.0.0/8, 192.168.1.10"
          hint="Comma-separated IPv4 addresses or CIDR ranges"
          error={errors.system?.private_network_cidr}
          {...register('system.private_network_cidr')}
        />
        <SelectField
          label="Log level"
          options={LOG_LEVELS.map((l) => ({ value: l.value, label: l.name }))}
          {...register('system.log_level')}
        />
      </Fieldset>
      <Fieldset legend="Password policy" disabled={isViewOnly}>
        <NumberField
          label="Minimum password length"
          min={6}
          max={20}
          error={errors.password?.min_password_length}
          {...register('password.min_password_length', { valueAsNumber: true })}
        />
        <CheckboxField label="Require a digit" {...register('password.require_digit')} />
        <CheckboxField
          label="Require a special character"
          {...register('password.require_special_character')}
        />
      </Fieldset>
      <FormActions canSave={!isViewOnly} saving={formState.isSubmitting} />
      {entity.unsavedDialog}
    </ContextForm>
  );
}

function PlatformTtsCache() {
  const { isViewOnly } = useSessionInfo();
  const size = useGetTtsCacheQuery();
  const [clear, clearing] = useClearTtsCacheMutation();
  return (
    <TtsCacheSection
      size={size}
      clear={() => clear().unwrap()}
      clearing={clearing.isLoading}
      readOnly={isViewOnly}
    />
  );
}
