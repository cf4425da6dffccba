// Service providers (contract §6.3): `GET|POST /ServiceProviders`, `GET|PUT|DELETE /ServiceProviders/:sid`.
import {
  serviceProviderCreateBodySchema,
  serviceProviderUpdateBodySchema,
} from '@switchboard/shared/validation';
import { onlyAdmins } from '../../../auth/hooks';
import { responses } from '../../../http/docs';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { ServiceProviderService } from './service';

const tags = ['Service providers'];
const params = sidParams({ sid: 'the service provider' });

export async function serviceProviderRoutes(app: Api): Promise<void> {
  const providers = new ServiceProviderService(app.ctx);

  app.get(
    '/ServiceProviders',
    {
      schema: {
        summary: 'Service providers: all for admins, the caller’s own otherwise',
        tags,
        response: responses({ 200: 'ServiceProvider[]' }),
      },
    },
    async (request) => providers.list(request),
  );

  app.post(
    '/ServiceProviders',
    {
      preValidation: onlyAdmins('only admin users can add a service provider'),
      schema: {
        summary: 'Create a service provider (admin)',
        tags,
        body: serviceProviderCreateBodySchema,
        response: responses({
          201: '{sid}',
          400: 'invalid field',
          403: 'not an admin',
          422: 'name or root domain in use',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: providers.create(request, request.body) }),
  );

  app.get(
    '/ServiceProviders/:sid',
    {
      schema: {
        summary: 'One service provider',
        tags,
        params,
        response: responses({ 200: 'ServiceProvider', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request) => providers.read(request, request.params.sid),
  );

  app.put(
    '/ServiceProviders/:sid',
    {
      schema: {
        summary: 'Update a service provider (a registration_hook left out stays as it is)',
        tags,
        params,
        body: optionalBody(serviceProviderUpdateBodySchema),
        response: responses({
          204: 'updated',
          403: 'not yours',
          404: 'unknown',
          422: 'name or root domain in use',
        }),
      },
    },
    async (request, reply) => {
      providers.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/ServiceProviders/:sid',
    {
      preValidation: onlyAdmins('only admin users can delete a service provider'),
      schema: {
        summary: 'Delete a service provider (admin) that has no accounts or users left',
        tags,
        params,
        response: responses({
          204: 'deleted',
          403: 'not an admin, or accounts/users remain',
          404: 'unknown',
        }),
      },
    },
    async (request, reply) => {
      providers.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );
}
