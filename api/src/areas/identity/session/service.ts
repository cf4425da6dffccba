// Sessions (docs/api/contract.md#session): sign-in by name (login) or e-mail or reset link (signin) with the lock-out rules,
// sign-out, the password change (the old password or a reset link), and the password-reset mail. Every sign-in,
// refused sign-in, sign-out and password change is in the audit trail.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { LoginResponse, SigninResponse, TwoFactorChallenge } from '@switchboard/shared/types';
import { TWO_FACTOR_MESSAGES, passwordPolicyError } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, requireUser, type Requester } from '../../../auth/caller';
import { Lockout, type LockoutSubject } from '../../../auth/lockout';
import { auditedWrite, type AuditAction, type AuditEntry } from '../../../audit/audit';
import { HttpError, badRequest, plainForbidden } from '../../../http/errors';
import { shortUuid } from '../../../lib/ids';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import type { MailMessage } from '../../../mail/mailer';
import { SettingsRepository } from '../settings/repository';
import { loginClaims } from '../users/claims';
import { UserRepository, type UserRow } from '../users/repository';
import { TwoFactorRepository } from '../two-factor/repository';
import { TwoFactorService } from '../two-factor/service';
import { SessionRepository } from './repository';

const RESET_LINK_SECONDS = 3600;
/** How long a sign-in waits for its second factor. */
const CHALLENGE_SECONDS = 300;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A hash of a random password no one knows: what a sign-in under an unknown name is checked against. */
let unknownUserHashPromise: Promise<string> | undefined;
const unknownUserHash = () => (unknownUserHashPromise ??= hashPassword(randomUUID()));

const lockedOut = () =>
  new HttpError(403, {
    error: 'Maximum login attempts reached. Please try again later or reset your password.',
    msg: 'Maximum login attempts reached. Please try again later or reset your password.',
  });

/** A session event's entry: an account user's goes in their account's trail, anyone else's in their own. */
function sessionEntry(action: AuditAction, user: UserRow | undefined, attemptedName?: string): AuditEntry {
  return {
    entity: 'user',
    entitySid: user?.user_sid ?? null,
    action,
    accountSid: user?.account_sid ?? null,
    ...(user?.account_sid ? {} : { serviceProviderSid: user?.service_provider_sid ?? null }),
    actor: { userSid: user?.user_sid ?? null, name: user?.name ?? attemptedName ?? null },
  };
}

export class SessionService {
  private readonly users: UserRepository;
  private readonly sessions: SessionRepository;
  private readonly settings: SettingsRepository;
  private readonly lockout: Lockout;

  private readonly twoFactor: TwoFactorService;
  private readonly twoFactorRepository: TwoFactorRepository;

  constructor(private readonly ctx: AppContext) {
    this.twoFactor = new TwoFactorService(ctx);
    this.twoFactorRepository = new TwoFactorRepository(ctx.store);
    this.users = new UserRepository(ctx.store);
    this.sessions = new SessionRepository(ctx.store);
    this.settings = new SettingsRepository(ctx.store);
    this.lockout = new Lockout(
      ctx.store,
      ctx.options.loginAttemptsMaxRetries,
      ctx.options.loginAttemptsTimeSeconds,
      ctx.now,
    );
  }

  /**
   * `POST /login`: a local, active user by name and password. A user with two-factor sign-in gets no token yet,
   * only the challenge that `POST /login/two-factor` takes with the code.
   */
  async login(
    requester: Requester,
    username: string,
    password: string,
  ): Promise<LoginResponse | TwoFactorChallenge> {
    const found = this.users.findByName(username);
    await this.signInChecks(requester, found, username, async () => {
      // A name no local user has goes through the same checks, counted by the name, so that neither the answer
      // nor its time tells whether the user exists (docs/api/contract.md#lock-out).
      const local = found?.provider === 'local' ? found : undefined;
      await this.checkPassword(local ? { userSid: local.user_sid } : { name: username }, password, local);
      // a deactivated user may not sign in (the real server lets them)
      if (!local?.is_active) throw plainForbidden();
    });
    const user = found as UserRow;
    if (this.twoFactor.isEnabled(user.user_sid)) return this.challenge(user);
    return this.signedIn(requester, user);
  }

