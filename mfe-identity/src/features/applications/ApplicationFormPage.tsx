// Add an application / Edit application (docs/product/identity.md#application-form): name (unique per account), account, call and call status
// webhooks, speech synthesis and recognition (with fallback), record all calls, and the environment variables the
// call webhook's schema asks for.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import { toApiError, useApiCapabilities, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { useFeature } from '@switchboard/shared/config';
import type { Account, AppEnvSchema, Application, Paged } from '@switchboard/shared/types';
import {
  DEBOUNCE_MS,
  MESSAGES,
  applicationFormRules,
  envVarInitialValue,
  isApplicationNameInUse,
  isWebsocketUrl,
  webhookUrlError,
} from '@switchboard/shared/validation';
import {
  AccountSelector,
  CheckboxField,
  Fieldset,
  TextField,
  useDebouncedValue,
} from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { ButtonLink } from '@switchboard/shared/ui-links';
import {
  EntityLoader,
  NoAccess,
  effectiveAccountSid,
  useSelectedAccount,
  useSessionInfo,
  withAccount,
} from '@switchboard/shared/admin';
import { EntityForm, formResolver, useEntityForm } from '@switchboard/shared/admin-forms';
import { paths } from '../../lib/paths';
import { WebhookFields } from '../../lib/WebhookFields';
import {
  useCreateApplicationMutation,
  useGetAccountSpeechCredentialsQuery,
  useGetApplicationQuery,
  useLazyFindApplicationsByNameQuery,
  useLazyGetAppEnvQuery,
  useLazyLookupAppEnvQuery,
  useUpdateApplicationMutation,
} from './api';
import { applicationPayload, applicationToForm, type ApplicationFormValues } from './application.rules';
import { DeleteApplicationDialog } from './DeleteApplicationDialog';
import { EnvVarsFields } from './EnvVarsFields';
import { SpeechFields } from './SpeechFields';

export default function ApplicationFormPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { application_sid: applicationSid } = useParams();
  const session = useSessionInfo();
  const app = useGetApplicationQuery(applicationSid ?? '', { skip: !applicationSid });
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const { accountSid: selected } = useSelectedAccount();
  return (
    <EntityLoader
      entity={applicationSid ? app : undefined}
      needs={session.serviceProviderSid ? [accounts] : []}
      loadingLabel={applicationSid ? t('applicationForm.loadingApplication') : t('applicationForm.loading')}
    >
      {(saved) => {
        if (saved && session.isAccountUser && saved.account_sid !== session.ownAccountSid) {
          return <NoAccess message={MESSAGES.noResourceAccess} />;
        }
        const list = accounts.data ?? [];
        const defaultAccount = session.ownAccountSid ?? effectiveAccountSid(list, selected) ?? '';
        if (!saved && !defaultAccount) {
          return (
            <NoAccess
              message={t('applications.noAccount')}
              action={
                session.isServiceProviderOrAdmin ? (
                  <ButtonLink to={paths.accountAdd}>{t('applicationForm.addAccount')}</ButtonLink>
                ) : undefined
              }
            />
          );
        }
        return (
          <ApplicationForm
            key={applicationSid ?? 'new'}
            saved={saved}
            accounts={list}
            defaultAccount={defaultAccount}
          />
        );
      }}
    </EntityLoader>
  );
}

interface EnvState {
  schema: AppEnvSchema | null;
  loading: boolean;
  error?: string;
}

