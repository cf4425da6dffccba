// Settings → Admin: system information, password policy and the platform's TTS cache.
import { useGetPasswordSettingsQuery } from '@switchboard/shared/api';
import { LOG_LEVELS } from '@switchboard/shared/constants';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
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

export function AdminSettings({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const system = useGetSystemInformationQuery();
  const password = useGetPasswordSettingsQuery();
  return (
    <EntityLoader needs={[system, password]} loadingLabel={t('adminSettings.loading')}>
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
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { isViewOnly } = useSessionInfo();
  const [saveSystem] = useSaveSystemInformationMutation();
  const [savePassword] = useSavePasswordSettingsMutation();
  const entity = useEntityForm<AdminSettingsForm>({
    defaultValues: adminSettingsToForm(system, password),
    schema: adminSettingsFormSchema,
    save: async (values) => {
      await saveSystem(systemInformationPayload(values.system)).unwrap();
      await savePassword(passwordSettingsPayload(values.password)).unwrap();
      return { message: t('adminSettings.updated') };
    },
  });
  const { register, formState } = entity.form;
  useReportDirty(formState.isDirty, onDirtyChange);
  const errors = formState.errors;

  return (
    <ContextForm label={t('adminSettings.form')} form={entity.form} onSubmit={entity.onSubmit}>
      <Fieldset legend={t('adminSettings.systemInformation')} disabled={isViewOnly}>
        <div className={styles.grid}>
          <TextField
            label={t('adminSettings.domainName')}
            autoComplete="off"
            error={errors.system?.domain_name}
            {...register('system.domain_name')}
          />
          <TextField
            label={t('adminSettings.sipDomainName')}
            autoComplete="off"
            error={errors.system?.sip_domain_name}
            {...register('system.sip_domain_name')}
          />
          <TextField
            label={t('adminSettings.monitoringDomainName')}
            autoComplete="off"
            error={errors.system?.monitoring_domain_name}
            {...register('system.monitoring_domain_name')}
          />
        </div>
        <TextField
          label={t('adminSettings.privateNetworkCidr')}
          autoComplete="off"
          placeholder="10.0.0.0/8, 192.168.1.10"
          hint={t('adminSettings.privateNetworkCidrHint')}
          error={errors.system?.private_network_cidr}
          {...register('system.private_network_cidr')}
        />
        <SelectField
          label={t('adminSettings.logLevel')}
          options={LOG_LEVELS.map((l) => ({ value: l.value, label: l.name }))}
          {...register('system.log_level')}
        />
      </Fieldset>
      <Fieldset legend={t('adminSettings.passwordPolicy')} disabled={isViewOnly}>
        <NumberField
          label={t('adminSettings.minPasswordLength')}
          min={6}
          max={20}
          error={errors.password?.min_password_length}
          {...register('password.min_password_length', { valueAsNumber: true })}
        />
        <CheckboxField label={t('adminSettings.requireDigit')} {...register('password.require_digit')} />
        <CheckboxField
          label={t('adminSettings.requireSpecialCharacter')}
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
