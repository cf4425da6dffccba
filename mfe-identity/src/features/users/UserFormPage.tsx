// Add user and Edit user (docs/product/identity.md#user-form), also a user editing themselves from the badge.
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useParams } from 'react-router';
import {
  toApiError,
  useGetPasswordSettingsQuery,
  useGetServiceProviderAccountsQuery,
  useGetServiceProvidersQuery,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useFeature } from '@switchboard/shared/config';
import type { PasswordSettings, Scope, UserDetail } from '@switchboard/shared/types';
import {
  MESSAGES,
  changePasswordFormSchema,
  checkPassword,
  resolvePasswordSettings,
  scopeOfSids,
  userFormSchema,
  type ChangePasswordForm,
  type UserForm,
} from '@switchboard/shared/validation';
import {
  CheckboxField,
  Fieldset,
  PasswordField,
  RadioGroup,
  Section,
  SelectField,
  TextField,
} from '@switchboard/shared/ui';
import { EntityLoader, NoAccess, PageLoading, sortByName, useSessionInfo } from '@switchboard/shared/admin';
import {
  ContextForm,
  EntityForm,
  FormActions,
  formResolver,
  useEntityForm,
} from '@switchboard/shared/admin-forms';
import { paths } from '../../lib/paths';
import styles from '../../lib/identity.module.css';
import {
  useChangeOwnPasswordMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
} from './api';
import { assignableScopes, userCreatePayload, userToForm, userUpdatePayload } from './users.rules';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { SignOutEverywhere } from './SignOutEverywhere';
import { OwnTwoFactor, ResetTwoFactor } from './TwoFactorSection';

/** The policy's requirements in the user's language, by their key. */
const REQUIREMENT_KEYS = {
  length: 'messages.passwordMinLength',
  digit: 'messages.passwordDigit',
  special: 'messages.passwordSpecial',
} as const;

/** 'Password must:' and what the policy asks, as the hint of password fields. */
function PasswordPolicyHint({ settings }: { settings?: PasswordSettings }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const count = resolvePasswordSettings(settings).min_password_length;
  const requirements = checkPassword('', settings).map((r) => t(REQUIREMENT_KEYS[r.key], { count }));
  return <>{t('userForm.passwordHint', { requirements: requirements.join('; ') })}</>;
}

export default function UserFormPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { user_sid: userSid } = useParams();
  const hosted = useFeature('hosted');
  const user = useGetUserQuery(userSid ?? '', { skip: !userSid });
  const settings = useGetPasswordSettingsQuery();
  const { userSid: selfSid } = useSessionInfo();
  // The hosted variant has no Users area; a user still edits themselves from the badge.
  if (hosted && userSid !== selfSid) return <NoAccess message={t('messages.noAccess')} />;
  // The password policy only words the hints: the form opens without it when it cannot be read.
  const policyPending = !settings.data && !settings.error;
  return (
    <EntityLoader
      entity={userSid ? user : undefined}
      loadingLabel={userSid ? t('userForm.loadingUser') : t('userForm.loading')}
      noAccessMessage={t('messages.noAccess')}
    >
      {(saved) =>
        policyPending ? (
          <PageLoading label={userSid ? t('userForm.loadingUser') : t('userForm.loading')} />
        ) : (
          <UserFormView key={userSid ?? 'new'} saved={saved} passwordSettings={settings.data} />
        )
      }
    </EntityLoader>
  );
}

