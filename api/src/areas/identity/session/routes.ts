// Sessions (contract §6.1): `POST /login`, `/signin`, `/logout`, `/change-password`, `/forgot-password`.
// Sign-in and the reset request answer bad input the way the real server does (a plain `Bad Request`, its own
// messages), so their bodies' validation errors are taken in hand (attachValidation).
import { z } from 'zod';
import { changePasswordBodySchema, isEmail, twoFactorLoginBodySchema } from '@switchboard/shared/validation';
import { onlyUsers } from '../../../auth/hooks';
import { responses } from '../../../http/docs';
import { HttpError, badRequest } from '../../../http/errors';
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

  app.post(
    '/login',
    {
      attachValidation: true,
      schema: {
        summary: 'Sign in with username and password',
        tags,
        security: [],
        body: loginBody,
        response: responses({
          200: 'token, user_sid, scope, force_change, permissions; with two-factor sign-in {two_factor_required, two_factor_token, user_sid} and no token',
          400: 'missing fields',
          403: 'wrong credentials or locked',
        }),
      },
    },
    async (request) => {
      if (request.validationError) throw new HttpError(400, 'Bad Request');
      return sessions.login(request, request.body.username, request.body.password);
    },
  );

  app.post(
    '/login/two-factor',
    {
      schema: {
        summary:
          'The second step of a sign-in with two-factor: the challenge POST /login answered, and the code',
        tags,
        security: [],
        body: twoFactorLoginBodySchema,
        response: responses({
          200: 'what POST /login answers without two-factor (token, user_sid, scope, …)',
          400: 'not a code',
          401: 'no such sign-in waiting, or it took too long (5 minutes)',
          403: 'wrong code (counts toward the lock-out), or locked',
        }),
      },
    },
    async (request) => sessions.verifyTwoFactor(request, request.body.two_factor_token, request.body.code),
  );

  app.post(
    '/signin',
    {
      attachValidation: true,
      schema: {
        summary:
          'Sign in with e-mail and password, or exchange a password-reset link (once, within its hour)',
        tags,
        security: [],
        body: signinBody,
        response: responses({
          200: 'jwt and the user',
          400: 'missing fields',
          403: 'wrong password or unknown link',
          404: 'no such user',
        }),
      },
    },
    async (request) => {
      if (request.validationError) throw badRequest('missing email or password');
      return sessions.signin(request, request.body);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'Sign out: revokes the session of this token (the user’s other sessions go on)',
        tags,
        response: responses({ 204: 'signed out', 400: 'an API key has no session' }),
      },
    },
    async (request, reply) => {
      sessions.logout(request);
      return reply.code(204).send();
    },
  );

  app.post(
    '/renew-token',
    {
      schema: {
        summary: 'A new token for this session, valid for JWT_EXPIRES_IN from now (this API only)',
        tags,
        response: responses({ 200: '{token}', 400: 'an API key has no session', 401: 'expired or revoked' }),
      },
    },
    async (request) => sessions.renewToken(request),
  );

  app.post(
    '/logout/everywhere',
    {
      schema: {
        summary: 'Sign out everywhere: revokes every token of the user (this API only)',
        tags,
        response: responses({
          204: 'every session of the user signed out',
          400: 'an API key has no session',
        }),
      },
    },
    async (request, reply) => {
      sessions.logoutEverywhere(request);
      return reply.code(204).send();
    },
  );

  app.post(
    '/change-password',
    {
      preValidation: onlyUsers('changing a password needs a user token, not an API key'),
      schema: {
        summary: 'Change the signed-in user’s password (old_password may be a reset link id)',
        tags,
        body: changePasswordBodySchema,
        response: responses({
          204: 'changed; every token of the user is revoked',
          400: 'missing or wrong old password, policy',
        }),
      },
    },
    async (request, reply) => {
      await sessions.changePassword(request, request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/forgot-password',
    {
      attachValidation: true,
      schema: {
        summary: 'Send a password-reset link by e-mail',
        tags,
        security: [],
        body: forgotPasswordBody,
        response: responses({
          204: 'sent when an active user has the address; the same answer when none has',
          400: 'not an e-mail address',
        }),
      },
    },
    async (request, reply) => {
      if (request.validationError)
        throw new HttpError(400, { error: 'invalid or missing email', msg: 'invalid or missing email' });
      await sessions.forgotPassword(request, request.body.email, (err) =>
        request.log.error({ err: err.message }, 'could not send the password-reset mail'),
      );
      return reply.code(204).send();
    },
  );
}
