// The TTS cache (docs/api/contract.md#accounts, #platform-settings): its size and its purge, for one account or (admins) the whole platform.
import type { AppContext } from '../../../context';
import type { Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import type { OwnerOf } from '../../../http/owner-scoped';
import { TtsCacheRepository } from './repository';

/** One account's cache, or the platform's (the bare path). */
export type TtsCacheOwner = OwnerOf<'account' | 'caller'>;

const accountOf = (owner: TtsCacheOwner) => (owner.kind === 'account' ? owner.accountSid : null);

export class TtsCacheService {
  private readonly cache: TtsCacheRepository;

  constructor(private readonly ctx: AppContext) {
    this.cache = new TtsCacheRepository(ctx.store);
  }

  size(owner: TtsCacheOwner): { size: number } {
    return { size: this.cache.count(accountOf(owner)) };
  }

  purge(requester: Requester, owner: TtsCacheOwner): void {
    const accountSid = accountOf(owner);
    auditedWrite(
      this.ctx,
      requester,
      (purged) => ({
        entity: 'tts_cache',
        action: 'delete',
        before: { entries: purged },
        after: { entries: 0 },
        // an account's purge goes in its trail; the platform's belongs to no account or provider (admins read it)
        ...(accountSid
          ? { entitySid: accountSid, accountSid }
          : { entitySid: null, accountSid: null, serviceProviderSid: null }),
      }),
      () => this.cache.purge(accountSid),
    );
  }
}
