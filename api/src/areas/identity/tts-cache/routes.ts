// The TTS cache: `GET|DELETE /Accounts/:sid/TtsCache` (the account's) and `GET|DELETE /TtsCache` (admins: all).
import { accountGuard, adminCaller } from '../../../auth/access';
import { resourceRoutes } from '../../../http/resource';
import type { Api } from '../../../http/zod';
import { TtsCacheService } from './service';

export async function ttsCacheRoutes(app: Api): Promise<void> {
  const cache = new TtsCacheService(app.ctx);
  const mounts = { account: accountGuard, caller: adminCaller };

  resourceRoutes(app, null, { path: '/TtsCache', item: undefined, tags: [], mounts }, (resource, kind) => {
    const whose = kind === 'account' ? 'of the account' : 'all accounts (admin)';
    const tags = [kind === 'account' ? 'Accounts' : 'Settings'];
    resource.read({
      summary: `Number of cached TTS entries, ${whose}`,
      tags,
      answers: { 200: '{size}' },
      run: (_request, owner) => cache.size(owner),
    });
    resource.remove({
      summary: `Purge the TTS cache, ${whose}`,
      tags,
      answers: { 204: 'purged' },
      run: (request, owner) => cache.purge(request, owner),
    });
  });
}