function ApplicationForm({
  saved,
  accounts,
  defaultAccount,
}: {
  saved?: Application;
  accounts: Account[];
  defaultAccount: string;
}) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const session = useSessionInfo();
  const recording = useFeature('recording');
  const isNew = !saved;
  const readOnly = session.isViewOnly;

  const envRef = useRef<AppEnvSchema | null>(null);
  const resolver = useMemo<Resolver<ApplicationFormValues>>(
    () => (values, context, options) =>
      formResolver<ApplicationFormValues>(applicationFormRules(envRef.current))(values, context, options),
    [],
  );
  const [createApplication] = useCreateApplicationMutation();
  const [updateApplication] = useUpdateApplicationMutation();
  const [findByName] = useLazyFindApplicationsByNameQuery();
  const [getAppEnv] = useLazyGetAppEnvQuery();
  const [lookupAppEnvWithProblem] = useLazyLookupAppEnvQuery();
  const capabilities = useApiCapabilities();
  const lookupAppEnv = useCallback(
    async (url: string): Promise<AppEnvSchema | null> => {
      // an unreachable webhook is an expected answer while its URL is typed: on an API that says so without a 400
      if (!capabilities.has('app-env-lookup')) return getAppEnv(url, true).unwrap();
      const { schema, problem } = await lookupAppEnvWithProblem(url, true).unwrap();
      if (problem !== null) throw { status: 400, data: { msg: problem } };
      return schema;
    },
    [capabilities, getAppEnv, lookupAppEnvWithProblem],
  );
  const [deleting, setDeleting] = useState(false);

  /** The unique-name rule: the account's applications whose name contains it, page by page. */
  const nameTaken = async (name: string, account: string): Promise<boolean> => {
    for (let page = 1; page <= 20; page += 1) {
      const body = await findByName({ accountSid: account, name: name.trim(), page }).unwrap();
      const rows = Array.isArray(body) ? body : body.data;
      if (isApplicationNameInUse(name, rows, saved?.application_sid)) return true;
      const total = Array.isArray(body) ? rows.length : (body as Paged<Application>).total;
      if (Array.isArray(body) || page * 100 >= total) return false;
    }
    return false;
  };

  const entity = useEntityForm<ApplicationFormValues>({
    defaultValues: applicationToForm(saved, defaultAccount),
    resolver,
    save: async (values, { refuse }) => {
      if (await nameTaken(values.name, values.account_sid)) refuse('name', MESSAGES.applicationNameInUse);
      const body = applicationPayload(values, envRef.current, saved);
      if (saved) await updateApplication({ sid: saved.application_sid, body }).unwrap();
      else await createApplication(body).unwrap();
      return {
        message: saved ? t('applicationForm.updated') : t('applicationForm.created'),
        to: withAccount(paths.applications, values.account_sid),
      };
    },
  });
  const { register, formState, control, setValue, getValues } = entity.form;
  const accountSid = useWatch({ control, name: 'account_sid' });
  const callUrl = useWatch({ control, name: 'call_hook.url' });
  const useFallback = useWatch({ control, name: 'use_for_fallback_speech' });
  const credentials = useGetAccountSpeechCredentialsQuery(accountSid, { skip: !accountSid });
  const speechSp =
    accounts.find((a) => a.account_sid === accountSid)?.service_provider_sid ??
    session.serviceProviderSid ??
    '';
  // A websocket call URL copies itself to an empty or websocket status URL.
  const previousCallUrl = useRef(callUrl);
  useEffect(() => {
    if (previousCallUrl.current === callUrl) return;
    previousCallUrl.current = callUrl;
    const statusUrl = getValues('call_status_hook.url');
    if (isWebsocketUrl(callUrl) && (!statusUrl || isWebsocketUrl(statusUrl))) {
      setValue('call_status_hook.url', callUrl, { shouldDirty: true });
    }
  }, [callUrl, getValues, setValue]);

  // The environment schema of the call webhook, looked up 500 ms after its URL stops changing.
  const lookupUrl = useDebouncedValue(callUrl, DEBOUNCE_MS.webhookSchema);
  const [env, setEnv] = useState<EnvState>({ schema: null, loading: false });
  useEffect(() => {
    const url = lookupUrl.trim();
    if (!url || webhookUrlError(url)) {
      envRef.current = null;
      setEnv({ schema: null, loading: false });
      return;
    }
    // which lookup this API has is known first (asked once per session)
    if (!capabilities.known) return;
    let current = true;
    setEnv((state) => ({ ...state, loading: true, error: undefined }));
    lookupAppEnv(url).then(
      (schema) => {
        if (!current) return;
        envRef.current = schema;
        if (schema) {
          for (const [key, spec] of Object.entries(schema)) {
            const stored = getValues(`env_vars.${key}`);
            setValue(`env_vars.${key}`, envVarInitialValue(spec, stored === '' ? undefined : stored));
          }
        }
        setEnv({ schema, loading: false });
      },
      (reason: unknown) => {
        if (!current) return;
        envRef.current = null;
        setEnv({ schema: null, loading: false, error: toApiError(reason).msg });
      },
    );
    return () => {
      current = false;
    };
  }, [lookupUrl, lookupAppEnv, capabilities.known, getValues, setValue]);

  return (
    <>
      <EntityForm
        entity={entity}
        title={isNew ? t('applicationForm.addTitle') : t('applicationForm.editTitle')}
        description={saved?.name}
        readOnly={readOnly}
        cancelTo={withAccount(paths.applications, accountSid)}
        deleteLabel={saved && !readOnly ? t('applicationForm.deleteApplication') : undefined}
        onDelete={() => setDeleting(true)}
      >
        <Fieldset legend={t('applicationForm.application')} disabled={readOnly}>
          <TextField
            label={t('applicationForm.name')}
            required
            autoComplete="off"
            error={formState.errors.name}
            {...register('name')}
          />
          {session.isServiceProviderOrAdmin ? (
            <AccountSelector
              accounts={accounts}
              value={accountSid}
              required
              error={formState.errors.account_sid}
              onChange={(value) =>
                setValue('account_sid', value ?? '', { shouldDirty: true, shouldValidate: true })
              }
            />
          ) : null}
        </Fieldset>
        <WebhookFields
          name="call_hook"
          legend={t('applicationForm.callingWebhook')}
          required
          readOnly={readOnly}
          placeholder={t('applicationForm.callingWebhookPlaceholder')}
        />
        <WebhookFields
          name="call_status_hook"
          legend={t('applicationForm.callStatusWebhook')}
          required
          readOnly={readOnly}
        />
        <EnvVarsFields
          schema={env.schema}
          loading={env.loading}
          lookupError={env.error}
          serviceProviderSid={speechSp}
          accountSid={accountSid}
          readOnly={readOnly}
        />
        <SpeechFields
          kind="synthesis"
          legend={t('applicationForm.speechSynthesis')}
          serviceProviderSid={speechSp}
          credentials={credentials.data}
          readOnly={readOnly}
        />
        <SpeechFields
          kind="recognizer"
          legend={t('applicationForm.speechRecognition')}
          serviceProviderSid={speechSp}
          credentials={credentials.data}
          readOnly={readOnly}
        />
        <Fieldset legend={t('applicationForm.fallbackSpeech')} disabled={readOnly}>
          <CheckboxField
            toggle
            label={t('applicationForm.useFallback')}
            hint={t('applicationForm.useFallbackHint')}
            {...register('use_for_fallback_speech')}
          />
        </Fieldset>
        {useFallback ? (
          <>
            <SpeechFields
              kind="synthesis"
              prefix="fallback_"
              legend={t('applicationForm.fallbackSynthesis')}
              serviceProviderSid={speechSp}
              credentials={credentials.data}
              readOnly={readOnly}
              optional
            />
            <SpeechFields
              kind="recognizer"
              prefix="fallback_"
              legend={t('applicationForm.fallbackRecognition')}
              serviceProviderSid={speechSp}
              credentials={credentials.data}
              readOnly={readOnly}
              optional
            />
          </>
        ) : null}
        {recording ? (
          <Fieldset legend={t('applicationForm.callRecording')} disabled={readOnly}>
            <CheckboxField label={t('applicationForm.recordAll')} {...register('record_all_calls')} />
          </Fieldset>
        ) : null}
      </EntityForm>
      <DeleteApplicationDialog
        application={deleting && saved ? saved : null}
        onCancel={() => setDeleting(false)}
        onDeleted={() => entity.leave(withAccount(paths.applications, saved?.account_sid))}
      />
    </>
  );
}
