// What sign-up keeps (docs/product/billing.md#registration: "the returned token and root domain are stored"): the token starts the session like
// a sign-in; the root domain waits for the sub-domain step. And where the legal pages are.
import { signedIn, type PortalDispatch } from '@switchboard/shared/store';
import type { RuntimeConfig } from '@switchboard/shared/config';
import type { RegistrationResponse } from '@switchboard/shared/types';
import { DEFAULT_SERVICE_PROVIDER_SID, ROOT_DOMAIN_KEY } from '../../lib/paths';

type RuntimeConfigLike = Pick<
  RuntimeConfig,
  'defaultServiceProviderSid' | 'termsOfServiceUrl' | 'privacyPolicyUrl'
>;

export const DEFAULT_TERMS_URL = 'https://jambonz.org/terms';
export const DEFAULT_PRIVACY_URL = 'https://jambonz.org/privacy';

export function keepRegistration(
  dispatch: PortalDispatch,
  response: Pick<RegistrationResponse, 'jwt' | 'root_domain'>,
): void {
  dispatch(signedIn({ token: response.jwt }));
  try {
    localStorage.setItem(ROOT_DOMAIN_KEY, response.root_domain);
  } catch {
    // storage may be unavailable (private mode): the sub-domain page asks the API instead
  }
}

export function keptRootDomain(): string | null {
  try {
    return localStorage.getItem(ROOT_DOMAIN_KEY);
  } catch {
    return null;
  }
}

/** The service provider new accounts join: the configured default, else jambonz's well-known default. */
export function registrationServiceProvider(config: RuntimeConfigLike): string {
  return config.defaultServiceProviderSid ?? DEFAULT_SERVICE_PROVIDER_SID;
}

export function legalLinks(config: RuntimeConfigLike) {
  return {
    terms: config.termsOfServiceUrl ?? DEFAULT_TERMS_URL,
    privacy: config.privacyPolicyUrl ?? DEFAULT_PRIVACY_URL,
  };
}
