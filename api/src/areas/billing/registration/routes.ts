// Hosted mode's sign-up (docs/api/contract.md#session): `POST /register` with e-mail and password or after an OAuth redirect,
// `PUT|POST /ActivationCode` (the e-mail's code), `GET /Availability` (e-mail, phone, sub-domain). Each checks its
// input in the real server's order and words, so the schemas here only document it.
import { z } from 'zod';
import { route } from '../../../http/route';
import { sentFields, type Api } from '../../../http/zod';
import { ActivationService } from './activation';
import { RegistrationService } from './service';

const tags = ['Registration'];

const registerBody = z.object({
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
const codeOf = z.object({ user_sid: z.string(), type: z.enum(['email', 'phone']) });

export async function registrationRoutes(app: Api): Promise<void> {
  const registration = new RegistrationService(app.ctx);
  const activation = new ActivationService(app.ctx);

  route(app, {
    method: 'POST',
    url: '/register',
    summary: 'Sign up (hosted): e-mail and password, or the code of an OAuth redirect',
    tags,
    public: true,
    body: sentFields(registerBody),
    answers: {
      200: 'jwt, account_sid, root_domain and the user',
      400: 'missing or invalid fields, user exists',
      403: 'the OAuth code exchange failed',
      404: 'a new OAuth user coming from the sign-in page',
      422: 'unknown service provider or provider, account exists',
    },
    run: (request) => registration.register(request, request.body),
  });

  route(app, {
    method: 'PUT',
    url: '/ActivationCode/:code',
    summary: 'Check the code sent to the user’s e-mail: validates it (and activates a new account)',
    tags,
    params: z.object({ code: z.string().describe('the code from the message') }),
    body: sentFields(codeOf),
    answers: { 204: 'validated', 400: 'invalid user or activation code' },
    run: (request) => activation.activate(request, request.params.code, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/ActivationCode',
    summary: 'Send a code to confirm a new e-mail address of a user (then PUT /ActivationCode/:code)',
    tags,
    body: sentFields(codeOf.extend({ value: z.string() })),
    answers: { 204: 'sent', 400: 'invalid type, user or e-mail' },
    run: (request) => activation.requestCode(request, request.body),
  });

  route(app, {
    method: 'GET',
    url: '/Availability',
    summary: 'Whether an e-mail, phone or sub-domain (the full SIP realm) is free',
    tags,
    querystring: sentFields(z.object({ type: z.enum(['email', 'phone', 'subdomain']), value: z.string() })),
    answers: { 200: '{available}', 400: 'invalid type' },
    run: (request) => activation.availability(request, request.query),
  });
}