function UserFormView({
  saved,
  passwordSettings,
}: {
  saved?: UserDetail;
  passwordSettings?: PasswordSettings;
}) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const session = useSessionInfo();
  const isNew = !saved;
  const self = Boolean(saved && saved.user_sid === session.userSid);
  const readOnly = session.isViewOnly;
  const scopes = assignableScopes(session.scope);

  const serviceProviders = useGetServiceProvidersQuery(undefined, { skip: !session.isAdmin });
  const defaults: Partial<UserForm> = {
    service_provider_sid: session.serviceProviderSid ?? '',
    account_sid: session.ownAccountSid ?? '',
    scope: 'account',
  };
  // Whether the chosen service provider has accounts; read by the resolver at validation time.
  const noAccountsRef = useRef(false);
  const resolver = useMemo<Resolver<UserForm>>(
    () => (values, context, options) =>
      formResolver<UserForm>(
        userFormSchema({ isNew, passwordSettings, accountsAvailable: !noAccountsRef.current }),
      )(values, context, options),
    [isNew, passwordSettings],
  );
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const entity = useEntityForm<UserForm>({
    defaultValues: userToForm(saved, defaults),
    resolver,
    save: async (values) => {
      if (isNew) await createUser(userCreatePayload(values)).unwrap();
      else
        await updateUser({ sid: saved.user_sid, body: userUpdatePayload(values, saved, { self }) }).unwrap();
      const message = isNew ? t('userForm.created') : t('userForm.updated');
      // Editing oneself stays on the page (the password is changed below the form).
      return self ? { message, resetTo: { ...values, initial_password: '' } } : { message, to: paths.users };
    },
  });
  const { register, formState, control, setValue } = entity.form;
  const scope = useWatch({ control, name: 'scope' }) as Scope;
  const chosenSp = useWatch({ control, name: 'service_provider_sid' }) || session.serviceProviderSid || '';
  const accounts = useGetServiceProviderAccountsQuery(chosenSp, {
    skip: !chosenSp || !session.isServiceProviderOrAdmin || !isNew || scope !== 'account',
  });
  // Account scope needs an account to exist ('Cannot create an account. Service Provider has no accounts.').
  const noAccounts = Boolean(accounts.data && accounts.data.length === 0);
  useEffect(() => {
    noAccountsRef.current = noAccounts;
  }, [noAccounts]);

  const savedScope = saved ? scopeOfSids(saved.service_provider_sid, saved.account_sid) : null;
  const accountOptions = sortByName(accounts.data).map((a) => ({ value: a.account_sid, label: a.name }));

  return (
    <>
      <EntityForm
        entity={entity}
        title={isNew ? t('userForm.addTitle') : self ? t('userForm.yourUser') : t('userForm.editTitle')}
        formLabel={isNew ? t('userForm.addTitle') : t('userForm.editTitle')}
        description={saved?.name}
        readOnly={readOnly}
        cancelTo={paths.users}
        remove={
          saved && !self && !readOnly
            ? {
                what: t('users.what'),
                name: saved.name,
                run: () => deleteUser(saved.user_sid).unwrap(),
                message: t('users.deleted', { name: saved.name }),
                to: paths.users,
              }
            : undefined
        }
      >
        <Fieldset legend={t('userForm.user')} disabled={readOnly}>
          <div className={styles.grid}>
            <TextField
              label={t('userForm.userName')}
              required
              autoComplete="off"
              error={formState.errors.name}
              {...register('name')}
            />
            <TextField
              label={t('userForm.email')}
              type="email"
              required
              autoComplete="off"
              error={formState.errors.email}
              {...register('email')}
            />
          </div>
          {self ? null : (
            <PasswordField
              label={isNew ? t('userForm.temporaryPassword') : t('userForm.newTemporaryPassword')}
              required={isNew}
              autoComplete="new-password"
              hint={
                <>
                  {isNew ? null : `${t('userForm.keepPassword')} `}
                  <PasswordPolicyHint settings={passwordSettings} />
                </>
              }
              error={formState.errors.initial_password}
              {...register('initial_password')}
            />
          )}
        </Fieldset>
        <Fieldset legend={t('userForm.scope')} disabled={readOnly}>
          {isNew ? (
            <RadioGroup
              label={t('userForm.scope')}
              name="scope"
              inline
              options={scopes.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
              value={scope}
              onValueChange={(value) => setValue('scope', value as Scope, { shouldDirty: true })}
            />
          ) : (
            <p>
              {t('userForm.scopeLabel')} <strong>{savedScope ? t(`scopes.${savedScope}`) : ''}</strong>
            </p>
          )}
          {isNew && session.isAdmin && scope !== 'admin' ? (
            <SelectField
              label={t('userForm.serviceProvider')}
              required
              options={sortByName(serviceProviders.data).map((sp) => ({
                value: sp.service_provider_sid,
                label: sp.name,
              }))}
              error={formState.errors.service_provider_sid}
              {...register('service_provider_sid', {
                onChange: () => setValue('account_sid', ''),
              })}
            />
          ) : null}
          {isNew && scope === 'account' && session.isServiceProviderOrAdmin ? (
            <SelectField
              label={t('userForm.account')}
              required
              placeholder={t('userForm.chooseAccount')}
              options={accountOptions}
              readOnly={noAccounts}
              error={noAccounts ? MESSAGES.noAccountsForAccountUser : formState.errors.account_sid}
              {...register('account_sid')}
            />
          ) : null}
        </Fieldset>
        {self ? null : (
          <Fieldset legend={t('userForm.status')} disabled={readOnly}>
            <CheckboxField label={t('userForm.forceChange')} {...register('force_change')} />
            <CheckboxField toggle label={t('userForm.active')} {...register('is_active')} />
            <CheckboxField
              toggle
              label={t('userForm.viewOnly')}
              hint={t('userForm.viewOnlyHint')}
              {...register('is_view_only')}
            />
          </Fieldset>
        )}
      </EntityForm>
      {self && saved ? <ChangeOwnPassword user={saved} passwordSettings={passwordSettings} /> : null}
      {self ? <OwnTwoFactor /> : null}
      {self ? <SignOutEverywhere /> : null}
      {saved && !self ? <ResetTwoFactor userSid={saved.user_sid} name={saved.name} /> : null}
    </>
  );
}

