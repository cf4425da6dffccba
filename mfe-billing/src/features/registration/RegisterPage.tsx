// /register (docs/product/billing.md#registration): accept the Terms of Service and the Privacy Policy, then sign up with an e-mail address, with
// Google or with GitHub (the providers configured). The OAuth buttons go through the provider's authorization page
// and come back to /oauth-callback/<provider>.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { startOAuth, useRuntimeConfig } from '@switchboard/shared/config';
import { Button, CheckboxField } from '@switchboard/shared/ui';
import { OAUTH_PROVIDER_LABELS } from '@switchboard/shared/validation';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import type { OAuthProvider } from '@switchboard/shared/types';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { PublicCard } from './PublicCard';
import { legalLinks } from './registration.rules';

/** A text whose bracketed parts are links, in order ('I accept the [Terms of Service] and …'). */
function withLinks(text: string, hrefs: readonly string[]) {
  return text.split(/\[([^\]]+)\]/).map((part, i) =>
    i % 2 === 0 ? (
      part
    ) : (
      <a key={i} href={hrefs[(i - 1) / 2]} target="_blank" rel="noreferrer">
        {part}
      </a>
    ),
  );
}

export default function RegisterPage() {
  const config = useRuntimeConfig();
  const { t } = useTranslation(BILLING_NAMESPACE);
  const navigate = useNavigate();
  const hintId = useId();
  const [accepted, setAccepted] = useState(false);
  const links = legalLinks(config);
  const providers = (['google', 'github'] as OAuthProvider[]).filter((p) =>
    p === 'google' ? config.googleClientId : config.githubClientId,
  );
  return (
    <PublicCard title={t('registration.register')}>
      <CheckboxField
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        label={<>{withLinks(t('registration.acceptTermsLinks'), [links.terms, links.privacy])}</>}
      />
      {accepted ? null : (
        <p id={hintId} className={page.muted}>
          {t('registrationMessages.acceptTerms')}
        </p>
      )}
      <div className={page.providerButtons}>
        <Button
          variant="secondary"
          fullWidth
          disabled={!accepted}
          aria-describedby={accepted ? undefined : hintId}
          onClick={() => void navigate(paths.registerEmail)}
        >
          {t('registration.signUpWithEmail')}
        </Button>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            fullWidth
            disabled={!accepted}
            aria-describedby={accepted ? undefined : hintId}
            onClick={() => startOAuth(config, provider, paths.register)}
          >
            {t('registration.signUpWith', { provider: OAUTH_PROVIDER_LABELS[provider] })}
          </Button>
        ))}
      </div>
      <nav className={page.links} aria-label={t('registration.accountHelp')}>
        <Link to={paths.signIn}>{t('registration.backToLogIn')}</Link>
      </nav>
    </PublicCard>
  );
}
