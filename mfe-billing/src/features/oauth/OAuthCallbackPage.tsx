// /oauth-callback/:provider (docs/product/billing.md#oauth-sign-in): the provider sends the browser back here with `code` and `state`.
// An unknown provider ('{provider} is not a valid OAuth provider') or a state other than the one kept before the
// redirect ('Invalid state') goes back to sign-in with the message; otherwise the code is exchanged by the API
// (`POST /register`), the token and root domain are kept, and a new account chooses its sub-domain while a returning
// user goes to their account. A refused exchange goes to the error route (the register page) with the reason.
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import {
  OAUTH_FROM_KEY,
  OAUTH_STATE_KEY,
  oauthClientId,
  oauthRedirectUri,
  useRuntimeConfig,
} from '@switchboard/shared/config';
import { useAppDispatch } from '@switchboard/shared/store';
import { Spinner } from '@switchboard/shared/ui';
import { OAUTH_PROVIDER_LABELS, isOAuthProvider, oauthCallbackError } from '@switchboard/shared/validation';
import { paths } from '../../lib/paths';
import { useRegisterMutation } from '../registration/api';
import { PublicCard } from '../registration/PublicCard';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import { keepRegistration, registrationServiceProvider } from '../registration/registration.rules';

function takeKept(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    localStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}

export default function OAuthCallbackPage() {
  const { provider } = useParams();
  const [search] = useSearchParams();
  const config = useRuntimeConfig();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const started = useRef(false);
  const { t } = useTranslation(BILLING_NAMESPACE);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A state is good for one round trip.
    const keptState = takeKept(OAUTH_STATE_KEY);
    const from = takeKept(OAUTH_FROM_KEY) ?? paths.signIn;
    const code = search.get('code');
    const state = search.get('state');
    const problem = oauthCallbackError(provider, { code, state }, keptState);
    if (problem) {
      toast('error', problem);
      void navigate(paths.signIn, { replace: true });
      return;
    }
    if (!isOAuthProvider(provider) || !code || !keptState) return;
    register({
      service_provider_sid: registrationServiceProvider(config),
      provider,
      oauth2_code: code,
      oauth2_state: keptState,
      oauth2_client_id: oauthClientId(config, provider) ?? '',
      oauth2_redirect_uri: oauthRedirectUri(provider),
      locationBeforeAuth: from,
    })
      .unwrap()
      .then((response) => {
        keepRegistration(dispatch, response);
        void navigate(response.pristine ? paths.chooseSubdomain : paths.accountEdit(response.account_sid), {
          replace: true,
        });
      })
      .catch((error: unknown) => {
        toast('error', toApiError(error).msg);
        void navigate(from === paths.register ? paths.register : paths.signIn, { replace: true });
      });
  }, [config, dispatch, navigate, provider, register, search]);

  const label = isOAuthProvider(provider) ? OAUTH_PROVIDER_LABELS[provider] : t('registration.yourProvider');
  const title = t('registration.signingInWith', { provider: label });
  return (
    <PublicCard title={title}>
      <Spinner label={title} />
    </PublicCard>
  );
}
