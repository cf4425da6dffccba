// SIP and SMPP gateways (contract §6.9, §6.10): `GET|POST /SipGateways`, `GET|PUT|DELETE /SipGateways/:sid`, and the
// same under `/SmppGateways`.
import { z } from 'zod';
import {
  sipGatewayCreateBodySchema,
  sipGatewayUpdateBodySchema,
  smppGatewayCreateBodySchema,
  smppGatewayUpdateBodySchema,
} from '@switchboard/shared/validation';
import { responses } from '../../../http/docs';
import { checkPath, optionalBody, type Api } from '../../../http/zod';
import { GatewayService } from './service';

/** A gateway's sid is looked up as given: an unknown one is the contract's 404 (read) or 400 (write). */
const params = z.object({ sid: z.string().describe('the gateway') });
const listQuery = z.looseObject({ voip_carrier_sid: z.string().optional() });

const KINDS = {
  sip: {
    base: '/SipGateways',
    tag: 'SIP gateways',
    create: sipGatewayCreateBodySchema,
    update: sipGatewayUpdateBodySchema,
  },
  smpp: {
    base: '/SmppGateways',
    tag: 'SMPP gateways',
    create: smppGatewayCreateBodySchema,
    update: smppGatewayUpdateBodySchema,
  },
} as const;

export async function gatewayRoutes(app: Api): Promise<void> {
  const gateways = new GatewayService(app.ctx);

  for (const kind of ['sip', 'smpp'] as const) {
    const { base, tag, create, update } = KINDS[kind];
    const tags = [tag];
    const KIND = kind.toUpperCase();

    app.get(
      base,
      {
        schema: {
          summary: `The ${KIND} gateways of a carrier`,
          tags,
          querystring: listQuery,
          response: responses({
            200: 'gateway[]',
            400: 'missing or unknown voip_carrier_sid',
            403: 'not the caller’s',
          }),
        },
      },
      async (request) => gateways.list(request, kind, request.query.voip_carrier_sid),
    );

    app.get(
      `${base}/:sid`,
      {
        schema: {
          summary: `One ${KIND} gateway`,
          tags,
          params,
          response: responses({ 200: 'gateway', 404: 'unknown' }),
        },
      },
      async (request) => gateways.read(request, kind, request.params.sid),
    );

    app.post(
      base,
      {
        // the carrier the body names is the caller's to change before the rest of the body is read
        preValidation: async (request) => gateways.requireCarrierOfNew(request, request.body),
        schema: {
          summary: `Add a ${KIND} gateway to a carrier`,
          tags,
          body: optionalBody(create),
          response: responses({
            201: '{sid}',
            400: 'invalid gateway',
            403: 'not the caller’s',
            422: 'address in use',
          }),
        },
      },
      async (request, reply) => reply.code(201).send({ sid: gateways.create(request, kind, request.body) }),
    );

    app.put(
      `${base}/:sid`,
      {
        preValidation: checkPath(params, (request, { sid }) => gateways.requireWritable(request, kind, sid)),
        schema: {
          summary: `Change a ${KIND} gateway`,
          tags,
          params,
          body: optionalBody(update),
          response: responses({
            204: 'updated',
            400: 'invalid gateway or unknown sid',
            403: 'not the caller’s',
            422: 'address in use',
          }),
        },
      },
      async (request, reply) => {
        gateways.update(request, kind, request.params.sid, request.body);
        return reply.code(204).send();
      },
    );

    app.delete(
      `${base}/:sid`,
      {
        schema: {
          summary: `Delete a ${KIND} gateway`,
          tags,
          params,
          response: responses({ 204: 'deleted', 400: 'unknown sid', 403: 'not the caller’s' }),
        },
      },
      async (request, reply) => {
        gateways.remove(request, kind, request.params.sid);
        return reply.code(204).send();
      },
    );
  }
}
