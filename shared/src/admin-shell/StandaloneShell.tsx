// The minimal shell of an area's standalone page: sign in, pick the service provider (admins), move between the
// area's pages, sign out. The real shell is the host; this one exists to develop and demo an area alone.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { NavLink, Outlet } from 'react-router';
import { fallbackServiceProvider, sessionApi, useGetServiceProvidersQuery } from '@switchboard/shared/api';
import { LOGIN_MESSAGES, LoginError, requestLogin, useRuntimeConfig } from '@switchboard/shared/config';
import { toast } from '@switchboard/shared/bus';
import { KIT_NAMESPACE, translateKnown, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { MENU_LABELS } from '@switchboard/shared/shell-texts';
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

/** The declared menu labels by their English (area.json), to their key in the kit's `menu` group. */
const MENU_KEYS = new Map<string, string>(Object.entries(MENU_LABELS).map(([key, label]) => [label, key]));

/** A navigation label in the user's language: a declared menu label by its key; another (a partner's) as given. */
function navLabel(t: Translate, label: string): string {
  const key = MENU_KEYS.get(label);
  return key ? t(`menu.${key}`) : label;
}

function SignIn({ title }: { title: string }) {
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<string>();
  const { t } = useTranslation(KIT_NAMESPACE);
  const { register, handleSubmit, formState } = useForm({ defaultValues: { username: '', password: '' } });
  return (
    <main className={styles.signIn}>
      <PageHeader title={t('standaloneTitle', { title })} description={t('standalone.signInHint')} />
      <form
        className={styles.form}
        aria-label={t('standalone.signIn')}
        onSubmit={handleSubmit(async (values) => {
          setProblem(undefined);
          try {
            // the sign-in request and its texts of the portal's sign-in page
            const result = await requestLogin(values.username, values.password);
            if (result.force_change) {
              setProblem(t('standalone.mustChangePassword'));
              return;
            }
            dispatch(signedIn({ token: result.token }));
          } catch (reason) {
            // the sign-in's texts (LOGIN_MESSAGES, the kit's `login` group) in the user's language; a lock-out's
            // own text from the server as it came
            setProblem(
              translateKnown(reason instanceof LoginError ? reason.message : LOGIN_MESSAGES.generic),
            );
          }
        })}
      >
        <TextField
          label={t('standalone.username')}
          autoComplete="username"
          {...register('username', { required: true })}
        />
        <PasswordField
          label={t('standalone.password')}
          capsLockWarning
          {...register('password', { required: true })}
        />
        {problem ? <p role="alert">{problem}</p> : null}
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          {t('standalone.logIn')}
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
  const { t } = useTranslation(KIT_NAMESPACE);
  const { data } = useGetServiceProvidersQuery();
  const sorted = sortByName(data);
  useEffect(() => {
    const fallback = fallbackServiceProvider(sorted, defaultServiceProviderSid);
    if (!current && fallback) dispatch(serviceProviderSelected(fallback.service_provider_sid));
  }, [current, sorted, defaultServiceProviderSid, dispatch]);
  return (
    <SelectField
      label={t('standalone.serviceProvider')}
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
              {navLabel(t, link.label)}
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
            toast('success', t('standalone.signedOut'));
          }}
        >
          {t('standalone.signOut')}
        </Button>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
