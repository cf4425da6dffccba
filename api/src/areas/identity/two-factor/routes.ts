// Two-factor sign-in (docs/api/contract.md#two-factor-sign-in): the user's own enrolment, the reset of another
// user's second factor, and a service provider's requirement. The sign-in's second step (`POST /login/two-factor`)
// is with the other sign-ins (session/routes.ts).
import { twoFactorCodeBodySchema, twoFactorPolicyBodySchema } from '@switchboard/shared/validation';
import { requireServiceProviderGuard } from '../../../auth/access';
import { callerOf } from '../../../auth/caller';
import { responses } from '../../../http/docs';
import { checkPath, sidParams, type Api } from '../../../http/zod';
import { TwoFactorService } from './service';

const tags = ['Two-factor sign-in'];
const userParams = sidParams({ user_sid: 'the user' });
const providerParams = sidParams({ sid: 'the service provider' });

export async function twoFactorRoutes(app: Api): Promise<void> {
  const twoFactor = new TwoFactorService(app.ctx);
  const providerGuard = checkPath(providerParams, (request, { sid }) =>
    requireServiceProviderGuard(app.ctx.store, callerOf(request), sid),
  );

  app.get(
    '/Users/me/TwoFactor',
    {
      schema: {
        summary: 'Whether the signed-in user signs in with a second factor, and must',
        tags,
        response: responses({
          200: '{enabled, required, recovery_codes_left}',
          400: 'an API key has no user',
        }),
      },
    },
    async (request) => twoFactor.status(request),
  );

  app.post(
    '/Users/me/TwoFactor',
    {
      schema: {
        summary:
          'Start setting up two-factor sign-in: a TOTP secret, its otpauth URL and QR code (SVG data URL)',
        tags,
        response: responses({ 200: '{secret, otpauth_url, qr_code}', 400: 'already on, or an API key' }),
      },
    },
    async (request) => twoFactor.begin(request),
  );

  app.post(
    '/Users/me/TwoFactor/confirm',
    {
      schema: {
        summary:
          'Turn two-factor sign-in on with a code from the app: answers ten recovery codes, shown once',
        tags,
        body: twoFactorCodeBodySchema,
        response: responses({
          200: '{recovery_codes: string[10]}',
          400: 'wrong code, or nothing to confirm',
        }),
      },
    },
    async (request) => twoFactor.confirm(request, request.body.code),
  );

  app.delete(
    '/Users/me/TwoFactor',
    {
      schema: {
        summary: 'Turn one’s own two-factor sign-in off, with a current code or a recovery code',
        tags,
        body: twoFactorCodeBodySchema,
        response: responses({
          204: 'off',
          400: 'wrong code, or not on',
          403: 'the service provider requires it',
        }),
      },
    },
    async (request, reply) => {
      twoFactor.disable(request, request.body.code);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Users/:user_sid/TwoFactor',
    {
      schema: {
        summary: 'Reset a user’s second factor (admins; a service provider’s users and keys, for its users)',
        tags,
        params: userParams,
        response: responses({ 204: 'reset', 403: 'not yours to reset', 404: 'unknown user' }),
      },
    },
    async (request, reply) => {
      twoFactor.reset(request, request.params.user_sid);
      return reply.code(204).send();
    },
  );

  app.get(
    '/ServiceProviders/:sid/TwoFactor',
    {
      preValidation: providerGuard,
      schema: {
        summary: 'Whether every user of the service provider must sign in with a second factor',
        tags,
        params: providerParams,
        response: responses({ 200: '{required}', 403: 'not this provider’s' }),
      },
    },
    async (request) => twoFactor.policy(request.params.sid),
  );

  app.put(
    '/ServiceProviders/:sid/TwoFactor',
    {
      preValidation: providerGuard,
      schema: {
        summary: 'Require (or not) a second factor of every user of the service provider',
        tags,
        params: providerParams,
        body: twoFactorPolicyBodySchema,
        response: responses({ 204: 'saved', 403: 'not this provider’s' }),
      },
    },
    async (request, reply) => {
      twoFactor.setPolicy(request, request.params.sid, request.body.required);
      return reply.code(204).send();
    },
  );
}
