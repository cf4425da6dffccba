// The global search (Switchboard's addition, announced as `search`; docs/api/additions.md#global-search):
// `GET /Search?q=&kinds=` answers, for each kind asked, the best few matches the caller may see — an admin's
// everything (or one service provider's with `service_provider_sid`), a service provider user's provider and its
// accounts, an account user's account. The kinds are those the remotes declare search providers for.
import { z } from 'zod';
import { callerOf } from '../../auth/caller';
import { route } from '../../http/route';
import type { Api } from '../../http/zod';
import { SEARCH_KINDS, SearchRepository, type SearchScope } from './repository';

const Q_MAX = 200;

const searchQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(Q_MAX, `q must be at most ${Q_MAX} characters`)
    .describe('what was typed: a call sid, SIP Call-ID, phone number or a name'),
  kinds: z
    .string()
    .optional()
    .describe(`comma-separated kinds to search (default all): ${SEARCH_KINDS.join(', ')}`),
  service_provider_sid: z
    .string()
    .max(64)
    .optional()
    .describe("admins: only this service provider's things (others search their own whatever it says)"),
});

export async function searchRoutes(app: Api): Promise<void> {
  const repository = new SearchRepository(app.ctx.store);

  route(app, {
    method: 'GET',
    url: '/Search',
    summary: 'The best matches of each kind asked for among what the caller may see (global search)',
    tags: ['Search'],
    querystring: searchQuery,
    answers: { 200: '{q, groups: [{kind, items: [{sid, label, detail}], more}], unsupported}', 400: '{msg}' },
    run: (request) => {
      const caller = callerOf(request);
      const { q, kinds, service_provider_sid } = request.query;
      const scope: SearchScope =
        caller.scope === 'account'
          ? { kind: 'account', sid: caller.account_sid ?? '' }
          : caller.scope === 'service_provider'
            ? { kind: 'service_provider', sid: caller.service_provider_sid ?? '' }
            : service_provider_sid
              ? { kind: 'service_provider', sid: service_provider_sid }
              : { kind: 'all' };
      const asked =
        kinds === undefined ? [...SEARCH_KINDS] : [...new Set(kinds.split(',').map((k) => k.trim()))];
      const wanted = asked.filter((kind) => kind !== '');
      return {
        q,
        groups: wanted
          .filter((kind) => SEARCH_KINDS.includes(kind))
          .map((kind) => repository.search(kind, q, scope)),
        unsupported: wanted.filter((kind) => !SEARCH_KINDS.includes(kind)),
      };
    },
  });
}
