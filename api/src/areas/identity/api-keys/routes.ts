// API keys: `POST /ApiKeys`, `DELETE /ApiKeys/:sid`, and the lists `GET /ServiceProviders/:sid/ApiKeys`,
// `GET /Accounts/:sid/ApiKeys`.
import { z } from 'zod';
import { apiKeyBodySchema } from '@switchboard/shared/validation';
import { accountRead, serviceProviderRead } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import { sidParams, type Api } from '../../../http/zod';
import { ApiKeyService } from './service';

/** MySQL DATETIME text, as clients of the real server send `expires_at` ('2030-01-01 00:00:00', UTC). */
const MYSQL_DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)$/;

/** The body with a MySQL-style `expires_at` rewritten as ISO-8601, which the shared schema accepts. */
function withIsoExpiry(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const value = (body as { expires_at?: unknown }).expires_at;
  const match = typeof value === 'string' ? MYSQL_DATETIME.exec(value) : null;
  return match ? { ...body, expires_at: `${match[1]}T${match[2]}Z` } : body;
}

const createBody = z.preprocess((body) => withIsoExpiry(body ?? {}), apiKeyBodySchema);

export async function apiKeyRoutes(app: Api): Promise<void> {
  const keys = new ApiKeyService(app.ctx);

  app.post(
    '/ApiKeys',
    {
      schema: {
        summary: 'Create an API key for an account, a service provider, or (admin) the platform',
        tags: ['API keys'],
        body: createBody,
        response: responses({ 201: '{sid, token}', 400: 'not allowed for this caller' }),
      },
    },
    async (request, reply) => reply.code(201).send(keys.create(request, request.body)),
  );

  app.delete(
    '/ApiKeys/:sid',
    {
      schema: {
        summary: 'Delete an API key',
        tags: ['API keys'],
        params: sidParams({ sid: 'the key' }),
        response: responses({ 204: 'deleted', 400: 'not yours', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      keys.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );

  ownerScoped(
    app,
    { serviceProvider: serviceProviderRead, account: accountRead },
    (scoped, kind, ownerOf) => {
      scoped.get(
        '/ApiKeys',
        {
          schema: {
            summary: kind === 'account' ? 'API keys of an account' : 'Service-provider-level API keys',
            tags: [kind === 'account' ? 'Accounts' : 'Service providers'],
            response: responses({ 200: 'ApiKey[]' }),
          },
        },
        async (request) => keys.list(request, ownerOf(request)),
      );
    },
  );
}
