// Service providers (docs/api/contract.md#service-providers): `GET|POST /ServiceProviders`, `GET|PUT|DELETE /ServiceProviders/:sid`.
import {
  serviceProviderCreateBodySchema,
  serviceProviderUpdateBodySchema,
} from '@switchboard/shared/validation';
import { onlyAdmins } from '../../../auth/hooks';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { ServiceProviderService } from './service';

export async function serviceProviderRoutes(app: Api): Promise<void> {
  const providers = new ServiceProviderService(app.ctx);
  const item = sidParams({ sid: 'the service provider' });

  resourceRoutes(
    app,
    providers,
    { path: '/ServiceProviders', item, tags: ['Service providers'] },
    (resource) => {
      resource.list({
        summary: 'Service providers: all for admins, the caller’s own otherwise',
        answers: { 200: 'ServiceProvider[]' },
      });
      resource.create({
        summary: 'Create a service provider (admin)',
        before: onlyAdmins('only admin users can add a service provider'),
        body: serviceProviderCreateBodySchema,
        answers: { 400: 'invalid field', 403: 'not an admin', 422: 'name or root domain in use' },
      });
      resource.read({
        summary: 'One service provider',
        answers: { 200: 'ServiceProvider', 403: 'not yours', 404: 'unknown' },
      });
      resource.update({
        summary: 'Update a service provider (a registration_hook left out stays as it is)',
        body: optionalBody(serviceProviderUpdateBodySchema),
        answers: { 403: 'not yours', 404: 'unknown', 422: 'name or root domain in use' },
      });
      resource.remove({
        summary: 'Delete a service provider (admin) that has no accounts or users left',
        before: onlyAdmins('only admin users can delete a service provider'),
        answers: { 403: 'not an admin, or accounts/users remain', 404: 'unknown' },
      });
    },
  );
}
