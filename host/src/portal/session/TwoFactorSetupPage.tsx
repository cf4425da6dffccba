// /two-factor-setup (docs/product/identity.md#two-factor-sign-in): a user whose service provider requires two-factor
// sign-in and who has none yet sets it up here after signing in; until then their token may do nothing else.
import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { TwoFactorSetup } from '@switchboard/shared/admin';
import { useTranslation } from '@switchboard/shared/i18n';
import {
  pendingStepDone,
  selectIsSignedIn,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@switchboard/shared/store';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { homePath } from '../navigation';
import styles from '../../sign-in/SignInPage.module.css';

export function TwoFactorSetupPage() {
  const headingId = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const { t } = useTranslation(PORTAL_NAMESPACE);
  if (!signedIn) return <Navigate to="/" replace />;
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.title}>
          {t('twoFactorSetup.title')}
        </h1>
        <p className={styles.text}>{t('twoFactorSetup.text')}</p>
        <TwoFactorSetup
          onDone={() => {
            dispatch(pendingStepDone('two-factor-setup'));
            void navigate(homePath(user), { replace: true });
          }}
        />
      </section>
    </main>
  );
}
