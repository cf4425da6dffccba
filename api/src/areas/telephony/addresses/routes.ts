// The addresses carriers whitelist (docs/api/contract.md#reference-lists): `GET /Sbcs` and `GET /Smpps`.
import { z } from 'zod';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { AddressService } from './service';

const addressesQuery = z.looseObject({ service_provider_sid: z.string().optional() });

const LISTS = [
  {
    url: '/Sbcs',
    table: 'sbc_addresses',
    summary: 'SBC addresses carriers must whitelist: the service provider’s, else the global ones',
    answer: 'Sbc[]',
  },
  {
    url: '/Smpps',
    table: 'smpp_addresses',
    summary: 'SMPP server addresses: the service provider’s, else the global ones',
    answer: 'SmppAddress[]',
  },
] as const;

export async function addressRoutes(app: Api): Promise<void> {
  const addresses = new AddressService(app.ctx);

  for (const { url, table, summary, answer } of LISTS)
    route(app, {
      method: 'GET',
      url,
      summary,
      tags: ['Carriers'],
      querystring: addressesQuery,
      answers: { 200: answer },
      run: (request) => addresses.list(request, table, request.query),
    });
}
