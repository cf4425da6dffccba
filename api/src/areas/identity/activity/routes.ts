// The audit trail: `GET /Accounts/:sid/Activity`, `GET /ServiceProviders/:sid/Activity` and (admins) `GET /Activity`.
// Node's timers (unref) also where a DOM test environment replaces the globals (component tests run this API).
import { clearInterval, setInterval } from 'node:timers';
import { z } from 'zod';
import { accountRead, serviceProviderRead } from '../../../auth/access';
import { forbidden } from '../../../http/errors';
import type { OwnerRule } from '../../../http/owner-scoped';
import { route } from '../../../http/route';
import { pathSid } from '../../../http/validate';
import type { Api } from '../../../http/zod';
import { ActivityService, MAX_ACTIVITY_COUNT } from './service';

const activityQuery = z.looseObject({
  page: z.string().optional().describe('1-based page (required)'),
  count: z.string().optional().describe(`rows per page, 1–${MAX_ACTIVITY_COUNT} (required)`),
  days: z.string().optional().describe('the last N days'),
  start: z.string().optional().describe('ISO-8601 start (with end)'),
  end: z.string().optional().describe('ISO-8601 end'),
  user: z.string().optional().describe('who: part of the user name, or a user_sid'),
  entity: z.string().optional().describe('kind: account, user, application, voip_carrier, …'),
  action: z
    .string()
    .optional()
    .describe('create, update, delete, sign-in, sign-in-failed, sign-out, password-change'),
});

/** A provider's trail is for its own users and admins, not its accounts' users. */
const providerTrail: OwnerRule<'service_provider'> = (ctx, caller, sid) => {
  const checked = pathSid(sid);
  if (caller.scope === 'account') throw forbidden('insufficient permissions');
  return serviceProviderRead(ctx, caller, checked);
};

/** The whole trail, platform-wide settings included, is for admins. */
const wholeTrail: OwnerRule<'caller'> = (_ctx, caller) => {
  if (caller.scope !== 'admin') throw forbidden('insufficient permissions');
  return { kind: 'caller' };
};

const ANSWERS = {
  200: '{total, page, page_size, data: [{at, user_name, user_sid, ip, entity, entity_sid, action, changes}]}',
  400: 'missing or invalid page/count/days',
  403: 'not yours',
};

export async function activityRoutes(app: Api): Promise<void> {
  const activity = new ActivityService(app.ctx);

  // The trail keeps what its retention says: pruned at start and once a day.
  const prune = () => activity.prune(app.ctx.options.auditRetentionDays);
  prune();
  const pruning = setInterval(prune, 86_400_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  route(app, {
    method: 'GET',
    url: '/Activity',
    mounts: { account: accountRead, serviceProvider: providerTrail, caller: wholeTrail },
    summary: {
      account: 'Who changed what in an account (audit trail), newest first',
      service_provider: 'Who changed what in a service provider and its accounts (audit trail), newest first',
      caller: 'The whole audit trail, platform-wide settings included (admin)',
    },
    tags: ['Activity'],
    querystring: activityQuery,
    answers: {
      account: { ...ANSWERS, 404: 'unknown account' },
      service_provider: { ...ANSWERS, 404: 'unknown service provider' },
      caller: ANSWERS,
    },
    run: (request, owner) => activity.list(owner, request.query),
  });
}
