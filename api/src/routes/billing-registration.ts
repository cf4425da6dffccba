// Hosted mode's sign-up (contract §6.1): `POST /register` with e-mail and password or after an OAuth redirect,
// `PUT|POST /ActivationCode` (the e-mail's code), `GET /Availability` (e-mail, phone, sub-domain). Registered only in
// hosted mode. A new sign-up gets an account on a 21-day trial (5 call sessions), a user whose name is the e-mail,
// and — for e-mail sign-ups — a verification code sent by mail; the account is activated by that code.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OAuthProvider, RegistrationResponse } from '@switchboard/shared/types';
import {
  REGISTER_PASSWORD_MIN,
  TRIAL_DAYS,
  TRIAL_PLAN,
  generateActivationCode,
  isEmail,
  isValidSipRealm,
} from '@switchboard/shared/validation';
import { recordAudit } from '../audit/audit';
import type { AppContext } from '../context';
import { callerOf } from '../auth/caller';
import { docs } from '../http/docs';
import { HttpError, badRequest, unprocessable } from '../http/errors';
import { isoNow, newSid, newWebhookSecret } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { OAuthExchangeError, exchangeOAuthCode, type OAuthProfile } from '../billing/oauth';
import { putPlanInForce } from '../billing/plans';
import { UserRepository, loginClaims, type UserRow } from '../areas/identity';

const PROVIDERS = ['local', 'github', 'google', 'twitter'];
const OAUTH_FIELDS = ['oauth2_code', 'oauth2_state', 'oauth2_client_id', 'oauth2_redirect_uri'] as const;
const DAY_MS = 86_400_000;

const registerDocSchema = z.object({
  service_provider_sid: z.string(),
  provider: z.enum(['local', 'github', 'google']),
  email: z.string().optional(),
  password: z.string().optional(),
  email_activation_code: z.string().optional(),
  oauth2_code: z.string().optional(),
  oauth2_state: z.string().optional(),
  oauth2_client_id: z.string().optional(),
  oauth2_redirect_uri: z.string().optional(),
  locationBeforeAuth: z.string().optional(),
  inviteCode: z.string().optional(),
});

const verificationMail = (email: string, code: string) => ({
  to: email,
  subject: 'Your Switchboard verification code',
  kind: 'email-verification',
  text: `Welcome to Switchboard!\n\nYour verification code is ${code}\n\nEnter it on the registration page to activate your account. If you did not sign up, ignore this message.`,
});

/** The root domain accounts of this service provider get their SIP realm under (given one on first use). */
function rootDomainOf(ctx: AppContext, request: FastifyRequest, serviceProviderSid: string): string {
  const { store } = ctx;
  const sp = store.get<{ root_domain: string | null }>(
    'SELECT root_domain FROM service_providers WHERE service_provider_sid = ?',
    serviceProviderSid,
  );
  if (sp?.root_domain) return sp.root_domain;
  const fallback = ctx.options.billing.rootDomain;
  if (store.get('SELECT 1 FROM service_providers WHERE root_domain = ?', fallback))
    throw unprocessable(`root_domain missing for service provider ${serviceProviderSid}`);
  store.run(
    'UPDATE service_providers SET root_domain = ? WHERE service_provider_sid = ?',
    fallback,
    serviceProviderSid,
  );
  recordAudit(ctx, request, {
    entity: 'service_provider',
    entitySid: serviceProviderSid,
    action: 'update',
    before: { root_domain: null },
    after: { root_domain: fallback },
    serviceProviderSid,
    actor: { userSid: null, name: 'registration' },
  });
  return fallback;
}

interface NewAccount {
  serviceProviderSid: string;
  email: string;
  provider: 'local' | OAuthProvider;
  hashedPassword: string | null;
  activationCode: string | null;
  profile?: OAuthProfile;
}

