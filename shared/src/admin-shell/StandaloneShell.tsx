// The minimal shell of an area's standalone page: sign in, pick the service provider (admins), move between the
// area's pages, sign out. The real shell is the host; this one exists to develop and demo an area alone.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NavLink, Outlet } from 'react-router';
import { fallbackServiceProvider, sessionApi, useGetServiceProvidersQuery } from '@switchboard/shared/api';
import { LOGIN_MESSAGES, LoginError, requestLogin, useRuntimeConfig } from '@switchboard/shared/config';
import { toast } from '@switchboard/shared/bus';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import {
  selectServiceProviderSid,
  selectUser,
  serviceProviderSelected,
  signedIn,
  signedOut,
  useAppDispatch,
  useAppSelector,
} from '@switchboard/shared/store';
import { Button, PageHeader, PasswordField, SelectField, TextField } from '@switchboard/shared/ui';
import { sortByName } from '@switchboard/shared/admin';
import { navLinks, type AreaDefinition } from './area';
import styles from './shell.module.css';

function SignIn({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<string>();
  const { t } = useTranslation(KIT_NAMESPACE);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { username: '', password: '' } });
  return (
    <main className={styles.signIn}>
      <PageHeader title={t('standaloneTitle', { title })} description="Sign in with a portal user." />
      <form
        className={styles.form}
        aria-label="Sign in"
        onSubmit={handleSubmit(async (values) => {
          setProblem(undefined);
          try {
            // the sign-in request and its texts of the portal's sign-in page
            const result = await requestLogin(values.username, values.password);
            if (result.force_change) {
              setProblem('This user must choose a new password first: sign in once through the portal.');
              return;
            }
            dispatch(signedIn({ token: result.token }));
          } catch (reason) {
            setProblem(reason instanceof LoginError ? reason.message : LOGIN_MESSAGES.generic);
          }
        })}
      >
        <TextField label="Username" autoComplete="username" {...register('username', { required: true })} />
        <PasswordField label="Password" capsLockWarning {...register('password', { required: true })} />
        {problem ? <p role="alert">{problem}</p> : null}
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          Log in
        </Button>
      </form>
    </main>
  );
}

function ServiceProviderPicker() {
  const user = useAppSelector(selectUser);
  const current = useAppSelector(selectServiceProviderSid);
  const dispatch = useAppDispatch();
  const { defaultServiceProviderSid } = useRuntimeConfig();
  const { data } = useGetServiceProvidersQuery();
  const sorted = sortByName(data);
  useEffect(() => {
    const fallback = fallbackServiceProvider(sorted, defaultServiceProviderSid);
    if (!current && fallback) dispatch(serviceProviderSelected(fallback.service_provider_sid));
  }, [current, sorted, defaultServiceProviderSid, dispatch]);
  return (
    <SelectField
      label="Service provider"
      hideLabel
      value={current ?? ''}
      readOnly={user?.scope !== 'admin'}
      options={sorted.map((sp) => ({ value: sp.service_provider_sid, label: sp.name }))}
      onChange={(event) => dispatch(serviceProviderSelected(event.target.value || null))}
    />
  );
}

export interface StandaloneShellProps {
  area: Pick<AreaDefinition, 'name' | 'title' | 'nav' | 'declaration'>;
}

/** The layout route of a standalone page: sign-in until there is a user, then the area under its navigation. */
export function StandaloneShell({ area }: StandaloneShellProps) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { t } = useTranslation(KIT_NAMESPACE);
  const [logout] = sessionApi.useLogoutMutation();
  const { features } = useRuntimeConfig();
  const current = useAppSelector(selectServiceProviderSid);
  const { data: providers } = useGetServiceProvidersQuery(undefined, { skip: !user });
  if (!user) return <SignIn title={area.title} />;
  const serviceProvider = providers?.find((sp) => sp.service_provider_sid === current) ?? null;
  const links = navLinks(area, user, {
    features,
    serviceProvider: serviceProvider as Record<string, unknown> | null,
  });
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <strong>{t('standaloneBrand', { area: area.name })}</strong>
        <nav aria-label={area.title} className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={styles.link}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <ServiceProviderPicker />
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            await logout()
              .unwrap()
              .catch(() => undefined);
            dispatch(signedOut('signed-out'));
            toast('success', "You've successfully logged out.");
          }}
        >
          Sign out
        </Button>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
