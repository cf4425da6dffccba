// API keys: `POST /ApiKeys`, `DELETE /ApiKeys/:sid`, and the lists `GET /ServiceProviders/:sid/ApiKeys`,
// `GET /Accounts/:sid/ApiKeys`.
import { z } from 'zod';
import { apiKeyBodySchema } from '@switchboard/shared/validation';
import { accountRead, serviceProviderRead } from '../../../auth/access';
import { resourceRoutes } from '../../../http/resource';
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
  const item = sidParams({ sid: 'the key' });

  resourceRoutes(app, keys, { path: '/ApiKeys', item, tags: ['API keys'] }, (resource) => {
    resource.create({
      summary: 'Create an API key for an account, a service provider, or (admin) the platform',
      body: createBody,
      answers: { 201: '{sid, token}', 400: 'not allowed for this caller' },
    });
    resource.remove({
      summary: 'Delete an API key',
      answers: { 400: 'not yours', 404: 'unknown' },
    });
    resource.list({
      mounts: { serviceProvider: serviceProviderRead, account: accountRead },
      summary: { account: 'API keys of an account', service_provider: 'Service-provider-level API keys' },
      tags: { account: ['Accounts'], service_provider: ['Service providers'] },
      answers: { 200: 'ApiKey[]' },
    });
  });
}
