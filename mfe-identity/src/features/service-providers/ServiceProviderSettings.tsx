// Settings → Service provider: name, MS Teams FQDN, limits, the provider's API keys and (admin) deleting it.
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  toApiError,
  useGetServiceProviderAccountsQuery,
  useGetServiceProvidersQuery,
} from '@switchboard/shared/api';
import { bus, toast } from '@switchboard/shared/bus';
import { serviceProviderSelected, useAppDispatch } from '@switchboard/shared/store';
import type { Limit, ServiceProvider } from '@switchboard/shared/types';
import {
  serviceProviderSettingsFormSchema,
  type ServiceProviderSettingsForm,
} from '@switchboard/shared/validation';
import { Button, Fieldset, TextField } from '@switchboard/shared/ui';
import {
  ConfirmDeleteWithChecks,
  FRESH,
  LoadError,
  PageLoading,
  sortByName,
  useSessionInfo,
} from '@switchboard/shared/admin';
import { ContextForm, useReportDirty, useUnsavedChanges } from '@switchboard/shared/admin-forms';
import styles from '../../lib/identity.module.css';
import { ApiKeysSection } from '../api-keys/ApiKeysSection';
import { useGetLimitsQuery } from '../limits/api';
import { LimitsFields } from '../limits/LimitsFields';
import { useSaveLimits } from '../limits/save-limits';
import { useDeleteServiceProviderMutation, useUpdateServiceProviderMutation } from '../settings/api';
import { useGetUsersQuery } from '../users/api';
import {
  serviceProviderDeleteBlockers,
  serviceProviderPayload,
  serviceProviderToForm,
} from './service-provider.rules';

export const SETTINGS_UPDATED = 'Settings updated';
export const deletedServiceProviderMessage = (name: string) => `Deleted service provider ${name}`;

export function ServiceProviderSettings({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { serviceProviderSid } = useSessionInfo();
  const providers = useGetServiceProvidersQuery();
  const limits = useGetLimitsQuery(
    { kind: 'service_provider', sid: serviceProviderSid ?? '' },
    { skip: !serviceProviderSid },
  );
  if (!serviceProviderSid) return <p>Choose a service provider first.</p>;
  const failed = providers.error ?? limits.error;
  if (failed) {
    return (
      <LoadError
        error={failed}
        onRetry={() => {
          providers.refetch();
          limits.refetch();
        }}
      />
    );
  }
  if (!providers.data || !limits.data) return <PageLoading label="Loading the service provider" />;
  const sp = providers.data.find((p) => p.service_provider_sid === serviceProviderSid);
  if (!sp) return <p>The service provider no longer exists. Choose another one.</p>;
  return (
    <ServiceProviderForm
      key={sp.service_provider_sid}
      sp={sp}
      all={providers.data}
      limits={limits.data}
      onDirtyChange={onDirtyChange}
    />
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
  const session = useSessionInfo();
  const readOnly = session.isViewOnly;
  const others = useMemo(
    () => all.filter((p) => p.service_provider_sid !== sp.service_provider_sid),
    [all, sp],
  );
  const resolver = useMemo(
    () =>
      zodResolver(
        serviceProviderSettingsFormSchema(others),
      ) as unknown as Resolver<ServiceProviderSettingsForm>,
    [others],
  );
  const form = useForm<ServiceProviderSettingsForm>({
    defaultValues: serviceProviderToForm(sp, limits),
    resolver,
  });
  const { register, formState, reset } = form;
  const { dialog } = useUnsavedChanges(formState.isDirty);
  useReportDirty(formState.isDirty, onDirtyChange);
  const [update] = useUpdateServiceProviderMutation();
  const saveLimits = useSaveLimits();
  const [deleting, setDeleting] = useState(false);

  const onSubmit = async (values: ServiceProviderSettingsForm) => {
    try {
      await update({ sid: sp.service_provider_sid, body: serviceProviderPayload(values, sp) }).unwrap();
      await saveLimits({ kind: 'service_provider', sid: sp.service_provider_sid }, limits, values.limits);
    } catch (reason) {
      toast('error', toApiError(reason).msg);
      return;
    }
    toast('success', SETTINGS_UPDATED);
    reset(values);
  };

  return (
    <>
      <ContextForm label="Service provider settings" form={form} onSubmit={onSubmit}>
        <Fieldset legend="Service provider" disabled={readOnly}>
          <div className={styles.grid}>
            <TextField
              label="Name"
              required
              autoComplete="off"
              error={formState.errors.name}
              {...register('name')}
            />
            <TextField
              label="MS Teams FQDN"
              autoComplete="off"
              placeholder="teams.example.com"
              error={formState.errors.ms_teams_fqdn}
              {...register('ms_teams_fqdn')}
            />
          </div>
        </Fieldset>
        <LimitsFields readOnly={readOnly} />
        {readOnly ? null : (
          <div className={styles.formActions}>
            <Button type="submit" variant="primary" busy={formState.isSubmitting}>
              Save
            </Button>
            <span className={styles.spacer} />
            {session.isAdmin ? (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Delete service provider
              </Button>
            ) : null}
          </div>
        )}
      </ContextForm>
      <ApiKeysSection
        owner={{ kind: 'service_provider', sid: sp.service_provider_sid }}
        title="Service provider API keys"
        readOnly={readOnly}
      />
      {deleting ? <DeleteServiceProvider sp={sp} others={others} onClose={() => setDeleting(false)} /> : null}
      {dialog}
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
  const [remove] = useDeleteServiceProviderMutation();
  const dispatch = useAppDispatch();
  return (
    <ConfirmDeleteWithChecks
      what="service provider"
      name={sp.name}
      checks={[accounts, users]}
      blockers={() =>
        serviceProviderDeleteBlockers(
          accounts.data ?? [],
          (users.data ?? []).filter((u) => u.service_provider_sid === sp.service_provider_sid),
        )
      }
      checksFor="what still belongs to this service provider"
      blockedTitle="This service provider cannot be deleted yet"
      blockedIntro="Delete what still belongs to it first. It still has:"
      onCancel={onClose}
      onConfirm={async () => {
        await remove(sp.service_provider_sid).unwrap();
        toast('success', deletedServiceProviderMessage(sp.name));
        // The current provider is gone: move to the first remaining one by name.
        const next = sortByName(others)[0]?.service_provider_sid ?? null;
        dispatch(serviceProviderSelected(next));
        bus.emit('service-provider:changed', { serviceProviderSid: next });
        onClose();
      }}
    />
  );
}
