// SIP clients (docs/api/contract.md#sip-clients): `GET|POST /Clients`, `GET|PUT|DELETE /Clients/:sid`.
import { z } from 'zod';
import { clientCreateBodySchema, clientUpdateBodySchema } from '@switchboard/shared/validation';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, type Api } from '../../../http/zod';
import { ClientService } from './service';

/** Looked up as given: anything unknown (or not a sid) is a 404. */
const item = z.object({ sid: z.string().describe('the client') });

export async function clientRoutes(app: Api): Promise<void> {
  const clients = new ClientService(app.ctx);

  resourceRoutes(app, clients, { path: '/Clients', item, tags: ['SIP clients'] }, (r) => {
    r.list({ summary: 'SIP clients the caller may see (passwords masked)', answers: { 200: 'Client[]' } });
    r.read({
      summary: 'One SIP client (password masked)',
      answers: { 200: 'Client', 404: 'unknown or not visible' },
    });
    r.create({
      summary: 'Add a SIP client to an account that has a SIP realm (username unique in the account)',
      body: optionalBody(clientCreateBodySchema),
      answers: { 400: 'invalid field, username taken or no SIP realm', 403: 'account not the caller’s' },
    });
    r.update({
      summary: 'Change a SIP client (a password in the body replaces the stored one)',
      body: optionalBody(clientUpdateBodySchema),
      answers: { 400: 'invalid field or username taken', 404: 'unknown' },
      check: (request, { sid }) => clients.requireVisible(request, sid),
    });
    r.remove({ summary: 'Delete a SIP client', answers: { 404: 'unknown' } });
  });
}
