// Two-factor sign-in (docs/api/contract.md#two-factor-sign-in): the user's own enrolment, the reset of another
// user's second factor, and a service provider's requirement. The sign-in's second step (`POST /login/two-factor`)
// is with the other sign-ins (session/routes.ts).
import type { FastifyRequest } from 'fastify';
import { twoFactorCodeBodySchema, twoFactorPolicyBodySchema } from '@switchboard/shared/validation';
import { requireServiceProviderGuard } from '../../../auth/access';
import { callerOf } from '../../../auth/caller';
import { resourceRoutes } from '../../../http/resource';
import { route } from '../../../http/route';
import { sidParams, type Api } from '../../../http/zod';
import { TwoFactorService } from './service';

const tags = ['Two-factor sign-in'];

export async function twoFactorRoutes(app: Api): Promise<void> {
  const twoFactor = new TwoFactorService(app.ctx);

  // The signed-in user's own second factor.
  resourceRoutes(app, null, { path: '/Users/me/TwoFactor', item: undefined, tags }, (own) => {
    own.read({
      summary: 'Whether the signed-in user signs in with a second factor, and must',
      answers: { 200: '{enabled, required, recovery_codes_left}', 400: 'an API key has no user' },
      run: (request) => twoFactor.status(request),
    });
    own.route({
      method: 'POST',
      url: '',
      summary:
        'Start setting up two-factor sign-in: a TOTP secret, its otpauth URL and QR code (SVG data URL)',
      answers: { 200: '{secret, otpauth_url, qr_code}', 400: 'already on, or an API key' },
      run: (request) => twoFactor.begin(request),
    });
    own.route({
      method: 'POST',
      url: '/confirm',
      summary: 'Turn two-factor sign-in on with a code from the app: answers ten recovery codes, shown once',
      body: twoFactorCodeBodySchema,
      answers: { 200: '{recovery_codes: string[10]}', 400: 'wrong code, or nothing to confirm' },
      run: (request) => twoFactor.confirm(request, request.body.code),
    });
    own.remove({
      summary: 'Turn one’s own two-factor sign-in off, with a current code or a recovery code',
      body: twoFactorCodeBodySchema,
      answers: { 204: 'off', 400: 'wrong code, or not on', 403: 'the service provider requires it' },
      run: (request) => twoFactor.disable(request, request.body.code),
    });
  });

  route(app, {
    method: 'DELETE',
    url: '/Users/:user_sid/TwoFactor',
    summary: 'Reset a user’s second factor (admins; a service provider’s users and keys, for its users)',
    tags,
    params: sidParams({ user_sid: 'the user' }),
    answers: { 204: 'reset', 403: 'not yours to reset', 404: 'unknown user' },
    run: (request) => twoFactor.reset(request, request.params.user_sid),
  });

  // A service provider's requirement: its own users' and admins' to read and set.
  const provider = sidParams({ sid: 'the service provider' });
  const guard = (request: FastifyRequest, { sid }: { sid: string }) =>
    requireServiceProviderGuard(app.ctx.store, callerOf(request), sid);
  resourceRoutes(app, null, { path: '/ServiceProviders/:sid/TwoFactor', item: undefined, tags }, (policy) => {
    policy.route({
      method: 'GET',
      url: '',
      summary: 'Whether every user of the service provider must sign in with a second factor',
      params: provider,
      answers: { 200: '{required}', 403: 'not this provider’s' },
      check: guard,
      run: (request) => twoFactor.policy(request.params.sid),
    });
    policy.route({
      method: 'PUT',
      url: '',
      summary: 'Require (or not) a second factor of every user of the service provider',
      params: provider,
      body: twoFactorPolicyBodySchema,
      answers: { 204: 'saved', 403: 'not this provider’s' },
      check: guard,
      run: (request) => twoFactor.setPolicy(request, request.params.sid, request.body.required),
    });
  });
}