/** A signed-in user changes their own password: current password, new one (policy), confirmation. */
function ChangeOwnPassword({
  user,
  passwordSettings,
}: {
  user: UserDetail;
  passwordSettings?: PasswordSettings;
}) {
  const resolver = useMemo(
    () => formResolver<ChangePasswordForm>(changePasswordFormSchema(passwordSettings)),
    [passwordSettings],
  );
  const form = useForm<ChangePasswordForm>({
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    resolver,
  });
  const { register, formState, reset } = form;
  const [changePassword] = useChangeOwnPasswordMutation();
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  return (
    <Section title={t('userForm.changePassword')}>
      <ContextForm
        label={t('userForm.changePassword')}
        form={form}
        onSubmit={async (values) => {
          try {
            await changePassword({
              sid: user.user_sid,
              old_password: values.old_password,
              new_password: values.new_password,
              is_view_only: Boolean(user.is_view_only),
            }).unwrap();
            toast('success', t('userForm.passwordChanged'));
            reset();
          } catch (reason) {
            const { status, msg } = toApiError(reason);
            toast('error', status === 403 ? t('userForm.wrongPassword') : msg);
          }
        }}
      >
        <PasswordField
          label={t('userForm.currentPassword')}
          required
          autoComplete="current-password"
          error={formState.errors.old_password}
          {...register('old_password')}
        />
        <div className={styles.grid}>
          <PasswordField
            label={t('userForm.newPassword')}
            required
            autoComplete="new-password"
            hint={<PasswordPolicyHint settings={passwordSettings} />}
            error={formState.errors.new_password}
            {...register('new_password')}
          />
          <PasswordField
            label={t('userForm.confirmPassword')}
            required
            autoComplete="new-password"
            error={formState.errors.confirm_password}
            {...register('confirm_password')}
          />
        </div>
        <FormActions
          canSave
          saving={formState.isSubmitting}
          saveLabel={t('userForm.changePassword')}
          saveVariant="secondary"
        />
      </ContextForm>
    </Section>
  );
}
