// docs/product/shell.md#forced-password-change: the forced password change after sign-in, then on to the user's landing page.
import { useEffect, useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useChangePasswordMutation, useGetPasswordSettingsQuery } from '@switchboard/shared/api';
import {
  PENDING_STEP_PATHS,
  pendingStepDone,
  selectPendingStep,
  selectUser,
  signedOut,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@switchboard/shared/store';
import { useTranslation } from '@switchboard/shared/i18n';
import { Skeleton } from '@switchboard/shared/ui';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { homePath } from '../navigation';
import { NewPasswordForm } from './NewPasswordForm';
import { getPendingPasswordChange, setPendingPasswordChange } from './pending-change';
import styles from '../../sign-in/SignInPage.module.css';

export function CreatePasswordPage() {
  const pending = getPendingPasswordChange();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);

  useEffect(() => {
    // Reloaded (the old password, kept in memory only, is gone): sign in again to choose it.
    if (!pending && user) dispatch(signedOut('expired'));
  }, [pending, user, dispatch]);

  if (!pending) return user ? null : <Navigate to="/" replace />;
  return <CreatePassword userSid={pending.userSid} oldPassword={pending.oldPassword} />;
}

function CreatePassword({ userSid, oldPassword }: { userSid: string; oldPassword: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const settings = useGetPasswordSettingsQuery();
  const [changePassword] = useChangePasswordMutation();
  const { t } = useTranslation(PORTAL_NAMESPACE);

  const save = async (password: string) => {
    await changePassword({ userSid, old_password: oldPassword, new_password: password }).unwrap();
    setPendingPasswordChange(null);
    dispatch(pendingStepDone('password-change'));
    const next = selectPendingStep(store.getState());
    void navigate(next ? PENDING_STEP_PATHS[next] : homePath(user), { replace: true });
  };

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {t('session.createTitle')}
        </h1>
        <p className={styles.text}>{t('session.createText')}</p>
        {settings.isLoading ? (
          <Skeleton lines={3} label={t('session.loadingRules')} />
        ) : (
          <NewPasswordForm settings={settings.data} onSave={save} username={user?.name} />
        )}
      </section>
    </main>
  );
}
