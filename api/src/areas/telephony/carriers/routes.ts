// Carriers (docs/api/contract.md#service-providers, #accounts, #carriers-and-gateways): `GET /VoipCarriers`, `/ServiceProviders/:sid/VoipCarriers` (paged with
// ?page), `/Accounts/:sid/VoipCarriers`; `POST` on the same three; `GET|PUT|DELETE /VoipCarriers/:sid`;
// `PUT /ServiceProviders/:sid/VoipCarriers/:carrier` and `/Accounts/:sid/VoipCarriers/:carrier`.
import { z } from 'zod';
import { carrierCreateBodySchema, carrierUpdateBodySchema } from '@switchboard/shared/validation';
import { callerOf, type Caller } from '../../../auth/caller';
import { accountRead, anyCaller, requireAccount, serviceProviderRead } from '../../../auth/access';
import type { OwnerRule } from '../../../http/owner-scoped';
import { pagedListQuerySchema } from '../../../http/paging';
import { pathSid } from '../../../http/validate';
import { resourceRoutes } from '../../../http/resource';
import { route } from '../../../http/route';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { CarrierService } from './service';

const tags = ['Carriers'];
const item = sidParams({ sid: 'the carrier' });

const carriersQuery = pagedListQuerySchema.extend({
  account_sid: z.string().optional(),
  usage: z.string().optional().describe('1: add phone_number_count and lcr_route_count to each carrier'),
});

const LISTS = {
  summary: {
    caller: 'Carriers the caller may see (paged with ?page)',
    service_provider:
      'Carriers of a service provider (paged with ?page; ?account_sid adds that account’s carriers)',
  },
  tags: { caller: tags, service_provider: ['Service providers'] },
};

const CREATES = {
  summary: {
    caller: 'Create a carrier (service provider from the caller, or from the account)',
    service_provider: 'Create a carrier of a service provider (an account_sid makes it that account’s)',
    account: 'Create a carrier of an account',
  },
  tags: { caller: tags, service_provider: ['Service providers'], account: ['Accounts'] },
};

const UPDATED = {
  204: 'updated',
  400: 'invalid field',
  403: 'not the caller’s to change',
  404: 'unknown or not visible',
};

export async function carrierRoutes(app: Api): Promise<void> {
  const carriers = new CarrierService(app.ctx);

  /** A carrier is created under a provider by admins and the provider's own users (then: 404 unknown). */
  const providerToCreateIn: OwnerRule<'service_provider'> = (_ctx, caller, sid) => {
    const serviceProviderSid = pathSid(sid);
    carriers.requireProviderToCreateIn(caller, serviceProviderSid);
    return { kind: 'service_provider', serviceProviderSid };
  };

  /** A carrier changed under its owner's path: the owner's own check, then where the carrier must be. */
  const WITHIN = {
    ServiceProviders: {
      kind: 'service provider',
      name: 'a service provider',
      tags: ['Service providers'],
      within: (caller: Caller, sid: string) => {
        carriers.requireProviderWrite(caller, sid);
        return { serviceProviderSid: sid };
      },
    },
    Accounts: {
      kind: 'account',
      name: 'an account',
      tags: ['Accounts'],
      within: (caller: Caller, sid: string) => {
        requireAccount(app.ctx.store, caller, sid);
        return { accountSid: sid };
      },
    },
  };

  resourceRoutes(app, carriers, { path: '/VoipCarriers', item, tags }, (resource) => {
    resource.list({
      ...LISTS,
      mounts: { caller: anyCaller, serviceProvider: serviceProviderRead },
      querystring: carriersQuery,
      answers: { 200: 'VoipCarrier[] or Paged<VoipCarrier>' },
    });
    // an account's own carriers are one list, not searched or paged: no query
    resource.list({
      mounts: { account: accountRead },
      summary: 'Carriers that belong to an account (SP-level ones excluded)',
      tags: ['Accounts'],
      answers: { 200: 'VoipCarrier[]' },
      run: (request, owner) => carriers.ofAccount(request, owner),
    });
    resource.read({
      summary: 'One carrier (register_status parsed)',
      answers: { 200: 'VoipCarrier', 404: 'unknown or not visible' },
    });
    resource.create({
      ...CREATES,
      mounts: { caller: anyCaller, serviceProvider: providerToCreateIn, account: accountRead },
      body: carrierCreateBodySchema,
      answers: { 400: 'invalid field (the spec’s carrier rules)', 403: 'not the caller’s' },
    });
    resource.update({
      summary: 'Update a carrier',
      body: optionalBody(carrierUpdateBodySchema),
      answers: UPDATED,
      check: (request, { sid }) => carriers.requireWritable(request, sid),
    });

    // Not owner-scoped mounts: both path sids are checked before the owner's access (the provider's or the
    // account's rule would run first), as the contract orders them.
    for (const [owners, owner] of Object.entries(WITHIN)) {
      route(app, {
        method: 'PUT',
        url: `/${owners}/:sid/VoipCarriers/:carrier`,
        summary: `Update a carrier of ${owner.name}`,
        tags: owner.tags,
        params: sidParams({ sid: `the ${owner.kind}`, carrier: 'the carrier' }),
        body: optionalBody(carrierUpdateBodySchema),
        answers: UPDATED,
        check: (request, { sid, carrier }) =>
          carriers.requireWritableWithin(request, carrier, owner.within(callerOf(request), sid)),
        run: (request) => carriers.update(request, request.params.carrier, request.body),
      });
    }

    resource.remove({
      summary: 'Delete a carrier no phone number or outbound route uses; its gateways go with it',
      answers: {
        403: 'not the caller’s to delete',
        404: 'unknown',
        422: 'in use by phone numbers or outbound call routing',
      },
    });
  });
}
