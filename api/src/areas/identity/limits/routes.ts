// Limits of a service provider or an account: `GET|POST|DELETE /ServiceProviders/:sid/Limits` and
// `/Accounts/:sid/Limits` (DELETE takes ?category=, every limit without it).
import { z } from 'zod';
import { limitBodySchema, limitCategorySchema } from '@switchboard/shared/validation';
import { accountGuard, serviceProviderGuard } from '../../../auth/access';
import { resourceRoutes } from '../../../http/resource';
import type { Api } from '../../../http/zod';
import { LimitService } from './service';

const categoryQuery = z.looseObject({
  category: z
    .string()
    .optional()
    .transform((category) => (category === '' ? undefined : category))
    .pipe(limitCategorySchema.optional())
    .describe('one category (empty: all)'),
});

export async function limitRoutes(app: Api): Promise<void> {
  const limits = new LimitService(app.ctx);
  const mounts = { serviceProvider: serviceProviderGuard, account: accountGuard };

  resourceRoutes(app, null, { path: '/Limits', item: undefined, tags: [], mounts }, (limit, kind) => {
    const tags = [kind === 'account' ? 'Accounts' : 'Service providers'];
    limit.list({
      summary: 'Limits (bare array)',
      tags,
      querystring: categoryQuery,
      answers: { 200: 'Limit[]' },
      run: (request, owner) => limits.list(owner, request.query.category),
    });
    limit.create({
      summary: 'Set a limit (upsert by category; 0 = unlimited)',
      tags,
      body: limitBodySchema,
      answers: {
        201: '{sid} (the existing row’s sid when updated)',
        400: 'invalid category or quantity',
        403: 'not allowed',
      },
      run: (request, owner) => limits.set(request, owner, request.body),
    });
    limit.route({
      method: 'DELETE',
      url: '',
      summary: 'Remove the limit of ?category= (every limit when no category is given)',
      tags,
      querystring: categoryQuery,
      answers: { 204: 'removed' },
      run: (request, owner) => limits.remove(request, owner, request.query.category),
    });
  });
}
