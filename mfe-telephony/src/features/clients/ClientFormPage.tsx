// Add / edit a SIP client (docs/product/telephony.md#sip-client-form): account, username (required), password (required on
// create; masked, with reveal), active and the three allow_direct_* flags (on by default). The account must have
// a SIP realm: without one the form says so, prompts to set it, and Save stays disabled. A failed load of the
// client shows the error and returns to the list.
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useCallback, useEffect, useMemo } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { describeFailure, toApiError, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { Account, Client } from '@switchboard/shared/types';
import { TELEPHONY_MESSAGES as T, clientFormSchema, type ClientForm } from '@switchboard/shared/validation';
import {
  AccountSelector,
  Alert,
  CheckboxField,
  Fieldset,
  PasswordField,
  TextField,
} from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import {
  EntityLoader,
  NoAccess,
  PageLoading,
  effectiveAccountSid,
  useSelectedAccount,
  useSessionInfo,
} from '@switchboard/shared/admin';
import { EntityForm, formResolver, useEntityForm } from '@switchboard/shared/admin-forms';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import {
  useCreateSipClientMutation,
  useDeleteSipClientMutation,
  useGetSipClientQuery,
  useUpdateSipClientMutation,
} from './api';
import { clientCreatePayload, clientToForm, clientUpdatePayload } from './client.rules';
import { ClientRegistration } from './Registration';

export default function ClientFormPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { client_sid: sid } = useParams();
  const session = useSessionInfo();
  const navigate = useNavigate();
  const client = useGetSipClientQuery(sid ?? '', { skip: !sid });
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const { accountSid } = useSelectedAccount();
  // docs/product/telephony.md#sip-client-form: a failed fetch on the edit page shows the error and returns to the list
  useEffect(() => {
    if (!client.error) return;
    toast('error', toApiError(client.error).msg);
    navigate(paths.clients, { replace: true });
  }, [client.error, navigate]);
  if (client.error) return <PageLoading label={t('clientForm.loading')} />;
  return (
    <EntityLoader
      entity={sid ? client : undefined}
      needs={[accounts]}
      loadingLabel={sid ? t('clientForm.loading') : t('carrierForm.loading')}
    >
      {(saved, [accountList]) => {
        const account =
          saved?.account_sid ?? session.ownAccountSid ?? effectiveAccountSid(accountList, accountSid);
        if (!account)
          return (
            <NoAccess
              message={t('clientForm.noAccount')}
              action={
                session.isServiceProviderOrAdmin ? (
                  <ButtonLink to={`${paths.accounts}/add`}>{t('clientForm.addAccount')}</ButtonLink>
                ) : undefined
              }
            />
          );
        return (
          <ClientFormView key={sid ?? 'new'} saved={saved} accounts={accountList} defaultAccount={account} />
        );
      }}
    </EntityLoader>
  );
}

function ClientFormView({
  saved,
  accounts,
  defaultAccount,
}: {
  saved?: Client;
  accounts: Account[];
  defaultAccount: string;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const readOnly = session.isViewOnly;
  const [create] = useCreateSipClientMutation();
  const [update] = useUpdateSipClientMutation();
  const [remove] = useDeleteSipClientMutation();
  const realmOf = useCallback(
    (sid: string) => accounts.find((a) => a.account_sid === sid)?.sip_realm ?? null,
    [accounts],
  );
  // the rules depend on the chosen account's realm, read when the form is checked
  const resolver = useMemo<Resolver<ClientForm>>(
    () => (values, context, options) =>
      formResolver<ClientForm>(
        clientFormSchema({ isNew: !saved, accountHasRealm: Boolean(realmOf(values.account_sid)) }),
      )(values, context, options),
    [saved, realmOf],
  );
  const entity = useEntityForm<ClientForm>({
    defaultValues: clientToForm(saved, defaultAccount),
    resolver,
    errorMessage: (reason, form) => {
      const msg = toApiError(reason).msg;
      if (msg !== T.clientUsernameTaken) return describeFailure('The SIP client could not be saved', reason);
      form.setError('username', { message: msg });
      return msg;
    },
    save: async (values) => {
      if (saved) await update({ sid: saved.client_sid, body: clientUpdatePayload(values) }).unwrap();
      else await create(clientCreatePayload(values)).unwrap();
      return {
        message: saved ? T.clientUpdated : T.clientCreated,
        to: paths.clients,
        showAccount: values.account_sid,
      };
    },
  });
  const { register, control, setValue, formState } = entity.form;
  const accountSid = useWatch({ control, name: 'account_sid' });
  const realm = realmOf(accountSid);
  const errors = formState.errors;
  return (
    <EntityForm
      entity={entity}
      title={saved ? t('clientForm.editTitle') : t('clientForm.addTitle')}
      description={saved?.username ?? undefined}
      readOnly={readOnly}
      saveDisabled={!realm}
      cancelTo={paths.clients}
      remove={
        saved && !readOnly
          ? {
              what: t('clients.what'),
              name: saved.username ?? saved.client_sid,
              run: () => remove(saved.client_sid).unwrap(),
              message: T.clientDeleted,
              to: paths.clients,
            }
          : undefined
      }
    >
      {!realm ? (
        <Alert
          kind="warning"
          title={translateKnown(T.sipRealmNotSet)}
          action={
            readOnly ? undefined : (
              <ButtonLink to={paths.accountEdit(accountSid)} size="sm">
                {t('clientForm.setRealm')}
              </ButtonLink>
            )
          }
        >
          <p>{translateKnown(T.sipRealmPrompt)}</p>
        </Alert>
      ) : null}
      {saved?.username && realm ? (
        <p>
          {t('clientRegistration.header')}: <ClientRegistration client={saved} usernames={saved.username} />
        </p>
      ) : null}
      <Fieldset legend={t('clientForm.legend')} disabled={readOnly}>
        <div className={styles.grid}>
          {session.isServiceProviderOrAdmin ? (
            <AccountSelector
              label={t('common.account')}
              accounts={accounts}
              value={accountSid}
              required
              disabled={Boolean(saved)}
              error={errors.account_sid}
              // a missing SIP realm is said above the form (the Alert), not a second time on the field
              onChange={(value) => setValue('account_sid', value ?? '', { shouldDirty: true })}
            />
          ) : null}
          <TextField
            label={t('clientForm.username')}
            required
            autoComplete="off"
            suffix={realm ? `@${realm}` : undefined}
            error={errors.username}
            {...register('username')}
          />
          <PasswordField
            label={t('clientForm.password')}
            required={!saved}
            autoComplete="new-password"
            placeholder={saved ? t('clientForm.keepPassword') : undefined}
            hint={saved ? t('clientForm.currentPassword', { password: saved.password ?? '' }) : undefined}
            error={errors.password}
            {...register('password')}
          />
        </div>
        <CheckboxField toggle label={t('clientForm.active')} {...register('is_active')} />
        <CheckboxField label={t('clientForm.directApps')} {...register('allow_direct_app_calling')} />
        <CheckboxField label={t('clientForm.directQueues')} {...register('allow_direct_queue_calling')} />
        <CheckboxField label={t('clientForm.directUsers')} {...register('allow_direct_user_calling')} />
      </Fieldset>
    </EntityForm>
  );
}
