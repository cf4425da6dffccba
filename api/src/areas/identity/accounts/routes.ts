// Accounts (docs/api/contract.md#accounts): `GET|POST /Accounts`, `GET /ServiceProviders/:sid/Accounts`, `GET|PUT|DELETE
// /Accounts/:sid`, `GET /Accounts/:sid/WebhookSecret`, `POST /Accounts/:sid/BucketCredentialTest` and
// `POST /Accounts/:sid/SipRealms/:realm`.
import { z } from 'zod';
import {
  accountCreateBodySchema,
  accountUpdateBodySchema,
  bucketCredentialBodySchema,
} from '@switchboard/shared/validation';
import { accountGuard, accountRead, anyCaller, serviceProviderRead } from '../../../auth/access';
import { notForAccountUsers } from '../../../auth/hooks';
import { resourceRoutes } from '../../../http/resource';
import { route } from '../../../http/route';
import { optionalBody, type Api } from '../../../http/zod';
import { AccountService } from './service';

const tags = ['Accounts'];

/** A DELETE may carry the caller's password: checked when it is text, anything else is ignored. */
const deleteBody = z
  .looseObject({ password: z.string().optional().catch(undefined) })
  .nullable()
  .catch(null);

const webhookSecretQuery = z.looseObject({
  regenerate: z.unknown().optional().describe('any value: make and store a new secret'),
});

export async function accountRoutes(app: Api): Promise<void> {
  const accounts = new AccountService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/Accounts',
    mounts: { caller: anyCaller, serviceProvider: serviceProviderRead },
    summary: {
      caller: 'Accounts the caller may see (bare array; bucket secrets masked)',
      service_provider: 'Accounts of a service provider',
    },
    tags: { caller: tags, service_provider: ['Service providers'] },
    answers: { 200: 'Account[]' },
    run: (request, owner) => accounts.list(request, owner),
  });

  route(app, {
    method: 'POST',
    url: '/Accounts',
    before: notForAccountUsers(),
    summary: 'Create an account (admin, service provider)',
    tags,
    body: accountCreateBodySchema,
    answers: {
      201: '{sid}',
      400: 'invalid field or unknown service provider',
      403: 'account users',
      422: 'name or SIP realm in use',
    },
    run: (request) => ({ sid: accounts.create(request, request.body) }),
  });

  // The account itself is what its mount resolves: read, update and remove are on the mount's own path ('').
  resourceRoutes(
    app,
    null,
    { path: '', item: undefined, tags, mounts: { account: accountRead } },
    (account) => {
      account.read({
        summary: 'One account (bucket secrets masked)',
        answers: { 200: 'Account', 403: 'not yours', 404: 'unknown' },
        run: (request, owner) => accounts.read(request, owner),
      });
      account.update({
        summary: 'Update an account (masked secrets sent back keep the stored ones)',
        body: optionalBody(accountUpdateBodySchema),
        answers: {
          400: 'invalid field',
          403: 'not yours',
          404: 'unknown',
          422: 'name or SIP realm in use',
        },
        run: (request, owner) => accounts.update(request, owner, request.body),
      });
      account.remove({
        summary:
          'Delete an account with everything it owns, once no applications, numbers, Teams tenants or API keys remain',
        body: deleteBody,
        answers: {
          403: 'not yours or wrong password',
          404: 'unknown',
          422: 'what still belongs to it',
        },
        run: (request, owner) => accounts.remove(request, owner, request.body?.password),
      });
      account.route({
        method: 'GET',
        url: '/WebhookSecret',
        summary: 'The webhook signing secret; ?regenerate=true makes and stores a new one',
        querystring: webhookSecretQuery,
        answers: { 200: '{webhook_secret}' },
        run: (request, owner) => accounts.webhookSecret(request, owner, Boolean(request.query.regenerate)),
      });
      account.route({
        method: 'POST',
        url: '/BucketCredentialTest',
        summary:
          'Check that a recording bucket can be reached with a credential (always 200: ok, or failed with the reason)',
        // a credential that does not pass the rules is a failed test (200), not a 400
        attachValidation: true,
        body: bucketCredentialBodySchema,
        answers: { 200: '{status:"ok"} | {status:"failed", reason}' },
        run: (request, owner) =>
          request.validationError
            ? { status: 'failed', reason: request.validationError.message }
            : accounts.testBucket(owner, request.body),
      });
    },
  );

  route(app, {
    method: 'POST',
    url: '/SipRealms/:realm',
    mounts: { account: accountGuard },
    summary: 'Set the account’s SIP realm (at least three labels, e.g. acme.sip.example.com)',
    tags,
    params: z.looseObject({ realm: z.string().describe('the full realm') }),
    answers: { 204: 'set', 400: 'invalid realm', 403: 'not yours', 422: 'realm in use' },
    run: (request, owner) => accounts.setSipRealm(request, owner, request.params.realm),
  });
}
