// Predefined carriers (contract §6.8): `GET /PredefinedCarriers` (public) and
// `POST /ServiceProviders/:sid/PredefinedCarriers/:template`, `/Accounts/:sid/PredefinedCarriers/:template`.
import { z } from 'zod';
import { accountGuard, serviceProviderGuard } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import { pathSidSchema, type Api } from '../../../http/zod';
import { PredefinedCarrierService } from './service';

/** In the path's order: the owner's sid (the mount describes and checks it), then the template. */
const copyParams = z.object({
  sid: z.string(),
  template: pathSidSchema.describe('the predefined carrier'),
});

const COPIES = {
  service_provider: {
    summary: 'Create a service-provider carrier (with its gateways) from a predefined carrier',
    tags: ['Service providers'],
  },
  account: {
    summary: 'Create an account carrier (with its gateways) from a predefined carrier',
    tags: ['Accounts'],
  },
};

export async function predefinedCarrierRoutes(app: Api): Promise<void> {
  const templates = new PredefinedCarrierService(app.ctx);

  app.get(
    '/PredefinedCarriers',
    {
      schema: {
        summary: 'Carrier templates (public)',
        tags: ['Carriers'],
        security: [],
        response: responses({ 200: 'PredefinedCarrier[]' }),
      },
    },
    async () => templates.list(),
  );

  ownerScoped(
    app,
    { serviceProvider: serviceProviderGuard, account: accountGuard },
    (scoped, kind, ownerOf) => {
      scoped.post(
        '/PredefinedCarriers/:template',
        {
          schema: {
            ...COPIES[kind],
            params: copyParams,
            response: responses({ 201: '{sid}', 403: 'not the caller’s', 404: 'unknown template' }),
          },
        },
        async (request, reply) =>
          reply.code(201).send({ sid: templates.copy(request, ownerOf(request), request.params.template) }),
      );
    },
  );
}
