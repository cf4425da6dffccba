// Settings → Service provider: name, MS Teams FQDN, limits, the provider's API keys and (admin) deleting it.
import { useMemo, useState } from 'react';
import { useGetServiceProviderAccountsQuery, useGetServiceProvidersQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { serviceProviderSelected, useAppDispatch } from '@switchboard/shared/store';
import type { Limit, ServiceProvider } from '@switchboard/shared/types';
import {
  serviceProviderSettingsFormSchema,
  type ServiceProviderSettingsForm,
} from '@switchboard/shared/validation';
import { Button, Fieldset, TextField } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import {
  ConfirmDeleteWithChecks,
  FRESH,
  EntityLoader,
  sortByName,
  useSessionInfo,
} from '@switchboard/shared/admin';
import { ContextForm, FormActions, useEntityForm, useReportDirty } from '@switchboard/shared/admin-forms';
import styles from '../../lib/identity.module.css';
import { ApiKeysSection } from '../api-keys/ApiKeysSection';
import { TwoFactorPolicy } from './TwoFactorPolicy';
import { useGetLimitsQuery } from '../limits/api';
import { LimitsFields } from '../limits/LimitsFields';
import { useSaveLimits } from '../limits/save-limits';
import { useDeleteServiceProviderMutation, useUpdateServiceProviderMutation } from '../settings/api';
import { useGetUsersQuery } from '../users/api';
import {
  serviceProviderBlockers,
  serviceProviderPayload,
  serviceProviderToForm,
} from './service-provider.rules';

export function ServiceProviderSettings({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { serviceProviderSid } = useSessionInfo();
  const providers = useGetServiceProvidersQuery();
  const limits = useGetLimitsQuery(
    { kind: 'service_provider', sid: serviceProviderSid ?? '' },
    { skip: !serviceProviderSid },
  );
  if (!serviceProviderSid) return <p>{t('serviceProviderSettings.chooseServiceProvider')}</p>;
  return (
    <EntityLoader needs={[providers, limits]} loadingLabel={t('serviceProviderSettings.loading')}>
      {(_, [all, spLimits]) => {
        const sp = all.find((p) => p.service_provider_sid === serviceProviderSid);
        if (!sp) return <p>{t('serviceProviderSettings.gone')}</p>;
        return (
          <ServiceProviderForm
            key={sp.service_provider_sid}
            sp={sp}
            all={all}
            limits={spLimits}
            onDirtyChange={onDirtyChange}
          />
        );
      }}
    </EntityLoader>
  );
}

function ServiceProviderForm({
  sp,
  all,
  limits,
  onDirtyChange,
}: {
  sp: ServiceProvider;
  all: ServiceProvider[];
  limits: Limit[];
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const session = useSessionInfo();
  const readOnly = session.isViewOnly;
  const others = useMemo(
    () => all.filter((p) => p.service_provider_sid !== sp.service_provider_sid),
    [all, sp],
  );
  const schema = useMemo(() => serviceProviderSettingsFormSchema(others), [others]);
  const [update] = useUpdateServiceProviderMutation();
  const saveLimits = useSaveLimits();
  const [deleting, setDeleting] = useState(false);
  const entity = useEntityForm<ServiceProviderSettingsForm>({
    defaultValues: serviceProviderToForm(sp, limits),
    schema,
    save: async (values) => {
      await update({ sid: sp.service_provider_sid, body: serviceProviderPayload(values, sp) }).unwrap();
      await saveLimits({ kind: 'service_provider', sid: sp.service_provider_sid }, limits, values.limits);
      return { message: t('serviceProviderSettings.updated') };
    },
  });
  const { register, formState } = entity.form;
  useReportDirty(formState.isDirty, onDirtyChange);

  return (
    <>
      <ContextForm label={t('serviceProviderSettings.form')} form={entity.form} onSubmit={entity.onSubmit}>
        <Fieldset legend={t('serviceProviderSettings.legend')} disabled={readOnly}>
          <div className={styles.grid}>
            <TextField
              label={t('serviceProviderSettings.name')}
              required
              autoComplete="off"
              error={formState.errors.name}
              {...register('name')}
            />
            <TextField
              label={t('serviceProviderSettings.msTeamsFqdn')}
              autoComplete="off"
              placeholder="teams.example.com"
              error={formState.errors.ms_teams_fqdn}
              {...register('ms_teams_fqdn')}
            />
          </div>
        </Fieldset>
        <LimitsFields readOnly={readOnly} />
        <FormActions
          canSave={!readOnly}
          saving={formState.isSubmitting}
          extra={
            session.isAdmin && !readOnly ? (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('serviceProviderSettings.delete')}
              </Button>
            ) : null
          }
        />
      </ContextForm>
      <ApiKeysSection
        owner={{ kind: 'service_provider', sid: sp.service_provider_sid }}
        title={t('serviceProviderSettings.apiKeys')}
        readOnly={readOnly}
      />
      <TwoFactorPolicy serviceProviderSid={sp.service_provider_sid} readOnly={readOnly} />
      {deleting ? <DeleteServiceProvider sp={sp} others={others} onClose={() => setDeleting(false)} /> : null}
      {entity.unsavedDialog}
    </>
  );
}

/** Deleting a provider: refused (and explained) while accounts or users still belong to it. */
function DeleteServiceProvider({
  sp,
  others,
  onClose,
}: {
  sp: ServiceProvider;
  others: ServiceProvider[];
  onClose: () => void;
}) {
  const accounts = useGetServiceProviderAccountsQuery(sp.service_provider_sid, FRESH);
  const users = useGetUsersQuery(undefined, FRESH);
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const [remove] = useDeleteServiceProviderMutation();
  const dispatch = useAppDispatch();
  return (
    <ConfirmDeleteWithChecks
      what={t('serviceProviderSettings.what')}
      name={sp.name}
      checks={[accounts, users]}
      blockers={() =>
        serviceProviderBlockers(
          accounts.data ?? [],
          (users.data ?? []).filter((u) => u.service_provider_sid === sp.service_provider_sid),
          t,
        )
      }
      checksFor={t('serviceProviderSettings.checksFor')}
      blockedTitle={t('serviceProviderSettings.blockedTitle')}
      blockedIntro={t('serviceProviderSettings.blockedIntro')}
      onCancel={onClose}
      onConfirm={async () => {
        await remove(sp.service_provider_sid).unwrap();
        toast('success', t('serviceProviderSettings.deleted', { name: sp.name }));
        // The current provider is gone: move to the first remaining one by name.
        const next = sortByName(others)[0]?.service_provider_sid ?? null;
        dispatch(serviceProviderSelected(next));
        onClose();
      }}
    />
  );
}
