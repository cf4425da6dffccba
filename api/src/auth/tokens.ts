// User tokens: HS256 JWTs (jose) with the claims the portal decodes, plus `ver`, the user's token version, and
// `sid`, the session the token belongs to (one per sign-in, kept when the token is renewed): signing out revokes
// that session only (docs/api/contract.md#revocation).
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { JwtClaims } from '@switchboard/shared/types';

export type LoginClaims = Omit<JwtClaims, 'iat' | 'exp'>;
/** `purpose: 'password-reset'`: a token from a reset link, which may only set the new password. */
export type VerifiedClaims = JwtClaims & { ver: number; sid?: string; purpose?: string };

export type VerifyResult =
  { kind: 'valid'; claims: VerifiedClaims } | { kind: 'expired' } | { kind: 'not-a-jwt' };

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly lifetimeSeconds: number,
    private readonly now: () => number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token of a new session, or of `session` (a renewal); `purpose` narrows what it may do. */
  async sign(
    claims: LoginClaims,
    version: number,
    session: string = randomUUID(),
    purpose?: 'password-reset',
  ): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ ...claims, ver: version, sid: session, ...(purpose ? { purpose } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.lifetimeSeconds)
      .sign(this.key);
  }

  /**
   * An expired token is refused outright, and so is one without `exp` or `iat` or issued longer ago than the
   * configured lifetime: a token signed with the key but with a longer or no expiry was never one of ours
   * (docs/api/contract.md#tokens). Anything that is not a valid JWT may still be an API key.
   */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
        requiredClaims: ['exp', 'iat'],
        maxTokenAge: this.lifetimeSeconds,
      });
      return { kind: 'valid', claims: payload as unknown as VerifiedClaims };
    } catch (err) {
      // expired, too old, or a claim missing: a JWT of ours that is no longer good, never an API key
      if (err instanceof errors.JWTExpired || err instanceof errors.JWTClaimValidationFailed)
        return { kind: 'expired' };
      return { kind: 'not-a-jwt' };
    }
  }
}
