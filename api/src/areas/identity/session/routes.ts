// Sessions (docs/api/contract.md#session): `POST /login`, `/signin`, `/logout`, `/change-password`, `/forgot-password`.
// Sign-in and the reset request answer bad input the way the real server does (a plain `Bad Request`, its own
// messages), so their bodies' validation errors are taken in hand (attachValidation).
import { z } from 'zod';
import { changePasswordBodySchema, isEmail, twoFactorLoginBodySchema } from '@switchboard/shared/validation';
import { onlyUsers } from '../../../auth/hooks';
import { HttpError, badRequest } from '../../../http/errors';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { SessionService } from './service';

const tags = ['Session'];

const loginBody = z.object({ username: z.string().min(1).max(255), password: z.string().min(1).max(1024) });
const signinBody = z.union([
  // (an e-mail sent beside a link only names the attempt in the trail)
  z.object({ link: z.string().min(1), email: z.string().optional().catch(undefined) }),
  z.object({ email: z.string().min(1), password: z.string().min(1) }),
]);
const forgotPasswordBody = z.object({ email: z.string().max(255).refine(isEmail) });

export async function sessionRoutes(app: Api): Promise<void> {
  const sessions = new SessionService(app.ctx);

  route(app, {
    method: 'POST',
    url: '/login',
    summary: 'Sign in with username and password',
    tags,
    public: true,
    attachValidation: true,
    body: loginBody,
    answers: {
      200: 'token, user_sid, scope, force_change, permissions; with two-factor sign-in {two_factor_required, two_factor_token, user_sid} and no token',
      400: 'missing fields',
      403: 'wrong credentials or locked',
    },
    run: (request) => {
      if (request.validationError) throw new HttpError(400, 'Bad Request');
      return sessions.login(request, request.body.username, request.body.password);
    },
  });

  route(app, {
    method: 'POST',
    url: '/login/two-factor',
    summary: 'The second step of a sign-in with two-factor: the challenge POST /login answered, and the code',
    tags,
    public: true,
    body: twoFactorLoginBodySchema,
    answers: {
      200: 'what POST /login answers without two-factor (token, user_sid, scope, …)',
      400: 'not a code',
      401: 'no such sign-in waiting, or it took too long (5 minutes)',
      403: 'wrong code (counts toward the lock-out), or locked',
    },
    run: (request) => sessions.verifyTwoFactor(request, request.body.two_factor_token, request.body.code),
  });

  route(app, {
    method: 'POST',
    url: '/signin',
    summary: 'Sign in with e-mail and password, or exchange a password-reset link (once, within its hour)',
    tags,
    public: true,
    attachValidation: true,
    body: signinBody,
    answers: {
      200: 'jwt and the user',
      400: 'missing fields',
      403: 'wrong password or unknown link',
      404: 'no such user',
    },
    run: (request) => {
      if (request.validationError) throw badRequest('missing email or password');
      return sessions.signin(request, request.body);
    },
  });

  route(app, {
    method: 'POST',
    url: '/logout',
    summary: 'Sign out: revokes the session of this token (the user’s other sessions go on)',
    tags,
    answers: { 204: 'signed out', 400: 'an API key has no session' },
    run: (request) => sessions.logout(request),
  });

  route(app, {
    method: 'POST',
    url: '/renew-token',
    summary: 'A new token for this session, valid for JWT_EXPIRES_IN from now (this API only)',
    tags,
    answers: { 200: '{token}', 400: 'an API key has no session', 401: 'expired or revoked' },
    run: (request) => sessions.renewToken(request),
  });

  route(app, {
    method: 'POST',
    url: '/logout/everywhere',
    summary: 'Sign out everywhere: revokes every token of the user (this API only)',
    tags,
    answers: { 204: 'every session of the user signed out', 400: 'an API key has no session' },
    run: (request) => sessions.logoutEverywhere(request),
  });

  route(app, {
    method: 'POST',
    url: '/change-password',
    summary: 'Change the signed-in user’s password (old_password may be a reset link id)',
    tags,
    before: onlyUsers('changing a password needs a user token, not an API key'),
    body: changePasswordBodySchema,
    answers: {
      204: 'changed; every token of the user is revoked',
      400: 'missing or wrong old password, policy',
    },
    run: (request) => sessions.changePassword(request, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/forgot-password',
    summary: 'Send a password-reset link by e-mail',
    tags,
    public: true,
    attachValidation: true,
    body: forgotPasswordBody,
    answers: {
      204: 'sent when an active user has the address; the same answer when none has',
      400: 'not an e-mail address',
    },
    run: (request) => {
      if (request.validationError)
        throw new HttpError(400, { error: 'invalid or missing email', msg: 'invalid or missing email' });
      return sessions.forgotPassword(request, request.body.email, (err) =>
        request.log.error({ err: err.message }, 'could not send the password-reset mail'),
      );
    },
  });
}