/** The account, its trial and its first user, in the caller's transaction. */
function createAccountAndUser(ctx: AppContext, request: FastifyRequest, input: NewAccount) {
  const { store } = ctx;
  const now = ctx.now();
  const rootDomain = rootDomainOf(ctx, request, input.serviceProviderSid);
  const accountSid = newSid();
  const userSid = newSid();
  const local = input.provider === 'local';
  store.insert('accounts', {
    account_sid: accountSid,
    name: input.email.slice(0, 64),
    service_provider_sid: input.serviceProviderSid,
    // an e-mail sign-up is active once its address is verified
    is_active: local ? 0 : 1,
    webhook_secret: newWebhookSecret(),
    plan_type: 'trial',
    trial_end_date: isoNow(now + TRIAL_DAYS * DAY_MS),
  });
  const returning = Boolean(store.get('SELECT 1 FROM signup_history WHERE email = ?', input.email));
  store.run(
    'INSERT INTO signup_history (email, name, signed_up_at) VALUES (?, ?, ?) ON CONFLICT(email) DO UPDATE SET signed_up_at = excluded.signed_up_at',
    input.email,
    input.profile?.name ?? input.email,
    isoNow(now),
  );
  store.insert('users', {
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
  recordAudit(ctx, request, {
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
  });
  // The trial's subscription (what GET /Users/me shows) and limits.
  putPlanInForce(ctx, request, account, { plan: 'trial', quantities: { ...TRIAL_PLAN }, reason: 'sign-up' });
  return { accountSid, userSid, rootDomain };
}

async function respond(
  ctx: AppContext,
  userSid: string,
  rootDomain: string,
  pristine: boolean,
): Promise<RegistrationResponse> {
  const user = new UserRepository(ctx.store).find(userSid) as UserRow;
  const jwt = await ctx.tokens.sign(loginClaims(ctx.store, user), user.token_version);
  const account = ctx.store.get<{ is_active: number }>(
    'SELECT is_active FROM accounts WHERE account_sid = ?',
    user.account_sid,
  );
  return {
    jwt,
    user_sid: user.user_sid,
    account_sid: user.account_sid as string,
    root_domain: rootDomain,
    name: user.name,
    email: user.email,
    provider: user.provider as RegistrationResponse['provider'],
    pristine,
    is_active: Boolean(account?.is_active),
    email_validated: Boolean(user.email_validated),
    phone_validated: Boolean(user.phone_validated),
    tutorial_completion: 0,
    scope: user.scope,
    ...(user.provider_userid ? { provider_userid: user.provider_userid } : {}),
  };
}

export function registrationRoutes(v1: FastifyInstance, ctx: AppContext): void {
  if (!ctx.options.hosted) return;
  const { store } = ctx;
  const users = new UserRepository(store);

  /** A returning OAuth user signing in, in the audit trail like the session routes' sign-ins. */
  const auditSignIn = (request: FastifyRequest, user: UserRow) =>
    store.transaction(() =>
      recordAudit(ctx, request, {
        entity: 'user',
        entitySid: user.user_sid,
        action: 'sign-in',
        accountSid: user.account_sid,
        actor: { userSid: user.user_sid, name: user.name },
      }),
    );

  v1.post(
    '/register',
    {
      schema: docs({
        summary: 'Sign up (hosted): e-mail and password, or the code of an OAuth redirect',
        tags: ['Registration'],
        public: true,
        body: registerDocSchema,
        responses: {
          200: 'jwt, account_sid, root_domain and the user',
          400: 'missing or invalid fields, user exists',
          403: 'the OAuth code exchange failed',
          404: 'a new OAuth user coming from the sign-in page',
          422: 'unknown service provider or provider, account exists',
        },
      }),
    },
    async (request): Promise<RegistrationResponse> => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
      const provider = str('provider');
      if (!provider) throw badRequest('missing provider');
      const serviceProviderSid = str('service_provider_sid');
      if (!serviceProviderSid) throw badRequest('missing service_provider_sid');
      if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', serviceProviderSid))
        throw unprocessable('invalid service_provider_sid');
      if (!PROVIDERS.includes(provider) || provider === 'twitter')
        throw unprocessable(`invalid provider: ${provider}`);

      if (provider === 'local') {
        const email = str('email').toLowerCase();
        const password = typeof body.password === 'string' ? body.password : '';
        if (!email || !password) throw badRequest('missing email or password');
        if (email.length > 255 || !isEmail(email)) throw badRequest('invalid email');
        if (password.length < REGISTER_PASSWORD_MIN)
          throw badRequest('password must be at least 6 characters');
        if (password.length > 1024) throw badRequest('password must be at most 1024 characters');
        if (!str('email_activation_code')) throw badRequest('email activation code required');
        if (store.get('SELECT 1 FROM users WHERE email = ?', email))
          throw badRequest(`user already exists with email ${email}`);
        // The code that proves the address is made here and only mailed (the client's copy is not trusted).
        const code = generateActivationCode();
        const hashed = await hashPassword(password);
        const created = store.transaction(() =>
          createAccountAndUser(ctx, request, {
            serviceProviderSid,
            email,
            provider: 'local',
            hashedPassword: hashed,
            activationCode: code,
          }),
        );
        try {
          await ctx.mailer.send(verificationMail(email, code));
        } catch (err) {
          request.log.error({ err: (err as Error).message }, 'could not send the verification mail');
        }
        return respond(ctx, created.userSid, created.rootDomain, true);
      }

      const oauthProvider = provider as OAuthProvider;
      for (const field of OAUTH_FIELDS)
        if (!str(field)) throw badRequest(`missing ${field} for provider ${provider}`);
      const config = ctx.options.billing.oauth[oauthProvider];
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
          ctx.options.outboundTimeoutMs,
        );
      } catch (error) {
        if (error instanceof OAuthExchangeError) throw new HttpError(403, { msg: error.message });
        throw error;
      }
      const existing = store.get<UserRow>(
        'SELECT * FROM users WHERE provider = ? AND provider_userid = ? ORDER BY rowid LIMIT 1',
        oauthProvider,
        profile.userId,
      );
      if (existing) {
        if (!existing.account_sid) throw unprocessable('user exists with no associated account');
        if (!existing.is_active) throw new HttpError(403, 'Forbidden');
        auditSignIn(request, existing);
        const rootDomain =
          store.get<{ root_domain: string | null }>(
            'SELECT s.root_domain FROM accounts a JOIN service_providers s ON s.service_provider_sid = a.service_provider_sid WHERE a.account_sid = ?',
            existing.account_sid,
          )?.root_domain ?? ctx.options.billing.rootDomain;
        return respond(ctx, existing.user_sid, rootDomain, false);
      }
      if (str('locationBeforeAuth') !== '/register')
        throw new HttpError(404, { msg: 'registering a new account not allowed from the sign-in page' });
      const email = profile.email?.toLowerCase();
      if (!email) throw badRequest(`the ${provider} account has no verified e-mail address`);
      if (store.get('SELECT 1 FROM users WHERE email = ?', email))
        throw unprocessable('account already exists for this email');
      const created = store.transaction(() =>
        createAccountAndUser(ctx, request, {
          serviceProviderSid,
          email,
          provider: oauthProvider,
          hashedPassword: null,
          activationCode: null,
          profile,
        }),
      );
      return respond(ctx, created.userSid, created.rootDomain, true);
    },
  );

  const activationBody = z.object({ user_sid: z.string(), type: z.enum(['email', 'phone']) });

  v1.put(
    '/ActivationCode/:code',
    {
      schema: docs({
        summary: 'Check the code sent to the user’s e-mail: validates it (and activates a new account)',
        tags: ['Registration'],
        params: { code: 'the code from the message' },
        body: activationBody,
        responses: { 204: 'validated', 400: 'invalid user or activation code' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { code } = request.params as { code: string };
      const body = (request.body ?? {}) as { user_sid?: unknown; type?: unknown };
      const invalid = () => badRequest('invalid user or activation code');
      if (typeof body.user_sid !== 'string' || (body.type !== 'email' && body.type !== 'phone'))
        throw invalid();
      // a user checks their own code (an admin may check anyone's)
      if (caller.scope !== 'admin' && caller.user_sid !== body.user_sid) throw invalid();
      const user = users.find(body.user_sid);
      const column = body.type === 'email' ? 'email_activation_code' : 'phone_activation_code';
      if (!user || !user[column] || user[column] !== code.trim()) throw invalid();
      store.transaction(() => {
        const before: Record<string, unknown> = {
          [`${body.type}_validated`]: body.type === 'email' ? user.email_validated : user.phone_validated,
        };
        const after: Record<string, unknown> = { [`${body.type}_validated`]: 1 };
        if (body.type === 'email') {
          const newEmail = user.pending_email;
          store.run(
            'UPDATE users SET email_activation_code = NULL, email_validated = 1, email = COALESCE(pending_email, email), pending_email = NULL WHERE user_sid = ?',
            user.user_sid,
          );
          if (newEmail) {
            before.email = user.email;
            after.email = newEmail;
          }
          const account = user.account_sid
            ? store.get<{ is_active: number; users: number }>(
                'SELECT a.is_active, (SELECT COUNT(*) FROM users WHERE account_sid = a.account_sid) AS users FROM accounts a WHERE a.account_sid = ?',
                user.account_sid,
              )
            : undefined;
          // The sign-up's own address verified: the account starts working.
          if (account && !account.is_active && account.users === 1 && user.provider === 'local') {
            store.run('UPDATE accounts SET is_active = 1 WHERE account_sid = ?', user.account_sid);
            before.account_is_active = 0;
            after.account_is_active = 1;
          }
        } else {
          store.run(
            'UPDATE users SET phone_activation_code = NULL, phone_validated = 1 WHERE user_sid = ?',
            user.user_sid,
          );
        }
        recordAudit(ctx, request, {
          entity: 'user',
          entitySid: user.user_sid,
          action: 'update',
          before,
          after,
          accountSid: user.account_sid,
          serviceProviderSid: user.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  v1.post(
    '/ActivationCode',
    {
      schema: docs({
        summary: 'Send a code to confirm a new e-mail address of a user (then PUT /ActivationCode/:code)',
        tags: ['Registration'],
        body: z.object({ user_sid: z.string(), type: z.enum(['email', 'phone']), value: z.string() }),
        responses: { 204: 'sent', 400: 'invalid type, user or e-mail' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = (request.body ?? {}) as { user_sid?: unknown; type?: unknown; value?: unknown };
      if (body.type !== 'email' && body.type !== 'phone')
        throw badRequest(`invalid activation type: ${String(body.type)}`);
      if (body.type === 'phone')
        throw badRequest('invalid activation type: phone (no SMS gateway is configured)');
      if (
        typeof body.user_sid !== 'string' ||
        (caller.scope !== 'admin' && caller.user_sid !== body.user_sid)
      )
        throw badRequest('invalid user_sid');
      const user = users.find(body.user_sid);
      if (!user) throw badRequest('invalid user_sid');
      const email = typeof body.value === 'string' ? body.value.trim().toLowerCase() : '';
      if (!email || email.length > 255 || !isEmail(email)) throw badRequest('invalid email');
      const code = generateActivationCode();
      store.transaction(() => {
        store.run(
          'UPDATE users SET pending_email = ?, email_activation_code = ? WHERE user_sid = ?',
          email,
          code,
          user.user_sid,
        );
        recordAudit(ctx, request, {
          entity: 'user',
          entitySid: user.user_sid,
          action: 'update',
          before: { pending_email: user.pending_email },
          after: { pending_email: email },
          accountSid: user.account_sid,
          serviceProviderSid: user.service_provider_sid,
        });
      });
      try {
        await ctx.mailer.send(verificationMail(email, code));
      } catch (err) {
        request.log.error({ err: (err as Error).message }, 'could not send the verification mail');
      }
      return reply.code(204).send();
    },
  );

  v1.get(
    '/Availability',
    {
      schema: docs({
        summary: 'Whether an e-mail, phone or sub-domain (the full SIP realm) is free',
        tags: ['Registration'],
        query: z.object({ type: z.enum(['email', 'phone', 'subdomain']), value: z.string() }),
        responses: { 200: '{available}', 400: 'invalid type' },
      }),
    },
    async (request) => {
      callerOf(request);
      const query = (request.query ?? {}) as { type?: unknown; value?: unknown };
      const type = typeof query.type === 'string' ? query.type : '';
      if (!['email', 'phone', 'subdomain'].includes(type)) throw badRequest(`invalid type: ${type}`);
      const value = typeof query.value === 'string' ? query.value.trim() : '';
      if (!value || value.length > 255) throw badRequest('missing value');
      if (type === 'email')
        return { available: !store.get('SELECT 1 FROM users WHERE email = ?', value.toLowerCase()) };
      if (type === 'phone') return { available: !store.get('SELECT 1 FROM users WHERE phone = ?', value) };
      const realm = value.toLowerCase();
      // A name that cannot be a SIP realm is never available.
      if (realm.length > 132 || !isValidSipRealm(realm, 3)) return { available: false };
      return { available: !store.get('SELECT 1 FROM accounts WHERE sip_realm = ?', realm) };
    },
  );
}
