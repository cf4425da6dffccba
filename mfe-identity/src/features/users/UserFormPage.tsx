// Add user and Edit user (core §2, §3, §5, §6), also a user editing themselves from the badge.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
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
  scopeOfSids,
  userFormSchema,
  type ChangePasswordForm,
  type UserForm,
} from '@switchboard/shared/validation';
import {
  Button,
  CheckboxField,
  ConfirmDelete,
  Fieldset,
  PasswordField,
  RadioGroup,
  Section,
  SelectField,
  TextField,
} from '@switchboard/shared/ui';
import { EntityForm } from '../../lib/EntityForm';
import { FormActions } from '../../lib/FormActions';
import { LoadError, NoAccess, PageLoading, isNoAccessError } from '../../lib/page-state';
import { paths } from '../../lib/paths';
import { sortByName } from '../../lib/selected-account';
import { useSessionInfo } from '../../lib/session';
import { useUnsavedChanges } from '../../lib/unsaved-changes';
import styles from '../../lib/identity.module.css';
import {
  useChangeOwnPasswordMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetUserQuery,
  useUpdateUserMutation,
} from './api';
import {
  SCOPE_LABELS,
  assignableScopes,
  userCreatePayload,
  userToForm,
  userUpdatePayload,
} from './users.rules';
import { deletedUserMessage } from './UsersPage';

export const USER_CREATED = 'User created successfully';
export const USER_UPDATED = 'User updated successfully';
export const PASSWORD_CHANGED = 'Password changed successfully';

/** 'Password must:' and what the policy asks, as the hint of password fields. */
function PasswordPolicyHint({ settings }: { settings?: PasswordSettings }) {
  const requirements = checkPassword('', settings);
  return (
    <>
      {MESSAGES.passwordMust} {requirements.map((r) => r.message).join('; ')}
    </>
  );
}

export default function UserFormPage() {
  const { user_sid: userSid } = useParams();
  const hosted = useFeature('hosted');
  const user = useGetUserQuery(userSid ?? '', { skip: !userSid });
  const settings = useGetPasswordSettingsQuery();
  const { userSid: selfSid } = useSessionInfo();
  // The hosted variant has no Users area; a user still edits themselves from the badge.
  if (hosted && userSid !== selfSid) return <NoAccess message={MESSAGES.noAccess} />;
  if (userSid && user.error) {
    if (isNoAccessError(user.error)) return <NoAccess message={MESSAGES.noAccess} />;
    return <LoadError error={user.error} onRetry={() => user.refetch()} />;
  }
  if ((userSid && !user.data) || (!settings.data && !settings.error)) {
    return <PageLoading label={userSid ? 'Loading the user' : 'Loading'} />;
  }
  return <UserFormView key={userSid ?? 'new'} saved={user.data} passwordSettings={settings.data} />;
}

