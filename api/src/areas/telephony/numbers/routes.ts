// Phone numbers (docs/api/contract.md#phone-numbers, #service-providers): `GET /PhoneNumbers` (server paging and search), `GET
// /ServiceProviders/:sid/PhoneNumbers`, `POST /PhoneNumbers`, `GET|PUT|DELETE /PhoneNumbers/:sid`. The CSV import
// and export are in ../number-csv.
import { z } from 'zod';
import { phoneNumberCreateBodySchema, phoneNumberUpdateBodySchema } from '@switchboard/shared/validation';
import { anyCaller, serviceProviderRead } from '../../../auth/access';
import { pagedListQuerySchema } from '../../../http/paging';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { NumberService } from './service';

export const numbersQuery = pagedListQuerySchema.extend({
  filter: z.string().optional().describe('substring of the number or of its description'),
  account_sid: z.string().optional(),
  service_provider_sid: z.string().optional(),
  voip_carrier_sid: z.string().optional().describe('only the numbers of this carrier'),
});

export async function numberRoutes(app: Api): Promise<void> {
  const numbers = new NumberService(app.ctx);
  const item = sidParams({ sid: 'the phone number' });

  resourceRoutes(app, numbers, { path: '/PhoneNumbers', item, tags: ['Phone numbers'] }, (r) => {
    r.list({
      mounts: { caller: anyCaller },
      summary: 'Phone numbers the caller may see (paged with ?page; ?filter matches number or description)',
      querystring: numbersQuery,
      answers: { 200: 'PhoneNumber[] or Paged<PhoneNumber>' },
    });
    // a provider's numbers are one list, neither searched nor paged: no query
    r.list({
      mounts: { serviceProvider: serviceProviderRead },
      summary: 'Phone numbers assigned to accounts of a service provider',
      tags: ['Service providers'],
      answers: { 200: 'PhoneNumber[]' },
      run: (request, owner) => numbers.list(request, owner, {}),
    });
    r.read({ summary: 'One phone number', answers: { 200: 'PhoneNumber', 404: 'unknown or not visible' } });
    r.create({
      summary:
        'Add a phone number to an account (number, carrier and account required; a leading + is dropped)',
      // the contract names a missing number, then a missing carrier, before anything else in the body
      before: async (request) => numbers.requireNumberAndCarrier(request.body),
      body: optionalBody(phoneNumberCreateBodySchema),
      answers: { 400: 'invalid field', 403: 'account not the caller’s', 422: 'number in use' },
    });
    r.update({
      summary: 'Change a phone number’s account, application or description (number and carrier are fixed)',
      body: optionalBody(phoneNumberUpdateBodySchema),
      answers: { 400: 'invalid field', 403: 'account not the caller’s', 404: 'unknown' },
      check: (request, { sid }) => numbers.requireVisible(request, sid),
    });
    r.remove({ summary: 'Delete a phone number', answers: { 404: 'unknown or not visible' } });
  });
}
