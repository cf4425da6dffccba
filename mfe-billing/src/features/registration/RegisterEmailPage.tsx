// /register/email (docs/product/billing.md#register-with-email): e-mail and password, Continue, Go back. The API mails a verification code; the token
// and root domain it returns are kept, then the code is asked for.
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@switchboard/shared/api';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { useAppDispatch } from '@switchboard/shared/store';
import { Button, ErrorMessage, PasswordField, TextField } from '@switchboard/shared/ui';
import {
  generateActivationCode,
  registerEmailFormSchema,
  type RegisterEmailForm,
} from '@switchboard/shared/validation';
import { useState } from 'react';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useRegisterMutation } from './api';
import { PublicCard } from './PublicCard';
import { keepRegistration, registrationServiceProvider } from './registration.rules';

export default function RegisterEmailPage() {
  const config = useRuntimeConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useTranslation(BILLING_NAMESPACE);
  const {
    register: field,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterEmailForm>({
    resolver: zodResolver(registerEmailFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const response = await register({
        service_provider_sid: registrationServiceProvider(config),
        provider: 'local',
        email: email.trim(),
        password,
        email_activation_code: generateActivationCode(),
      }).unwrap();
      keepRegistration(dispatch, response);
      void navigate(paths.verifyEmail);
    } catch (error) {
      setServerError(toApiError(error).msg);
    }
  });

  return (
    <PublicCard title={t('registration.register')}>
      <form
        className={page.form}
        onSubmit={submit}
        noValidate
        aria-label={t('registration.registerWithEmail')}
      >
        <ErrorMessage message={serverError} />
        <TextField
          label={t('registration.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          {...field('email')}
        />
        <PasswordField
          label={t('registration.password')}
          autoComplete="new-password"
          required
          capsLockWarning
          error={errors.password}
          {...field('password')}
        />
        <Button type="submit" variant="primary" fullWidth busy={isSubmitting}>
          {t('registration.continue')}
        </Button>
      </form>
      <nav className={page.links} aria-label={t('registration.registration')}>
        <Link to={paths.register}>{t('registration.goBack')}</Link>
      </nav>
    </PublicCard>
  );
}
