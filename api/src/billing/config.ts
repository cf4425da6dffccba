// Hosted mode's settings: the payment provider (Stripe with STRIPE_SECRET_KEY, else a local one plugged in), the root
// domain new accounts' SIP realms go under, and the OAuth providers (client ids and secrets, token and profile
// endpoints — the real providers' by default, a local mock in tests and `npm start -- --demo`).
import type { OAuthProvider } from '@switchboard/shared/types';
import type { LocalPaymentProvider, PaymentProvider } from './provider';
import type { CdrSource } from './usage';

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** token endpoint (authorization-code exchange) */
  tokenUrl: string;
  /** the signed-in user's profile (GitHub `/user`, an OpenID userinfo endpoint) */
  userUrl: string;
  /** GitHub: the user's e-mail addresses when the profile hides them */
  emailsUrl?: string;
}

export interface BillingOptions {
  stripeSecretKey?: string;
  /** Stripe API location override (tests). */
  stripeHost?: string;
  stripePort?: number;
  stripeProtocol?: 'http' | 'https';
  statementDescriptor?: string;
  /** A provider to use instead (tests). */
  provider?: PaymentProvider;
  /** The provider made when no Stripe key is set (the development server and tests: the payment sandbox). */
  localProvider?: LocalPaymentProvider;
  /** Root domain given to a service provider without one when its first account registers. */
  rootDomain?: string;
  oauth?: Partial<Record<OAuthProvider, OAuthClientConfig>>;
  /** Where call records come from for usage (default: the API's own RecentCalls endpoint). */
  cdrSource?: CdrSource;
  /** How often lapsed trials, period ends and pending payments are looked at (ms; 0 = never). */
  sweepIntervalMs?: number;
}

export interface ResolvedBillingOptions extends BillingOptions {
  statementDescriptor: string;
  rootDomain: string;
  oauth: Partial<Record<OAuthProvider, OAuthClientConfig>>;
  sweepIntervalMs: number;
}

export const DEFAULT_ROOT_DOMAIN = 'sip.switchboard.localhost';

export const OAUTH_DEFAULT_ENDPOINTS: Record<
  OAuthProvider,
  Omit<OAuthClientConfig, 'clientId' | 'clientSecret'>
> = {
  github: {
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
  },
  google: {
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
};

export function resolveBillingOptions(options: BillingOptions = {}): ResolvedBillingOptions {
  return {
    ...options,
    statementDescriptor: options.statementDescriptor ?? 'SWITCHBOARD',
    rootDomain: (options.rootDomain ?? DEFAULT_ROOT_DOMAIN).toLowerCase(),
    oauth: options.oauth ?? {},
    sweepIntervalMs: options.sweepIntervalMs ?? 60_000,
  };
}

function oauthFromEnv(env: NodeJS.ProcessEnv, provider: OAuthProvider): OAuthClientConfig | undefined {
  const prefix = provider.toUpperCase();
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId || !clientSecret) return undefined;
  const defaults = OAUTH_DEFAULT_ENDPOINTS[provider];
  return {
    clientId,
    clientSecret,
    tokenUrl: env[`${prefix}_TOKEN_URL`]?.trim() || defaults.tokenUrl,
    userUrl: env[`${prefix}_USER_URL`]?.trim() || defaults.userUrl,
    emailsUrl: env[`${prefix}_EMAILS_URL`]?.trim() || defaults.emailsUrl,
  };
}

/** The billing settings from the environment (see api/README.md). */
export function billingOptionsFromEnv(env: NodeJS.ProcessEnv): BillingOptions {
  const oauth: BillingOptions['oauth'] = {};
  for (const provider of ['github', 'google'] as const) {
    const config = oauthFromEnv(env, provider);
    if (config) oauth[provider] = config;
  }
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
    statementDescriptor: env.STRIPE_STATEMENT_DESCRIPTOR?.trim() || undefined,
    rootDomain: env.HOSTED_ROOT_DOMAIN?.trim() || undefined,
    oauth,
  };
}
