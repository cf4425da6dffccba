// /register (docs/product/billing.md#registration): accept the Terms of Service and the Privacy Policy, then sign up with an e-mail address, with
// Google or with GitHub (the providers configured). The OAuth buttons go through the provider's authorization page
// and come back to /oauth-callback/<provider>.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { startOAuth, useRuntimeConfig } from '@switchboard/shared/config';
import { Button, CheckboxField } from '@switchboard/shared/ui';
import { OAUTH_PROVIDER_LABELS, REGISTRATION_MESSAGES } from '@switchboard/shared/validation';
import type { OAuthProvider } from '@switchboard/shared/types';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { PublicCard } from './PublicCard';
import { legalLinks } from './registration.rules';

export default function RegisterPage() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const hintId = useId();
  const [accepted, setAccepted] = useState(false);
  const links = legalLinks(config);
  const providers = (['google', 'github'] as OAuthProvider[]).filter((p) =>
    p === 'google' ? config.googleClientId : config.githubClientId,
  );
  return (
    <PublicCard title="Register">
      <CheckboxField
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        label={
          <>
            I accept the{' '}
            <a href={links.terms} target="_blank" rel="noreferrer">
              Terms of Service
            </a>{' '}
            and have read the{' '}
            <a href={links.privacy} target="_blank" rel="noreferrer">
              Privacy Policy
            </a>
          </>
        }
      />
      {accepted ? null : (
        <p id={hintId} className={page.muted}>
          {REGISTRATION_MESSAGES.acceptTerms}
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
          Sign up with email
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
            {`Sign up with ${OAUTH_PROVIDER_LABELS[provider]}`}
          </Button>
        ))}
      </div>
      <nav className={page.links} aria-label="Account help">
        <Link to={paths.signIn}>Back to Log in</Link>
      </nav>
    </PublicCard>
  );
}