  /** The token and the login answer of a user who passed every check. */
  private async signedIn(requester: Requester, user: UserRow): Promise<LoginResponse> {
    const claims = loginClaims(this.ctx.store, user);
    const token = await this.ctx.tokens.sign(claims, user.token_version);
    const response: LoginResponse = {
      token,
      user_sid: user.user_sid,
      scope: claims.scope,
      force_change: Boolean(user.force_change),
      permissions: claims.permissions,
    };
    if (claims.service_provider_sid) response.service_provider_sid = claims.service_provider_sid;
    if (claims.account_sid) {
      response.account_sid = claims.account_sid;
      response.account_name = claims.account_name;
    }
    if (claims.service_provider_sid) response.service_provider_name = claims.service_provider_name;
    // (only where it applies: a jambonz API has no such key, and the recorded login shape stays as it was)
    if (this.twoFactor.isRequired(user) && !this.twoFactor.isEnabled(user.user_sid))
      response.two_factor_setup_required = true;
    this.record(requester, 'sign-in', user);
    return response;
  }

  /** A sign-in waiting for its second factor: a random token, kept hashed for a few minutes. */
  private challenge(user: UserRow): TwoFactorChallenge {
    const token = randomBytes(32).toString('base64url');
    const now = this.ctx.now();
    this.twoFactorRepository.addChallenge(sha256(token), user.user_sid, now, now + CHALLENGE_SECONDS * 1000);
    return { two_factor_required: true, two_factor_token: token, user_sid: user.user_sid };
  }

  /**
   * `POST /login/two-factor`: the second step of a sign-in. A wrong code counts toward the lock-out like a wrong
   * password; the right one answers what `POST /login` answers without two-factor sign-in.
   */
  async verifyTwoFactor(requester: Requester, token: string, code: string): Promise<LoginResponse> {
    const hash = sha256(token);
    const pending = this.twoFactorRepository.challenge(hash);
    if (!pending || pending.expires_at <= this.ctx.now())
      throw new HttpError(401, { msg: TWO_FACTOR_MESSAGES.tooLate });
    const user = this.users.find(pending.user_sid);
    if (!user) throw new HttpError(401, { msg: TWO_FACTOR_MESSAGES.tooLate });
    await this.signInChecks(requester, user, user.name, async () => {
      const subject = { userSid: user.user_sid };
      if (this.lockout.isLocked(subject)) throw lockedOut();
      if (this.twoFactor.useCode(user, code)) return;
      if (this.lockout.recordFailure(subject)) {
        const msg = `Maximum login attempts reached. Please try again in ${this.lockout.windowLength} seconds.`;
        throw new HttpError(403, { error: msg, msg });
      }
      throw new HttpError(403, { msg: TWO_FACTOR_MESSAGES.codeInvalid });
    });
    if (!user.is_active) throw plainForbidden();
    this.twoFactorRepository.dropChallenge(hash);
    return this.signedIn(requester, user);
  }

