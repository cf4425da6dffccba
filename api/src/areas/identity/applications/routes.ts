// Applications (contract §6.7): `GET /Applications`, `/Accounts/:sid/Applications` (paged with ?page),
// `/ServiceProviders/:sid/Applications`; `POST /Applications`; `GET|PUT|DELETE /Applications/:sid`; `GET /AppEnv`.
import { z } from 'zod';
import { applicationCreateBodySchema, applicationUpdateBodySchema } from '@switchboard/shared/validation';
import { accountRead, anyCaller, serviceProviderRead } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import { pagedListQuerySchema } from '../../../http/paging';
import { checkPath, optionalBody, sidParams, type Api } from '../../../http/zod';
import { ApplicationService } from './service';

const tags = ['Applications'];
const params = sidParams({ sid: 'the application' });

const LISTS = {
  caller: {
    summary: 'Applications the caller may see: bare array, or {total, page, page_size, data} with ?page',
    tags,
  },
  account: { summary: 'Applications of an account (paged with ?page)', tags: ['Accounts'] },
  service_provider: {
    summary: 'Applications of the accounts of a service provider (bare array)',
    tags: ['Service providers'],
  },
};

export async function applicationRoutes(app: Api): Promise<void> {
  const applications = new ApplicationService(app.ctx);

  ownerScoped(
    app,
    { caller: anyCaller, account: accountRead, serviceProvider: serviceProviderRead },
    (scoped, kind, ownerOf) => {
      scoped.get(
        '/Applications',
        {
          schema: {
            ...LISTS[kind],
            querystring: pagedListQuerySchema,
            response: responses({ 200: 'Application[] or Paged<Application>' }),
          },
        },
        async (request) => applications.list(request, ownerOf(request), request.query),
      );
    },
  );

  app.post(
    '/Applications',
    {
      schema: {
        summary: 'Create an application with its call and call-status webhooks',
        tags,
        body: applicationCreateBodySchema,
        response: responses({
          201: '{sid}',
          400: 'invalid field or env var',
          403: 'account not yours',
          422: 'name in use in the account',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: await applications.create(request, request.body) }),
  );

  app.get(
    '/Applications/:sid',
    {
      schema: {
        summary: 'One application (hooks include webhook_sid)',
        tags,
        params,
        response: responses({ 200: 'Application', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request) => applications.read(request, request.params.sid),
  );

  app.put(
    '/Applications/:sid',
    {
      // a caller who may not see the application is refused before its body is read
      preValidation: checkPath(params, (request, { sid }) => applications.requireVisible(request, sid)),
      schema: {
        summary: 'Update an application (hooks: an object updates the linked webhook)',
        tags,
        params,
        body: optionalBody(applicationUpdateBodySchema),
        response: responses({
          204: 'updated',
          400: 'invalid field or env var',
          403: 'not yours',
          404: 'unknown',
          422: 'name in use',
        }),
      },
    },
    async (request, reply) => {
      await applications.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Applications/:sid',
    {
      schema: {
        summary: 'Delete an application no phone number, account, carrier or Teams tenant uses',
        tags,
        params,
        response: responses({
          204: 'deleted',
          403: 'not yours',
          404: 'unknown',
          422: 'in use (the message says by what)',
        }),
      },
    },
    async (request, reply) => {
      applications.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );

  app.get(
    '/AppEnv',
    {
      schema: {
        summary: 'The env-var schema a webhook publishes (OPTIONS <url>)',
        tags,
        querystring: z.looseObject({ url: z.string().optional().describe('the webhook (required)') }),
        response: responses({
          200: 'the schema',
          204: 'the webhook publishes none',
          400: 'invalid URL or schema, or unreachable',
        }),
      },
    },
    async (request, reply) => {
      const schema = await applications.appEnv(request.query.url);
      return schema ?? reply.code(204).send();
    },
  );

  app.get(
    '/AppEnv/lookup',
    {
      schema: {
        summary: 'The env-var schema a webhook publishes, or why there is none (Switchboard: app-env-lookup)',
        tags,
        querystring: z.looseObject({ url: z.string().optional().describe('the webhook (required)') }),
        response: responses({
          200: '{schema, problem}: problem is what GET /AppEnv answers as a 400 (unreachable, invalid schema)',
          400: 'missing or too long URL',
        }),
      },
    },
    async (request) => applications.appEnvLookup(request.query.url),
  );
}
