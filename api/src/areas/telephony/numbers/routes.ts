// Phone numbers (contract §6.11, §6.3): `GET /PhoneNumbers` (server paging and search), `GET
// /ServiceProviders/:sid/PhoneNumbers`, `POST /PhoneNumbers`, `GET|PUT|DELETE /PhoneNumbers/:sid`. The CSV import
// and export are in ../number-csv.
import { z } from 'zod';
import { phoneNumberCreateBodySchema, phoneNumberUpdateBodySchema } from '@switchboard/shared/validation';
import { anyCaller, serviceProviderRead } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import { pagedListQuerySchema } from '../../../http/paging';
import { checkPath, optionalBody, sidParams, type Api } from '../../../http/zod';
import { NumberService } from './service';

const tags = ['Phone numbers'];
const params = sidParams({ sid: 'the phone number' });

export const numbersQuery = pagedListQuerySchema.extend({
  filter: z.string().optional().describe('substring of the number or of its description'),
  account_sid: z.string().optional(),
  service_provider_sid: z.string().optional(),
  voip_carrier_sid: z.string().optional().describe('only the numbers of this carrier'),
});

export async function numberRoutes(app: Api): Promise<void> {
  const numbers = new NumberService(app.ctx);

  ownerScoped(app, { caller: anyCaller }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/PhoneNumbers',
      {
        schema: {
          summary:
            'Phone numbers the caller may see (paged with ?page; ?filter matches number or description)',
          tags,
          querystring: numbersQuery,
          response: responses({ 200: 'PhoneNumber[] or Paged<PhoneNumber>' }),
        },
      },
      async (request) => numbers.list(request, ownerOf(request), request.query),
    );
  });

  ownerScoped(app, { serviceProvider: serviceProviderRead }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/PhoneNumbers',
      {
        schema: {
          summary: 'Phone numbers assigned to accounts of a service provider',
          tags: ['Service providers'],
          response: responses({ 200: 'PhoneNumber[]' }),
        },
      },
      async (request) => numbers.list(request, ownerOf(request), {}),
    );
  });

  app.get(
    '/PhoneNumbers/:sid',
    {
      schema: {
        summary: 'One phone number',
        tags,
        params,
        response: responses({ 200: 'PhoneNumber', 404: 'unknown or not visible' }),
      },
    },
    async (request) => numbers.read(request, request.params.sid),
  );

  app.post(
    '/PhoneNumbers',
    {
      // the contract names a missing number, then a missing carrier, before anything else in the body
      preValidation: async (request) => numbers.requireNumberAndCarrier(request.body),
      schema: {
        summary:
          'Add a phone number to an account (number, carrier and account required; a leading + is dropped)',
        tags,
        body: optionalBody(phoneNumberCreateBodySchema),
        response: responses({
          201: '{sid}',
          400: 'invalid field',
          403: 'account not the caller’s',
          422: 'number in use',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: numbers.create(request, request.body) }),
  );

  app.put(
    '/PhoneNumbers/:sid',
    {
      preValidation: checkPath(params, (request, { sid }) => void numbers.requireVisible(request, sid)),
      schema: {
        summary: 'Change a phone number’s account, application or description (number and carrier are fixed)',
        tags,
        params,
        body: optionalBody(phoneNumberUpdateBodySchema),
        response: responses({
          204: 'updated',
          400: 'invalid field',
          403: 'account not the caller’s',
          404: 'unknown',
        }),
      },
    },
    async (request, reply) => {
      numbers.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/PhoneNumbers/:sid',
    {
      schema: {
        summary: 'Delete a phone number',
        tags,
        params,
        response: responses({ 204: 'deleted', 404: 'unknown or not visible' }),
      },
    },
    async (request, reply) => {
      numbers.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );
}
