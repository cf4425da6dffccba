// Hosted mode's sign-up (docs/api/contract.md#session `POST /register`), with e-mail and password or after an OAuth redirect. A new
// sign-up gets an account on a 21-day trial (5 call sessions), a user whose name is the e-mail, and — for e-mail
// sign-ups — a verification code sent by mail; the account is activated by that code (activation.ts). A returning
// OAuth user is signed in. Bodies are checked field by field, in the real server's order and words.
import type { OAuthProvider, RegistrationResponse } from '@switchboard/shared/types';
import {
  REGISTER_PASSWORD_MIN,
  TRIAL_DAYS,
  TRIAL_PLAN,
  generateActivationCode,
  isEmail,
} from '@switchboard/shared/validation';
import type { Requester } from '../../../auth/caller';
import { auditedWrite, type AuditEntry } from '../../../audit/audit';
import type { AppContext } from '../../../context';
import { HttpError, badRequest, unprocessable } from '../../../http/errors';
import type { SentFields } from '../../../http/zod';
import { isoNow, newSid, newWebhookSecret } from '../../../lib/ids';
import { hashPassword } from '../../../lib/passwords';
import { UserRepository, loginClaims, type UserRow } from '../../identity';
import { Plans, asEntry } from '../plans/plans';
import { OAuthExchangeError, exchangeOAuthCode, type OAuthProfile } from './oauth';
import { RegistrationRepository } from './repository';

const PROVIDERS = ['local', 'github', 'google', 'twitter'];
const OAUTH_FIELDS = ['oauth2_code', 'oauth2_state', 'oauth2_client_id', 'oauth2_redirect_uri'] as const;
const DAY_MS = 86_400_000;

/** A request whose failures to mail are logged (a Fastify request is one). */
export interface LoggedRequester extends Requester {
  readonly log: { error(details: object, message: string): void };
}

export const verificationMail = (email: string, code: string) => ({
  to: email,
  subject: 'Your Switchboard verification code',
  kind: 'email-verification',
  text: `Welcome to Switchboard!\n\nYour verification code is ${code}\n\nEnter it on the registration page to activate your account. If you did not sign up, ignore this message.`,
});

interface NewAccount {
  serviceProviderSid: string;
  email: string;
  provider: 'local' | OAuthProvider;
  hashedPassword: string | null;
  activationCode: string | null;
  profile?: OAuthProfile;
}

export class RegistrationService {
  private readonly rows: RegistrationRepository;
  private readonly users: UserRepository;
  private readonly plans: Plans;

  constructor(private readonly ctx: AppContext) {
    this.rows = new RegistrationRepository(ctx.store);
    this.users = new UserRepository(ctx.store);
    this.plans = new Plans(ctx);
  }

  async register(request: LoggedRequester, body: SentFields): Promise<RegistrationResponse> {
    const str = (key: string) => {
      const value = body[key];
      return typeof value === 'string' ? value.trim() : '';
    };
    const provider = str('provider');
    if (!provider) throw badRequest('missing provider');
    const serviceProviderSid = str('service_provider_sid');
    if (!serviceProviderSid) throw badRequest('missing service_provider_sid');
    if (!this.rows.providerExists(serviceProviderSid)) throw unprocessable('invalid service_provider_sid');
    if (!PROVIDERS.includes(provider) || provider === 'twitter')
      throw unprocessable(`invalid provider: ${provider}`);

    if (provider === 'local') {
      const email = str('email').toLowerCase();
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password) throw badRequest('missing email or password');
      if (email.length > 255 || !isEmail(email)) throw badRequest('invalid email');
      if (password.length < REGISTER_PASSWORD_MIN) throw badRequest('password must be at least 6 characters');
      if (password.length > 1024) throw badRequest('password must be at most 1024 characters');
      if (!str('email_activation_code')) throw badRequest('email activation code required');
      if (this.rows.emailTaken(email)) throw badRequest(`user already exists with email ${email}`);
      // The code that proves the address is made here and only mailed (the client's copy is not trusted).
      const code = generateActivationCode();
      const hashed = await hashPassword(password);
      const created = this.createAccountAndUser(request, {
        serviceProviderSid,
        email,
        provider: 'local',
        hashedPassword: hashed,
        activationCode: code,
      });
      await this.mail(request, email, code);
      return this.respond(created.userSid, created.rootDomain, true);
    }

