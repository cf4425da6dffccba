// Signing up / in with GitHub or Google: the authorization-code exchange (the code the provider handed the browser,
// traded at its token endpoint with our client secret) and the profile read with the access token. Endpoints and
// client credentials are configuration (../config.ts).
import type { OAuthProvider } from '@switchboard/shared/types';
import { OutboundError, fetchWithTimeout } from '../../../outbound/http';
import type { OAuthClientConfig } from '../config';

export interface OAuthProfile {
  provider: OAuthProvider;
  /** the provider's stable user id */
  userId: string;
  email: string | null;
  name: string | null;
  avatarUrl: string | null;
}

/** The exchange failed (contract: `403 {msg}`). */
export class OAuthExchangeError extends Error {}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    // GitHub answers form-encoded unless asked for JSON; accept both.
    return Object.fromEntries(new URLSearchParams(text));
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export async function exchangeOAuthCode(
  provider: OAuthProvider,
  config: OAuthClientConfig,
  input: { code: string; redirectUri: string; clientId: string },
  timeoutMs: number,
): Promise<OAuthProfile> {
  if (input.clientId !== config.clientId)
    throw new OAuthExchangeError(`invalid oauth2_client_id for ${provider}`);
  try {
    const tokenResponse = await fetchWithTimeout(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
        }).toString(),
      },
      timeoutMs,
    );
    const token = await readJson(tokenResponse);
    const accessToken = text(token.access_token);
    if (!tokenResponse.ok || !accessToken) {
      const why = text(token.error_description) ?? text(token.error) ?? `HTTP ${tokenResponse.status}`;
      throw new OAuthExchangeError(`${provider} did not accept the authorization code: ${why}`);
    }
    const headers = {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'Switchboard',
    };
    const profileResponse = await fetchWithTimeout(config.userUrl, { headers }, timeoutMs);
    const profile = await readJson(profileResponse);
    if (!profileResponse.ok) throw new OAuthExchangeError(`${provider} did not return the user's profile`);
    const userId = text(profile.id === undefined ? profile.sub : String(profile.id));
    if (!userId) throw new OAuthExchangeError(`${provider} returned a profile without a user id`);
    let email = text(profile.email);
    if (provider === 'google' && profile.email_verified === false) email = null;
    if (!email && config.emailsUrl) {
      // GitHub hides private addresses from /user: the verified primary one is in /user/emails.
      const emailsResponse = await fetchWithTimeout(config.emailsUrl, { headers }, timeoutMs);
      if (emailsResponse.ok) {
        const list = (await emailsResponse.json().catch(() => [])) as Array<Record<string, unknown>>;
        const primary = Array.isArray(list) ? list.find((e) => e.primary && e.verified) : undefined;
        email = text(primary?.email);
      }
    }
    return {
      provider,
      userId,
      email,
      name: text(profile.name) ?? text(profile.login),
      avatarUrl: text(profile.avatar_url) ?? text(profile.picture),
    };
  } catch (error) {
    if (error instanceof OutboundError) throw new OAuthExchangeError(`${provider}: ${error.message}`);
    throw error;
  }
}