function UserFormView({
  saved,
  passwordSettings,
}: {
  saved?: UserDetail;
  passwordSettings?: PasswordSettings;
}) {
  const session = useSessionInfo();
  const navigate = useNavigate();
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
      (
        zodResolver(
          userFormSchema({ isNew, passwordSettings, accountsAvailable: !noAccountsRef.current }),
        ) as unknown as Resolver<UserForm>
      )(values, context, options),
    [isNew, passwordSettings],
  );
  const form = useForm<UserForm>({ defaultValues: userToForm(saved, defaults), resolver });
  const { register, formState, control, setValue } = form;
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

  const { dialog, allowNavigation } = useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [deleting, setDeleting] = useState(false);

  const onSubmit = async (values: UserForm) => {
    try {
      if (isNew) {
        await createUser(userCreatePayload(values)).unwrap();
      } else {
        await updateUser({ sid: saved.user_sid, body: userUpdatePayload(values, saved, { self }) }).unwrap();
      }
    } catch (reason) {
      toast('error', toApiError(reason).msg);
      throw reason;
    }
    toast('success', isNew ? USER_CREATED : USER_UPDATED);
    if (self) {
      form.reset({ ...values, initial_password: '' });
      return;
    }
    allowNavigation();
    navigate(paths.users);
  };

  const savedScope = saved ? scopeOfSids(saved.service_provider_sid, saved.account_sid) : null;
  const accountOptions = sortByName(accounts.data).map((a) => ({ value: a.account_sid, label: a.name }));

  return (
    <>
      <EntityForm
        title={isNew ? 'Add user' : self ? 'Your user' : 'Edit user'}
        formLabel={isNew ? 'Add user' : 'Edit user'}
        description={saved?.name}
        deleteLabel={!isNew && !self && !readOnly ? 'Delete user' : undefined}
        onDelete={() => setDeleting(true)}
        form={form}
        onSubmit={onSubmit}
      >
        <Fieldset legend="User" disabled={readOnly}>
          <div className={styles.grid}>
            <TextField
              label="User name"
              required
              autoComplete="off"
              error={formState.errors.name}
              {...register('name')}
            />
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="off"
              error={formState.errors.email}
              {...register('email')}
            />
          </div>
          {self ? null : (
            <PasswordField
              label={isNew ? 'Temporary password' : 'New temporary password'}
              required={isNew}
              autoComplete="new-password"
              hint={
                <>
                  {isNew ? null : 'Leave blank to keep the current password. '}
                  <PasswordPolicyHint settings={passwordSettings} />
                </>
              }
              error={formState.errors.initial_password}
              {...register('initial_password')}
            />
          )}
        </Fieldset>
        <Fieldset legend="Scope" disabled={readOnly}>
          {isNew ? (
            <RadioGroup
              label="Scope"
              name="scope"
              inline
              options={scopes.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
              value={scope}
              onValueChange={(value) => setValue('scope', value as Scope, { shouldDirty: true })}
            />
          ) : (
            <p>
              Scope: <strong>{savedScope ? SCOPE_LABELS[savedScope] : ''}</strong>
            </p>
          )}
          {isNew && session.isAdmin && scope !== 'admin' ? (
            <SelectField
              label="Service provider"
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
              label="Account"
              required
              placeholder="Choose an account"
              options={accountOptions}
              readOnly={noAccounts}
              error={noAccounts ? MESSAGES.noAccountsForAccountUser : formState.errors.account_sid}
              {...register('account_sid')}
            />
          ) : null}
        </Fieldset>
        {self ? null : (
          <Fieldset legend="Status" disabled={readOnly}>
            <CheckboxField label="Force change of password at next sign-in" {...register('force_change')} />
            <CheckboxField toggle label="Active" {...register('is_active')} />
            <CheckboxField
              toggle
              label="View only"
              hint="Can see everything in their scope but change nothing"
              {...register('is_view_only')}
            />
          </Fieldset>
        )}
        <FormActions canSave={!readOnly} saving={formState.isSubmitting} cancelTo={paths.users} />
      </EntityForm>
      {self && saved ? <ChangeOwnPassword user={saved} passwordSettings={passwordSettings} /> : null}
      <ConfirmDelete
        open={deleting && Boolean(saved)}
        what="user"
        name={saved?.name ?? ''}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          if (!saved) return;
          await deleteUser(saved.user_sid).unwrap();
          toast('success', deletedUserMessage(saved.name));
          allowNavigation();
          navigate(paths.users);
        }}
      />
      {dialog}
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
    () => zodResolver(changePasswordFormSchema(passwordSettings)) as unknown as Resolver<ChangePasswordForm>,
    [passwordSettings],
  );
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordForm>({
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    resolver,
  });
  const [changePassword] = useChangeOwnPasswordMutation();
  return (
    <Section title="Change password">
      <form
        className={styles.form}
        noValidate
        aria-label="Change password"
        onSubmit={handleSubmit(async (values) => {
          try {
            await changePassword({
              sid: user.user_sid,
              old_password: values.old_password,
              new_password: values.new_password,
              is_view_only: Boolean(user.is_view_only),
            }).unwrap();
            toast('success', PASSWORD_CHANGED);
            reset();
          } catch (reason) {
            const { status, msg } = toApiError(reason);
            toast('error', status === 403 ? 'The current password is not correct' : msg);
          }
        })}
      >
        <PasswordField
          label="Current password"
          required
          autoComplete="current-password"
          error={formState.errors.old_password}
          {...register('old_password')}
        />
        <div className={styles.grid}>
          <PasswordField
            label="New password"
            required
            autoComplete="new-password"
            hint={<PasswordPolicyHint settings={passwordSettings} />}
            error={formState.errors.new_password}
            {...register('new_password')}
          />
          <PasswordField
            label="Confirm new password"
            required
            autoComplete="new-password"
            error={formState.errors.confirm_password}
            {...register('confirm_password')}
          />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}
