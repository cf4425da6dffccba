// Add account and Edit account (docs/product/identity.md#account-form): one form for both, plus the account's API keys and TTS cache on edit; in the
// hosted variant an account user also gets the subscription panel, the setup list and Delete Account (hosted-account/).
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { describeFailure, toApiError, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useFeature } from '@switchboard/shared/config';
import type { Account, Limit } from '@switchboard/shared/types';
import { accountFormRules, type AccountFormValues } from '@switchboard/shared/validation';
import { Button, CheckboxField, Fieldset, ObscuredSecret, TextField } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { EntityLoader, NoAccess, useSessionInfo, withAccount } from '@switchboard/shared/admin';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import { TtsCacheSection } from '../../lib/TtsCacheSection';
import { paths } from '../../lib/paths';
import { WebhookFields } from '../../lib/WebhookFields';
import styles from '../../lib/identity.module.css';
import { ApiKeysSection } from '../api-keys/ApiKeysSection';
import { useGetLimitsQuery } from '../limits/api';
import { LimitsFields } from '../limits/LimitsFields';
import { useSaveLimits } from '../limits/save-limits';
import {
  useClearAccountTtsCacheMutation,
  useCreateAccountMutation,
  useGetAccountQuery,
  useGetAccountTtsCacheQuery,
  useRegenerateWebhookSecretMutation,
  useUpdateAccountMutation,
} from './api';
import {
  accountCreatePayload,
  accountSaveErrorMessage,
  accountToForm,
  accountUpdatePayload,
  recordingPayload,
} from './account.rules';
import { ApplicationPicker } from './ApplicationPicker';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { HostedAccountDelete, HostedAccountSummary } from '../hosted-account/HostedAccountPanels';
import { billingPaths } from '../hosted-account/hosted-account.rules';
import { RecordingFields } from './RecordingFields';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';

