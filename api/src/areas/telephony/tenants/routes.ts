// Microsoft Teams tenants (docs/api/contract.md#microsoft-teams-tenants): `GET|POST /MicrosoftTeamsTenants`,
// `GET|PUT|DELETE /MicrosoftTeamsTenants/:sid`.
import { z } from 'zod';
import { msTeamsTenantCreateBodySchema, msTeamsTenantUpdateBodySchema } from '@switchboard/shared/validation';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, type Api } from '../../../http/zod';
import { TenantService } from './service';

/** Looked up as given: anything unknown (or not a sid) is a 404. */
const item = z.object({ sid: z.string().describe('the tenant') });

export async function tenantRoutes(app: Api): Promise<void> {
  const tenants = new TenantService(app.ctx);

  resourceRoutes(
    app,
    tenants,
    { path: '/MicrosoftTeamsTenants', item, tags: ['Microsoft Teams tenants'] },
    (r) => {
      r.list({ summary: 'Microsoft Teams tenants the caller may see', answers: { 200: 'MsTeamsTenant[]' } });
      r.read({
        summary: 'One Microsoft Teams tenant',
        answers: { 200: 'MsTeamsTenant', 404: 'unknown or not visible' },
      });
      r.create({
        summary: 'Add a Microsoft Teams tenant (domain name unique)',
        body: msTeamsTenantCreateBodySchema,
        answers: { 400: 'invalid field', 403: 'account not the caller’s', 422: 'domain in use' },
      });
      r.update({
        summary: 'Change a Microsoft Teams tenant',
        body: optionalBody(msTeamsTenantUpdateBodySchema),
        answers: { 400: 'invalid field', 404: 'unknown', 422: 'domain in use' },
        check: (request, { sid }) => tenants.requireVisible(request, sid),
      });
      r.remove({ summary: 'Delete a Microsoft Teams tenant', answers: { 404: 'unknown' } });
    },
  );
}
