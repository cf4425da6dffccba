// Add / edit a Microsoft Teams tenant (docs/product/telephony.md#tenant-form): domain name (required, unique), account and
// application; the notice when the service provider has no Teams FQDN.
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { describeFailure, toApiError, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Account, MsTeamsTenant } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES as T,
  msTeamsTenantFormSchema,
  type MsTeamsTenantForm,
} from '@switchboard/shared/validation';
import { AccountSelector, Fieldset, SelectField, TextField } from '@switchboard/shared/ui';
import {
  EntityLoader,
  NoAccess,
  effectiveAccountSid,
  useSelectedAccount,
  useSessionInfo,
} from '@switchboard/shared/admin';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import { useGetApplicationChoicesQuery } from '../../lib/applications';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import {
  useCreateTenantMutation,
  useDeleteTenantMutation,
  useGetTenantQuery,
  useGetTenantsQuery,
  useUpdateTenantMutation,
} from './api';
import { TeamsFqdnNotice } from './TeamsFqdnNotice';
import { isDomainTaken, tenantPayload, tenantToForm } from './tenant.rules';

export default function TenantFormPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { ms_teams_tenant_sid: sid } = useParams();
  const session = useSessionInfo();
  const tenant = useGetTenantQuery(sid ?? '', { skip: !sid });
  const tenants = useGetTenantsQuery();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const { accountSid } = useSelectedAccount();
  return (
    <EntityLoader
      entity={sid ? tenant : undefined}
      needs={[tenants, accounts]}
      loadingLabel={sid ? t('tenantForm.loading') : t('carrierForm.loading')}
    >
      {(saved, [all, accountList]) => {
        const account =
          saved?.account_sid ?? session.ownAccountSid ?? effectiveAccountSid(accountList, accountSid);
        if (!account)
          return (
            <NoAccess
              message="You must create an account before you can add a Microsoft Teams tenant."
              action={
                session.isServiceProviderOrAdmin ? (
                  <ButtonLink to={`${paths.accounts}/add`}>Add account</ButtonLink>
                ) : undefined
              }
            />
          );
        return (
          <TenantForm
            key={sid ?? 'new'}
            saved={saved}
            tenants={all}
            accounts={accountList}
            defaultAccount={account}
          />
        );
      }}
    </EntityLoader>
  );
}

function TenantForm({
  saved,
  tenants,
  accounts,
  defaultAccount,
}: {
  saved?: MsTeamsTenant;
  tenants: MsTeamsTenant[];
  accounts: Account[];
  defaultAccount: string;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const readOnly = session.isViewOnly;
  const [create] = useCreateTenantMutation();
  const [update] = useUpdateTenantMutation();
  const [remove] = useDeleteTenantMutation();
  const defaults = useMemo(() => tenantToForm(saved, defaultAccount), [saved, defaultAccount]);
  const entity = useEntityForm<MsTeamsTenantForm>({
    defaultValues: defaults,
    schema: msTeamsTenantFormSchema,
    errorMessage: (reason, form) => {
      const msg = toApiError(reason).msg;
      if (msg !== T.tenantDomainInUse) return describeFailure('The tenant could not be saved', reason);
      form.setError('tenant_fqdn', { message: msg });
      return msg;
    },
    save: async (values, { refuse }) => {
      if (isDomainTaken(values.tenant_fqdn, tenants, saved?.ms_teams_tenant_sid))
        refuse('tenant_fqdn', T.tenantDomainInUse);
      const body = tenantPayload(values, saved?.service_provider_sid ?? session.serviceProviderSid ?? '');
      if (saved) await update({ sid: saved.ms_teams_tenant_sid, body }).unwrap();
      else await create(body).unwrap();
      return {
        message: saved ? T.tenantUpdated : T.tenantCreated,
        to: paths.tenants,
        showAccount: values.account_sid,
      };
    },
  });
  const { register, control, setValue, formState } = entity.form;
  const accountSid = useWatch({ control, name: 'account_sid' });
  const applications = useGetApplicationChoicesQuery(accountSid, { skip: !accountSid });
  return (
    <EntityForm
      entity={entity}
      title={saved ? t('tenantForm.editTitle') : t('tenantForm.addTitle')}
      description={saved?.tenant_fqdn}
      readOnly={readOnly}
      cancelTo={paths.tenants}
      remove={
        saved && !readOnly
          ? {
              what: 'Microsoft Teams tenant',
              name: saved.tenant_fqdn,
              run: () => remove(saved.ms_teams_tenant_sid).unwrap(),
              message: T.tenantDeleted,
              to: paths.tenants,
            }
          : undefined
      }
    >
      <TeamsFqdnNotice />
      <Fieldset legend={t('tenantForm.legend')} disabled={readOnly}>
        <div className={styles.grid}>
          <TextField
            label={t('tenantForm.domain')}
            required
            placeholder="contoso.example.com"
            autoComplete="off"
            error={formState.errors.tenant_fqdn}
            {...register('tenant_fqdn')}
          />
          {session.isServiceProviderOrAdmin ? (
            <AccountSelector
              label={t('common.account')}
              accounts={accounts}
              value={accountSid}
              required
              error={formState.errors.account_sid}
              onChange={(value) => {
                setValue('account_sid', value ?? '', { shouldDirty: true, shouldValidate: true });
                setValue('application_sid', '', { shouldDirty: true });
              }}
            />
          ) : null}
          <SelectField
            label={t('tenantForm.application')}
            placeholder={t('common.none')}
            options={(applications.data ?? []).map((a) => ({ value: a.application_sid, label: a.name }))}
            {...register('application_sid')}
          />
        </div>
      </Fieldset>
    </EntityForm>
  );
}