  /** `POST /signin`: by e-mail and password, or with a password-reset link. */
  async signin(
    requester: Requester,
    credentials: { link: string; email?: string } | { email: string; password: string },
  ): Promise<SigninResponse | TwoFactorChallenge> {
    let user: UserRow | undefined;
    const attempted = credentials.email ?? '(password-reset link)';
    if ('link' in credentials) {
      // A link signs in once, within its hour (docs/api/contract.md#password-reset).
      const reset = this.sessions.resetLink(credentials.link);
      await this.signInChecks(requester, undefined, attempted, async () => {
        if (!reset || reset.expires_at <= this.ctx.now()) throw plainForbidden();
        if (!this.sessions.useResetLink(credentials.link, this.ctx.now())) throw plainForbidden();
      });
      user = this.users.find(reset!.user_sid);
      if (!user) throw new HttpError(404, { msg: 'user not found' });
    } else {
      const candidate = this.users.findByEmail(credentials.email, true);
      await this.signInChecks(requester, candidate, attempted, async () => {
        if (!candidate) throw new HttpError(404, { msg: 'user not found' });
        await this.checkPassword({ userSid: candidate.user_sid }, credentials.password, candidate);
      });
      user = candidate as UserRow;
    }
    const signedIn = user;
    await this.signInChecks(requester, signedIn, attempted, async () => {
      if (!signedIn.is_active) throw plainForbidden();
    });
    const viaLink = 'link' in credentials;
    // A password is not enough for a user with two-factor sign-in, by e-mail either.
    if (!viaLink && this.twoFactor.isEnabled(signedIn.user_sid)) return this.challenge(signedIn);
    // A reset link's token may only set the new password (auth/restrictions.ts): the link proves the mailbox,
    // not the second factor.
    const jwt = await this.ctx.tokens.sign(
      loginClaims(this.ctx.store, signedIn),
      signedIn.token_version,
      undefined,
      viaLink ? 'password-reset' : undefined,
    );
    this.record(requester, 'sign-in', signedIn);
    const account = signedIn.account_sid ? this.sessions.account(signedIn.account_sid) : undefined;
    return {
      jwt,
      user_sid: signedIn.user_sid,
      name: signedIn.name,
      email: signedIn.email,
      phone: signedIn.phone,
      account_sid: signedIn.account_sid,
      service_provider_sid: account?.service_provider_sid ?? signedIn.service_provider_sid,
      force_change: Boolean(signedIn.force_change),
      provider: signedIn.provider,
      provider_userid: signedIn.provider_userid,
      scope: signedIn.scope,
      phone_validated: Boolean(signedIn.phone_validated),
      email_validated: Boolean(signedIn.email_validated),
      is_active: Boolean(account ? account.is_active : signedIn.is_active),
      pristine: false,
    };
  }

  /**
   * Signs out the session of the token (docs/api/contract.md#revocation): the user's other sessions go on. A token
   * from before sessions were named has none to revoke: then every token of the user goes, as it used to.
   */
  logout(requester: Requester): void {
    const caller = callerOf(requester);
    const userSid = requireUser(caller, 'logout needs a user token, not an API key');
    const now = this.ctx.now();
    if (caller.session_id)
      this.sessions.revokeSession(
        caller.session_id,
        userSid,
        now,
        now + this.ctx.tokens.lifetimeSeconds * 1000,
      );
    else this.users.revokeTokens(userSid);
    this.record(requester, 'sign-out', this.users.find(userSid));
  }

  /**
   * A new token for the session of this one (docs/api/contract.md#renewal): same session, claims read afresh
   * from the user (a rename or a move shows), a full lifetime from now. The portal asks while its user is
   * active, so an active session does not end mid-form; an idle one runs out.
   */
  async renewToken(requester: Requester): Promise<{ token: string }> {
    const caller = callerOf(requester);
    const userSid = requireUser(caller, 'renewing a token needs a user token, not an API key');
    const user = this.users.find(userSid);
    if (!user) throw badRequest('user not found');
    const claims = loginClaims(this.ctx.store, user);
    return { token: await this.ctx.tokens.sign(claims, user.token_version, caller.session_id) };
  }

  /** Signs out every session of the user, this one included (every token of theirs is revoked). */
  logoutEverywhere(requester: Requester): void {
    const userSid = requireUser(callerOf(requester), 'logout needs a user token, not an API key');
    this.users.revokeTokens(userSid);
    this.record(requester, 'sign-out', this.users.find(userSid));
  }