    const oauthProvider = provider as OAuthProvider;
    for (const field of OAUTH_FIELDS)
      if (!str(field)) throw badRequest(`missing ${field} for provider ${provider}`);
    const config = this.ctx.options.billing.oauth[oauthProvider];
    if (!config) throw unprocessable(`invalid provider: ${provider} sign-in is not configured`);
    let profile: OAuthProfile;
    try {
      profile = await exchangeOAuthCode(
        oauthProvider,
        config,
        {
          code: str('oauth2_code'),
          redirectUri: str('oauth2_redirect_uri'),
          clientId: str('oauth2_client_id'),
        },
        this.ctx.options.outboundTimeoutMs,
      );
    } catch (error) {
      if (error instanceof OAuthExchangeError) throw new HttpError(403, { msg: error.message });
      throw error;
    }
    const existing = this.rows.oauthUser(oauthProvider, profile.userId);
    if (existing) {
      if (!existing.account_sid) throw unprocessable('user exists with no associated account');
      if (!existing.is_active) throw new HttpError(403, 'Forbidden');
      this.auditSignIn(request, existing);
      const rootDomain =
        this.rows.rootDomainOfAccount(existing.account_sid) ?? this.ctx.options.billing.rootDomain;
      return this.respond(existing.user_sid, rootDomain, false);
    }
    if (str('locationBeforeAuth') !== '/register')
      throw new HttpError(404, { msg: 'registering a new account not allowed from the sign-in page' });
    const email = profile.email?.toLowerCase();
    if (!email) throw badRequest(`the ${provider} account has no verified e-mail address`);
    if (this.rows.emailTaken(email)) throw unprocessable('account already exists for this email');
    const created = this.createAccountAndUser(request, {
      serviceProviderSid,
      email,
      provider: oauthProvider,
      hashedPassword: null,
      activationCode: null,
      profile,
    });
    return this.respond(created.userSid, created.rootDomain, true);
  }

  /** Sends the verification code; a mail that cannot be sent is logged (the code can be sent again). */
  async mail(request: LoggedRequester, email: string, code: string): Promise<void> {
    try {
      await this.ctx.mailer.send(verificationMail(email, code));
    } catch (err) {
      request.log.error({ err: (err as Error).message }, 'could not send the verification mail');
    }
  }

  /** A returning OAuth user signing in, in the audit trail like the session routes' sign-ins. */
  private auditSignIn(requester: Requester, user: UserRow): void {
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'user',
        entitySid: user.user_sid,
        action: 'sign-in',
        accountSid: user.account_sid,
        actor: { userSid: user.user_sid, name: user.name },
      }),
      () => undefined,
    );
  }

  /** The root domain accounts of this service provider get their SIP realm under (given one on first use). */
  private rootDomainOf(requester: Requester, serviceProviderSid: string): string {
    const own = this.rows.rootDomain(serviceProviderSid);
    if (own) return own;
    const fallback = this.ctx.options.billing.rootDomain;
    if (this.rows.rootDomainTaken(fallback))
      throw unprocessable(`root_domain missing for service provider ${serviceProviderSid}`);
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'service_provider',
        entitySid: serviceProviderSid,
        action: 'update',
        before: { root_domain: null },
        after: { root_domain: fallback },
        serviceProviderSid,
        actor: { userSid: null, name: 'registration' },
      }),
      () => this.rows.setRootDomain(serviceProviderSid, fallback),
    );
    return fallback;
  }

  /** The account, its trial and its first user: one transaction, an audit entry for each change. */
  private createAccountAndUser(requester: Requester, input: NewAccount) {
    return this.ctx.store.transaction(() => {
      const now = this.ctx.now();
      const rootDomain = this.rootDomainOf(requester, input.serviceProviderSid);
      const accountSid = newSid();
      const userSid = newSid();
      const local = input.provider === 'local';
      const account = {
        account_sid: accountSid,
        service_provider_sid: input.serviceProviderSid,
        name: input.email.slice(0, 64),
        plan_type: 'trial' as const,
        trial_end_date: null,
        stripe_customer_id: null,
        device_to_call_ratio: 5,
        is_active: local ? 0 : 1,
      };
      auditedWrite(
        this.ctx,
        requester,
        (returning): AuditEntry => ({
          entity: 'account',
          entitySid: accountSid,
          action: 'create',
          after: {
            name: account.name,
            plan_type: 'trial',
            signed_up_with: input.provider,
            user_sid: userSid,
            email: input.email,
            returning_user: returning,
          },
          accountSid,
          serviceProviderSid: input.serviceProviderSid,
          actor: { userSid, name: input.email },
        }),
        () => {
          this.rows.insertAccount({
            account_sid: accountSid,
            name: account.name,
            service_provider_sid: input.serviceProviderSid,
            // an e-mail sign-up is active once its address is verified
            is_active: account.is_active,
            webhook_secret: newWebhookSecret(),
            plan_type: 'trial',
            trial_end_date: isoNow(now + TRIAL_DAYS * DAY_MS),
          });
          const returning = this.rows.signedUpBefore(input.email);
          this.rows.recordSignUp(input.email, input.profile?.name ?? input.email, isoNow(now));
          this.rows.insertUser({
            user_sid: userSid,
            name: input.email,
            email: input.email,
            hashed_password: input.hashedPassword,
            account_sid: accountSid,
            service_provider_sid: input.serviceProviderSid,
            provider: input.provider,
            provider_userid: input.profile?.userId ?? null,
            email_activation_code: input.activationCode,
            email_validated: local ? 0 : 1,
            is_active: 1,
          });
          return returning;
        },
      );
      // The trial's subscription (what GET /Users/me shows) and limits.
      auditedWrite(this.ctx, requester, asEntry, () =>
        this.plans.putInForce(requester, account, {
          plan: 'trial',
          quantities: { ...TRIAL_PLAN },
          reason: 'sign-up',
        }),
      );
      return { accountSid, userSid, rootDomain };
    });
  }

  private async respond(
    userSid: string,
    rootDomain: string,
    pristine: boolean,
  ): Promise<RegistrationResponse> {
    const user = this.users.find(userSid) as UserRow;
    const jwt = await this.ctx.tokens.sign(loginClaims(this.ctx.store, user), user.token_version);
    return {
      jwt,
      user_sid: user.user_sid,
      account_sid: user.account_sid as string,
      root_domain: rootDomain,
      name: user.name,
      email: user.email,
      provider: user.provider as RegistrationResponse['provider'],
      pristine,
      is_active: this.rows.accountIsActive(user.account_sid),
      email_validated: Boolean(user.email_validated),
      phone_validated: Boolean(user.phone_validated),
      tutorial_completion: 0,
      scope: user.scope,
      ...(user.provider_userid ? { provider_userid: user.provider_userid } : {}),
    };
  }
}
