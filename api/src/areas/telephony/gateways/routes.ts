// SIP and SMPP gateways (docs/api/contract.md#carriers-and-gateways): `GET|POST /SipGateways`, `GET|PUT|DELETE /SipGateways/:sid`, and the
// same under `/SmppGateways`.
import { z } from 'zod';
import {
  sipGatewayCreateBodySchema,
  sipGatewayUpdateBodySchema,
  smppGatewayCreateBodySchema,
  smppGatewayUpdateBodySchema,
} from '@switchboard/shared/validation';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, type Api } from '../../../http/zod';
import { GatewayService } from './service';

/** A gateway's sid is looked up as given: an unknown one is the contract's 404 (read) or 400 (write). */
const item = z.object({ sid: z.string().describe('the gateway') });
const listQuery = z.looseObject({ voip_carrier_sid: z.string().optional() });

const KINDS = {
  sip: {
    path: '/SipGateways',
    tag: 'SIP gateways',
    create: sipGatewayCreateBodySchema,
    update: sipGatewayUpdateBodySchema,
  },
  smpp: {
    path: '/SmppGateways',
    tag: 'SMPP gateways',
    create: smppGatewayCreateBodySchema,
    update: smppGatewayUpdateBodySchema,
  },
} as const;

export async function gatewayRoutes(app: Api): Promise<void> {
  const gateways = new GatewayService(app.ctx);

  for (const kind of ['sip', 'smpp'] as const) {
    const { path, tag, create, update } = KINDS[kind];
    const KIND = kind.toUpperCase();

    resourceRoutes(app, gateways, { path, item, tags: [tag] }, (gateway) => {
      gateway.list({
        summary: `The ${KIND} gateways of a carrier`,
        querystring: listQuery,
        answers: { 200: 'gateway[]', 400: 'missing or unknown voip_carrier_sid', 403: 'not the caller’s' },
        run: (request) => gateways.list(request, kind, request.query.voip_carrier_sid),
      });
      gateway.read({
        summary: `One ${KIND} gateway`,
        answers: { 200: 'gateway', 404: 'unknown' },
        run: (request) => gateways.read(request, kind, request.params.sid),
      });
      gateway.create({
        summary: `Add a ${KIND} gateway to a carrier`,
        // the carrier the body names is the caller's to change before the rest of the body is read
        before: async (request) => gateways.requireCarrierOfNew(request, request.body),
        body: optionalBody(create),
        answers: { 400: 'invalid gateway', 403: 'not the caller’s', 422: 'address in use' },
        run: (request) => gateways.create(request, kind, request.body),
      });
      gateway.update({
        summary: `Change a ${KIND} gateway`,
        body: optionalBody(update),
        answers: { 400: 'invalid gateway or unknown sid', 403: 'not the caller’s', 422: 'address in use' },
        check: (request, { sid }) => gateways.requireWritable(request, kind, sid),
        run: (request) => gateways.update(request, kind, request.params.sid, request.body),
      });
      gateway.remove({
        summary: `Delete a ${KIND} gateway`,
        answers: { 400: 'unknown sid', 403: 'not the caller’s' },
        run: (request) => gateways.remove(request, kind, request.params.sid),
      });
    });
  }
}
