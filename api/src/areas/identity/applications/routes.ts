// Applications (docs/api/contract.md#applications): `GET /Applications`, `/Accounts/:sid/Applications` (paged with ?page),
// `/ServiceProviders/:sid/Applications`; `POST /Applications`; `GET|PUT|DELETE /Applications/:sid`; `GET /AppEnv`.
import { z } from 'zod';
import { applicationCreateBodySchema, applicationUpdateBodySchema } from '@switchboard/shared/validation';
import { accountRead, anyCaller, serviceProviderRead } from '../../../auth/access';
import { pagedListQuerySchema } from '../../../http/paging';
import { resourceRoutes } from '../../../http/resource';
import { route } from '../../../http/route';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { ApplicationService } from './service';

const tags = ['Applications'];
const webhookQuery = z.looseObject({ url: z.string().optional().describe('the webhook (required)') });

export async function applicationRoutes(app: Api): Promise<void> {
  const applications = new ApplicationService(app.ctx);
  const item = sidParams({ sid: 'the application' });

  resourceRoutes(app, applications, { path: '/Applications', item, tags }, (resource) => {
    resource.list({
      mounts: { caller: anyCaller, account: accountRead, serviceProvider: serviceProviderRead },
      summary: {
        caller: 'Applications the caller may see: bare array, or {total, page, page_size, data} with ?page',
        account: 'Applications of an account (paged with ?page)',
        service_provider: 'Applications of the accounts of a service provider (bare array)',
      },
      tags: { caller: tags, account: ['Accounts'], service_provider: ['Service providers'] },
      querystring: pagedListQuerySchema,
      answers: { 200: 'Application[] or Paged<Application>' },
    });
    resource.create({
      summary: 'Create an application with its call and call-status webhooks',
      body: applicationCreateBodySchema,
      answers: {
        400: 'invalid field or env var',
        403: 'account not yours',
        422: 'name in use in the account',
      },
    });
    resource.read({
      summary: 'One application (hooks include webhook_sid)',
      answers: { 200: 'Application', 403: 'not yours', 404: 'unknown' },
    });
    resource.update({
      summary: 'Update an application (hooks: an object updates the linked webhook)',
      body: optionalBody(applicationUpdateBodySchema),
      answers: { 400: 'invalid field or env var', 403: 'not yours', 404: 'unknown', 422: 'name in use' },
      // a caller who may not see the application is refused before its body is read
      check: (request, { sid }) => applications.requireVisible(request, sid),
    });
    resource.remove({
      summary: 'Delete an application no phone number, account, carrier or Teams tenant uses',
      answers: { 403: 'not yours', 404: 'unknown', 422: 'in use (the message says by what)' },
    });
  });

  route(app, {
    method: 'GET',
    url: '/AppEnv',
    summary: 'The env-var schema a webhook publishes (OPTIONS <url>)',
    tags,
    querystring: webhookQuery,
    answers: {
      200: 'the schema',
      204: 'the webhook publishes none',
      400: 'invalid URL or schema, or unreachable',
    },
    run: async (request, _owner, reply) =>
      (await applications.appEnv(request.query.url)) ?? reply.code(204).send(),
  });

  route(app, {
    method: 'GET',
    url: '/AppEnv/lookup',
    summary: 'The env-var schema a webhook publishes, or why there is none (Switchboard: app-env-lookup)',
    tags,
    querystring: webhookQuery,
    answers: {
      200: '{schema, problem}: problem is what GET /AppEnv answers as a 400 (unreachable, invalid schema)',
      400: 'missing or too long URL',
    },
    run: (request) => applications.appEnvLookup(request.query.url),
  });
}
