// Accounts (contract §6.4): `GET|POST /Accounts`, `GET /ServiceProviders/:sid/Accounts`, `GET|PUT|DELETE
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
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
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

  ownerScoped(app, { caller: anyCaller, serviceProvider: serviceProviderRead }, (scoped, kind, ownerOf) => {
    scoped.get(
      '/Accounts',
      {
        schema: {
          summary:
            kind === 'caller'
              ? 'Accounts the caller may see (bare array; bucket secrets masked)'
              : 'Accounts of a service provider',
          tags: kind === 'caller' ? tags : ['Service providers'],
          response: responses({ 200: 'Account[]' }),
        },
      },
      async (request) => accounts.list(request, ownerOf(request)),
    );
  });

  app.post(
    '/Accounts',
    {
      preValidation: notForAccountUsers(),
      schema: {
        summary: 'Create an account (admin, service provider)',
        tags,
        body: accountCreateBodySchema,
        response: responses({
          201: '{sid}',
          400: 'invalid field or unknown service provider',
          403: 'account users',
          422: 'name or SIP realm in use',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: accounts.create(request, request.body) }),
  );

  ownerScoped(app, { account: accountRead }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '',
      {
        schema: {
          summary: 'One account (bucket secrets masked)',
          tags,
          response: responses({ 200: 'Account', 403: 'not yours', 404: 'unknown' }),
        },
      },
      async (request) => accounts.read(request, ownerOf(request)),
    );

    scoped.put(
      '',
      {
        schema: {
          summary: 'Update an account (masked secrets sent back keep the stored ones)',
          tags,
          body: optionalBody(accountUpdateBodySchema),
          response: responses({
            204: 'updated',
            400: 'invalid field',
            403: 'not yours',
            404: 'unknown',
            422: 'name or SIP realm in use',
          }),
        },
      },
      async (request, reply) => {
        accounts.update(request, ownerOf(request), request.body);
        return reply.code(204).send();
      },
    );

    scoped.delete(
      '',
      {
        schema: {
          summary:
            'Delete an account with everything it owns, once no applications, numbers, Teams tenants or API keys remain',
          tags,
          body: deleteBody,
          response: responses({
            204: 'deleted',
            403: 'not yours or wrong password',
            404: 'unknown',
            422: 'what still belongs to it',
          }),
        },
      },
      async (request, reply) => {
        await accounts.remove(request, ownerOf(request), request.body?.password);
        return reply.code(204).send();
      },
    );

    scoped.get(
      '/WebhookSecret',
      {
        schema: {
          summary: 'The webhook signing secret; ?regenerate=true makes and stores a new one',
          tags,
          querystring: webhookSecretQuery,
          response: responses({ 200: '{webhook_secret}' }),
        },
      },
      async (request) => accounts.webhookSecret(request, ownerOf(request), Boolean(request.query.regenerate)),
    );

    scoped.post(
      '/BucketCredentialTest',
      {
        // a credential that does not pass the rules is a failed test (200), not a 400
        attachValidation: true,
        schema: {
          summary:
            'Check that a recording bucket can be reached with a credential (always 200: ok, or failed with the reason)',
          tags,
          body: bucketCredentialBodySchema,
          response: responses({ 200: '{status:"ok"} | {status:"failed", reason}' }),
        },
      },
      async (request) => {
        if (request.validationError) return { status: 'failed', reason: request.validationError.message };
        return accounts.testBucket(ownerOf(request), request.body);
      },
    );
  });

  ownerScoped(app, { account: accountGuard }, (scoped, _kind, ownerOf) => {
    scoped.post(
      '/SipRealms/:realm',
      {
        schema: {
          summary: 'Set the account’s SIP realm (at least three labels, e.g. acme.sip.example.com)',
          tags,
          params: z.looseObject({ realm: z.string().describe('the full realm') }),
          response: responses({ 204: 'set', 400: 'invalid realm', 403: 'not yours', 422: 'realm in use' }),
        },
      },
      async (request, reply) => {
        accounts.setSipRealm(request, ownerOf(request), request.params.realm);
        return reply.code(204).send();
      },
    );
  });
}