export default function AccountFormPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { account_sid: accountSid } = useParams();
  const session = useSessionInfo();
  if (!accountSid) {
    // Only service-provider scope and up add accounts.
    if (!session.isServiceProviderOrAdmin) {
      return <Navigate to={session.ownAccountSid ? paths.accountEdit(session.ownAccountSid) : '/'} replace />;
    }
    return <AccountLoader />;
  }
  if (session.isAccountUser && accountSid !== session.ownAccountSid) {
    return (
      <NoAccess
        message={t('messages.noAccountPermission')}
        action={
          session.ownAccountSid ? (
            <ButtonLink to={paths.accountEdit(session.ownAccountSid)}>
              {t('accountForm.goToYourAccount')}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return <AccountLoader accountSid={accountSid} />;
}

function AccountLoader({ accountSid }: { accountSid?: string }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { serviceProviderSid, isAccountUser } = useSessionInfo();
  const hosted = useFeature('hosted');
  const account = useGetAccountQuery(accountSid ?? '', { skip: !accountSid });
  const limits = useGetLimitsQuery({ kind: 'account', sid: accountSid ?? '' }, { skip: !accountSid });
  // The service provider whose accounts must not share the name / SIP realm: the account's own, else the current.
  const spSid = account.data?.service_provider_sid ?? serviceProviderSid ?? '';
  const siblings = useGetServiceProviderAccountsQuery(spSid, {
    skip: !spSid || (Boolean(accountSid) && !account.data),
  });
  const label = accountSid ? t('accountForm.loadingAccount') : t('accountForm.loading');
  return (
    <EntityLoader
      entity={accountSid ? account : undefined}
      loadingLabel={label}
      noAccessMessage={t('messages.noAccountPermission')}
    >
      {(saved) =>
        // Hosted (docs/product/identity.md#hosted-account-page): an account without a SIP realm is set up first.
        hosted && isAccountUser && saved && !saved.sip_realm ? (
          <Navigate to={billingPaths.sipRealmEdit(saved.account_sid)} replace />
        ) : spSid ? (
          <EntityLoader needs={accountSid ? [limits, siblings] : [siblings]} loadingLabel={label}>
            {() => (
              <AccountForm
                key={accountSid ?? 'new'}
                account={saved}
                limits={limits.data}
                serviceProviderSid={spSid}
                siblings={siblings.data ?? []}
              />
            )}
          </EntityLoader>
        ) : (
          <NoAccess message={t('accountForm.chooseServiceProvider')} />
        )
      }
    </EntityLoader>
  );
}

interface AccountFormProps {
  account?: Account;
  limits?: Limit[];
  serviceProviderSid: string;
  siblings: Account[];
}

function AccountForm({ account, limits, serviceProviderSid, siblings }: AccountFormProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const session = useSessionInfo();
  const hosted = useFeature('hosted');
  const recording = useFeature('recording');
  const isNew = !account;
  const readOnly = session.isViewOnly;
  const options = {
    sipRealmEditable: !session.isAccountUser && !hosted,
    debugLogEditable: session.isAdmin,
    recording,
  };
  const limitsEditable = session.isServiceProviderOrAdmin && !readOnly;

  const others = useMemo(
    () => siblings.filter((a) => a.account_sid !== account?.account_sid),
    [siblings, account?.account_sid],
  );
  const schema = useMemo(() => accountFormRules(others), [others]);
  const [createAccount] = useCreateAccountMutation();
  const [updateAccount] = useUpdateAccountMutation();
  const saveLimits = useSaveLimits();
  const [deleting, setDeleting] = useState(false);

  const entity = useEntityForm<AccountFormValues>({
    defaultValues: accountToForm(account, limits),
    schema,
    save: async (values) => {
      if (isNew) {
        const { sid } = await createAccount(
          accountCreatePayload(values, serviceProviderSid, options),
        ).unwrap();
        try {
          if (limitsEditable) await saveLimits({ kind: 'account', sid }, [], values.limits);
          if (recording && values.enable_recording)
            await updateAccount({ sid, body: recordingPayload(values) }).unwrap();
        } catch (reason) {
          // The account exists; what failed can be fixed on its edit page.
          toast('error', toApiError(reason).msg);
          return { to: paths.accountEdit(sid) };
        }
        return { message: t('accountForm.created'), to: paths.accounts };
      }
      const sid = account.account_sid;
      await updateAccount({ sid, body: accountUpdatePayload(values, options) }).unwrap();
      if (limitsEditable) await saveLimits({ kind: 'account', sid }, limits, values.limits);
      // An account user stays on their own account.
      return {
        message: t('accountForm.updated'),
        to: session.isServiceProviderOrAdmin ? paths.accounts : undefined,
      };
    },
    errorMessage: (reason, form) => {
      // a duplicate comes as the database's own text from a jambonz API (kept as the error's details)
      const { msg, details } = toApiError(reason);
      const { field, message } = accountSaveErrorMessage(details ?? msg);
      if (!field) return describeFailure(t('accountForm.notSaved'), reason);
      form.setError(field, { message });
      return message;
    },
  });
  const { register, formState } = entity.form;

  return (
    <>
      <EntityForm
        entity={entity}
        title={isNew ? t('accountForm.addTitle') : t('accountForm.editTitle')}
        description={account?.name}
        readOnly={readOnly}
        cancelTo={session.isServiceProviderOrAdmin ? paths.accounts : undefined}
        deleteLabel={
          !isNew && session.isServiceProviderOrAdmin && !readOnly ? t('accountForm.deleteAccount') : undefined
        }
        onDelete={() => setDeleting(true)}
        actions={
          account ? (
            <ButtonLink to={withAccount(paths.activity, account.account_sid)}>
              {t('accountForm.activity')}
            </ButtonLink>
          ) : undefined
        }
      >
        <Fieldset legend={t('accountForm.account')} disabled={readOnly}>
          <TextField
            label={t('accountForm.name')}
            required
            autoComplete="off"
            error={formState.errors.name}
            {...register('name')}
          />
          {options.sipRealmEditable ? (
            <TextField
              label={t('accountForm.sipRealm')}
              autoComplete="off"
              placeholder={t('accountForm.sipRealmPlaceholder')}
              hint={t('accountForm.sipRealmHint')}
              error={formState.errors.sip_realm}
              {...register('sip_realm')}
            />
          ) : account?.sip_realm ? (
            <TextField label={t('accountForm.sipRealm')} readOnly value={account.sip_realm} />
          ) : null}
          {account ? <WebhookSecret account={account} readOnly={readOnly} /> : null}
          {account ? (
            <div className={styles.grid}>
              <ApplicationPicker
                name="device_calling_application_sid"
                label={t('accountForm.deviceCallingApplication')}
                hint={t('accountForm.deviceCallingHint')}
                accountSid={account.account_sid}
              />
              <ApplicationPicker
                name="siprec_hook_sid"
                label={t('accountForm.siprecApplication')}
                accountSid={account.account_sid}
              />
            </div>
          ) : null}
          {options.debugLogEditable ? (
            <CheckboxField toggle label={t('accountForm.debugLog')} {...register('enable_debug_log')} />
          ) : null}
        </Fieldset>
        <div className={styles.stack}>
          <WebhookFields
            name="registration_hook"
            legend={t('accountForm.registrationWebhook')}
            readOnly={readOnly}
          />
          <WebhookFields
            name="queue_event_hook"
            legend={t('accountForm.queueEventWebhook')}
            readOnly={readOnly}
          />
          <LimitsFields readOnly={!limitsEditable} />
          {recording ? <RecordingFields accountSid={account?.account_sid} readOnly={readOnly} /> : null}
        </div>
      </EntityForm>
      {account ? (
        <>
          {hosted && session.isAccountUser ? <HostedAccountSummary account={account} /> : null}
          <ApiKeysSection
            owner={{ kind: 'account', sid: account.account_sid }}
            title={t('accountForm.apiKeys')}
            readOnly={readOnly}
          />
          <AccountTtsCache accountSid={account.account_sid} readOnly={readOnly} />
          {hosted && session.isAccountUser && !readOnly ? <HostedAccountDelete account={account} /> : null}
          <DeleteAccountDialog
            account={deleting ? account : null}
            onCancel={() => setDeleting(false)}
            onDeleted={() => entity.leave(paths.accounts)}
          />
        </>
      ) : null}
    </>
  );
}

/** The account's webhook signing secret: masked, copy, regenerate. */
function WebhookSecret({ account, readOnly }: { account: Account; readOnly: boolean }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const [regenerate, regenerating] = useRegenerateWebhookSecretMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const shown = secret ?? account.webhook_secret;
  return (
    <div className={styles.secret}>
      <span className={styles.muted}>{t('accountForm.webhookSecret')}</span>
      <div className={styles.inlineRow}>
        {shown ? (
          <ObscuredSecret value={shown} label={t('accountForm.webhookSecret')} />
        ) : (
          <span>{t('accountForm.none')}</span>
        )}
        {readOnly ? null : (
          <Button
            variant="secondary"
            size="sm"
            busy={regenerating.isLoading}
            onClick={async () => {
              try {
                const result = await regenerate(account.account_sid).unwrap();
                setSecret(result.webhook_secret);
                toast('success', t('accountForm.secretGenerated'));
              } catch (reason) {
                toast('error', toApiError(reason).msg);
              }
            }}
          >
            {t('accountForm.generateSecret')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The account's text-to-speech cache. */
function AccountTtsCache({ accountSid, readOnly }: { accountSid: string; readOnly: boolean }) {
  const size = useGetAccountTtsCacheQuery(accountSid);
  const [clear, clearing] = useClearAccountTtsCacheMutation();
  return (
    <TtsCacheSection
      size={size}
      clear={() => clear(accountSid).unwrap()}
      clearing={clearing.isLoading}
      readOnly={readOnly}
    />
  );
}
