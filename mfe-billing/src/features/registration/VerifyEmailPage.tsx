// /register/email/verify-your-email (docs/product/billing.md#verify-your-email): 'Please enter the code we just sent to your email', the Verification
// Code, Continue, Go back. The code validates the address (and activates the new account), then the sub-domain.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@switchboard/shared/api';
import { selectUser, useAppSelector } from '@switchboard/shared/store';
import { Button, ErrorMessage, TextField } from '@switchboard/shared/ui';
import { verificationCodeFormSchema, type VerificationCodeForm } from '@switchboard/shared/validation';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useActivateCodeMutation } from './api';
import { PublicCard } from './PublicCard';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';

export default function VerifyEmailPage() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [activate] = useActivateCodeMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(BILLING_NAMESPACE);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerificationCodeForm>({
    resolver: zodResolver(verificationCodeFormSchema),
    defaultValues: { code: '' },
  });

  // The code belongs to the sign-up just made: without it, start again.
  if (!user?.user_sid) return <Navigate to={paths.register} replace />;
  const userSid = user.user_sid;

  const submit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      await activate({ code, user_sid: userSid, type: 'email' }).unwrap();
      void navigate(paths.chooseSubdomain);
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  });

  return (
    <PublicCard title={t('registration.verifyTitle')}>
      <form className={page.form} onSubmit={submit} noValidate aria-label={t('registration.verifyTitle')}>
        <p>{t('registration.verifyPrompt')}</p>
        <ErrorMessage message={serverError} />
        <TextField
          label={t('registration.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code}
          {...register('code')}
        />
        <Button type="submit" variant="primary" fullWidth busy={isSubmitting}>
          {t('registration.continue')}
        </Button>
      </form>
      <nav className={page.links} aria-label={t('registration.registration')}>
        <Link to={paths.registerEmail}>{t('registration.goBack')}</Link>
      </nav>
    </PublicCard>
  );
}
