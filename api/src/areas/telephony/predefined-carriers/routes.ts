// Predefined carriers (docs/api/contract.md#carriers-and-gateways): `GET /PredefinedCarriers` (public) and
// `POST /ServiceProviders/:sid/PredefinedCarriers/:template`, `/Accounts/:sid/PredefinedCarriers/:template`.
import { z } from 'zod';
import { accountGuard, serviceProviderGuard } from '../../../auth/access';
import { route } from '../../../http/route';
import { pathSidSchema, type Api } from '../../../http/zod';
import { PredefinedCarrierService } from './service';

/** In the path's order: the owner's sid (the mount describes and checks it), then the template. */
const copyParams = z.object({
  sid: z.string(),
  template: pathSidSchema.describe('the predefined carrier'),
});

export async function predefinedCarrierRoutes(app: Api): Promise<void> {
  const templates = new PredefinedCarrierService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/PredefinedCarriers',
    summary: 'Carrier templates (public)',
    tags: ['Carriers'],
    public: true,
    answers: { 200: 'PredefinedCarrier[]' },
    run: () => templates.list(),
  });

  route(app, {
    method: 'POST',
    url: '/PredefinedCarriers/:template',
    mounts: { serviceProvider: serviceProviderGuard, account: accountGuard },
    summary: {
      service_provider: 'Create a service-provider carrier (with its gateways) from a predefined carrier',
      account: 'Create an account carrier (with its gateways) from a predefined carrier',
    },
    tags: { service_provider: ['Service providers'], account: ['Accounts'] },
    params: copyParams,
    answers: { 201: '{sid}', 403: 'not the caller’s', 404: 'unknown template' },
    run: (request, owner) => ({ sid: templates.copy(request, owner, request.params.template) }),
  });
}
