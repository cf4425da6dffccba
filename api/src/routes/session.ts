// Session and password flows (contract §6.1): login, signin, logout, change-password, forgot-password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LoginResponse } from '@switchboard/shared/types';
import { changePasswordBodySchema, isEmail, passwordPolicyError } from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { recordAudit } from '../audit/audit';
import { callerOf, requireUser } from '../auth/caller';
import { Lockout } from '../auth/lockout';
import { docs } from '../http/docs';
import { HttpError, badRequest, plainForbidden } from '../http/errors';
import { parseWith } from '../http/validate';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { shortUuid } from '../lib/ids';
import { findUser, loginClaims, revokeTokens, type UserRow } from './users-model';
import { SettingsRepository } from '../areas/identity/settings/repository';

const RESET_LINK_SECONDS = 3600;

const lockedOut = () =>
  new HttpError(403, {
    error: 'Maximum login attempts reached. Please try again later or reset your password.',
    msg: 'Maximum login attempts reached. Please try again later or reset your password.',
  });

const loginDocSchema = z.object({ username: z.string(), password: z.string() });
const signinDocSchema = z.union([
  z.object({ email: z.string(), password: z.string() }),
  z.object({ link: z.string() }),
]);

export function sessionRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;
  const lockout = new Lockout(
    store,
    ctx.options.loginAttemptsMaxRetries,
    ctx.options.loginAttemptsTimeSeconds,
    ctx.now,
  );

  /** A sign-in, a failed one, a sign-out or a password change, in the audit trail (its own transaction). */
  function auditSession(
    request: FastifyRequest,
    action: 'sign-in' | 'sign-in-failed' | 'sign-out' | 'password-change',
    user: UserRow | undefined,
    attemptedName?: string,
  ): void {
    store.transaction(() =>
      recordAudit(ctx, request, {
        entity: 'user',
        entitySid: user?.user_sid ?? null,
        action,
        accountSid: user?.account_sid ?? null,
        // An account user's: the account's provider; anyone else's: their own (none for an admin).
        ...(user?.account_sid ? {} : { serviceProviderSid: user?.service_provider_sid ?? null }),
        actor: { userSid: user?.user_sid ?? null, name: user?.name ?? attemptedName ?? null },
      }),
    );
  }

  /** Runs a sign-in's checks; a refusal (403/404) goes in the trail as a failed sign-in. */
  async function signInChecks(
    request: FastifyRequest,
    user: UserRow | undefined,
    attemptedName: string,
    check: () => Promise<void>,
  ): Promise<void> {
    try {
      await check();
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404))
        auditSession(request, 'sign-in-failed', user, attemptedName);
      throw error;
    }
  }

  /** Check a password with the lock-out rules; throws the contract's 403s. */
  async function checkPassword(user: UserRow, password: string): Promise<void> {
    if (lockout.isLocked(user.user_sid)) throw lockedOut();
    if (await verifyPassword(password, user.hashed_password)) return;
    if (lockout.recordFailure(user.user_sid)) {
      const msg = `Maximum login attempts reached. Please try again in ${lockout.windowLength} seconds.`;
      throw new HttpError(403, { error: msg, msg });
    }
    throw plainForbidden();
  }

  v1.post(
    '/login',
    {
      schema: docs({
        summary: 'Sign in with username and password',
        tags: ['Session'],
        public: true,
        body: loginDocSchema,
        responses: {
          200: 'token, user_sid, scope, force_change, permissions',
          400: 'missing fields',
          403: 'wrong credentials or locked',
        },
      }),
    },
    async (request): Promise<LoginResponse> => {
      const body = request.body as { username?: unknown; password?: unknown } | undefined;
      const username = body?.username;
      const password = body?.password;
      if (typeof username !== 'string' || !username || typeof password !== 'string' || !password)
        throw new HttpError(400, 'Bad Request');
      if (username.length > 255 || password.length > 1024) throw new HttpError(400, 'Bad Request');
      const found = store.get<UserRow>('SELECT * FROM users WHERE name = ? ORDER BY rowid LIMIT 1', username);
      await signInChecks(request, found, username, async () => {
        if (!found || found.provider !== 'local') throw plainForbidden();
        await checkPassword(found, password);
        // a deactivated user may not sign in (the real server lets them)
        if (!found.is_active) throw plainForbidden();
      });
      const user = found as UserRow;
      const claims = loginClaims(store, user);
      const token = await ctx.tokens.sign(claims, user.token_version);
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
      auditSession(request, 'sign-in', user);
      return response;
    },
  );

  v1.post(
    '/signin',
    {
      schema: docs({
        summary: 'Sign in with e-mail and password, or exchange a password-reset link',
        tags: ['Session'],
        public: true,
        body: signinDocSchema,
        responses: {
          200: 'jwt and the user',
          400: 'missing fields',
          403: 'wrong password or unknown link',
          404: 'no such user',
        },
      }),
    },
    async (request) => {
      const body = (request.body ?? {}) as { email?: unknown; password?: unknown; link?: unknown };
      let user: UserRow | undefined;
      const attempted = typeof body.email === 'string' ? body.email : '(password-reset link)';
      if (typeof body.link === 'string' && body.link) {
        const reset = store.get<{ user_sid: string; expires_at: number }>(
          'SELECT user_sid, expires_at FROM password_reset_links WHERE link = ?',
          body.link,
        );
        await signInChecks(request, undefined, attempted, async () => {
          if (!reset || reset.expires_at <= ctx.now()) throw plainForbidden();
        });
        user = findUser(store, reset!.user_sid);
        if (!user) throw new HttpError(404, { msg: 'user not found' });
      } else {
        if (
          typeof body.email !== 'string' ||
          !body.email ||
          typeof body.password !== 'string' ||
          !body.password
        ) {
          throw badRequest('missing email or password');
        }
        user = store.get<UserRow>(
          "SELECT * FROM users WHERE email = ? AND provider = 'local' AND email_validated = 1 ORDER BY rowid LIMIT 1",
          body.email,
        );
        const password = body.password;
        const candidate = user;
        await signInChecks(request, candidate, attempted, async () => {
          if (!candidate) throw new HttpError(404, { msg: 'user not found' });
          await checkPassword(candidate, password);
        });
      }
      const signedIn = user as UserRow;
      await signInChecks(request, signedIn, attempted, async () => {
        if (!signedIn.is_active) throw plainForbidden();
      });
      user = signedIn;
      const claims = loginClaims(store, user);
      const jwt = await ctx.tokens.sign(claims, user.token_version);
      auditSession(request, 'sign-in', user);
      const account = user.account_sid
        ? store.get<{ service_provider_sid: string; is_active: number }>(
            'SELECT service_provider_sid, is_active FROM accounts WHERE account_sid = ?',
            user.account_sid,
          )
        : undefined;
      return {
        jwt,
        user_sid: user.user_sid,
        name: user.name,
        email: user.email,
        phone: user.phone,
        account_sid: user.account_sid,
        service_provider_sid: account?.service_provider_sid ?? user.service_provider_sid,
        force_change: Boolean(user.force_change),
        provider: user.provider,
        provider_userid: user.provider_userid,
        scope: user.scope,
        phone_validated: Boolean(user.phone_validated),
        email_validated: Boolean(user.email_validated),
        is_active: Boolean(account ? account.is_active : user.is_active),
        pristine: false,
      };
    },
  );

  v1.post(
    '/logout',
    {
      schema: docs({
        summary: 'Sign out: revokes every token of the user',
        tags: ['Session'],
        responses: { 204: 'signed out' },
      }),
    },
    async (request, reply) => {
      const userSid = requireUser(callerOf(request), 'logout needs a user token, not an API key');
      revokeTokens(store, userSid);
      auditSession(request, 'sign-out', findUser(store, userSid));
      return reply.code(204).send();
    },
  );

  v1.post(
    '/change-password',
    {
      schema: docs({
        summary: 'Change the signed-in user’s password (old_password may be a reset link id)',
        tags: ['Session'],
        body: changePasswordBodySchema,
        responses: {
          204: 'changed; every token of the user is revoked',
          400: 'missing or wrong old password, policy',
        },
      }),
    },
    async (request, reply) => {
      const userSid = requireUser(
        callerOf(request),
        'changing a password needs a user token, not an API key',
      );
      const body = parseWith(changePasswordBodySchema, request.body);
      const user = findUser(store, userSid);
      if (!user) throw badRequest('user not found');
      if (user.provider !== 'local') throw badRequest('user is using oauth authentication');
      const reset = store.get<{ expires_at: number }>(
        'SELECT expires_at FROM password_reset_links WHERE link = ? AND user_sid = ?',
        body.old_password,
        userSid,
      );
      const viaLink = reset !== undefined && reset.expires_at > ctx.now();
      if (!viaLink && !(await verifyPassword(body.old_password, user.hashed_password)))
        throw badRequest('old_password is incorrect');
      const policy = passwordPolicyError(body.new_password, new SettingsRepository(store).passwordSettings());
      if (policy) throw badRequest(policy);
      const hash = await hashPassword(body.new_password);
      store.transaction(() => {
        store.run('UPDATE users SET hashed_password = ?, force_change = 0 WHERE user_sid = ?', hash, userSid);
        store.run('DELETE FROM password_reset_links WHERE user_sid = ?', userSid);
        revokeTokens(store, userSid);
        auditSession(request, 'password-change', user);
      });
      return reply.code(204).send();
    },
  );

  v1.post(
    '/forgot-password',
    {
      schema: docs({
        summary: 'Send a password-reset link by e-mail',
        tags: ['Session'],
        public: true,
        body: z.object({ email: z.string() }),
        responses: { 204: 'sent', 400: 'invalid e-mail, or no active user with it' },
      }),
    },
    async (request, reply) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string' || email.length > 255 || !isEmail(email)) {
        throw new HttpError(400, { error: 'invalid or missing email', msg: 'invalid or missing email' });
      }
      const failed = () =>
        new HttpError(400, { error: 'failed to reset your password', msg: 'failed to reset your password' });
      const user = store.get<UserRow>('SELECT * FROM users WHERE email = ? ORDER BY rowid LIMIT 1', email);
      if (!user || !user.is_active) throw failed();
      if (user.account_sid) {
        const account = store.get<{ is_active: number }>(
          'SELECT is_active FROM accounts WHERE account_sid = ?',
          user.account_sid,
        );
        if (!account?.is_active) throw failed();
      }
      const link = shortUuid();
      store.transaction(() => {
        if (user.provider === 'local') {
          store.run('DELETE FROM password_reset_links WHERE expires_at <= ?', ctx.now());
          store.run(
            'INSERT INTO password_reset_links (link, user_sid, expires_at) VALUES (?, ?, ?)',
            link,
            user.user_sid,
            ctx.now() + RESET_LINK_SECONDS * 1000,
          );
        }
        revokeTokens(store, user.user_sid);
        // That a reset was asked for (and every token revoked); never the link itself.
        recordAudit(ctx, request, {
          entity: 'password_reset',
          entitySid: user.user_sid,
          action: 'create',
          accountSid: user.account_sid,
          ...(user.account_sid ? {} : { serviceProviderSid: user.service_provider_sid }),
          actor: { userSid: null, name: email },
        });
      });
      const url = `${ctx.options.portalBaseUrl}/reset-password/${link}`;
      const message =
        user.provider === 'local'
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
      try {
        await ctx.mailer.send(message);
      } catch (err) {
        request.log.error({ err: (err as Error).message }, 'could not send the password-reset mail');
      }
      return reply.code(204).send();
    },
  );
}
