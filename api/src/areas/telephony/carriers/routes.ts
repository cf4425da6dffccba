// Carriers (contract §6.3, §6.4, §6.8): `GET /VoipCarriers`, `/ServiceProviders/:sid/VoipCarriers` (paged with
// ?page), `/Accounts/:sid/VoipCarriers`; `POST` on the same three; `GET|PUT|DELETE /VoipCarriers/:sid`;
// `PUT /ServiceProviders/:sid/VoipCarriers/:carrier` and `/Accounts/:sid/VoipCarriers/:carrier`.
import { z } from 'zod';
import { carrierCreateBodySchema, carrierUpdateBodySchema } from '@switchboard/shared/validation';
import { callerOf } from '../../../auth/caller';
import { accountRead, anyCaller, requireAccount, serviceProviderRead } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped, type OwnerRule } from '../../../http/owner-scoped';
import { pagedListQuerySchema } from '../../../http/paging';
import { pathSid } from '../../../http/validate';
import { checkPath, optionalBody, sidParams, type Api } from '../../../http/zod';
import { CarrierService } from './service';

const tags = ['Carriers'];
const params = sidParams({ sid: 'the carrier' });
const providerCarrierParams = sidParams({ sid: 'the service provider', carrier: 'the carrier' });
const accountCarrierParams = sidParams({ sid: 'the account', carrier: 'the carrier' });

const carriersQuery = pagedListQuerySchema.extend({
  account_sid: z.string().optional(),
  usage: z.string().optional().describe('1: add phone_number_count and lcr_route_count to each carrier'),
});

const LISTS = {
  caller: { summary: 'Carriers the caller may see (paged with ?page)', tags },
  service_provider: {
    summary: 'Carriers of a service provider (paged with ?page; ?account_sid adds that account’s carriers)',
    tags: ['Service providers'],
  },
};

const CREATES = {
  caller: { summary: 'Create a carrier (service provider from the caller, or from the account)', tags },
  service_provider: {
    summary: 'Create a carrier of a service provider (an account_sid makes it that account’s)',
    tags: ['Service providers'],
  },
  account: { summary: 'Create a carrier of an account', tags: ['Accounts'] },
};

const UPDATED = responses({
  204: 'updated',
  400: 'invalid field',
  403: 'not the caller’s to change',
  404: 'unknown or not visible',
});

export async function carrierRoutes(app: Api): Promise<void> {
  const carriers = new CarrierService(app.ctx);

  /** A carrier is created under a provider by admins and the provider's own users (then: 404 unknown). */
  const providerToCreateIn: OwnerRule<'service_provider'> = (_ctx, caller, sid) => {
    const serviceProviderSid = pathSid(sid);
    carriers.requireProviderToCreateIn(caller, serviceProviderSid);
    return { kind: 'service_provider', serviceProviderSid };
  };

  ownerScoped(app, { caller: anyCaller, serviceProvider: serviceProviderRead }, (scoped, kind, ownerOf) => {
    scoped.get(
      '/VoipCarriers',
      {
        schema: {
          ...LISTS[kind],
          querystring: carriersQuery,
          response: responses({ 200: 'VoipCarrier[] or Paged<VoipCarrier>' }),
        },
      },
      async (request) => carriers.list(request, ownerOf(request), request.query),
    );
  });

  ownerScoped(app, { account: accountRead }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/VoipCarriers',
      {
        schema: {
          summary: 'Carriers that belong to an account (SP-level ones excluded)',
          tags: ['Accounts'],
          response: responses({ 200: 'VoipCarrier[]' }),
        },
      },
      async (request) => carriers.ofAccount(request, ownerOf(request)),
    );
  });

  app.get(
    '/VoipCarriers/:sid',
    {
      schema: {
        summary: 'One carrier (register_status parsed)',
        tags,
        params,
        response: responses({ 200: 'VoipCarrier', 404: 'unknown or not visible' }),
      },
    },
    async (request) => carriers.read(request, request.params.sid),
  );

  ownerScoped(
    app,
    { caller: anyCaller, serviceProvider: providerToCreateIn, account: accountRead },
    (scoped, kind, ownerOf) => {
      scoped.post(
        '/VoipCarriers',
        {
          schema: {
            ...CREATES[kind],
            body: carrierCreateBodySchema,
            response: responses({
              201: '{sid}',
              400: 'invalid field (the spec’s carrier rules)',
              403: 'not the caller’s',
            }),
          },
        },
        async (request, reply) =>
          reply.code(201).send({ sid: carriers.create(request, ownerOf(request), request.body) }),
      );
    },
  );

  app.put(
    '/VoipCarriers/:sid',
    {
      preValidation: checkPath(params, (request, { sid }) => void carriers.requireWritable(request, sid)),
      schema: {
        summary: 'Update a carrier',
        tags,
        params,
        body: optionalBody(carrierUpdateBodySchema),
        response: UPDATED,
      },
    },
    async (request, reply) => {
      carriers.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  // Not owner-scoped mounts: both path sids are checked before the owner's access (the provider's or the account's
  // rule would run first), as the contract orders them.
  app.put(
    '/ServiceProviders/:sid/VoipCarriers/:carrier',
    {
      preValidation: checkPath(providerCarrierParams, (request, { sid, carrier }) => {
        carriers.requireProviderWrite(callerOf(request), sid);
        carriers.requireWritableWithin(request, carrier, { serviceProviderSid: sid });
      }),
      schema: {
        summary: 'Update a carrier of a service provider',
        tags: ['Service providers'],
        params: providerCarrierParams,
        body: optionalBody(carrierUpdateBodySchema),
        response: UPDATED,
      },
    },
    async (request, reply) => {
      carriers.update(request, request.params.carrier, request.body);
      return reply.code(204).send();
    },
  );

  app.put(
    '/Accounts/:sid/VoipCarriers/:carrier',
    {
      preValidation: checkPath(accountCarrierParams, (request, { sid, carrier }) => {
        requireAccount(app.ctx.store, callerOf(request), sid);
        carriers.requireWritableWithin(request, carrier, { accountSid: sid });
      }),
      schema: {
        summary: 'Update a carrier of an account',
        tags: ['Accounts'],
        params: accountCarrierParams,
        body: optionalBody(carrierUpdateBodySchema),
        response: UPDATED,
      },
    },
    async (request, reply) => {
      carriers.update(request, request.params.carrier, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/VoipCarriers/:sid',
    {
      schema: {
        summary: 'Delete a carrier no phone number or outbound route uses; its gateways go with it',
        tags,
        params,
        response: responses({
          204: 'deleted',
          403: 'not the caller’s to delete',
          404: 'unknown',
          422: 'in use by phone numbers or outbound call routing',
        }),
      },
    },
    async (request, reply) => {
      carriers.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );
}
