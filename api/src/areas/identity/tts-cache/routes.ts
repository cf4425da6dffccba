// The TTS cache: `GET|DELETE /Accounts/:sid/TtsCache` (the account's) and `GET|DELETE /TtsCache` (admins: all).
import { accountGuard, adminCaller } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { TtsCacheService } from './service';

export async function ttsCacheRoutes(app: Api): Promise<void> {
  const cache = new TtsCacheService(app.ctx);

  ownerScoped(app, { account: accountGuard, caller: adminCaller }, (scoped, kind, ownerOf) => {
    const whose = kind === 'account' ? 'of the account' : 'all accounts (admin)';
    const tags = [kind === 'account' ? 'Accounts' : 'Settings'];
    scoped.get(
      '/TtsCache',
      {
        schema: {
          summary: `Number of cached TTS entries, ${whose}`,
          tags,
          response: responses({ 200: '{size}' }),
        },
      },
      async (request) => cache.size(ownerOf(request)),
    );
    scoped.delete(
      '/TtsCache',
      { schema: { summary: `Purge the TTS cache, ${whose}`, tags, response: responses({ 204: 'purged' }) } },
      async (request, reply) => {
        cache.purge(request, ownerOf(request));
        return reply.code(204).send();
      },
    );
  });
}