  /** The signed-in user's own password; `old_password` may be a reset link of theirs. Revokes their tokens. */
  async changePassword(
    requester: Requester,
    body: { old_password: string; new_password: string },
  ): Promise<void> {
    const userSid = requireUser(
      callerOf(requester),
      'changing a password needs a user token, not an API key',
    );
    const user = this.users.find(userSid);
    if (!user) throw badRequest('user not found');
    if (user.provider !== 'local') throw badRequest('user is using oauth authentication');
    const reset = this.sessions.resetLink(body.old_password, userSid);
    const viaLink = reset !== undefined && reset.expires_at > this.ctx.now();
    if (!viaLink && !(await verifyPassword(body.old_password, user.hashed_password)))
      throw badRequest('old_password is incorrect');
    const policy = passwordPolicyError(body.new_password, this.settings.passwordSettings());
    if (policy) throw badRequest(policy);
    const hash = await hashPassword(body.new_password);
    auditedWrite(
      this.ctx,
      requester,
      () => sessionEntry('password-change', user),
      () => {
        this.users.update(userSid, { hashed_password: hash, force_change: 0 });
        this.sessions.dropResetLinks(userSid);
        this.users.revokeTokens(userSid);
      },
    );
  }

  /**
   * A reset link by mail to the active user with this e-mail (an OAuth user is told to reset it there); every
   * token of theirs is revoked. The trail records that a reset was asked for, never the link. Any other address
   * gets the same answer and no mail.
   */
  async forgotPassword(
    requester: Requester,
    email: string,
    onMailError: (err: Error) => void,
  ): Promise<void> {
    // No such active user: the same 204 as for one (docs/api/contract.md#password-reset), and nothing sent.
    const user = this.users.findByEmail(email);
    if (!user || !user.is_active) return;
    if (user.account_sid && !this.sessions.account(user.account_sid)?.is_active) return;
    const link = shortUuid();
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'password_reset',
        entitySid: user.user_sid,
        action: 'create',
        accountSid: user.account_sid,
        ...(user.account_sid ? {} : { serviceProviderSid: user.service_provider_sid }),
        actor: { userSid: null, name: email },
      }),
      () => {
        if (user.provider === 'local') {
          const now = this.ctx.now();
          this.sessions.addResetLink(link, user.user_sid, now, now + RESET_LINK_SECONDS * 1000);
        }
        this.users.revokeTokens(user.user_sid);
      },
    );
    // Not awaited: an answer that waits for the mail server would tell, by its time, that the address exists.
    void this.ctx.mailer.send(this.resetMail(user, link)).catch((err: Error) => onMailError(err));
  }

  private resetMail(user: UserRow, link: string): MailMessage {
    const url = `${this.ctx.options.portalBaseUrl}/reset-password/${link}`;
    return user.provider === 'local'
      ? {
          to: user.email,
          subject: 'Reset your password',
          kind: 'password-reset',
          link: url,
          text: `Someone asked to reset the password of ${user.name}. Open this link within an hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this message.`,
        }
      : {
          to: user.email,
          subject: 'Reset your password',
          kind: 'password-reset-oauth',
          text: `You sign in with ${user.provider}: reset your password there.`,
        };
  }

  /** A sign-in, sign-out or refused sign-in in the trail (an entry of its own). */
  private record(requester: Requester, action: AuditAction, user: UserRow | undefined, attempted?: string) {
    auditedWrite(
      this.ctx,
      requester,
      () => sessionEntry(action, user, attempted),
      () => undefined,
    );
  }

  /** Runs a sign-in's checks; a refusal (403/404) goes in the trail as a failed sign-in. */
  private async signInChecks(
    requester: Requester,
    user: UserRow | undefined,
    attemptedName: string,
    check: () => Promise<void>,
  ): Promise<void> {
    try {
      await check();
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404))
        this.record(requester, 'sign-in-failed', user, attemptedName);
      throw error;
    }
  }

  /**
   * Checks a password under the lock-out rules; throws the contract's 403s. Without a user the password is
   * checked against a hash of nothing (the same work, never a match) and the failure counted by name.
   */
  private async checkPassword(subject: LockoutSubject, password: string, user?: UserRow): Promise<void> {
    if (this.lockout.isLocked(subject)) throw lockedOut();
    const hash = user?.hashed_password ?? (await unknownUserHash());
    if ((await verifyPassword(password, hash)) && user) return;
    if (this.lockout.recordFailure(subject)) {
      const msg = `Maximum login attempts reached. Please try again in ${this.lockout.windowLength} seconds.`;
      throw new HttpError(403, { error: msg, msg });
    }
    throw plainForbidden();
  }
}
