// Limits of a service provider or an account: `GET|POST|DELETE /ServiceProviders/:sid/Limits` and
// `/Accounts/:sid/Limits` (DELETE takes ?category=, every limit without it).
import { z } from 'zod';
import { limitBodySchema, limitCategorySchema } from '@switchboard/shared/validation';
import { accountGuard, serviceProviderGuard } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
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

  ownerScoped(
    app,
    { serviceProvider: serviceProviderGuard, account: accountGuard },
    (scoped, kind, ownerOf) => {
      const tags = [kind === 'account' ? 'Accounts' : 'Service providers'];
      scoped.get(
        '/Limits',
        {
          schema: {
            summary: 'Limits (bare array)',
            tags,
            querystring: categoryQuery,
            response: responses({ 200: 'Limit[]' }),
          },
        },
        async (request) => limits.list(ownerOf(request), request.query.category),
      );
      scoped.post(
        '/Limits',
        {
          schema: {
            summary: 'Set a limit (upsert by category; 0 = unlimited)',
            tags,
            body: limitBodySchema,
            response: responses({
              201: '{sid} (the existing row’s sid when updated)',
              400: 'invalid category or quantity',
              403: 'not allowed',
            }),
          },
        },
        async (request, reply) =>
          reply.code(201).send({ sid: limits.set(request, ownerOf(request), request.body) }),
      );
      scoped.delete(
        '/Limits',
        {
          schema: {
            summary: 'Remove the limit of ?category= (every limit when no category is given)',
            tags,
            querystring: categoryQuery,
            response: responses({ 204: 'removed' }),
          },
        },
        async (request, reply) => {
          limits.remove(request, ownerOf(request), request.query.category);
          return reply.code(204).send();
        },
      );
    },
  );
}
