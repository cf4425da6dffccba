// SIP clients (contract §6.14): `GET|POST /Clients`, `GET|PUT|DELETE /Clients/:sid`.
import { z } from 'zod';
import { clientCreateBodySchema, clientUpdateBodySchema } from '@switchboard/shared/validation';
import { responses } from '../../../http/docs';
import { checkPath, optionalBody, type Api } from '../../../http/zod';
import { ClientService } from './service';

const tags = ['SIP clients'];
/** Looked up as given: anything unknown (or not a sid) is a 404. */
const params = z.object({ sid: z.string().describe('the client') });

export async function clientRoutes(app: Api): Promise<void> {
  const clients = new ClientService(app.ctx);

  app.get(
    '/Clients',
    {
      schema: {
        summary: 'SIP clients the caller may see (passwords masked)',
        tags,
        response: responses({ 200: 'Client[]' }),
      },
    },
    async (request) => clients.list(request),
  );

  app.get(
    '/Clients/:sid',
    {
      schema: {
        summary: 'One SIP client (password masked)',
        tags,
        params,
        response: responses({ 200: 'Client', 404: 'unknown or not visible' }),
      },
    },
    async (request) => clients.read(request, request.params.sid),
  );

  app.post(
    '/Clients',
    {
      schema: {
        summary: 'Add a SIP client to an account that has a SIP realm (username unique in the account)',
        tags,
        body: optionalBody(clientCreateBodySchema),
        response: responses({
          201: '{sid}',
          400: 'invalid field, username taken or no SIP realm',
          403: 'account not the caller’s',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: clients.create(request, request.body) }),
  );

  app.put(
    '/Clients/:sid',
    {
      preValidation: checkPath(params, (request, { sid }) => void clients.requireVisible(request, sid)),
      schema: {
        summary: 'Change a SIP client (a password in the body replaces the stored one)',
        tags,
        params,
        body: optionalBody(clientUpdateBodySchema),
        response: responses({ 204: 'updated', 400: 'invalid field or username taken', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      clients.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/Clients/:sid',
    {
      schema: {
        summary: 'Delete a SIP client',
        tags,
        params,
        response: responses({ 204: 'deleted', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      clients.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );
}
