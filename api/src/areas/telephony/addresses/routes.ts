// The addresses carriers whitelist (contract §6.19, §6.20): `GET /Sbcs` and `GET /Smpps`.
import { z } from 'zod';
import { responses } from '../../../http/docs';
import type { Api } from '../../../http/zod';
import { AddressService } from './service';

const tags = ['Carriers'];
const addressesQuery = z.looseObject({ service_provider_sid: z.string().optional() });

export async function addressRoutes(app: Api): Promise<void> {
  const addresses = new AddressService(app.ctx);

  app.get(
    '/Sbcs',
    {
      schema: {
        summary: 'SBC addresses carriers must whitelist: the service provider’s, else the global ones',
        tags,
        querystring: addressesQuery,
        response: responses({ 200: 'Sbc[]' }),
      },
    },
    async (request) => addresses.list(request, 'sbc_addresses', request.query),
  );

  app.get(
    '/Smpps',
    {
      schema: {
        summary: 'SMPP server addresses: the service provider’s, else the global ones',
        tags,
        querystring: addressesQuery,
        response: responses({ 200: 'SmppAddress[]' }),
      },
    },
    async (request) => addresses.list(request, 'smpp_addresses', request.query),
  );
}
