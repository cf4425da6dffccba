// A Google service account's signed assertion (RFC 7523 JWT bearer grant), exchanged at the key's token URI for an
// access token — the first step of every call made with a Google service key (bucket tests, speech tests).
import { SignJWT, importPKCS8 } from 'jose';

export interface GoogleServiceKey {
  private_key: string;
  client_email: string;
  token_uri?: string;
}

export class InvalidGooglePrivateKey extends Error {
  constructor() {
    super('the private_key of the service key is not a valid PEM private key');
  }
}

/** The token request for `scope`: where to POST it and its form body; rejects with InvalidGooglePrivateKey. */
export async function googleTokenRequest(
  key: GoogleServiceKey,
  scope: string,
  now: Date,
): Promise<{ tokenUri: string; body: string }> {
  const tokenUri = key.token_uri || 'https://oauth2.googleapis.com/token';
  let assertion: string;
  try {
    const iat = Math.floor(now.getTime() / 1000);
    assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(key.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(await importPKCS8(key.private_key, 'RS256'));
  } catch {
    throw new InvalidGooglePrivateKey();
  }
  const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion });
  return { tokenUri, body: body.toString() };
}
