// Microsoft Teams tenants (contract §6.12): `GET|POST /MicrosoftTeamsTenants`,
// `GET|PUT|DELETE /MicrosoftTeamsTenants/:sid`.
import { z } from 'zod';
import { msTeamsTenantCreateBodySchema, msTeamsTenantUpdateBodySchema } from '@switchboard/shared/validation';
import { responses } from '../../../http/docs';
import { checkPath, optionalBody, type Api } from '../../../http/zod';
import { TenantService } from './service';

const tags = ['Microsoft Teams tenants'];
/** Looked up as given: anything unknown (or not a sid) is a 404. */
const params = z.object({ sid: z.string().describe('the tenant') });

export async function tenantRoutes(app: Api): Promise<void> {
  const tenants = new TenantService(app.ctx);

  app.get(
    '/MicrosoftTeamsTenants',
    {
      schema: {
        summary: 'Microsoft Teams tenants the caller may see',
        tags,
        response: responses({ 200: 'MsTeamsTenant[]' }),
      },
    },
    async (request) => tenants.list(request),
  );

  app.get(
    '/MicrosoftTeamsTenants/:sid',
    {
      schema: {
        summary: 'One Microsoft Teams tenant',
        tags,
        params,
        response: responses({ 200: 'MsTeamsTenant', 404: 'unknown or not visible' }),
      },
    },
    async (request) => tenants.requireVisible(request, request.params.sid),
  );

  app.post(
    '/MicrosoftTeamsTenants',
    {
      schema: {
        summary: 'Add a Microsoft Teams tenant (domain name unique)',
        tags,
        body: msTeamsTenantCreateBodySchema,
        response: responses({
          201: '{sid}',
          400: 'invalid field',
          403: 'account not the caller’s',
          422: 'domain in use',
        }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: tenants.create(request, request.body) }),
  );

  app.put(
    '/MicrosoftTeamsTenants/:sid',
    {
      preValidation: checkPath(params, (request, { sid }) => void tenants.requireVisible(request, sid)),
      schema: {
        summary: 'Change a Microsoft Teams tenant',
        tags,
        params,
        body: optionalBody(msTeamsTenantUpdateBodySchema),
        response: responses({ 204: 'updated', 400: 'invalid field', 404: 'unknown', 422: 'domain in use' }),
      },
    },
    async (request, reply) => {
      tenants.update(request, request.params.sid, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/MicrosoftTeamsTenants/:sid',
    {
      schema: {
        summary: 'Delete a Microsoft Teams tenant',
        tags,
        params,
        response: responses({ 204: 'deleted', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      tenants.remove(request, request.params.sid);
      return reply.code(204).send();
    },
  );
}
